import type { SiteFixtures } from "./site-fixtures";

/** The two sites the unit run builds once (tests/support/built-sites-setup.ts), and what each holds. */

/** "demo": the demo content alone; "fixtures": the demo content plus site-fixtures.ts. */
export type BuiltSiteKind = "demo" | "fixtures";
export const BUILT_SITE_KINDS: readonly BuiltSiteKind[] = ["demo", "fixtures"];

/** Where a build of the unit run writes its pages, its log and, when it has ended, { ok, code }. */
export interface BuildOutcomeLocation {
  outDir: string;
  statusPath: string;
  logPath: string;
}

/** Where one built site's files are, and the store it was built from (kept running for the run). */
export interface BuiltSiteLocation extends BuildOutcomeLocation {
  /** NETLIFY_BLOBS_CONTEXT of the site's store. */
  context: string;
  storeDir: string;
  manifestPath: string;
}

/** Every record of the site, as the administrator reads it through the API. */
export const RECORD_LISTS = {
  news: "/api/news",
  executives: "/api/executives",
  editorials: "/api/editorials",
  books: "/api/books",
  workshops: "/api/workshops",
  "conference-listings": "/api/conference-listings",
  awards: "/api/awards",
  awardees: "/api/awardees",
  "award-nomination": "/api/award-nomination",
  memberships: "/api/memberships/get",
  "payment-details": "/api/payment-details/get",
  downloads: "/api/downloads",
  "annual-reports": "/api/annual-reports",
  "membership-registrations": "/api/membership-registrations",
  subscribers: "/api/subscribers",
} as const;
export type RecordListName = keyof typeof RECORD_LISTS;

export interface BuiltSiteManifest {
  kind: BuiltSiteKind;
  storeDir: string;
  outDir: string;
  records: Record<RecordListName, (Record<string, unknown> & { _id: string })[]>;
  fixtures?: SiteFixtures;
  /** The pages of the demo records the fixtures' store edited before its build (rebuild-edits.ts). */
  editedPages?: string[];
}
