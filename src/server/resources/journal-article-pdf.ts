import { readPublicJournal } from "../journal/public";
import { journalArticlesCollection, journalIssuesCollection } from "../content/collections";
import { contentDisposition, storedFileBytes } from "../content/files";
import { resource, route } from "../api/handler";
import { notFound } from "../http/errors";
import { ARTICLE_MESSAGES } from "../journal/articles";

/** How long a reader's browser keeps an article's PDF before asking again. */
const BROWSER_MAX_AGE_S = 300;

/**
 * GET /journal/articles/{address}.pdf (docs/rules/journal.md §3, §4): a public article's PDF on
 * the site's own host, as Google Scholar asks, shown in the browser rather than downloaded. Only a
 * public article's: a draft's, or one in an unpublished issue, is not found. The CDN keeps it until
 * the journal changes.
 */
const read = route({
  cachedFrom: [journalIssuesCollection.name, journalArticlesCollection.name],
  async handle({ params, reads }) {
    const slug = params.slug ?? "";
    const article = (await readPublicJournal(reads))
      .flatMap((issue) => issue.articles)
      .find((candidate) => candidate.slug === slug);
    const bytes = article && (await storedFileBytes(article.pdf));
    if (!bytes) throw notFound(ARTICLE_MESSAGES.notFound);
    return new Response(bytes, {
      headers: {
        "content-type": "application/pdf",
        "content-length": String(bytes.byteLength),
        "content-disposition": contentDisposition("inline", `${slug}.pdf`),
        "cache-control": `public, max-age=${BROWSER_MAX_AGE_S}`,
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
      },
    });
  },
});

export const journalArticlePdfHandler = resource({ GET: read });
