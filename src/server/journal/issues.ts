import { issueNumberProblem, type JournalIssue, type JournalIssueRecord } from "../../domain/journal";
import { journalArticlesCollection, journalIssuesCollection } from "../content/collections";
import { conflict, notFound } from "../http/errors";

/** The journal's issues (docs/rules/journal.md §2): one volume and number each; published once, dated once. */

export const ISSUE_MESSAGES = {
  notFound: "Issue",
  hasArticles: "This issue has articles: move them to another issue or delete them first.",
} as const;

const refuseTaken = (issues: readonly JournalIssueRecord[], fields: JournalIssue, id?: string) => {
  const problem = issueNumberProblem(issues, fields, id);
  if (problem) throw conflict(problem);
};

export function addIssue(fields: JournalIssue, cover = ""): Promise<JournalIssueRecord> {
  return journalIssuesCollection.insert(
    { ...fields, cover, publishedAt: fields.published ? new Date().toISOString() : null },
    (issues) => refuseTaken(issues, fields),
  );
}

/**
 * Saves an edit; `expectedUpdatedAt` refuses it (409) if someone saved the issue since it was
 * loaded. The first publication is dated once: taking an issue back to a draft keeps that date.
 */
export async function updateIssue(
  id: string,
  fields: JournalIssue,
  { cover, expectedUpdatedAt }: { cover?: string; expectedUpdatedAt?: string | undefined } = {},
): Promise<JournalIssueRecord> {
  const updated = await journalIssuesCollection.modify(
    id,
    (current, issues) => {
      refuseTaken(issues, fields, id);
      return {
        ...current,
        ...fields,
        cover: cover ?? current.cover,
        publishedAt: current.publishedAt ?? (fields.published ? new Date().toISOString() : null),
      };
    },
    expectedUpdatedAt,
  );
  if (!updated) throw notFound(ISSUE_MESSAGES.notFound);
  return updated;
}

/** Deletes an issue that holds no article (its articles would have nowhere to be listed). */
export async function removeIssue(id: string): Promise<JournalIssueRecord> {
  const articles = await journalArticlesCollection.list();
  if (articles.some((article) => article.issueId === id)) throw conflict(ISSUE_MESSAGES.hasArticles);
  const removed = await journalIssuesCollection.remove(id);
  if (!removed) throw notFound(ISSUE_MESSAGES.notFound);
  return removed;
}
