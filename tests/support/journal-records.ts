import type { JournalArticleRecord, JournalDetails, JournalIssueRecord } from "../../src/domain/journal";

/**
 * Stored journal records as the indexers' files are made from them (docs/rules/journal.md §1-§4):
 * the journal's details, two published issues in two volumes, and articles with names in
 * Devanagari, ORCID iDs, DOIs, an article without a DOI, and a title written to break XML (a closing
 * tag, an ampersand and a control character). The tests of the Crossref deposit, DOAJ's file and
 * OAI-PMH start from them.
 */

export const SITE_URL = "https://society.example";

/**
 * A title that would end its element early, open another, write text that looks like entities
 * (one XML does not define), and hold a character XML forbids.
 */
export const HOSTILE_TITLE = 'Soil health & yield: </title><x>&amp; &nbsp; "50%" \u0007more';
/** The same title as an XML reader reads it back: the control character is gone, nothing else. */
export const HOSTILE_TITLE_READ = 'Soil health & yield: </title><x>&amp; &nbsp; "50%" more';

export const journalDetailsRecord: JournalDetails = {
  name: "Agricultural Innovation & Technology",
  issnPrint: "2434-561X",
  issnOnline: "2049-3630",
  publisher: "Society for Agriculture, Entrepreneurship, Environment and Technology Development",
  frequency: "Quarterly",
  focusAreas: ["Soil health", "Agribusiness"],
  indexingServices: [],
  submissionGuidelines: ["Send the manuscript as a Word file."],
  editorialEmail: "journal@example.org",
  licence: "CC BY 4.0",
  specialIssue: null,
};

export function issueRecord(fields: Partial<JournalIssueRecord> = {}): JournalIssueRecord {
  return {
    _id: "issue-3-1",
    createdAt: "2026-01-10T09:00:00.000Z",
    updatedAt: "2026-03-31T09:00:00.000Z",
    volume: 3,
    number: 1,
    year: 2026,
    month: 3,
    specialTitle: "",
    guestEditors: [],
    cover: "",
    published: true,
    publishedAt: "2026-03-31T09:00:00.000Z",
    ...fields,
  };
}

export function articleRecord(fields: Partial<JournalArticleRecord> = {}): JournalArticleRecord {
  return {
    _id: "article-1",
    createdAt: "2026-02-01T08:00:00.000Z",
    updatedAt: "2026-03-30T12:34:56.789Z",
    issueId: "issue-3-1",
    position: 1,
    title: "Soil health and yield",
    type: "Research article",
    authors: [
      {
        name: "Asha Rani Verma",
        affiliation: "University of Lucknow",
        orcid: "0000-0002-1694-233X",
        email: "",
        corresponding: false,
      },
      {
        name: "रमेश कुमार",
        affiliation: "Indian Institute of Sugarcane Research, Lucknow",
        orcid: "",
        email: "ramesh@example.org",
        corresponding: true,
      },
      { name: "Sukarno", affiliation: "University of Lucknow", orcid: "", email: "", corresponding: false },
    ],
    // A lone surrogate (half of an emoji), which XML cannot hold either.
    abstract: "We measured soil health on 40 farms.\n\nYields rose where organic matter did.\ud83c",
    keywords: ["soil health", "yield"],
    firstPage: 1,
    lastPage: 12,
    doi: "10.12345/ait.2026.3.1.001",
    received: "2025-11-02",
    accepted: "2026-01-15",
    published: "2026-03-30",
    language: "en",
    slug: "soil-health-and-yield",
    ready: true,
    everReady: true,
    pdf: "/api/files/pdf-1",
    ...fields,
  };
}

export const olderIssue = issueRecord({
  _id: "issue-2-4",
  createdAt: "2025-10-01T09:00:00.000Z",
  updatedAt: "2025-12-20T09:00:00.000Z",
  volume: 2,
  number: 4,
  year: 2025,
  month: 12,
  specialTitle: "Water & Soil, a special issue",
  publishedAt: "2025-12-20T09:00:00.000Z",
});
export const newerIssue = issueRecord();

/** The newer issue's articles: the hostile title, one in Hindi, one without a DOI. */
export const newerArticles: JournalArticleRecord[] = [
  articleRecord({ title: HOSTILE_TITLE }),
  articleRecord({
    _id: "article-2",
    position: 2,
    title: "मृदा स्वास्थ्य और उपज",
    authors: [
      {
        name: "सुनीता शर्मा",
        affiliation: "लखनऊ विश्वविद्यालय",
        orcid: "0000-0002-1825-0097",
        email: "sunita@example.org",
        corresponding: true,
      },
    ],
    abstract: "हमने चालीस खेतों में मृदा स्वास्थ्य मापा।",
    keywords: ["मृदा", "उपज"],
    firstPage: 13,
    lastPage: 20,
    doi: "10.12345/ait.2026.3.1.002",
    language: "hi",
    slug: "mrida-swasthya-aur-upaj",
    updatedAt: "2026-03-30T12:35:10.000Z",
  }),
  articleRecord({
    _id: "article-3",
    position: 3,
    title: "A note on seed banks",
    type: "Short communication",
    authors: [{ name: "Ravi Singh", affiliation: "", orcid: "", email: "ravi@example.org", corresponding: true }],
    abstract: "Seed banks keep local varieties.",
    keywords: [],
    firstPage: 21,
    lastPage: 21,
    doi: "",
    slug: "a-note-on-seed-banks",
    updatedAt: "2026-03-29T10:00:00.000Z",
  }),
];

export const olderArticles: JournalArticleRecord[] = [
  articleRecord({
    _id: "article-4",
    issueId: "issue-2-4",
    title: "Water harvesting in Bundelkhand",
    doi: "10.12345/ait.2025.2.4.001",
    slug: "water-harvesting-in-bundelkhand",
    received: "2025-08-01",
    accepted: "2025-10-01",
    published: "2025-12-20",
    updatedAt: "2025-12-19T16:00:00.000Z",
  }),
];
