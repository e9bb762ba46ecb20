import { oaiAnswer } from "../../domain/oai-pmh-response";
import { siteUrl } from "../core/config";
import { journalArticlesCollection, journalIssuesCollection } from "../content/collections";
import { resource, route } from "../api/handler";
import { JOURNAL_DETAILS_ACTIVITY, readJournalDetails } from "../journal/details";
import { readPublicJournal } from "../journal/public";
import type { ReadOptions } from "../store";

/**
 * OAI-PMH 2.0 at /api/oai (docs/rules/journal.md §6): harvesters read the public articles in
 * `oai_dc`, one set per volume. A GET carries the arguments in its query, a POST in a form body, as
 * the protocol allows both. Every answer is XML, the protocol's errors included (with status 200,
 * as the protocol says); the CDN keeps a harvester's answer until the journal changes.
 */

const JOURNAL_SOURCES = [JOURNAL_DETAILS_ACTIVITY, journalIssuesCollection.name, journalArticlesCollection.name];

async function answer(params: URLSearchParams, reads: ReadOptions): Promise<Response> {
  const [journal, issues] = await Promise.all([readJournalDetails(reads), readPublicJournal(reads)]);
  const base = siteUrl();
  const xml = oaiAnswer({
    context: { journal, siteUrl: base, baseUrl: new URL("/api/oai", base).href, responseDate: new Date() },
    params,
    items: issues.flatMap(({ issue, articles }) => articles.map((article) => ({ issue, article }))),
  });
  return new Response(xml, {
    headers: {
      "content-type": "text/xml; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

const viaQuery = route({
  cachedFrom: JOURNAL_SOURCES,
  handle: ({ url, reads }) => answer(url.searchParams, reads),
});

/** A form body (application/x-www-form-urlencoded); anything else reads as no arguments, which is badVerb. */
const viaForm = route({
  async handle({ request, reads }) {
    const isForm = /^application\/x-www-form-urlencoded\b/i.test(request.headers.get("content-type") ?? "");
    const text = isForm ? await request.text() : "";
    return answer(new URLSearchParams(text), reads);
  },
});

export const oaiHandler = resource({ GET: viaQuery, POST: viaForm });
