import { getCollection, type CollectionEntry } from "astro:content";
import type { IndexedArticle } from "../../../domain/article-metadata";
import {
  articlePath,
  articlePdfPath,
  journalDetails,
  journalIssueRecord,
  sortIssues,
  type JournalArticleRecord,
  type JournalDetails,
} from "../../../domain/journal";

/**
 * The journal as its pages are built from it (docs/rules/journal.md §4): the stored details and the
 * published issues, newest first, each with its public articles in contents order. The store's
 * loaders (src/content.config.ts) have already left out every draft.
 */

export type PublicIssueEntry = CollectionEntry<"journalIssues">["data"];
/** An issue without its articles: what an article's page shows of it. */
export type IssueOnly = Omit<PublicIssueEntry, "articles">;

export interface PublicJournal {
  details: JournalDetails;
  issues: PublicIssueEntry[];
}

export async function publicJournal(): Promise<PublicJournal> {
  const [detailsEntry] = await getCollection("journalDetails");
  if (!detailsEntry) throw new Error("The journal's details were not loaded.");
  // The schema keeps the details' own fields: the entry's `_id` is the loader's.
  const details = journalDetails.parse(detailsEntry.data);
  const issues = sortIssues((await getCollection("journalIssues")).map((entry) => entry.data));
  return { details, issues };
}

/** An issue's own fields, its articles left out (the record's schema keeps only its own). */
export const issueOnly = (issue: PublicIssueEntry): IssueOnly => journalIssueRecord.parse(issue);

/** The site's address: where the absolute addresses indexers ask for start. */
export const siteOrigin = (site: URL | undefined): URL => site ?? new URL("https://society.example.org");

/** What the citation, the metadata and the deposit files need of one article, with its absolute addresses. */
export function indexedArticle(
  details: JournalDetails,
  issue: IssueOnly,
  article: JournalArticleRecord,
  origin: URL,
): IndexedArticle {
  return {
    journal: details,
    issue,
    article,
    url: new URL(articlePath(article), origin).href,
    pdfUrl: new URL(articlePdfPath(article), origin).href,
  };
}

/** "Asha Verma, सुनीता वर्मा and R. Rao". */
export function authorNames(article: Pick<JournalArticleRecord, "authors">): string {
  const names = article.authors.map((author) => author.name);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}

/** "pp. 12–20", or "p. 12" for a one-page article. */
export const pagesLabel = (article: Pick<JournalArticleRecord, "firstPage" | "lastPage">): string =>
  article.firstPage === article.lastPage ? `p. ${article.firstPage}` : `pp. ${article.firstPage}–${article.lastPage}`;

/** The Atom feed of new articles, linked from every journal page's head. */
export const JOURNAL_FEED_PATH = "/journal/feed.xml";
