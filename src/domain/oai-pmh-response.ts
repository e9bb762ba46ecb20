import { articlePath, articlePdfPath, issueLabel, journalIssns, LICENCES, type JournalDetails } from "./journal";
import {
  OAI_METADATA_PREFIX,
  OAI_VERBS,
  oaiBound,
  readOaiRequest,
  type OaiError,
  type OaiRequest,
} from "./oai-pmh-request";
import {
  earliestDatestamp,
  oaiDatestamp,
  oaiRecords,
  oaiRepositoryIdentifier,
  oaiSets,
  selectOaiRecords,
  OAI_PAGE_SIZE,
  type OaiItem,
  type OaiPage,
  type OaiRecord,
} from "./oai-pmh-records";
import { doiUrl } from "./scholarly-identifiers";
import { absoluteUrl, addElement, addText, oneLine, xmlRoot, xmlText, type XmlElement } from "./xml-document";

/**
 * OAI-PMH 2.0 answers (docs/rules/journal.md §6): each verb's response, the protocol's errors, and
 * the records in `oai_dc` (simple Dublin Core). Pure: `/api/oai` hands `oaiAnswer` the request's
 * arguments and the public articles, and sends what it returns as text/xml.
 */

const OAI_NAMESPACE = "http://www.openarchives.org/OAI/2.0/";
const OAI_SCHEMA_URL = "http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd";
const OAI_DC_NAMESPACE = "http://www.openarchives.org/OAI/2.0/oai_dc/";
const OAI_DC_SCHEMA_URL = "http://www.openarchives.org/OAI/2.0/oai_dc.xsd";
const DC_NAMESPACE = "http://purl.org/dc/elements/1.1/";
const XSI_NAMESPACE = "http://www.w3.org/2001/XMLSchema-instance";

export interface OaiContext {
  journal: Pick<JournalDetails, "name" | "publisher" | "licence" | "issnPrint" | "issnOnline" | "editorialEmail">;
  /** The site's address, as "https://society.example": the articles' pages and PDFs are there. */
  siteUrl: string;
  /** The protocol's base URL: "https://society.example/api/oai". */
  baseUrl: string;
  responseDate: Date;
}

