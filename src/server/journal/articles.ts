import {
  ARTICLE_ISSUE_MESSAGE,
  ARTICLE_ORDER_MESSAGE,
  articleAddressProblem,
  byContentsOrder,
  nextPosition,
  type JournalArticle,
  type JournalArticleRecord,
} from "../../domain/journal";
import { journalArticlesCollection, journalIssuesCollection } from "../content/collections";
import { conflict, HttpError, notFound } from "../http/errors";
import { ISSUE_MESSAGES } from "./issues";

/**
 * The journal's articles (docs/rules/journal.md §3): each in an issue that exists, at its place in
 * the issue's contents, under an address no other article has and that stays fixed once the
 * article has been marked ready.
 */

export const ARTICLE_MESSAGES = {
  notFound: "Article",
  noSuchIssue: ARTICLE_ISSUE_MESSAGE,
} as const;

async function refuseMissingIssue(issueId: string): Promise<void> {
  if (!(await journalIssuesCollection.get(issueId))) {
    throw new HttpError(400, ARTICLE_MESSAGES.noSuchIssue, {
      issues: [{ field: "issueId", message: ARTICLE_MESSAGES.noSuchIssue }],
    });
  }
}

const refuseAddress = (articles: readonly JournalArticleRecord[], slug: string, current?: JournalArticleRecord) => {
  const problem = articleAddressProblem(articles, slug, current);
  if (problem) throw conflict(problem);
};

/**
 * Adds an article at the end of its issue's contents; `pdf` is its stored file ("" for none yet).
 * Two articles added to one issue at the same moment may share a place; the contents then list
 * them in the order they were added, until the editor orders the issue.
 */
export async function addArticle(fields: JournalArticle, pdf = ""): Promise<JournalArticleRecord> {
  await refuseMissingIssue(fields.issueId);
  const position = nextPosition(await journalArticlesCollection.list(), fields.issueId);
  return journalArticlesCollection.insert({ ...fields, pdf, everReady: fields.ready, position }, (articles) =>
    refuseAddress(articles, fields.slug),
  );
}

/**
 * Saves an edit (409 if it changed since `expectedUpdatedAt`). Moved to another issue, it goes to
 * the end of that issue's contents; `pdf` replaces its file when given.
 */
export async function updateArticle(
  id: string,
  fields: JournalArticle,
  { pdf, expectedUpdatedAt }: { pdf?: string; expectedUpdatedAt?: string | undefined } = {},
): Promise<JournalArticleRecord> {
  await refuseMissingIssue(fields.issueId);
  const updated = await journalArticlesCollection.modify(
    id,
    (current, articles) => {
      refuseAddress(articles, fields.slug, current);
      return {
        ...current,
        ...fields,
        pdf: pdf ?? current.pdf,
        everReady: current.everReady || fields.ready,
        position: fields.issueId === current.issueId ? current.position : nextPosition(articles, fields.issueId),
      };
    },
    expectedUpdatedAt,
  );
  if (!updated) throw notFound(ARTICLE_MESSAGES.notFound);
  return updated;
}

export const ARTICLE_DELETE_REFUSED = "An article marked ready cannot be deleted. Take it back to a draft first.";

/** Deletes a draft; a ready article is taken back to a draft first, so no public page goes by mistake. */
export async function removeArticle(id: string): Promise<JournalArticleRecord> {
  const removed = await journalArticlesCollection.remove(id, (current) => {
    if (current.ready) throw conflict(ARTICLE_DELETE_REFUSED);
  });
  if (!removed) throw notFound(ARTICLE_MESSAGES.notFound);
  return removed;
}

/**
 * Puts an issue's articles in the order given (docs/rules/journal.md §3): every article of the
 * issue, once each. An article added meanwhile keeps its place after them.
 */
export async function orderArticles(issueId: string, articleIds: readonly string[]): Promise<JournalArticleRecord[]> {
  if (!(await journalIssuesCollection.get(issueId))) throw notFound(ISSUE_MESSAGES.notFound);
  const inIssue = (await journalArticlesCollection.list()).filter((article) => article.issueId === issueId);
  const place = new Map(articleIds.map((id, index) => [id, index + 1]));
  if (
    place.size !== articleIds.length ||
    inIssue.length !== articleIds.length ||
    inIssue.some((a) => !place.has(a._id))
  ) {
    throw new HttpError(400, ARTICLE_ORDER_MESSAGE, {
      issues: [{ field: "articles", message: ARTICLE_ORDER_MESSAGE }],
    });
  }
  const stored = await journalArticlesCollection.modifyEach((article) => {
    const position = article.issueId === issueId ? place.get(article._id) : undefined;
    return position === undefined || position === article.position ? article : { ...article, position };
  });
  return stored.filter((article) => article.issueId === issueId).sort(byContentsOrder);
}
