import { nameParts } from "./article-citation";
import {
  articlePath,
  LICENCES,
  type JournalArticleRecord,
  type JournalDetails,
  type JournalIssueRecord,
} from "./journal";
import { orcidUrl } from "./scholarly-identifiers";
import {
  absoluteUrl,
  addElement,
  addText,
  clip,
  oneLine,
  paragraphs,
  xmlRoot,
  xmlText,
  type XmlAttributes,
  type XmlElement,
} from "./xml-document";

/**
 * An issue's Crossref deposit (docs/rules/journal.md §3, §5): the file that registers its
 * articles' DOIs and metadata, in Crossref's metadata input schema 5.3.1
 * (schemas/xsd/crossref/crossref5.3.1.xsd). Pure: the caller gives the time and the batch id, which
 * are new for every deposit, as Crossref asks.
 */

export const CROSSREF_SCHEMA_VERSION = "5.3.1";
const CROSSREF_NAMESPACE = `http://www.crossref.org/schema/${CROSSREF_SCHEMA_VERSION}`;
const CROSSREF_SCHEMA_URL = `https://www.crossref.org/schemas/crossref${CROSSREF_SCHEMA_VERSION}.xsd`;
const JATS_NAMESPACE = "http://www.ncbi.nlm.nih.gov/JATS1";
const ACCESS_INDICATORS_NAMESPACE = "http://www.crossref.org/AccessIndicators.xsd";
const XSI_NAMESPACE = "http://www.w3.org/2001/XMLSchema-instance";

export type DepositedArticle = Pick<
  JournalArticleRecord,
  "title" | "authors" | "abstract" | "firstPage" | "lastPage" | "doi" | "accepted" | "published" | "language" | "slug"
>;

export interface CrossrefDepositInput {
  journal: Pick<JournalDetails, "name" | "issnPrint" | "issnOnline" | "licence">;
  issue: Pick<JournalIssueRecord, "volume" | "number" | "year" | "month" | "specialTitle">;
  /** The issue's public articles (§4), in their table-of-contents order. */
  articles: readonly DepositedArticle[];
  /** The site's address, as "https://society.example": each DOI resolves to its article page there. */
  siteUrl: string;
  /** When the deposit is made: its timestamp, which must grow from one deposit to the next. */
  now: Date;
  /** The deposit's own id (4 to 100 characters), new for each deposit: Crossref's reports name it. */
  batchId: string;
  /** Who sends it: Crossref mails the result of the deposit to this address. */
  depositor: { name: string; email: string };
  /** The member that owns the DOI prefix, as registered with Crossref. */
  registrant: string;
}

/** Crossref's timestamp: the UTC time as yyyyMMddHHmmss digits. */
export const crossrefTimestamp = (now: Date): string => now.toISOString().replace(/\D/g, "").slice(0, 14);

/** "2026-06-30" as Crossref's date: month, day and year, each its own element. */
function addDate(parent: XmlElement, name: string, isoDate: string, attributes: XmlAttributes = {}): void {
  const [year = "", month = "", day = ""] = isoDate.split("-");
  const date = addElement(parent, name, attributes);
  if (month !== "") addText(date, "month", month);
  if (day !== "") addText(date, "day", day);
  addText(date, "year", year);
}

function addContributors(parent: XmlElement, authors: DepositedArticle["authors"]): void {
  const contributors = addElement(parent, "contributors");
  authors.forEach((author, index) => {
    const { family, given } = nameParts(oneLine(author.name));
    const person = addElement(contributors, "person_name", {
      sequence: index === 0 ? "first" : "additional",
      contributor_role: "author",
    });
    // Crossref takes up to 60 characters of each part of a name.
    if (given !== "") addText(person, "given_name", clip(given, 60));
    addText(person, "surname", clip(family, 60));
    if (author.affiliation !== "") {
      const institution = addElement(addElement(person, "affiliations"), "institution");
      addText(institution, "institution_name", clip(oneLine(author.affiliation), 1024));
    }
    // The iD is as the author gave it, not confirmed by signing in to ORCID: not "authenticated".
    if (author.orcid !== "") addText(person, "ORCID", orcidUrl(author.orcid), { authenticated: "false" });
  });
}