/** The request as a response repeats it: its verb and arguments. */
export interface OaiEcho {
  verb: string;
  arguments: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------
// The envelope

/** What each argument must look like to be repeated as an attribute of `<request>` (OAI-PMH.xsd). */
const ECHOED: Record<string, (value: string) => boolean> = {
  identifier: (value) => /^[^\s\p{Cc}]+$/u.test(value),
  metadataPrefix: (value) => /^[A-Za-z0-9\-_.!~*'()]+$/.test(value),
  from: (value) => oaiBound(value, "from") !== undefined,
  until: (value) => oaiBound(value, "until") !== undefined,
  set: (value) => /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/.test(value),
  resumptionToken: () => true,
};

function echoAttributes(echo: OaiEcho | undefined): Record<string, string> {
  if (!echo || !(OAI_VERBS as readonly string[]).includes(echo.verb)) return {};
  const attributes: Record<string, string> = { verb: echo.verb };
  for (const [name, value] of Object.entries(echo.arguments)) {
    if (ECHOED[name]?.(value)) attributes[name] = value;
  }
  return attributes;
}

/** The `<OAI-PMH>` root with its responseDate and request; the caller adds the answer. */
function envelope(context: OaiContext, echo: OaiEcho | undefined): XmlElement {
  const root = xmlRoot(OAI_NAMESPACE, "OAI-PMH", {
    "xmlns:xsi": XSI_NAMESPACE,
    "xsi:schemaLocation": `${OAI_NAMESPACE} ${OAI_SCHEMA_URL}`,
  });
  addText(root, "responseDate", oaiDatestamp(context.responseDate));
  addText(root, "request", context.baseUrl, echoAttributes(echo));
  return root;
}

const echoOf = (request: OaiRequest): OaiEcho => ({ verb: request.verb, arguments: request.arguments });

/**
 * The protocol's errors. After badVerb or badArgument the request is repeated as its base URL
 * alone, as the protocol says; after the others with its verb and arguments.
 */
export function oaiErrorResponse(context: OaiContext, errors: readonly OaiError[], echo?: OaiEcho): string {
  const unreadable = errors.some((error) => error.code === "badVerb" || error.code === "badArgument");
  const root = envelope(context, unreadable ? undefined : echo);
  for (const error of errors) addText(root, "error", error.message, { code: error.code });
  return xmlText(root);
}

// ---------------------------------------------------------------------------------------------
// Records

/** "Agricultural Innovation & Technology, Vol. 3, No. 2 (June 2026), pp. 12-20". */
export function oaiSource(journalName: string, { issue, article }: OaiItem): string {
  const pages =
    article.firstPage === article.lastPage ? `p. ${article.firstPage}` : `pp. ${article.firstPage}-${article.lastPage}`;
  return `${oneLine(journalName)}, ${issueLabel(issue)}, ${pages}`;
}

/** The article in simple Dublin Core, creators in the order of the byline. */
function addDublinCore(metadata: XmlElement, context: OaiContext, record: OaiRecord): void {
  const { journal, siteUrl } = context;
  const { article } = record;
  const dc = addElement(
    metadata,
    "oai_dc:dc",
    {
      "xmlns:dc": DC_NAMESPACE,
      "xmlns:xsi": XSI_NAMESPACE,
      "xsi:schemaLocation": `${OAI_DC_NAMESPACE} ${OAI_DC_SCHEMA_URL}`,
    },
    OAI_DC_NAMESPACE,
  );
  const add = (name: string, value: string, attributes: Record<string, string> = {}) => {
    if (value !== "") addText(dc, `dc:${name}`, value, attributes);
  };
  const inLanguage = { "xml:lang": article.language };
  add("title", oneLine(article.title), inLanguage);
  for (const author of article.authors) add("creator", oneLine(author.name));
  for (const keyword of article.keywords) add("subject", oneLine(keyword), inLanguage);
  add("description", article.abstract.trim(), inLanguage);
  add("publisher", oneLine(journal.publisher));
  add("date", article.published);
  add("type", "info:eu-repo/semantics/article");
  add("type", "Text");
  add("format", "application/pdf");
  add("identifier", absoluteUrl(siteUrl, articlePath(article)));
  if (article.doi !== "") add("identifier", doiUrl(article.doi));
  add("source", oaiSource(journal.name, record));
  for (const issn of journalIssns(journal)) add("source", issn);
  add("language", article.language);
  add("relation", absoluteUrl(siteUrl, articlePdfPath(article)));
  add("rights", LICENCES[journal.licence]);
}

function addHeader(parent: XmlElement, record: OaiRecord): void {
  const header = addElement(parent, "header");
  addText(header, "identifier", record.identifier);
  addText(header, "datestamp", record.datestamp);
  addText(header, "setSpec", record.setSpec);
}

function addRecord(parent: XmlElement, context: OaiContext, record: OaiRecord): void {
  const element = addElement(parent, "record");
  addHeader(element, record);
  addDublinCore(addElement(element, "metadata"), context, record);
}

/**
 * The resumption token of a list given in pages: the next page's token, or an empty one on the
 * last page, each with the list's size and this page's place in it. A list on one page has none.
 */
function addResumptionToken(parent: XmlElement, page: OaiPage): void {
  if (page.cursor === 0 && page.nextToken === undefined) return;
  addText(parent, "resumptionToken", page.nextToken ?? "", {
    completeListSize: String(page.completeListSize),
    cursor: String(page.cursor),
  });
}

// ---------------------------------------------------------------------------------------------
// The verbs

export function oaiIdentifyResponse(context: OaiContext, request: OaiRequest, records: readonly OaiRecord[]): string {
  const root = envelope(context, echoOf(request));
  const identify = addElement(root, "Identify");
  addText(identify, "repositoryName", oneLine(context.journal.name));
  addText(identify, "baseURL", context.baseUrl);
  addText(identify, "protocolVersion", "2.0");
  addText(identify, "adminEmail", context.journal.editorialEmail);
  addText(identify, "earliestDatestamp", earliestDatestamp(records, context.responseDate));
  // An article taken back from the public leaves no trace the repository keeps.
  addText(identify, "deletedRecord", "no");
  addText(identify, "granularity", "YYYY-MM-DDThh:mm:ssZ");
  return xmlText(root);
}

export function oaiMetadataFormatsResponse(context: OaiContext, request: OaiRequest): string {
  const root = envelope(context, echoOf(request));
  const format = addElement(addElement(root, "ListMetadataFormats"), "metadataFormat");
  addText(format, "metadataPrefix", OAI_METADATA_PREFIX);
  addText(format, "schema", OAI_DC_SCHEMA_URL);
  addText(format, "metadataNamespace", OAI_DC_NAMESPACE);
  return xmlText(root);
}

/** The sets, one per volume; the protocol has no empty list, so with none it answers noSetHierarchy. */
export function oaiSetsResponse(context: OaiContext, request: OaiRequest, records: readonly OaiRecord[]): string {
  const sets = oaiSets(records);
  if (sets.length === 0) {
    const message = "There are no sets yet: no volume has a public article.";
    return oaiErrorResponse(context, [{ code: "noSetHierarchy", message }], echoOf(request));
  }
  const root = envelope(context, echoOf(request));
  const list = addElement(root, "ListSets");
  for (const set of sets) {
    const element = addElement(list, "set");
    addText(element, "setSpec", set.setSpec);
    addText(element, "setName", set.setName);
  }
  return xmlText(root);
}

export function oaiIdentifiersResponse(context: OaiContext, request: OaiRequest, page: OaiPage): string {
  const root = envelope(context, echoOf(request));
  const list = addElement(root, "ListIdentifiers");
  for (const record of page.records) addHeader(list, record);
  addResumptionToken(list, page);
  return xmlText(root);
}

export function oaiRecordsResponse(context: OaiContext, request: OaiRequest, page: OaiPage): string {
  const root = envelope(context, echoOf(request));
  const list = addElement(root, "ListRecords");
  for (const record of page.records) addRecord(list, context, record);
  addResumptionToken(list, page);
  return xmlText(root);
}

export function oaiGetRecordResponse(context: OaiContext, request: OaiRequest, record: OaiRecord): string {
  const root = envelope(context, echoOf(request));
  addRecord(addElement(root, "GetRecord"), context, record);
  return xmlText(root);
}

// ---------------------------------------------------------------------------------------------
// The whole answer

export interface OaiAnswerInput {
  context: OaiContext;
  /** The request's arguments: the query of a GET, or the form body of a POST. */
  params: URLSearchParams;
  /** The public articles with their issues (docs/rules/journal.md §4). */
  items: readonly OaiItem[];
  pageSize?: number;
}

/** The answer to any request: reads it, selects the records it asks for and writes the response. */
export function oaiAnswer({ context, params, items, pageSize = OAI_PAGE_SIZE }: OaiAnswerInput): string {
  const request = readOaiRequest(params);
  if ("errors" in request) {
    const args = Object.fromEntries([...params].filter(([name]) => name !== "verb"));
    return oaiErrorResponse(context, request.errors, { verb: request.verb ?? "", arguments: args });
  }
  const records = oaiRecords(oaiRepositoryIdentifier(context.siteUrl), items);
  const find = (identifier: string) => records.find((record) => record.identifier === identifier);
  const unknown = (identifier: string): OaiError => ({
    code: "idDoesNotExist",
    message: `${identifier} is not an identifier in this repository.`,
  });

  switch (request.verb) {
    case "Identify":
      return oaiIdentifyResponse(context, request, records);
    case "ListMetadataFormats":
      return request.identifier !== undefined && !find(request.identifier)
        ? oaiErrorResponse(context, [unknown(request.identifier)], echoOf(request))
        : oaiMetadataFormatsResponse(context, request);
    case "ListSets":
      return oaiSetsResponse(context, request, records);
    case "GetRecord": {
      const record = find(request.identifier);
      return record
        ? oaiGetRecordResponse(context, request, record)
        : oaiErrorResponse(context, [unknown(request.identifier)], echoOf(request));
    }
    case "ListIdentifiers":
    case "ListRecords": {
      const page = selectOaiRecords(records, request.selection, pageSize);
      if ("error" in page) return oaiErrorResponse(context, [page.error], echoOf(request));
      return request.verb === "ListRecords"
        ? oaiRecordsResponse(context, request, page)
        : oaiIdentifiersResponse(context, request, page);
    }
  }
}
