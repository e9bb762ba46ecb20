import { randomUUID } from "node:crypto";
import { crossrefDeposit } from "../../domain/crossref-deposit";
import { doajArticles } from "../../domain/doaj-articles";
import { siteUrl } from "../core/config";
import { journalIssuesCollection } from "../content/collections";
import { conflict, notFound } from "../http/errors";
import { readJournalDetails } from "./details";
import { ISSUE_MESSAGES } from "./issues";
import { readPublicJournal } from "./public";

/**
 * The files an editor deposits for a published issue (docs/rules/journal.md §7): Crossref's deposit
 * (schema 5.3.1), which registers the DOIs of its public articles, with a new batch id and timestamp
 * each time; and DOAJ's article file. Only public articles go in: a DOI must resolve to a page that
 * exists.
 */

export const DEPOSIT_MESSAGES = {
  notPublished: "Publish the issue first: a deposit names only public articles, and this issue has none.",
  noDoi: "No public article of this issue has a DOI: there is nothing to register with Crossref.",
} as const;

export type DepositKind = "crossref" | "doaj";

export async function depositFile(issueId: string, kind: DepositKind): Promise<{ xml: string; filename: string }> {
  const [journal, issues] = await Promise.all([readJournalDetails(), readPublicJournal()]);
  const found = issues.find(({ issue }) => issue._id === issueId);
  // A draft issue can be published; one that does not exist cannot.
  if (!found) {
    throw (await journalIssuesCollection.get(issueId))
      ? conflict(DEPOSIT_MESSAGES.notPublished)
      : notFound(ISSUE_MESSAGES.notFound);
  }
  const { issue, articles } = found;
  if (articles.length === 0) throw conflict(DEPOSIT_MESSAGES.notPublished);
  const name = `volume-${issue.volume}-issue-${issue.number}`;
  if (kind === "doaj") {
    return { xml: doajArticles({ journal, issue, articles, siteUrl: siteUrl() }), filename: `doaj-${name}.xml` };
  }
  if (!articles.some((article) => article.doi !== "")) throw conflict(DEPOSIT_MESSAGES.noDoi);
  const xml = crossrefDeposit({
    journal,
    issue,
    articles,
    siteUrl: siteUrl(),
    now: new Date(),
    // Crossref's reports name the batch: the issue, and a part no other download shares.
    batchId: `${name}-${randomUUID()}`,
    depositor: { name: journal.publisher, email: journal.editorialEmail },
    registrant: journal.publisher,
  });
  return { xml, filename: `crossref-${name}.xml` };
}
