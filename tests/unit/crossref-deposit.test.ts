import { beforeAll, describe, expect, it } from "vitest";
import { crossrefDeposit, crossrefTimestamp, type CrossrefDepositInput } from "../../src/domain/crossref-deposit";
import { clip } from "../../src/domain/xml-document";
import {
  HOSTILE_TITLE_READ,
  SITE_URL,
  articleRecord,
  journalDetailsRecord,
  newerArticles,
  newerIssue,
  olderArticles,
  olderIssue,
} from "../support/journal-records";
import { readXml } from "../support/read-xml";
import { schemaSet, validateAll } from "../support/xsd-validation";

/** docs/rules/journal.md §3, §5: an issue's deposit with Crossref, in its schema 5.3.1. */

const LONG_GIVEN_NAME = "अ".repeat(40) + "कि".repeat(20);

const deposit = (fields: Partial<CrossrefDepositInput> = {}): string =>
  crossrefDeposit({
    journal: journalDetailsRecord,
    issue: newerIssue,
    articles: newerArticles,
    siteUrl: SITE_URL,
    now: new Date("2026-04-01T10:30:00.123Z"),
    batchId: "ait-3-1-first",
    depositor: { name: "Journal office", email: "journal@example.org" },
    registrant: "The Society",
    ...fields,
  });

const first = deposit();
const second = deposit({ now: new Date("2026-04-02T08:05:09Z"), batchId: "ait-3-1-second" });
const older = deposit({
  issue: olderIssue,
  articles: [
    ...olderArticles,
    articleRecord({
      slug: "long-names",
      doi: "10.12345/ait.2025.2.4.002",
      authors: [
        { name: `${LONG_GIVEN_NAME} वर्मा`, affiliation: "", orcid: "", email: "a@example.org", corresponding: true },
      ],
    }),
  ],
  journal: { ...journalDetailsRecord, issnPrint: "", licence: "CC BY-NC 4.0" },
});
// A deposit without its first article's title, which the schema requires.
const broken = first.replace(/<titles>\s*<title>[^<]*<\/title>\s*<\/titles>/, "");

let problems: Record<string, string[]> = {};
beforeAll(async () => {
  problems = await validateAll(schemaSet("crossref", "crossref5.3.1.xsd"), {
    "first.xml": first,
    "second.xml": second,
    "older.xml": older,
    "broken.xml": broken,
  });
}, 60_000);

describe("the Crossref deposit against the official schema", () => {
  it("is valid Crossref 5.3.1, hostile text, Devanagari names and long names included", () => {
    expect(problems["first.xml"]).toEqual([]);
    expect(problems["second.xml"]).toEqual([]);
    expect(problems["older.xml"]).toEqual([]);
  });

  it("the validator reports a deposit that breaks the schema", () => {
    expect(broken).not.toBe(first);
    expect(problems["broken.xml"]?.join("\n")).toMatch(
      /contributors': This element is not expected. Expected is .*titles/,
    );
  });
});

