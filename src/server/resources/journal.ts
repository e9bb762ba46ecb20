import { journalDetailsInput } from "../../domain/journal";
import { resource, route } from "../api/handler";
import { JOURNAL_DETAILS_ACTIVITY, readJournalDetails, writeJournalDetails } from "../journal/details";

/**
 * The journal's details (docs/rules/journal.md §1): read by anyone (its pages show them), changed
 * by the editors and the owner. A change rebuilds the site.
 */

const read = route({ cachedFrom: [JOURNAL_DETAILS_ACTIVITY], handle: ({ reads }) => readJournalDetails(reads) });

const save = route({
  admin: "content",
  body: journalDetailsInput,
  publishes: true,
  handle: ({ body, expectedUpdatedAt }) => writeJournalDetails(body, expectedUpdatedAt),
});

/** GET and PUT /api/journal. */
export const journalHandler = resource({ GET: read, PUT: save });
