import { siteSearchQuery } from "../../domain/site-search-query";
import { keepSearchAnswer } from "../http/cdn-cache";
import { siteUrl } from "../core/config";
import { json, resource, route, validationError } from "../api/handler";
import { searchSite } from "../site-search/search";

/**
 * GET /api/search?q=&offset=&limit=: the site search's results (docs/decisions/site-search.md),
 * searched here in the index the live build published at the site's /pagefind/. The CDN may keep
 * an answer for a minute (a new deploy empties its cache first); browsers keep none.
 */
const search = route({
  async handle({ url, request }) {
    const parsed = siteSearchQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) throw validationError(parsed.error);
    const answer = json(await searchSite(`${siteUrl()}/pagefind/`, parsed.data), 200, {}, request);
    keepSearchAnswer(answer);
    return answer;
  },
});

/** GET /api/search. */
export const siteSearchHandler = resource({ GET: search });
