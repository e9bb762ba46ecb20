import { purgeCache } from "@netlify/functions";
import { config } from "../core/config";
import { varyWith } from "./compression";

/**
 * What Netlify's CDN keeps of the functions' answers, under which cache tags, and the purge that
 * drops them: uploaded files (docs/decisions/file-caching.md), the public reads of collections
 * (docs/decisions/public-read-caching.md) and the site search's answers (site-search.md).
 */

/** An answer of /api/files/{id}: kept for good (an id never gets new bytes), purged when the file leaves the site. */
export const fileCacheTag = (id: string) => `file-${id}`;

/** A visitor's answer made from a collection: purged by every change to that collection. */
export const collectionCacheTag = (name: string) => `collection-${name}`;

/**
 * The longest a visitor's answer from collections is kept. A purge follows every change, but a
 * read that began before the change and ended after its purge may still be kept with the old
 * records: this bounds how long such a copy, or one a change made outside an API call (the seed,
 * a backup restore) left behind, can be served.
 */
export const COLLECTION_ANSWER_MAX_AGE_S = 60;

/**
 * Lets the CDN keep `answer`, a visitor's read (sent without a token) made from `collections`. The
 * same URL answers an administrator's token differently (fresh, or with private fields), so the
 * CDN must tell the two apart by Authorization; browsers keep nothing, as before.
 */
export function keepVisitorAnswer(answer: Response, collections: readonly string[]): void {
  // An answer for one person is never shared, whatever its route says.
  if (answer.headers.has("set-cookie") || /\bprivate\b/.test(answer.headers.get("cache-control") ?? "")) return;
  answer.headers.set("netlify-cdn-cache-control", `public, durable, s-maxage=${COLLECTION_ANSWER_MAX_AGE_S}`);
  answer.headers.set("netlify-cache-tag", collections.map(collectionCacheTag).join(","));
  answer.headers.set("vary", varyWith(answer.headers.get("vary") ?? undefined, "Authorization"));
}

/**
 * The longest the CDN keeps a site search answer. A new deploy (under `npm start`, a new build
 * going live) empties the CDN's cache, and the index changes only with one; this bounds how long
 * an answer made from the old index just as the new one went live can be served.
 */
export const SEARCH_ANSWER_MAX_AGE_S = 60;

/** Lets the CDN keep a site search answer: it depends only on its address and the live build. */
export function keepSearchAnswer(answer: Response): void {
  answer.headers.set("netlify-cdn-cache-control", `public, durable, s-maxage=${SEARCH_ANSWER_MAX_AGE_S}`);
}

/**
 * Purges the CDN's copies kept under these tags: on Netlify through its purge API, where Netlify
 * gives the function its purge token; under `npm start` through the local CDN's purge address
 * (CACHE_PURGE_URL). A purge that fails is logged: the change it follows has been made and stays made.
 */
export async function purgeCacheTags(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  try {
    const local = config().CACHE_PURGE_URL;
    if (local) {
      const answer = await fetch(local, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ cache_tags: tags }),
      });
      if (!answer.ok) throw new Error(`the local CDN answered ${answer.status}`);
    } else if (process.env.NETLIFY_PURGE_API_TOKEN) {
      await purgeCache({ tags: [...tags] });
    }
  } catch (error) {
    console.error(`Could not purge the CDN's copies of ${tags.join(", ")}:`, error);
  }
}

/** Purges the CDN's copies of these files. */
export const purgeFiles = (ids: readonly string[]) => purgeCacheTags(ids.map(fileCacheTag));
