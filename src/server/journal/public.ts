import {
  publicIssues,
  type PublicIssue,
  type JournalArticleRecord,
  type JournalIssueRecord,
} from "../../domain/journal";
import { journalArticlesCollection, journalIssuesCollection } from "../content/collections";
import type { ReadOptions } from "../store";

/**
 * What visitors may see of the journal (docs/rules/journal.md §4), for every public place: the
 * pages, the API's public reads, the sitemap, the feed, OAI-PMH and the site search.
 */
export async function readPublicJournal(
  options?: ReadOptions,
): Promise<PublicIssue<JournalIssueRecord, JournalArticleRecord>[]> {
  const [issues, articles] = await Promise.all([
    journalIssuesCollection.list(options),
    journalArticlesCollection.list(options),
  ]);
  return publicIssues(issues, articles);
}
