import { afterAll, beforeAll, beforeEach } from "vitest";
import { startCachePurgeServer, type CachePurgeServer } from "../../scripts/lib/cache-purge-server";
import { resetConfigCache } from "../../src/server/core/config";

/**
 * Points the functions' purges at a local purge endpoint (CACHE_PURGE_URL, as `npm start` does)
 * for the calling test file, and records the tags each test's calls purge, in order.
 */
export function recordPurges(): { readonly tags: readonly string[]; clear(): void } {
  const tags: string[] = [];
  const purged = { tags, clear: () => void tags.splice(0) };
  const previousPurgeUrl = process.env.CACHE_PURGE_URL;
  let purger: CachePurgeServer | undefined;

  beforeAll(async () => {
    purger = await startCachePurgeServer((purgedTags) => {
      tags.push(...purgedTags);
    });
    process.env.CACHE_PURGE_URL = purger.url;
    resetConfigCache();
  });

  afterAll(async () => {
    if (previousPurgeUrl === undefined) delete process.env.CACHE_PURGE_URL;
    else process.env.CACHE_PURGE_URL = previousPurgeUrl;
    resetConfigCache();
    await purger?.close();
  });

  beforeEach(() => {
    purged.clear();
  });

  return purged;
}
