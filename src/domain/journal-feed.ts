import {
  articlePath,
  articlePdfPath,
  issueLabel,
  issuePath,
  type JournalArticleRecord,
  type JournalDetails,
  type JournalIssueRecord,
} from "./journal";
import { absoluteUrl, addElement, addText, oneLine, xmlRoot, xmlText } from "./xml-document";

/**
 * The Atom feed of the journal's new articles (docs/rules/journal.md §4, RFC 4287), linked from the
 * journal's pages: feed readers and indexers learn of each new article from it. It is made from
 * the public journal only, and dated by its newest entry, not by the build, so an unchanged
 * journal gives an unchanged file.
 */

export const FEED_ENTRIES = 50;

export interface FeedInput {
  journal: Pick<JournalDetails, "name" | "publisher">;
  /** The public issues, each with its public articles. */
  issues: readonly (JournalIssueRecord & { articles: readonly JournalArticleRecord[] })[];
  siteUrl: string;
  feedPath: string;
}

/** India's midnight of a published day, the time the article's date stands for. */
const indiaMidnight = (day: string) => `${day}T00:00:00+05:30`;

export function journalAtomFeed({ journal, issues, siteUrl, feedPath }: FeedInput): string {
  const entries = issues
    .flatMap((issue) => issue.articles.map((article) => ({ issue, article })))
    .sort(
      (a, b) =>
        b.article.published.localeCompare(a.article.published) ||
        b.article.updatedAt.localeCompare(a.article.updatedAt),
    )
    .slice(0, FEED_ENTRIES);
  const updated =
    entries
      .map(({ article }) => article.updatedAt)
      .sort()
      .at(-1) ?? "2000-01-01T00:00:00.000Z";

  const feed = xmlRoot("http://www.w3.org/2005/Atom", "feed", { "xml:lang": "en" });
  addText(feed, "title", `${oneLine(journal.name)}: new articles`);
  addText(feed, "id", absoluteUrl(siteUrl, "/journal/"));
  addElement(feed, "link", { rel: "self", type: "application/atom+xml", href: absoluteUrl(siteUrl, feedPath) });
  addElement(feed, "link", { rel: "alternate", type: "text/html", href: absoluteUrl(siteUrl, "/journal/") });
  addText(feed, "updated", updated);
  addText(addElement(feed, "author"), "name", oneLine(journal.publisher));
  for (const { issue, article } of entries) {
    const entry = addElement(feed, "entry", { "xml:lang": article.language });
    addText(entry, "title", oneLine(article.title));
    addText(entry, "id", absoluteUrl(siteUrl, articlePath(article)));
    addElement(entry, "link", {
      rel: "alternate",
      type: "text/html",
      href: absoluteUrl(siteUrl, articlePath(article)),
    });
    addElement(entry, "link", {
      rel: "enclosure",
      type: "application/pdf",
      href: absoluteUrl(siteUrl, articlePdfPath(article)),
    });
    addText(entry, "published", indiaMidnight(article.published));
    addText(entry, "updated", article.updatedAt);
    for (const author of article.authors) addText(addElement(entry, "author"), "name", oneLine(author.name));
    addText(entry, "summary", article.abstract);
    for (const keyword of article.keywords) addElement(entry, "category", { term: keyword });
    // The issue it appeared in, by its page and label.
    addElement(entry, "link", {
      rel: "related",
      type: "text/html",
      href: absoluteUrl(siteUrl, issuePath(issue)),
      title: `${oneLine(journal.name)}, ${issueLabel(issue)}`,
    });
  }
  return xmlText(feed);
}
