import {
  articlePdfPath,
  type ARTICLE_LANGUAGES,
  type JournalArticleRecord,
  type JournalDetails,
  type JournalIssueRecord,
} from "./journal";
import { orcidUrl } from "./scholarly-identifiers";
import { absoluteUrl, addElement, addText, oneLine, xmlRoot, xmlText, type XmlElement } from "./xml-document";

/**
 * An issue's articles in DOAJ's own import format (schemas/xsd/doaj/doajArticles.xsd): the file an
 * editor uploads to DOAJ so that the issue's articles are listed there. Pure.
 */

const DOAJ_SCHEMA_URL = "https://doaj.org/static/doaj/doajArticles.xsd";
const XSI_NAMESPACE = "http://www.w3.org/2001/XMLSchema-instance";

/** DOAJ names languages by ISO 639-2 (bibliographic) codes. */
export const DOAJ_LANGUAGES = { en: "eng", hi: "hin" } as const satisfies Record<
  keyof typeof ARTICLE_LANGUAGES,
  string
>;

export type DoajArticle = Pick<
  JournalArticleRecord,
  | "title"
  | "type"
  | "authors"
  | "abstract"
  | "keywords"
  | "firstPage"
  | "lastPage"
  | "doi"
  | "published"
  | "language"
  | "slug"
>;

export interface DoajArticlesInput {
  journal: Pick<JournalDetails, "name" | "issnPrint" | "issnOnline" | "publisher">;
  issue: Pick<JournalIssueRecord, "volume" | "number">;
  /** The issue's public articles (docs/rules/journal.md §4), in their table-of-contents order. */
  articles: readonly DoajArticle[];
  /** The site's address, as "https://society.example": the PDFs are there. */
  siteUrl: string;
}

function addAuthors(record: XmlElement, authors: DoajArticle["authors"]): void {
  // Each distinct affiliation is listed once and the authors point at it by its id.
  const affiliations = [...new Set(authors.map((author) => oneLine(author.affiliation)).filter(Boolean))];
  const affiliationId = (affiliation: string) => String(affiliations.indexOf(affiliation) + 1);

  const list = addElement(record, "authors");
  for (const author of authors) {
    const element = addElement(list, "author");
    addText(element, "name", oneLine(author.name));
    // Only the corresponding author has an address, which the article prints anyway (§3).
    if (author.email !== "") addText(element, "email", author.email);
    const affiliation = oneLine(author.affiliation);
    if (affiliation !== "") addText(element, "affiliationId", affiliationId(affiliation));
    if (author.orcid !== "") addText(element, "orcid_id", orcidUrl(author.orcid));
  }
  if (affiliations.length > 0) {
    const names = addElement(record, "affiliationsList");
    for (const affiliation of affiliations) {
      addText(names, "affiliationName", affiliation, { affiliationId: affiliationId(affiliation) });
    }
  }
}

function addRecord(records: XmlElement, { journal, issue, siteUrl }: DoajArticlesInput, article: DoajArticle): void {
  const language = DOAJ_LANGUAGES[article.language];
  const record = addElement(records, "record");
  addText(record, "language", language);
  addText(record, "publisher", oneLine(journal.publisher));
  addText(record, "journalTitle", oneLine(journal.name));
  if (journal.issnPrint !== "") addText(record, "issn", journal.issnPrint);
  if (journal.issnOnline !== "") addText(record, "eissn", journal.issnOnline);
  addText(record, "publicationDate", article.published);
  addText(record, "volume", issue.volume);
  addText(record, "issue", issue.number);
  addText(record, "startPage", article.firstPage);
  addText(record, "endPage", article.lastPage);
  if (article.doi !== "") addText(record, "doi", article.doi);
  // The article's address: it never changes once the article is public, so DOAJ can match updates.
  addText(record, "publisherRecordId", article.slug);
  addText(record, "documentType", article.type);
  addText(record, "title", oneLine(article.title), { language });
  addAuthors(record, article.authors);
  if (article.abstract.trim() !== "") addText(record, "abstract", article.abstract.trim(), { language });
  addText(record, "fullTextUrl", absoluteUrl(siteUrl, articlePdfPath(article)), { format: "pdf" });
  if (article.keywords.length > 0) {
    const keywords = addElement(record, "keywords", { language });
    for (const keyword of article.keywords) addText(keywords, "keyword", oneLine(keyword));
  }
}

/** The issue's public articles as DOAJ's `<records>`; throws when there is none, as DOAJ needs one. */
export function doajArticles(input: DoajArticlesInput): string {
  if (input.articles.length === 0) throw new RangeError("This issue has no public article to send to DOAJ.");
  const records = xmlRoot(null, "records", {
    "xmlns:xsi": XSI_NAMESPACE,
    "xsi:noNamespaceSchemaLocation": DOAJ_SCHEMA_URL,
  });
  for (const article of input.articles) addRecord(records, input, article);
  return xmlText(records);
}
