import { guarded, perClient } from "./client";
import { ConditionalWritesUnsupportedError } from "./conditional-writes";
import { cachedDocument, rememberRead, type CachedDocument } from "./document-cache";

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

interface ReadResult {
  value: unknown;
  etag: string | undefined;
}

/** A read of a key this instance has sent and not yet had answered, with when it was sent. */
interface ReadUnderWay {
  sentAt: number;
  result: Promise<ReadResult>;
}

/** Like the copies (document-cache.ts), reads under way belong to the client they went through. */
const readsUnderWay = perClient<ReadUnderWay>();

/**
 * The JSON document at `key` with its etag (null and no etag when absent), asking the store only
 * whether this instance's copy is still current (If-None-Match). What it answers for a cached
 * document is that copy itself, the same frozen value until the document changes.
 *
 * A read with `maxAgeMs` that finds a read of the same key already under way, sent less than
 * `maxAgeMs` ago, waits for that one instead of asking again: its answer is at least as recent as
 * the sending, so within the age the caller accepts. A burst of visitors (or of registrations'
 * early checks) then costs one request to the store, not one each: without it, a cold or expired
 * copy of a large collection was fetched and parsed whole by every waiting request
 * (docs/decisions/registration-throughput.md). Reads without `maxAgeMs` always ask themselves.
 */
export async function readJSON(key: string, { maxAgeMs = 0 }: ReadOptions = {}): Promise<ReadResult> {
  const cached = cachedDocument(key);
  if (cached && Date.now() - cached.checkedAt < maxAgeMs)
    return cached.etag === ABSENT ? { value: null, etag: undefined } : cached;
  const reads = readsUnderWay();
  const underWay = reads.get(key);
  if (underWay && Date.now() - underWay.sentAt < maxAgeMs) {
    const shared = await underWay.result;
    // Only a kept (frozen) copy is shared: a value handed over unfrozen belongs to its one caller.
    if (shared.value === null || Object.isFrozen(shared.value)) return shared;
  }
  const own = { sentAt: Date.now(), result: askStore(key, cached) };
  reads.set(key, own);
  try {
    return await own.result;
  } finally {
    if (reads.get(key) === own) reads.delete(key);
  }
}

/** The etag of a kept copy that records the document's absence: never sent, never a store's etag. */
const ABSENT = "";

async function askStore(key: string, cached: CachedDocument | undefined): Promise<ReadResult> {
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
    // Absence is kept too (no etag to name), so a read with `maxAgeMs` of a document never written
    // (settings left at their defaults) does not ask the store each time; any other read asks again.
    rememberRead(key, cached, null, ABSENT);
    return { value: null, etag: undefined };
  }
  // Without the version read, no write of this document could be made conditional on it.
  if (!entry.etag) throw new ConditionalWritesUnsupportedError();
  return rememberRead(key, cached, entry.data, entry.etag);
}

export async function readDocument<T>(key: string, options?: ReadOptions): Promise<T | null> {
  return (await readJSON(key, options)).value as T | null;
}
