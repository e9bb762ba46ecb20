import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  articleAuthor,
  articlePath,
  articlePdfPath,
  isArticlePublic,
  issueLabel,
  issuePath,
  journalArticleInput,
  journalDetailsInput,
  journalIssueInput,
  articleAddressProblem,
  issueNumberProblem,
  nextPosition,
  publicIssues,
  type JournalArticleRecord,
  type JournalIssueRecord,
  slugFromTitle,
  sortIssues,
  type JournalArticleInput,
} from "../../src/domain/journal";
import { typedJournalDetails } from "../support/journal";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const details = { ...typedJournalDetails, indexingServices: "" };

/** The authors as the form types them (a form may also send each as JSON text: the schema's input is wider). */
const authors: z.input<typeof articleAuthor>[] = [
  { name: "Asha Verma", affiliation: "Lucknow University", orcid: "https://orcid.org/0000-0002-1694-233x" },
  { name: "रमेश कुमार", email: "ramesh@example.org", corresponding: true },
];

const article: JournalArticleInput = {
  issueId: "issue-1",
  title: "Soil health and yield",
  type: "Research article",
  authors,
  abstract: "We measured.",
  keywords: "soil\nyield",
  firstPage: "12",
  lastPage: 20,
  doi: "https://doi.org/10.1234/ait.2026.001",
  received: "2026-01-10",
  accepted: "2026-03-01",
  published: "2026-03-31",
  slug: "soil-health-and-yield",
};

describe("the journal's details", () => {
  it("are read as typed: ISSNs normalised, lists from lines, the licence CC BY 4.0 unless chosen", () => {
    const parsed = journalDetailsInput.parse(details);
    expect(parsed.issnPrint).toBe("2434-561X");
    expect(parsed.focusAreas).toEqual(["Soil health", "Agribusiness"]);
    expect(parsed.indexingServices).toEqual([]);
    expect(journalDetailsInput.parse({ ...details, indexingServices: undefined }).indexingServices).toEqual([]);
    expect(parsed.licence).toBe("CC BY 4.0");
    expect(parsed.specialIssue).toBeNull();
  });

  it("refuse an ISSN whose check digit is wrong, none at all, and the same number twice", () => {
    expect(messages(journalDetailsInput.safeParse({ ...details, issnPrint: "2434-5610" }))).toEqual([
      "ISSN (print) is not a valid ISSN: its last character does not match the others. Check it for a typing mistake.",
    ]);
    expect(messages(journalDetailsInput.safeParse({ ...details, issnPrint: "", issnOnline: "" }))).toEqual([
      "Give the journal's ISSN: print, online or both.",
    ]);
    expect(messages(journalDetailsInput.safeParse({ ...details, issnPrint: "2049-3630" }))).toEqual([
      "The print and online ISSNs are different numbers: each edition has its own.",
    ]);
    expect(messages(journalDetailsInput.safeParse({ ...details, licence: "All rights reserved" }))[0]).toMatch(
      /^Licence must be one of CC BY 4.0, /,
    );
  });
});

describe("issues", () => {
  const issue = (volume: number, number: number, year: number, month: number) => ({ volume, number, year, month });

  it("take numbers as forms send them and refuse a month that is not one", () => {
    expect(journalIssueInput.parse({ volume: "2", number: "1", year: "2026", month: "3" })).toMatchObject({
      volume: 2,
      number: 1,
      month: 3,
      published: false,
      specialTitle: "",
    });
    expect(messages(journalIssueInput.safeParse({ volume: 2, number: 1, year: 2026, month: 13 }))).toEqual([
      "Month must be from 1 (January) to 12 (December).",
    ]);
  });

  it("are labelled, addressed and listed newest first", () => {
    expect(issueLabel(issue(3, 2, 2026, 6))).toBe("Vol. 3, No. 2 (June 2026)");
    expect(issuePath(issue(3, 2, 2026, 6))).toBe("/journal/volume-3/issue-2/");
    const sorted = sortIssues([issue(1, 4, 2025, 12), issue(2, 1, 2026, 3), issue(1, 3, 2025, 9)]);
    expect(sorted.map((item) => `${item.volume}.${item.number}`)).toEqual(["2.1", "1.4", "1.3"]);
  });
});

