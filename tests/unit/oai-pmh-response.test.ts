import { beforeAll, describe, expect, it } from "vitest";
import { encodeResumptionToken } from "../../src/domain/oai-pmh-request";
import { oaiRecords, selectOaiRecords, type OaiItem } from "../../src/domain/oai-pmh-records";
import { oaiAnswer, type OaiContext } from "../../src/domain/oai-pmh-response";
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

/** docs/rules/journal.md §6: OAI-PMH 2.0 answers, with records in oai_dc. */

const OAI = "http://www.openarchives.org/OAI/2.0/";
const BASE_URL = `${SITE_URL}/api/oai`;

const context: OaiContext = {
  journal: journalDetailsRecord,
  siteUrl: SITE_URL,
  baseUrl: BASE_URL,
  responseDate: new Date("2026-04-10T06:07:08.900Z"),
};

// The Hindi article was corrected after its issue was published: its own change is the later one.
const [hostile, hindi, withoutDoi] = newerArticles;
if (!hostile || !hindi || !withoutDoi) throw new Error("The fixture has three newer articles.");
const items: OaiItem[] = [
  { article: hostile, issue: newerIssue },
  { article: { ...hindi, updatedAt: "2026-04-05T10:00:00.500Z" }, issue: newerIssue },
  { article: withoutDoi, issue: newerIssue },
  ...olderArticles.map((article) => ({ article, issue: olderIssue })),
];

const answer = (
  query: string,
  { items: given = items, pageSize = 100 }: { items?: OaiItem[]; pageSize?: number } = {},
) => oaiAnswer({ context, params: new URLSearchParams(query), items: given, pageSize });

/** The token a first page of two hands on. */
const firstPageToken = (verb: string): string =>
  readXml(answer(`verb=${verb}&metadataPrefix=oai_dc`, { pageSize: 2 })).texts("resumptionToken")[0] ?? "";

const responses = {
  identify: answer("verb=Identify"),
  formats: answer("verb=ListMetadataFormats"),
  sets: answer("verb=ListSets"),
  records: answer("verb=ListRecords&metadataPrefix=oai_dc"),
  firstPage: answer("verb=ListIdentifiers&metadataPrefix=oai_dc", { pageSize: 2 }),
  lastPage: answer(`verb=ListIdentifiers&resumptionToken=${firstPageToken("ListIdentifiers")}`, { pageSize: 2 }),
  recordsPage: answer(`verb=ListRecords&resumptionToken=${firstPageToken("ListRecords")}`, { pageSize: 2 }),
  getRecord: answer(
    "verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:society.example:article/mrida-swasthya-aur-upaj",
  ),
  badVerb: answer("verb=ListEverything&metadataPrefix=oai_dc"),
  badArgument: answer("verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-30"),
  idDoesNotExist: answer("verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:society.example:article/x%26amp;y"),
  cannotDisseminateFormat: answer("verb=ListRecords&metadataPrefix=marc21&from=someday"),
  noRecordsMatch: answer("verb=ListIdentifiers&metadataPrefix=oai_dc&set=volume-9"),
  badResumptionToken: answer("verb=ListRecords&resumptionToken=not-ours"),
  noSetHierarchy: answer("verb=ListSets", { items: [] }),
};
// A record's datestamp that is not a time, which the schema refuses.
const broken = responses.getRecord.replace(/<datestamp>[^<]*<\/datestamp>/, "<datestamp>yesterday</datestamp>");

/** OAI-PMH.xsd leaves a record's metadata to its own schema: this test's schema brings in both. */
const bothSchemas = {
  fileName: "oai-pmh-with-oai-dc.xsd",
  contents: `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="${OAI}" schemaLocation="OAI-PMH.xsd"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai_dc/" schemaLocation="oai_dc.xsd"/>
</xs:schema>`,
};

let problems: Record<string, string[]> = {};
beforeAll(async () => {
  const documents = Object.fromEntries(Object.entries(responses).map(([name, xml]) => [`${name}.xml`, xml]));
  problems = await validateAll(schemaSet("oai-pmh", bothSchemas), { ...documents, "broken.xml": broken });
}, 60_000);

