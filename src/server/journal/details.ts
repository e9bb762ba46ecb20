import { journal } from "../../content/journal";
import { STARTING_SITE_DETAILS } from "../../domain/site-details";
import type { JournalDetails } from "../../domain/journal";
import { noteChange } from "../core/call-context";
import { readVersionedDocument, updateVersionedDocument, type ReadOptions, type Versioned } from "../store";

/** The journal's details (docs/rules/journal.md §1), one document; until an editor saves them, the defaults below. */
export const JOURNAL_DETAILS_KEY = "journal/details";

/** Its name in the activity log, and the cache tag of the visitors' answers made from it. */
export const JOURNAL_DETAILS_ACTIVITY = "journal";

/**
 * What the journal page said before the details were edited in the panel (src/content/journal.ts),
 * without its placeholder ISSNs: a journal shows no ISSN until the editors give a real one.
 */
export function defaultJournalDetails(): JournalDetails {
  const months = journal.issues.map((issue) => issue.month);
  return {
    name: journal.name,
    issnPrint: "",
    issnOnline: "",
    publisher: STARTING_SITE_DETAILS.name,
    frequency: `Quarterly: ${months.slice(0, -1).join(", ")} and ${months.at(-1) ?? ""}`,
    focusAreas: [...journal.focusAreas],
    indexingServices: [],
    submissionGuidelines: [...journal.submission.guidelines],
    editorialEmail: journal.submission.email,
    licence: "CC BY 4.0",
    specialIssue: {
      title: journal.specialIssue.title,
      summary: journal.specialIssue.summary,
      guestEditors: journal.specialIssue.guestEditors.map((editor) => ({ ...editor })),
      dates: journal.specialIssue.dates.map((date) => ({ ...date })),
    },
  };
}

export async function readJournalDetails(options?: ReadOptions): Promise<Versioned<JournalDetails>> {
  return readVersionedDocument(JOURNAL_DETAILS_KEY, defaultJournalDetails, options);
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
    defaultJournalDetails,
    expectedUpdatedAt,
    () => details,
  );
  // The journal's pages show them: a change rebuilds the site.
  noteChange({ collection: JOURNAL_DETAILS_ACTIVITY, recordId: "details", before, after, seenByVisitors: true });
  return after;
}
