/**
 * The journal's details as an editor types them into the form (docs/rules/journal.md §1): an ISSN
 * with a space and a small x, the focus areas one per line. The tests of the schema, the API and
 * the bad-input property test start from it.
 */
export const typedJournalDetails = {
  name: "Agricultural Innovation & Technology",
  issnPrint: "2434 561x",
  issnOnline: "2049-3630",
  publisher: "The Society",
  frequency: "Quarterly",
  focusAreas: "Soil health\nAgribusiness",
  submissionGuidelines: ["Send the manuscript as a Word file."],
  editorialEmail: "journal@example.org",
};
