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

/** An issue as the Journal tab sends it: numbers as typed, a draft unless said. */
export const typedJournalIssue = (overrides: Record<string, unknown> = {}) => ({
  volume: "3",
  number: "2",
  year: "2026",
  month: "6",
  ...overrides,
});

/**
 * An article as the Journal tab sends it, in issue `issueId`: two authors, the second the
 * corresponding one (a name in Devanagari), an ORCID iD typed as its address, a DOI typed with its
 * resolver. `slug` makes it unique.
 */
export const typedJournalArticle = (issueId: string, slug: string, overrides: Record<string, unknown> = {}) => ({
  issueId,
  title: `Soil health and yield: ${slug}`,
  type: "Research article",
  authors: [
    {
      name: "Asha Verma",
      affiliation: "Example Agricultural University, Lucknow",
      orcid: "https://orcid.org/0000-0002-1825-0097",
    },
    { name: "सुनीता वर्मा", affiliation: "Example Institute", email: "sunita@example.org", corresponding: true },
  ],
  abstract: "A fictional abstract.",
  keywords: ["soil health", "yield"],
  firstPage: "1",
  lastPage: "12",
  doi: `https://doi.org/10.5555/${slug}`,
  received: "2026-01-10",
  accepted: "2026-03-01",
  published: "2026-06-15",
  slug,
  ...overrides,
});
