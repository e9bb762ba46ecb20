import { beforeAll, describe, expect, it } from "vitest";
import { doajArticles, type DoajArticlesInput } from "../../src/domain/doaj-articles";
import {
  HOSTILE_TITLE_READ,
  SITE_URL,
  journalDetailsRecord,
  newerArticles,
  newerIssue,
  olderArticles,
  olderIssue,
} from "../support/journal-records";
import { readXml } from "../support/read-xml";
import { schemaSet, validateAll } from "../support/xsd-validation";

/** docs/rules/journal.md §3-§5: an issue's public articles in DOAJ's article import format. */

const articlesFile = (fields: Partial<DoajArticlesInput> = {}): string =>
  doajArticles({
    journal: journalDetailsRecord,
    issue: newerIssue,
    articles: newerArticles,
    siteUrl: SITE_URL,
    ...fields,
  });

const newer = articlesFile();
const older = articlesFile({
  issue: olderIssue,
  articles: olderArticles,
  journal: { ...journalDetailsRecord, issnPrint: "" },
});
// A record in a language outside ISO 639-2, which the schema's list refuses.
const broken = newer.replace("<language>hin</language>", "<language>xx</language>");

let problems: Record<string, string[]> = {};
beforeAll(async () => {
  problems = await validateAll(schemaSet("doaj", "doajArticles.xsd"), {
    "newer.xml": newer,
    "older.xml": older,
    "broken.xml": broken,
  });
}, 60_000);

describe("DOAJ's article file against DOAJ's schema", () => {
  it("is valid, hostile text and Devanagari included", () => {
    expect(problems["newer.xml"]).toEqual([]);
    expect(problems["older.xml"]).toEqual([]);
  });

  it("the validator reports a file that breaks the schema", () => {
    expect(broken).not.toBe(newer);
    expect(problems["broken.xml"]?.join("\n")).toMatch(/Element 'language': \[facet 'enumeration'\] The value 'xx'/);
  });
});

describe("DOAJ's article file's content", () => {
  it("has one record per public article, in order, the one without a DOI included", () => {
    const read = readXml(newer);
    expect(read.elements("record")).toHaveLength(3);
    expect(read.texts("publisherRecordId")).toEqual([
      "soil-health-and-yield",
      "mrida-swasthya-aur-upaj",
      "a-note-on-seed-banks",
    ]);
    expect(read.texts("doi")).toEqual(["10.12345/ait.2026.3.1.001", "10.12345/ait.2026.3.1.002"]);
    expect(() => articlesFile({ articles: [] })).toThrow(/no public article/);
  });

  it("names the journal, its ISSNs, the issue, the pages and the dates", () => {
    const read = readXml(newer);
    const [record] = read.elements("record");
    if (!record) throw new Error("No record.");
    const field = (name: string) => read.textIn(record, name);
    expect(field("journalTitle")).toBe("Agricultural Innovation & Technology");
    expect(field("publisher")).toBe(journalDetailsRecord.publisher);
    expect([field("issn"), field("eissn")]).toEqual(["2434-561X", "2049-3630"]);
    expect([field("volume"), field("issue"), field("startPage"), field("endPage")]).toEqual(["3", "1", "1", "12"]);
    expect(field("publicationDate")).toBe("2026-03-30");
    expect(field("documentType")).toBe("Research article");
    expect(readXml(older).texts("issn")).toEqual([]);
    expect(readXml(older).texts("eissn")).toEqual(["2049-3630"]);
  });

  it("gives the language as ISO 639-2 on the record, the title, the abstract and the keywords", () => {
    const read = readXml(newer);
    expect(read.texts("language")).toEqual(["eng", "hin", "eng"]);
    expect(read.elements("title").map((title) => title.getAttribute("language"))).toEqual(["eng", "hin", "eng"]);
    expect(read.elements("abstract")[1]?.getAttribute("language")).toBe("hin");
    expect(read.elements("keywords")[1]?.getAttribute("language")).toBe("hin");
    expect(read.texts("keyword")).toEqual(["soil health", "yield", "मृदा", "उपज"]);
  });

  it("keeps a hostile title as text and drops the characters XML forbids", () => {
    const read = readXml(newer);
    expect(read.texts("title")[0]).toBe(HOSTILE_TITLE_READ);
    expect(read.texts("title")[1]).toBe("मृदा स्वास्थ्य और उपज");
    expect(newer).not.toContain("<x>");
    expect(read.texts("abstract")[0]).toBe(
      "We measured soil health on 40 farms.\n\nYields rose where organic matter did.",
    );
  });

  it("lists the authors in order, with the corresponding author's e-mail, ORCID iDs and shared affiliations", () => {
    const read = readXml(newer);
    const [record] = read.elements("record");
    if (!record) throw new Error("No record.");
    const authors = [...record.getElementsByTagNameNS("*", "author")].map((author) => ({
      name: read.textIn(author, "name"),
      email: read.textIn(author, "email"),
      affiliationId: read.textIn(author, "affiliationId"),
      orcid: read.textIn(author, "orcid_id"),
    }));
    expect(authors).toEqual([
      {
        name: "Asha Rani Verma",
        email: undefined,
        affiliationId: "1",
        orcid: "https://orcid.org/0000-0002-1694-233X",
      },
      { name: "रमेश कुमार", email: "ramesh@example.org", affiliationId: "2", orcid: undefined },
      { name: "Sukarno", email: undefined, affiliationId: "1", orcid: undefined },
    ]);
    const affiliations = [...record.getElementsByTagNameNS("*", "affiliationName")].map((name) => [
      name.getAttribute("affiliationId"),
      name.textContent,
    ]);
    expect(affiliations).toEqual([
      ["1", "University of Lucknow"],
      ["2", "Indian Institute of Sugarcane Research, Lucknow"],
    ]);
    expect(read.texts("affiliationsList")).toHaveLength(2);
  });

  it("links each article's PDF by its absolute address", () => {
    const read = readXml(newer);
    expect(read.elements("fullTextUrl").map((url) => [url.getAttribute("format"), url.textContent])).toEqual([
      ["pdf", "https://society.example/journal/articles/soil-health-and-yield.pdf"],
      ["pdf", "https://society.example/journal/articles/mrida-swasthya-aur-upaj.pdf"],
      ["pdf", "https://society.example/journal/articles/a-note-on-seed-banks.pdf"],
    ]);
  });
});
