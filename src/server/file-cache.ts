import { purgeCache } from "@netlify/functions";
import { config } from "./config";

/**
 * The CDN keeps answers of /api/files/{id} (an id never gets new bytes), each tagged with its
 * file's cache tag; taking a file off the site (trash, delete) or bringing it back (restore)
 * purges that tag, so no copy outlives the change (docs/decisions/file-caching.md).
 */

export const fileCacheTag = (id: string) => `file-${id}`;

/**
 * Purges the CDN's copies of these files: on Netlify through its purge API, where Netlify gives
 * the function its purge token; under `npm start` through the local CDN's purge address. A purge
 * that fails is logged: the change it follows has been made and stays made.
 */
export async function purgeFiles(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const tags = ids.map(fileCacheTag);
  try {
    const local = config().FILE_PURGE_URL;
    if (local) {
      const answer = await fetch(local, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ cache_tags: tags }),
      });
      if (!answer.ok) throw new Error(`the local CDN answered ${answer.status}`);
    } else if (process.env.NETLIFY_PURGE_API_TOKEN) {
      await purgeCache({ tags });
    }
  } catch (error) {
    console.error(`Could not purge the CDN's copies of ${tags.join(", ")}:`, error);
  }
}