describe("articles", () => {
  it("are read as typed: ORCID and DOI addresses reduced to the identifiers, pages and keywords", () => {
    const parsed = journalArticleInput.parse(article);
    expect(parsed.authors[0]?.orcid).toBe("0000-0002-1694-233X");
    expect(parsed.authors[1]).toMatchObject({ name: "रमेश कुमार", orcid: "", corresponding: true });
    expect(parsed.doi).toBe("10.1234/ait.2026.001");
    expect(parsed).toMatchObject({ firstPage: 12, lastPage: 20, keywords: ["soil", "yield"], language: "en" });
    expect(journalArticleInput.parse({ ...article, keywords: undefined }).keywords).toEqual([]);
    const withOtherEmail = [{ ...authors[0], email: "asha@example.org" }, authors[1]];
    expect(journalArticleInput.parse({ ...article, authors: withOtherEmail }).authors.map((a) => a.email)).toEqual([
      "",
      "ramesh@example.org",
    ]);
  });

  it("refuse a bad ORCID iD, a DOI that is not one, pages and dates out of order", () => {
    const wrongOrcid = [{ ...authors[0], orcid: "0000-0002-1694-2330" }, authors[1]];
    expect(messages(journalArticleInput.safeParse({ ...article, authors: wrongOrcid }))).toEqual([
      "ORCID iD is not a valid ORCID iD: its last character does not match the others. Check it for a typing mistake.",
    ]);
    expect(messages(journalArticleInput.safeParse({ ...article, doi: "ait.2026.001" }))[0]).toMatch(
      /^DOI must be a DOI/,
    );
    expect(messages(journalArticleInput.safeParse({ ...article, lastPage: 11 }))).toEqual([
      "Last page cannot come before the first page.",
    ]);
    expect(messages(journalArticleInput.safeParse({ ...article, accepted: "2026-01-09" }))).toEqual([
      "Accepted cannot be before Received.",
    ]);
    expect(messages(journalArticleInput.safeParse({ ...article, published: "2026-02-28" }))).toEqual([
      "Published cannot be before Accepted.",
    ]);
  });

  it("need exactly one corresponding author, with an e-mail", () => {
    const none = authors.map((author) => ({ ...author, corresponding: false }));
    expect(messages(journalArticleInput.safeParse({ ...article, authors: none }))).toEqual([
      "Mark one author, exactly one, as the corresponding author.",
    ]);
    const both = authors.map((author) => ({ ...author, corresponding: true }));
    expect(messages(journalArticleInput.safeParse({ ...article, authors: both }))).toEqual([
      "Mark one author, exactly one, as the corresponding author.",
      "Give the corresponding author's e-mail.",
    ]);
    expect(messages(journalArticleInput.safeParse({ ...article, authors: [] }))).toContain("Give at least one author.");
  });

  it("take authors and flags as a form sends them: JSON text per author, true and false as text", () => {
    const asForm = {
      ...article,
      authors: authors.map((author) => JSON.stringify(author)),
      ready: "true",
    };
    const read = journalArticleInput.parse(asForm);
    expect(read.ready).toBe(true);
    expect(read.authors.map((author) => author.name)).toEqual(["Asha Verma", "रमेश कुमार"]);
    // The whole list as one JSON text, and one author in a part of its own, read the same.
    expect(journalArticleInput.parse({ ...article, authors: JSON.stringify(authors) }).authors).toEqual(read.authors);
    const [first] = authors;
    const single = { ...first, email: "asha@example.org", corresponding: "true" };
    expect(journalArticleInput.parse({ ...article, authors: JSON.stringify(single) }).authors).toHaveLength(1);
    expect(messages(journalArticleInput.safeParse({ ...article, authors: "Asha Verma" }))).toEqual([
      "Authors must be a list.",
    ]);
    expect(messages(journalArticleInput.safeParse({ ...article, authors: ["{not json"] }))).toEqual([
      "Each author is a name with an affiliation, an ORCID iD and, for the corresponding author, an e-mail.",
    ]);
    expect(messages(journalArticleInput.safeParse({ ...article, ready: "yes" }))).toEqual([
      "Ready must be true or false.",
    ]);
  });

  it("have an address of lower-case words, proposed from the title, that never changes once public", () => {
    expect(slugFromTitle("Soil Health & Yield: Uttar Pradesh, 2026")).toBe("soil-health-yield-uttar-pradesh-2026");
    expect(slugFromTitle("Café   résumé ")).toBe("cafe-resume");
    expect(messages(journalArticleInput.safeParse({ ...article, slug: "Soil_Health" }))).toEqual([
      "Address may hold only lower-case letters, digits and single hyphens.",
    ]);
    expect(articlePath({ slug: "soil" })).toBe("/journal/articles/soil/");
    expect(articlePdfPath({ slug: "soil" })).toBe("/journal/articles/soil.pdf");
    const others = [
      { _id: "a1", slug: "soil" },
      { _id: "a2", slug: "water" },
    ];
    expect(articleAddressProblem(others, "water")).toBe("Another article has the address water. Choose another.");
    expect(articleAddressProblem(others, "air")).toBeUndefined();
    expect(articleAddressProblem(others, "soil-2", { _id: "a1", slug: "soil", everReady: false })).toBeUndefined();
    expect(articleAddressProblem(others, "soil-2", { _id: "a1", slug: "soil", everReady: true })).toBe(
      "The address of an article marked ready cannot change: citations and indexes point at it.",
    );
    expect(articleAddressProblem(others, "soil", { _id: "a1", slug: "soil", everReady: true })).toBeUndefined();
  });

  it("are public only when ready, with a PDF, in a published issue", () => {
    const ready = { ready: true, pdf: "/api/files/a", issueId: "i1" };
    const published = { _id: "i1", published: true };
    expect(isArticlePublic(ready, published)).toBe(true);
    expect(isArticlePublic({ ...ready, ready: false }, published)).toBe(false);
    expect(isArticlePublic({ ...ready, pdf: "" }, published)).toBe(false);
    expect(isArticlePublic(ready, { ...published, published: false })).toBe(false);
    expect(isArticlePublic(ready, { ...published, _id: "i2" })).toBe(false);
    expect(isArticlePublic(ready, undefined)).toBe(false);
  });
});

