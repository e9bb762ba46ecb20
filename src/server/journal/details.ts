import type { JournalDetails } from "../../domain/journal";
import { noteChange } from "../core/call-context";
import { startingJournalDetails } from "./starting-details";
import { readVersionedDocument, updateVersionedDocument, type ReadOptions, type Versioned } from "../store";

/** The journal's details (docs/rules/journal.md §1), one document. */
export const JOURNAL_DETAILS_KEY = "journal/details";

/** Its name in the activity log, and the cache tag of the visitors' answers made from it. */
export const JOURNAL_DETAILS_ACTIVITY = "journal";

export async function readJournalDetails(options?: ReadOptions): Promise<Versioned<JournalDetails>> {
  return readVersionedDocument(JOURNAL_DETAILS_KEY, startingJournalDetails, options);
}

/**
 * Stores the details whole (the form sends them all) under a new version, and tells the activity
 * log both versions. With `expectedUpdatedAt` (the version the editor loaded), a save made since is
 * not overwritten: 409.
 */
export async function writeJournalDetails(
  details: JournalDetails,
  expectedUpdatedAt?: string,
): Promise<Versioned<JournalDetails>> {
  const { before, after } = await updateVersionedDocument(
    JOURNAL_DETAILS_KEY,
    startingJournalDetails,
    expectedUpdatedAt,
    () => details,
  );
  // The journal's pages show them: a change rebuilds the site.
  noteChange({ collection: JOURNAL_DETAILS_ACTIVITY, recordId: "details", before, after, seenByVisitors: true });
  return after;
}
