import {
  byContentsOrder,
  isArticlePublic,
  journalArticleInput,
  publicArticle,
  sortIssues,
  type JournalArticleRecord,
  type JournalIssueRecord,
} from "../../domain/journal";
import { adminMayUse } from "../auth/admins/identity";
import { journalArticlesCollection, journalIssuesCollection } from "../content/collections";
import { json, message, resource, route } from "../api/handler";
import { uploadedFile } from "../api/uploaded-file";
import { notFound } from "../http/errors";
import type { ReadOptions } from "../store";
import { addArticle, ARTICLE_MESSAGES, removeArticle, updateArticle } from "../journal/articles";

/**
 * The journal's articles (docs/rules/journal.md §3, §4). One path answers visitors with the public
 * articles (ready, with a PDF, in a published issue), each PDF by its public address, and the
 * editors (a content token) with every article, drafts included. Articles are listed by issue,
 * newest issue first, each in its table-of-contents order. An upload is multipart, with the
 * authors as JSON text and the PDF in `pdf`.
 */

const pdf = uploadedFile("pdf", "pdf");
/** A visitor's answer depends on the issues too: publishing or withdrawing an issue purges it. */
const VISITOR_SOURCES = [journalIssuesCollection.name, journalArticlesCollection.name];

const isEditor = (request: Request) => adminMayUse(request, "content");

async function readBoth(reads: ReadOptions): Promise<[JournalIssueRecord[], JournalArticleRecord[]]> {
  return Promise.all([journalIssuesCollection.list(reads), journalArticlesCollection.list(reads)]);
}

/** By issue, newest first, then by place in the issue; articles of an issue since deleted last. */
function contentsOrder(issues: readonly JournalIssueRecord[], articles: readonly JournalArticleRecord[]) {
  const rank = new Map(sortIssues(issues).map((issue, index) => [issue._id, index]));
  const rankOf = (article: JournalArticleRecord) => rank.get(article.issueId) ?? rank.size;
  return [...articles].sort((a, b) => rankOf(a) - rankOf(b) || byContentsOrder(a, b));
}

const visibleTo = async (request: Request, issues: readonly JournalIssueRecord[]) => {
  if (await isEditor(request)) return (article: JournalArticleRecord) => article;
  const byId = new Map(issues.map((issue) => [issue._id, issue]));
  return (article: JournalArticleRecord) =>
    isArticlePublic(article, byId.get(article.issueId)) ? publicArticle(article) : undefined;
};

const list = route({
  cachedFrom: VISITOR_SOURCES,
  async handle({ request, reads }) {
    const [issues, articles] = await readBoth(reads);
    const view = await visibleTo(request, issues);
    const answer = contentsOrder(issues, articles).flatMap((article) => view(article) ?? []);
    return json(answer, 200, { vary: "Authorization" }, request);
  },
});

const read = route({
  cachedFrom: VISITOR_SOURCES,
  async handle({ request, id, reads }) {
    const [issues, articles] = await readBoth(reads);
    const article = articles.find((candidate) => candidate._id === id);
    // A draft is as absent to a visitor as an article that never was.
    const shown = article && (await visibleTo(request, issues))(article);
    if (!shown) throw notFound(ARTICLE_MESSAGES.notFound);
    return json(shown, 200, { vary: "Authorization" }, request);
  },
});

const create = route({
  admin: "content",
  body: journalArticleInput,
  files: pdf.files,
  publishes: true,
  status: 201,
  async handle({ body, files }) {
    return addArticle(body, await pdf.urlFor(files, body.title, undefined));
  },
});

const update = route({
  admin: "content",
  body: journalArticleInput,
  files: pdf.files,
  publishes: true,
  async handle({ id, body, files, expectedUpdatedAt }) {
    const current = await journalArticlesCollection.get(id);
    if (!current) throw notFound(ARTICLE_MESSAGES.notFound);
    const url = await pdf.urlFor(files, body.title, current);
    const updated = await updateArticle(id, body, { pdf: url, expectedUpdatedAt });
    await pdf.afterWrite(current, updated);
    return updated;
  },
});

const remove = route({
  admin: "content",
  publishes: true,
  async handle({ id }) {
    const removed = await removeArticle(id);
    await pdf.afterWrite(removed, undefined);
    return message("Article deleted successfully!");
  },
});

/** GET, POST /api/journal/articles; GET, PUT, DELETE /api/journal/articles/{id}. */
export const journalArticlesHandler = resource({
  GET: list,
  "GET :id": read,
  POST: pdf.guard(create),
  "PUT :id": pdf.guard(update),
  "DELETE :id": remove,
});