function addArticle(parent: XmlElement, { journal, siteUrl }: CrossrefDepositInput, article: DepositedArticle): void {
  const element = addElement(parent, "journal_article", { publication_type: "full_text", language: article.language });
  addText(addElement(element, "titles"), "title", oneLine(article.title));
  addContributors(element, article.authors);
  const abstractParagraphs = paragraphs(article.abstract);
  if (abstractParagraphs.length > 0) {
    const abstract = addElement(element, "jats:abstract");
    for (const paragraph of abstractParagraphs) addText(abstract, "jats:p", paragraph);
  }
  addDate(element, "publication_date", article.published, { media_type: "online" });
  addDate(element, "acceptance_date", article.accepted);
  const pages = addElement(element, "pages");
  addText(pages, "first_page", article.firstPage);
  addText(pages, "last_page", article.lastPage);
  // Free to read from publication, under the journal's licence (Crossref's Access Indicators).
  const access = addElement(element, "ai:program", { name: "AccessIndicators" });
  addElement(access, "ai:free_to_read");
  addText(access, "ai:license_ref", LICENCES[journal.licence], { applies_to: "vor", start_date: article.published });
  const doiData = addElement(element, "doi_data");
  addText(doiData, "doi", article.doi);
  addText(doiData, "resource", absoluteUrl(siteUrl, articlePath(article)));
}

/**
 * The deposit of one issue: the journal, the issue, and each article that has a DOI. An article
 * without one is left out: there is nothing to register for it. Throws when no article has a DOI,
 * since such a deposit would register nothing.
 */
export function crossrefDeposit(input: CrossrefDepositInput): string {
  const { journal, issue, now, batchId, depositor, registrant } = input;
  const articles = input.articles.filter((article) => article.doi !== "");
  if (articles.length === 0) throw new RangeError("No article of this issue has a DOI: there is nothing to deposit.");
  if (batchId.length < 4 || batchId.length > 100) throw new RangeError("A batch id has 4 to 100 characters.");

  const batch = xmlRoot(CROSSREF_NAMESPACE, "doi_batch", {
    version: CROSSREF_SCHEMA_VERSION,
    "xmlns:xsi": XSI_NAMESPACE,
    "xsi:schemaLocation": `${CROSSREF_NAMESPACE} ${CROSSREF_SCHEMA_URL}`,
    "xmlns:jats": JATS_NAMESPACE,
    "xmlns:ai": ACCESS_INDICATORS_NAMESPACE,
  });
  const head = addElement(batch, "head");
  addText(head, "doi_batch_id", batchId);
  addText(head, "timestamp", crossrefTimestamp(now));
  const depositorElement = addElement(head, "depositor");
  addText(depositorElement, "depositor_name", clip(oneLine(depositor.name), 130));
  addText(depositorElement, "email_address", depositor.email);
  addText(head, "registrant", clip(oneLine(registrant), 255));

  const journalElement = addElement(addElement(batch, "body"), "journal");
  const metadata = addElement(journalElement, "journal_metadata");
  addText(metadata, "full_title", clip(oneLine(journal.name), 255));
  if (journal.issnPrint !== "") addText(metadata, "issn", journal.issnPrint, { media_type: "print" });
  if (journal.issnOnline !== "") addText(metadata, "issn", journal.issnOnline, { media_type: "electronic" });

  const issueElement = addElement(journalElement, "journal_issue");
  if (issue.specialTitle !== "") addText(addElement(issueElement, "titles"), "title", oneLine(issue.specialTitle));
  const issueMonth = `${issue.year}-${String(issue.month).padStart(2, "0")}`;
  addDate(issueElement, "publication_date", issueMonth, { media_type: "online" });
  addText(addElement(issueElement, "journal_volume"), "volume", issue.volume);
  addText(issueElement, "issue", issue.number);

  for (const article of articles) addArticle(journalElement, input, article);
  return xmlText(batch);
}
