import { STARTING_SITE_DETAILS, type SiteDetails } from "../../domain/site-details";
import { noteChange } from "../core/call-context";
import { readVersionedDocument, updateVersionedDocument, type ReadOptions, type Versioned } from "../store";

/**
 * The society's site details (docs/rules/public-site.md §11), one document the owner edits in
 * Settings; until it is saved, the details the site started with. Every page's header and footer
 * show them, so a save rebuilds the site.
 */
export const SITE_DETAILS_KEY = "site/details";

/** Its name in the activity log, and the cache tag of the answers made from it. */
export const SITE_DETAILS_ACTIVITY = "site-details";

export const defaultSiteDetails = (): SiteDetails => structuredClone(STARTING_SITE_DETAILS);

export async function readSiteDetails(options?: ReadOptions): Promise<Versioned<SiteDetails>> {
  return readVersionedDocument(SITE_DETAILS_KEY, defaultSiteDetails, options);
}

/**
 * Stores the details whole (the form sends them all) under a new version; the activity log gets
 * both versions, and so does the caller. A save over a version other than `expectedUpdatedAt` is
 * refused (409).
 */
export async function writeSiteDetails(
  details: SiteDetails,
  expectedUpdatedAt?: string,
): Promise<{ before: Versioned<SiteDetails>; after: Versioned<SiteDetails> }> {
  const { before, after } = await updateVersionedDocument(
    SITE_DETAILS_KEY,
    defaultSiteDetails,
    expectedUpdatedAt,
    () => details,
  );
  noteChange({ collection: SITE_DETAILS_ACTIVITY, recordId: "details", before, after, seenByVisitors: true });
  return { before, after };
}