describe("the Crossref deposit's content", () => {
  it("has a new batch id and timestamp for every deposit, the timestamp as yyyyMMddHHmmss in UTC", () => {
    expect(crossrefTimestamp(new Date("2026-04-01T10:30:00.123Z"))).toBe("20260401103000");
    expect(readXml(first).texts("doi_batch_id")).toEqual(["ait-3-1-first"]);
    expect(readXml(first).texts("timestamp")).toEqual(["20260401103000"]);
    expect(readXml(second).texts("doi_batch_id")).toEqual(["ait-3-1-second"]);
    expect(readXml(second).texts("timestamp")).toEqual(["20260402080509"]);
    expect(readXml(first).texts("depositor_name")).toEqual(["Journal office"]);
    expect(readXml(first).texts("registrant")).toEqual(["The Society"]);
  });

  it("names the journal, its ISSNs by medium, and the issue", () => {
    const read = readXml(first);
    expect(read.texts("full_title")).toEqual(["Agricultural Innovation & Technology"]);
    expect(read.elements("issn").map((issn) => [issn.getAttribute("media_type"), issn.textContent])).toEqual([
      ["print", "2434-561X"],
      ["electronic", "2049-3630"],
    ]);
    expect(read.texts("volume")).toEqual(["3"]);
    expect(read.texts("issue")).toEqual(["1"]);
    const onlineOnly = readXml(older);
    expect(onlineOnly.elements("issn").map((issn) => issn.getAttribute("media_type"))).toEqual(["electronic"]);
    expect(onlineOnly.texts("title")[0]).toBe("Water & Soil, a special issue");
  });

  it("deposits each article with a DOI and leaves out the one without", () => {
    const read = readXml(first);
    expect(read.texts("doi")).toEqual(["10.12345/ait.2026.3.1.001", "10.12345/ait.2026.3.1.002"]);
    expect(read.texts("resource")).toEqual([
      "https://society.example/journal/articles/soil-health-and-yield/",
      "https://society.example/journal/articles/mrida-swasthya-aur-upaj/",
    ]);
    expect(first).not.toContain("a-note-on-seed-banks");
    expect(() => deposit({ articles: newerArticles.filter((article) => article.doi === "") })).toThrow(/DOI/);
    expect(() => deposit({ batchId: "ab" })).toThrow(/4 to 100/);
  });

  it("keeps a hostile title as text: no element is closed or opened, and the control character is dropped", () => {
    const read = readXml(first);
    const [article] = read.elements("journal_article");
    expect(article && read.textIn(article, "title")).toBe(HOSTILE_TITLE_READ);
    expect(first).not.toContain("<x>");
    expect(first).not.toContain("\u0007");
  });

  it("lists the authors in order, names split into given name and surname, with affiliation and ORCID iD", () => {
    const read = readXml(first);
    const people = read.elements("person_name").map((person) => ({
      sequence: person.getAttribute("sequence"),
      role: person.getAttribute("contributor_role"),
      given: read.textIn(person, "given_name"),
      surname: read.textIn(person, "surname"),
      institution: read.textIn(person, "institution_name"),
      orcid: read.textIn(person, "ORCID"),
    }));
    expect(people.slice(0, 3)).toEqual([
      {
        sequence: "first",
        role: "author",
        given: "Asha Rani",
        surname: "Verma",
        institution: "University of Lucknow",
        orcid: "https://orcid.org/0000-0002-1694-233X",
      },
      {
        sequence: "additional",
        role: "author",
        given: "रमेश",
        surname: "कुमार",
        institution: "Indian Institute of Sugarcane Research, Lucknow",
        orcid: undefined,
      },
      {
        sequence: "additional",
        role: "author",
        given: undefined,
        surname: "Sukarno",
        institution: "University of Lucknow",
        orcid: undefined,
      },
    ]);
    expect(people[3]).toMatchObject({ sequence: "first", given: "सुनीता", surname: "शर्मा" });
    expect(read.elements("ORCID")[0]?.getAttribute("authenticated")).toBe("false");
  });

  it("gives the dates, pages, abstract and licence of each article", () => {
    const read = readXml(first);
    const [article] = read.elements("journal_article");
    expect(article?.getAttribute("language")).toBe("en");
    expect(read.elements("journal_article")[1]?.getAttribute("language")).toBe("hi");
    const published = article?.getElementsByTagNameNS("*", "publication_date")[0];
    expect(published?.getAttribute("media_type")).toBe("online");
    expect(published && [0, 1, 2].map((index) => published.children[index]?.textContent)).toEqual(["03", "30", "2026"]);
    expect(read.texts("first_page")).toEqual(["1", "13"]);
    expect(read.texts("last_page")).toEqual(["12", "20"]);
    expect(read.texts("p", "http://www.ncbi.nlm.nih.gov/JATS1").slice(0, 2)).toEqual([
      "We measured soil health on 40 farms.",
      "Yields rose where organic matter did.",
    ]);
    expect(read.texts("license_ref", "http://www.crossref.org/AccessIndicators.xsd")[0]).toBe(
      "https://creativecommons.org/licenses/by/4.0/",
    );
    expect(readXml(older).texts("license_ref")[0]).toBe("https://creativecommons.org/licenses/by-nc/4.0/");
  });

  it("cuts a name longer than Crossref's 60 characters between graphemes", () => {
    const given = readXml(older).texts("given_name").at(-1) ?? "";
    expect(Array.from(given).length).toBeLessThanOrEqual(60);
    expect(given).toBe(clip(LONG_GIVEN_NAME, 60));
    expect(given.endsWith("कि")).toBe(true);
    expect(clip("abc", 2)).toBe("ab");
  });
});