describe("the journal as a whole", () => {
  const issue = (
    id: string,
    volume: number,
    number: number,
    month: number,
    published: boolean,
  ): JournalIssueRecord => ({
    _id: id,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    volume,
    number,
    year: 2026,
    month,
    specialTitle: "",
    guestEditors: [],
    cover: "",
    published,
    publishedAt: published ? "2026-01-01T00:00:00.000Z" : null,
  });
  const article = (
    id: string,
    issueId: string,
    position: number,
    ready = true,
    pdf = "/api/files/x",
  ): JournalArticleRecord => ({
    ...journalArticleInput.parse({
      issueId,
      title: id,
      type: "Review",
      authors: [{ name: "A. Author", email: "a@example.org", corresponding: true }],
      abstract: "A.",
      firstPage: 1,
      lastPage: 2,
      received: "2026-01-01",
      accepted: "2026-01-02",
      published: "2026-01-03",
      slug: id,
      ready,
    }),
    _id: id,
    createdAt: `2026-01-01T00:00:0${position}.000Z`,
    updatedAt: "2026-01-01T00:00:00.000Z",
    position,
    everReady: ready,
    pdf,
  });

  it("shows published issues newest first, each with its public articles in order, and nothing else", () => {
    const issues = [issue("i1", 1, 1, 3, true), issue("i2", 1, 2, 6, true), issue("i3", 1, 3, 9, false)];
    const articles = [
      article("b", "i1", 2),
      article("a", "i1", 1),
      article("draft", "i1", 3, false),
      article("no-pdf", "i1", 4, true, ""),
      article("c", "i2", 1),
      article("unpublished-issue", "i3", 1),
    ];
    expect(
      publicIssues(issues, articles).map(({ issue: { _id }, articles: shown }) => [_id, shown.map((a) => a._id)]),
    ).toEqual([
      ["i2", ["c"]],
      ["i1", ["a", "b"]],
    ]);
  });

  it("gives each issue its volume and number once, and a new article the place after the last", () => {
    const issues = [issue("i1", 1, 1, 3, true)];
    expect(issueNumberProblem(issues, { volume: 1, number: 1 })).toBe("Volume 1, number 1 exists already.");
    expect(issueNumberProblem(issues, { volume: 1, number: 1 }, "i1")).toBeUndefined();
    expect(issueNumberProblem(issues, { volume: 1, number: 2 })).toBeUndefined();
    expect(nextPosition([article("a", "i1", 1), article("b", "i1", 4), article("c", "i2", 9)], "i1")).toBe(5);
    expect(nextPosition([], "i1")).toBe(1);
  });
});
