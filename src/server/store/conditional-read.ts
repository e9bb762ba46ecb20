import { guarded } from "./client";
import { cachedDocument, forgetRead, rememberRead } from "./document-cache";

/**
 * How a read may be answered. By default every read asks the store whether the document changed,
 * so it sees every write made anywhere. A read with `maxAgeMs` may take this instance's copy if
 * the store confirmed it that recently.
 */
export interface ReadOptions {
  maxAgeMs?: number;
}

/**
 * How old a visitor's copy of public data may be: under a burst of visitors each instance asks
 * the store once a second instead of once a request. The public pages themselves take several
 * seconds to rebuild after an edit, and the instance that made a write sees it at once.
 */
export const VISITOR_READ_MAX_AGE_MS = 1000;

/**
 * The JSON document at `key` with its etag (null and no etag when absent), asking the store only
 * whether this instance's copy is still current (If-None-Match). What it answers for a cached
 * document is that copy itself, the same frozen value until the document changes.
 */
export async function readJSON(
  key: string,
  { maxAgeMs = 0 }: ReadOptions = {},
): Promise<{ value: unknown; etag: string | undefined }> {
  const cached = cachedDocument(key);
  if (cached && Date.now() - cached.checkedAt < maxAgeMs) return cached;
  const read = (etag: string | undefined) =>
    guarded((store) => store.getWithMetadata(key, { type: "json", consistency: "strong", ...(etag ? { etag } : {}) }));
  let entry = await read(cached?.etag);
  // A conditional read answered without data is 304 Not Modified: the copy is current if the store
  // named its version or none. Naming another version without sending it is never taken as
  // "absent" (a write would then start from nothing): the document is read whole instead.
  if (cached && entry?.data === null) {
    if (entry.etag === undefined || entry.etag === cached.etag)
      return rememberRead(key, cached, cached.value, cached.etag);
    entry = await read(undefined);
  }
  if (!entry) {
    forgetRead(key, cached);
    return { value: null, etag: undefined };
  }
  if (!entry.etag) throw new Error(`The store returned "${key}" without an etag; refusing an unsafe write.`);
  return rememberRead(key, cached, entry.data, entry.etag);
}

export async function readDocument<T>(key: string, options?: ReadOptions): Promise<T | null> {
  return (await readJSON(key, options)).value as T | null;
}
