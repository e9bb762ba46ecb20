import { journalIssueInput, sortIssues } from "../../domain/journal";
import { adminMayUse } from "../auth/admins/identity";
import { journalIssuesCollection } from "../content/collections";
import { json, message, resource, route } from "../api/handler";
import { uploadedFile } from "../api/uploaded-file";
import { notFound } from "../http/errors";
import { addIssue, ISSUE_MESSAGES, removeIssue, updateIssue } from "../journal/issues";

/**
 * The journal's issues (docs/rules/journal.md §2, §4). One path answers visitors with the published
 * issues and the editors (a content token) with every issue, drafts included; the same URL answers
 * the two differently, so the answer varies by Authorization and only the visitors' is kept by the CDN.
 */

const cover = uploadedFile("image", "cover");
const VISITOR_SOURCES = [journalIssuesCollection.name];

const everyIssue = journalIssuesCollection.preparedList((issues) => sortIssues(issues));
const publishedIssues = journalIssuesCollection.preparedList((issues) =>
  sortIssues(issues.filter((issue) => issue.published)),
);

/** The cover's download name: "Cover, Vol. 3, No. 2". */
const coverName = (issue: { volume: number; number: number }) => `Cover, Vol. ${issue.volume}, No. ${issue.number}`;

const isEditor = (request: Request) => adminMayUse(request, "content");

const list = route({
  cachedFrom: VISITOR_SOURCES,
  async handle({ request, reads }) {
    const answer = (await isEditor(request)) ? await everyIssue(reads) : await publishedIssues(reads);
    return json(answer, 200, { vary: "Authorization" }, request);
  },
});

const read = route({
  cachedFrom: VISITOR_SOURCES,
  async handle({ request, id, reads }) {
    const issue = await journalIssuesCollection.get(id, reads);
    // A draft is as absent to a visitor as an issue that never was.
    if (!issue || !(issue.published || (await isEditor(request)))) throw notFound(ISSUE_MESSAGES.notFound);
    return json(issue, 200, { vary: "Authorization" }, request);
  },
});

const create = route({
  admin: "content",
  body: journalIssueInput,
  files: cover.files,
  publishes: true,
  status: 201,
  async handle({ body, files }) {
    return addIssue(body, await cover.urlFor(files, coverName(body), undefined));
  },
});

const update = route({
  admin: "content",
  body: journalIssueInput,
  files: cover.files,
  publishes: true,
  async handle({ id, body, files, expectedUpdatedAt }) {
    const current = await journalIssuesCollection.get(id);
    if (!current) throw notFound(ISSUE_MESSAGES.notFound);
    const url = await cover.urlFor(files, coverName(body), current);
    const updated = await updateIssue(id, body, { cover: url, expectedUpdatedAt });
    await cover.afterWrite(current, updated);
    return updated;
  },
});

const remove = route({
  admin: "content",
  publishes: true,
  async handle({ id }) {
    const removed = await removeIssue(id);
    await cover.afterWrite(removed, undefined);
    return message("Issue deleted successfully!");
  },
});

/** GET, POST /api/journal/issues; GET, PUT, DELETE /api/journal/issues/{id}. */
export const journalIssuesHandler = resource({
  GET: list,
  "GET :id": read,
  POST: cover.guard(create),
  "PUT :id": cover.guard(update),
  "DELETE :id": remove,
});
