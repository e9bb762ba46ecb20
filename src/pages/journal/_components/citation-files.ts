import type { IndexedArticle } from "../../../domain/article-metadata";
import type { JournalArticleRecord, JournalDetails } from "../../../domain/journal";
import { indexedArticle, issueOnly, publicJournal, siteOrigin, type IssueOnly } from "./public-journal";

/** What an article's page and citation files (.bib, .ris) are made from. */
// A type, not an interface: Astro's endpoint props must be assignable to an index signature.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type CitationProps = {
  details: JournalDetails;
  issue: IssueOnly;
  article: JournalArticleRecord;
};

/** One citation file per public article, at the article's address with the file's extension. */
export async function citationPaths(): Promise<{ params: { slug: string }; props: CitationProps }[]> {
  const { details, issues } = await publicJournal();
  return issues.flatMap((issue) =>
    issue.articles.map((article) => ({
      params: { slug: article.slug },
      props: { details, issue: issueOnly(issue), article },
    })),
  );
}

/** The article with its absolute addresses, for its page's head, its citation and its files. */
export const citedArticle = ({ details, issue, article }: CitationProps, site: URL | undefined): IndexedArticle =>
  indexedArticle(details, issue, article, siteOrigin(site));