const requestOf = (xml: string) => readXml(xml).elements("request", OAI)[0];
const attributesOf = (element: Element | undefined) =>
  Object.fromEntries([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]));

describe("OAI-PMH answers against the protocol's schema and oai_dc's", () => {
  it("every verb's answer and every error is valid", () => {
    for (const name of Object.keys(responses))
      expect({ name, problems: problems[`${name}.xml`] }).toEqual({ name, problems: [] });
  });

  it("the validator reports an answer that breaks the schema", () => {
    expect(broken).not.toBe(responses.getRecord);
    expect(problems["broken.xml"]).toEqual([expect.stringMatching(/datestamp': 'yesterday' is not a valid value/)]);
  });
});

describe("Identify, ListMetadataFormats and ListSets", () => {
  it("Identify names the journal, the base URL, the earliest datestamp and the granularity", () => {
    const read = readXml(responses.identify);
    expect(read.texts("responseDate")).toEqual(["2026-04-10T06:07:08Z"]);
    expect(attributesOf(requestOf(responses.identify))).toEqual({ verb: "Identify" });
    expect(read.texts("request")).toEqual([BASE_URL]);
    expect(read.texts("repositoryName")).toEqual(["Agricultural Innovation & Technology"]);
    expect(read.texts("baseURL")).toEqual([BASE_URL]);
    expect(read.texts("protocolVersion")).toEqual(["2.0"]);
    expect(read.texts("adminEmail")).toEqual(["journal@example.org"]);
    // The older issue's publication, later than its article's last change.
    expect(read.texts("earliestDatestamp")).toEqual(["2025-12-20T09:00:00Z"]);
    expect(read.texts("deletedRecord")).toEqual(["no"]);
    expect(read.texts("granularity")).toEqual(["YYYY-MM-DDThh:mm:ssZ"]);
    expect(readXml(answer("verb=Identify", { items: [] })).texts("earliestDatestamp")).toEqual([
      "2026-04-10T06:07:08Z",
    ]);
  });

  it("ListMetadataFormats offers oai_dc alone, and knows the identifiers", () => {
    const read = readXml(responses.formats);
    expect(read.texts("metadataPrefix")).toEqual(["oai_dc"]);
    expect(read.texts("schema")).toEqual(["http://www.openarchives.org/OAI/2.0/oai_dc.xsd"]);
    expect(read.texts("metadataNamespace")).toEqual(["http://www.openarchives.org/OAI/2.0/oai_dc/"]);
    const known = answer("verb=ListMetadataFormats&identifier=oai:society.example:article/a-note-on-seed-banks");
    expect(readXml(known).texts("metadataPrefix")).toEqual(["oai_dc"]);
    const unknown = answer("verb=ListMetadataFormats&identifier=oai:society.example:article/none");
    expect(readXml(unknown).elements("error")[0]?.getAttribute("code")).toBe("idDoesNotExist");
  });

  it("ListSets has one set per volume; with no public article there is none to list", () => {
    const read = readXml(responses.sets);
    expect(read.texts("setSpec")).toEqual(["volume-2", "volume-3"]);
    expect(read.texts("setName")).toEqual(["Vol. 2", "Vol. 3"]);
    expect(readXml(responses.noSetHierarchy).elements("error")[0]?.getAttribute("code")).toBe("noSetHierarchy");
  });
});

describe("records and headers", () => {
  it("lists every public article oldest change first, each with its identifier, datestamp and volume's set", () => {
    const read = readXml(responses.records);
    expect(read.texts("identifier", OAI)).toEqual([
      "oai:society.example:article/water-harvesting-in-bundelkhand",
      "oai:society.example:article/a-note-on-seed-banks",
      "oai:society.example:article/soil-health-and-yield",
      "oai:society.example:article/mrida-swasthya-aur-upaj",
    ]);
    // An article counts as changed when its issue was published; a later correction moves it on.
    expect(read.texts("datestamp")).toEqual([
      "2025-12-20T09:00:00Z",
      "2026-03-31T09:00:00Z",
      "2026-03-31T09:00:00Z",
      "2026-04-05T10:00:00Z",
    ]);
    expect(read.texts("setSpec")).toEqual(["volume-2", "volume-3", "volume-3", "volume-3"]);
    expect(read.texts("resumptionToken")).toEqual([]);
  });

  it("describes an article in Dublin Core: creators in order, the source with its pages, the DOI and the licence", () => {
    const read = readXml(responses.records);
    const record = read.elements("record")[2];
    if (!record) throw new Error("No third record.");
    const dc = (name: string) =>
      [...record.getElementsByTagNameNS("http://purl.org/dc/elements/1.1/", name)].map(
        (element) => element.textContent,
      );
    expect(dc("title")).toEqual([HOSTILE_TITLE_READ]);
    expect(dc("creator")).toEqual(["Asha Rani Verma", "रमेश कुमार", "Sukarno"]);
    expect(dc("subject")).toEqual(["soil health", "yield"]);
    expect(dc("description")).toEqual([
      "We measured soil health on 40 farms.\n\nYields rose where organic matter did.",
    ]);
    expect(dc("publisher")).toEqual([journalDetailsRecord.publisher]);
    expect(dc("date")).toEqual(["2026-03-30"]);
    expect(dc("type")).toEqual(["info:eu-repo/semantics/article", "Text"]);
    expect(dc("format")).toEqual(["application/pdf"]);
    expect(dc("identifier")).toEqual([
      "https://society.example/journal/articles/soil-health-and-yield/",
      "https://doi.org/10.12345/ait.2026.3.1.001",
    ]);
    expect(dc("source")).toEqual([
      "Agricultural Innovation & Technology, Vol. 3, No. 1 (March 2026), pp. 1-12",
      "2434-561X",
      "2049-3630",
    ]);
    expect(dc("language")).toEqual(["en"]);
    expect(dc("relation")).toEqual(["https://society.example/journal/articles/soil-health-and-yield.pdf"]);
    expect(dc("rights")).toEqual(["https://creativecommons.org/licenses/by/4.0/"]);
    expect(responses.records).not.toContain("<x>");
  });

  it("GetRecord gives one record, its text marked with its language; a single page reads p.", () => {
    const read = readXml(responses.getRecord);
    expect(attributesOf(requestOf(responses.getRecord))).toEqual({
      verb: "GetRecord",
      metadataPrefix: "oai_dc",
      identifier: "oai:society.example:article/mrida-swasthya-aur-upaj",
    });
    expect(read.elements("record")).toHaveLength(1);
    const title = read.elements("title", "http://purl.org/dc/elements/1.1/")[0];
    expect(title?.textContent).toBe("मृदा स्वास्थ्य और उपज");
    expect(title?.getAttribute("xml:lang")).toBe("hi");
    expect(read.texts("creator")).toEqual(["सुनीता शर्मा"]);
    const seedBanks = answer(
      "verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:society.example:article/a-note-on-seed-banks",
    );
    expect(readXml(seedBanks).texts("source")[0]).toBe(
      "Agricultural Innovation & Technology, Vol. 3, No. 1 (March 2026), p. 21",
    );
    expect(readXml(seedBanks).texts("identifier", "http://purl.org/dc/elements/1.1/")).toHaveLength(1);
  });
});

describe("paging with resumption tokens", () => {
  it("gives the first page with a token, the list's size and cursor 0", () => {
    const read = readXml(responses.firstPage);
    expect(read.elements("header")).toHaveLength(2);
    const [token] = read.elements("resumptionToken");
    expect(token?.getAttribute("completeListSize")).toBe("4");
    expect(token?.getAttribute("cursor")).toBe("0");
    expect(token?.textContent).toBe(firstPageToken("ListIdentifiers"));
    expect(token?.textContent).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("gives the last page with an empty token, and repeats the token in the request", () => {
    const read = readXml(responses.lastPage);
    expect(read.texts("identifier")).toEqual([
      "oai:society.example:article/soil-health-and-yield",
      "oai:society.example:article/mrida-swasthya-aur-upaj",
    ]);
    const [token] = read.elements("resumptionToken");
    expect([token?.textContent, token?.getAttribute("completeListSize"), token?.getAttribute("cursor")]).toEqual([
      "",
      "4",
      "2",
    ]);
    expect(attributesOf(requestOf(responses.lastPage))).toEqual({
      verb: "ListIdentifiers",
      resumptionToken: firstPageToken("ListIdentifiers"),
    });
    expect(readXml(responses.recordsPage).elements("record")).toHaveLength(2);
  });

  it("selects by set, from and until, inclusive to the second", () => {
    const identifiers = (query: string) =>
      readXml(answer(`verb=ListIdentifiers&metadataPrefix=oai_dc&${query}`)).texts("identifier");
    expect(identifiers("set=volume-2")).toEqual(["oai:society.example:article/water-harvesting-in-bundelkhand"]);
    expect(identifiers("from=2026-04-01")).toEqual(["oai:society.example:article/mrida-swasthya-aur-upaj"]);
    expect(identifiers("until=2025-12-31")).toEqual(["oai:society.example:article/water-harvesting-in-bundelkhand"]);
    expect(identifiers("from=2026-03-31T09:00:00Z&until=2026-03-31T09:00:00Z")).toHaveLength(2);
    expect(identifiers("from=2026-03-31T09:00:01Z&until=2026-04-05T09:59:59Z")).toEqual([]);
  });

  it("answers a token for a list that has since grown shorter as badResumptionToken", () => {
    const records = oaiRecords("society.example", items);
    const stale = { metadataPrefix: "oai_dc", offset: 4 };
    expect(selectOaiRecords(records, stale, 2)).toMatchObject({ error: { code: "badResumptionToken" } });
    const token = encodeResumptionToken(stale);
    const read = readXml(answer(`verb=ListRecords&resumptionToken=${token}`, { pageSize: 2 }));
    expect(read.elements("error")[0]?.getAttribute("code")).toBe("badResumptionToken");
  });
});

describe("the protocol's errors", () => {
  const errorOf = (xml: string) => readXml(xml).elements("error")[0];

  it("badVerb and badArgument repeat the base URL alone, without the request's arguments", () => {
    for (const xml of [responses.badVerb, responses.badArgument]) {
      expect(attributesOf(requestOf(xml))).toEqual({});
      expect(requestOf(xml)?.textContent).toBe(BASE_URL);
    }
    expect(errorOf(responses.badVerb)?.getAttribute("code")).toBe("badVerb");
    expect(errorOf(responses.badArgument)?.getAttribute("code")).toBe("badArgument");
    expect(errorOf(responses.badArgument)?.textContent).toMatch(/dates/);
  });

  it("the other errors repeat the verb and the arguments a schema allows there", () => {
    expect(errorOf(responses.idDoesNotExist)?.getAttribute("code")).toBe("idDoesNotExist");
    expect(attributesOf(requestOf(responses.idDoesNotExist))).toEqual({
      verb: "GetRecord",
      metadataPrefix: "oai_dc",
      identifier: "oai:society.example:article/x&amp;y",
    });
    expect(errorOf(responses.cannotDisseminateFormat)?.getAttribute("code")).toBe("cannotDisseminateFormat");
    // "someday" is not a date: repeating it would make the answer invalid, so it is left out.
    expect(attributesOf(requestOf(responses.cannotDisseminateFormat))).toEqual({
      verb: "ListRecords",
      metadataPrefix: "marc21",
    });
    expect(errorOf(responses.noRecordsMatch)?.getAttribute("code")).toBe("noRecordsMatch");
    expect(attributesOf(requestOf(responses.noRecordsMatch))).toMatchObject({ set: "volume-9" });
    expect(errorOf(responses.badResumptionToken)?.getAttribute("code")).toBe("badResumptionToken");
    expect(attributesOf(requestOf(responses.badResumptionToken))).toEqual({
      verb: "ListRecords",
      resumptionToken: "not-ours",
    });
  });
});
