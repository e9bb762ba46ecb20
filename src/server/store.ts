import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { getStore, type Store } from "@netlify/blobs";
import type { StoredMeta } from "../domain/fields";
import { HttpError } from "./errors";
import { keyedQueue } from "./keyed-queue";
import { mapConcurrently } from "./map-concurrently";

/**
 * The only module that talks to Netlify Blobs.
 * Each collection is one JSON blob holding all its records: one read lists it; a write is a
 * read-modify-write made conditional on the etag read, retried on conflict, and serialised per
 * key inside this process so a warm instance does not race itself.
 * A warm instance keeps the last copy of each document it read or wrote, with its etag, and asks
 * the store for the document only if it changed since (If-None-Match): a read still sees every
 * write from any instance, but a collection is parsed once per change, not once per request.
 * Files (images, PDFs) are separate binary blobs with their type and name in metadata.
 */

const STORE_NAME = "society";
const MAX_ATTEMPTS = 12;

export const STORE_UNAVAILABLE = "The data store is not available. Please try again later.";
export const STORE_TOO_SLOW = "The data store is not responding. Please try again in a minute.";
const storeFailure = (message: string) => new HttpError(503, message, {}, { "retry-after": "30" });

/**
 * How long one store operation may take before the caller gets 503 (STORE_TIMEOUT_MS overrides).
 * Well inside Netlify's 10 s function limit, so a person sees a clear message rather than a
 * platform timeout, and the library's own retries of a failing store never hold a request long.
 */
function storeDeadlineMs(): number {
  const configured = Number(process.env.STORE_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : 8_000;
}

/** The abort signal of the store operation running in this async context (see `guarded`). */
const operation = new AsyncLocalStorage<AbortSignal>();

/**
 * Every store request carries its operation's signal: once the caller has been told 503, the
 * library's own retries stop too, so a write reported as failed cannot land a moment later.
 */
const fetchWithDeadline: typeof fetch = (input, init) => {
  const signals = [operation.getStore() ?? AbortSignal.timeout(storeDeadlineMs()), init?.signal].filter(
    (signal): signal is AbortSignal => signal instanceof AbortSignal,
  );
  return fetch(input, { ...init, signal: AbortSignal.any(signals) });
};

let blobStore: Store | undefined;

function blobs(): Store {
  if (!blobStore) {
    try {
      blobStore = getStore({ name: STORE_NAME, consistency: "strong", fetch: fetchWithDeadline });
    } catch (error) {
      console.error("Store unavailable:", error);
      throw storeFailure(STORE_UNAVAILABLE);
    }
  }
  return blobStore;
}

/**
 * One store operation under the deadline. A store that is down or too slow becomes 503 with a
 * clear message; nothing is half-written, since each write is one blob put.
 */
async function guarded<T>(work: (store: Store) => Promise<T>): Promise<T> {
  const store = blobs();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(storeFailure(STORE_TOO_SLOW));
    }, storeDeadlineMs());
  });
  try {
    return await Promise.race([operation.run(abort.signal, () => work(store)), deadline]);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    console.error("Store request failed:", error);
    throw storeFailure(STORE_UNAVAILABLE);
  } finally {
    clearTimeout(timer);
  }
}

/** For tests that point the store at a new sandbox. */
export function resetStoreClient(): void {
  blobStore = undefined;
  documentCache.clear();
}

interface CachedDocument {
  value: unknown;
  etag: string;
  /** When the store last confirmed this copy (Date.now()). */
  checkedAt: number;
}

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
 * The documents this instance last read or wrote. Their values are deep-frozen because every
 * request that reads one shares the same object: a change must build a new value, never edit it.
 */
const documentCache = new Map<string, CachedDocument>();

/** Values deep-frozen here: read-only snapshots of stored data, safe to share and to memoise on. */
const snapshots = new WeakSet<object>();

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !snapshots.has(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
    snapshots.add(value);
  }
  return value;
}

/** Whether `value` is a snapshot: it and everything in it can never change. */
export const isSnapshot = (value: unknown): value is object =>
  typeof value === "object" && value !== null && snapshots.has(value);

/**
 * `derive` worked out once per snapshot of its source (its result should be plain data: a Set or
 * Map it returns is kept too, but its contents cannot be frozen, so it must never be changed): an answer sorted or filtered from a
 * collection is computed once per change of the data, not on every request. Its result is a
 * snapshot too, so the JSON text of it can be kept as well (see http.ts).
 */
export function derivedFrom<Source, Result>(derive: (source: Source) => Result): (source: Source) => Result {
  const results = new WeakMap<object, Result>();
  return (source) => {
    if (!isSnapshot(source)) return derive(source);
    if (!results.has(source)) results.set(source, deepFreeze(derive(source)));
    return results.get(source) as Result;
  };
}

/** Keeps a copy this instance wrote, or read (see rememberRead). */
function remember(key: string, value: unknown, etag: string): CachedDocument {
  const entry = { value: deepFreeze(value), etag, checkedAt: Date.now() };
  documentCache.set(key, entry);
  return entry;
}

/**
 * Keeps the copy a read found, but only if this instance's copy is still the one the read started
 * from (`readFrom`): a read that a write overtook must not bring back the older version.
 */
function rememberRead(key: string, readFrom: CachedDocument | undefined, value: unknown, etag: string) {
  // Overtaken: this caller alone sees the value, so it is handed over as read, unfrozen.
  return documentCache.get(key) === readFrom ? remember(key, value, etag) : { value, etag };
}

/** One batch commit per key at a time inside this process (see updateDocument). */
const withLock = keyedQueue();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readJSON(
  key: string,
  { maxAgeMs = 0 }: ReadOptions = {},
): Promise<{ value: unknown; etag: string | undefined }> {
  const cached = documentCache.get(key);
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
    if (documentCache.get(key) === cached) documentCache.delete(key);
    return { value: null, etag: undefined };
  }
  if (!entry.etag) throw new Error(`The store returned "${key}" without an etag; refusing an unsafe write.`);
  return rememberRead(key, cached, entry.data, entry.etag);
}

/** A change waiting to be written, with the promise of its caller. */
interface QueuedChange {
  change: (current: unknown) => { next?: unknown; result: unknown };
  initial: unknown;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/** Per key, the changes that arrived while a write of that key was under way. */
const waitingChanges = new Map<string, QueuedChange[]>();

/**
 * Applies `change` to the JSON document at `key` and stores the result only if nobody wrote it
 * in between; otherwise reads again and retries. `change` must be pure: it may run several times.
 *
 * Changes to one key are written one batch at a time: those that arrive while a write is under way
 * are applied in arrival order, each to the result of the one before, and stored in one write
 * (group commit). A burst of registrations then costs a few rewrites of the collection, not one
 * each. A change that throws fails alone; the rest of its batch is stored.
 */
export function updateDocument<T, R>(
  key: string,
  initial: T,
  change: (current: T) => { next?: T; result: R },
): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const queued = {
      change: change as QueuedChange["change"],
      initial,
      resolve: resolve as QueuedChange["resolve"],
      reject,
    };
    const batch = waitingChanges.get(key);
    if (batch) {
      batch.push(queued);
      return;
    }
    waitingChanges.set(key, [queued]);
    // The batch is taken when its turn comes, with everything that joined it by then.
    void withLock(key, () => commitBatch(key));
  });
}

type Outcome = { ok: true; result: unknown } | { ok: false; error: unknown };

async function commitBatch(key: string): Promise<void> {
  const batch = waitingChanges.get(key) ?? [];
  waitingChanges.delete(key);
  const settle = (outcomes: Outcome[]) =>
    batch.forEach((queued, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) queued.resolve(outcome.result);
      else queued.reject(outcome?.error);
    });
  try {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const { value, etag } = await readJSON(key);
      const base = value ?? batch[0]?.initial;
      let current = base;
      const outcomes = batch.map((queued): Outcome => {
        try {
          const { next, result } = queued.change(current);
          if (next !== undefined) current = next;
          return { ok: true, result };
        } catch (error) {
          return { ok: false, error };
        }
      });
      if (current === base) {
        settle(outcomes);
        return;
      }
      const written = await guarded((store) =>
        etag ? store.setJSON(key, current, { onlyIfMatch: etag }) : store.setJSON(key, current, { onlyIfNew: true }),
      );
      if (written.modified) {
        settle(outcomes);
        if (written.etag) remember(key, current, written.etag);
        else documentCache.delete(key);
        return;
      }
      await pause(Math.random() * 10 * attempt);
    }
    throw new HttpError(503, "The data store is busy. Please try again.");
  } catch (error) {
    settle(batch.map(() => ({ ok: false, error })));
  }
}

export async function readDocument<T>(key: string, options?: ReadOptions): Promise<T | null> {
  return (await readJSON(key, options)).value as T | null;
}

export function newId(): string {
  return randomBytes(12).toString("hex");
}

/** The record changed after the editor loaded it. */
export class StaleRecordError extends Error {
  override name = "StaleRecordError";
}

/** Now, but always after `previous`, so two quick edits never share a version. */
function laterTimestamp(previous: string): string {
  const now = Date.now();
  const before = Date.parse(previous);
  return new Date(Number.isNaN(before) || now > before ? now : before + 1).toISOString();
}

type Fields<T extends StoredMeta> = Omit<T, keyof StoredMeta>;

/** A named collection of records with `_id`, stored as one blob. */
export function collection<T extends StoredMeta>(name: string) {
  const key = `collections/${name}`;
  const list = async (options?: ReadOptions): Promise<T[]> => (await readDocument<T[]>(key, options)) ?? [];
  const update = <R>(change: (records: T[]) => { next?: T[]; result: R }) => updateDocument<T[], R>(key, [], change);
  /** Applies `change` to one record (it must be pure: it may run again on a write conflict). */
  const modify = (id: string, change: (current: T) => T): Promise<T | undefined> =>
    update((records) => {
      const index = records.findIndex((record) => record._id === id);
      const current = records[index];
      if (!current) return { result: undefined };
      const record = { ...change(current), _id: id, updatedAt: laterTimestamp(current.updatedAt) };
      return { next: records.with(index, record), result: record };
    });

  return {
    list,
    async get(id: string, options?: ReadOptions): Promise<T | undefined> {
      return (await list(options)).find((record) => record._id === id);
    },
    /** Adds a record with a fresh `_id`; `check` may refuse it against the current records (pure). */
    insert(fields: Fields<T>, check?: (records: readonly T[]) => void): Promise<T> {
      const now = new Date().toISOString();
      const record = { ...fields, _id: newId(), createdAt: now, updatedAt: now } as T;
      return update((records) => {
        check?.(records);
        return { next: [...records, record], result: record };
      });
    },
    /**
     * Replaces a record's fields. With `expectedUpdatedAt` (the version the editor loaded) the
     * write is refused with StaleRecordError if the record changed since; without it the last
     * write wins.
     */
    replace(id: string, fields: Fields<T>, expectedUpdatedAt?: string): Promise<T | undefined> {
      return modify(id, (current) => {
        if (expectedUpdatedAt !== undefined && current.updatedAt !== expectedUpdatedAt) throw new StaleRecordError();
        return { ...fields, _id: id, createdAt: current.createdAt } as T;
      });
    },
    modify,
    remove(id: string): Promise<T | undefined> {
      return update((records) => {
        const found = records.find((record) => record._id === id);
        return found ? { next: records.filter((record) => record !== found), result: found } : { result: undefined };
      });
    },
  };
}

export interface StoredFile {
  data: ArrayBuffer;
  contentType: string;
  name: string;
}

export async function putFile(id: string, data: ArrayBuffer, meta: { contentType: string; name: string }) {
  await guarded((store) => store.set(`files/${id}`, data, { metadata: meta }));
}

export async function getFile(id: string): Promise<StoredFile | undefined> {
  // Typed loosely by the library: a missing key gives null.
  const entry = (await guarded((store) =>
    store.getWithMetadata(`files/${id}`, { type: "arrayBuffer", consistency: "strong" }),
  )) as {
    data: ArrayBuffer;
    metadata: Record<string, unknown>;
  } | null;
  if (!entry) return undefined;
  const { contentType, name } = entry.metadata as { contentType?: string; name?: string };
  return { data: entry.data, contentType: contentType ?? "application/octet-stream", name: name ?? id };
}

export async function deleteFile(id: string): Promise<void> {
  await guarded((store) => store.delete(`files/${id}`));
}

export type Collection<T extends StoredMeta> = ReturnType<typeof collection<T>>;
export type RecordFields<T extends StoredMeta> = Fields<T>;

// ---------------------------------------------------------------------------------------------
// Backup and restore (scripts/backup.ts, scripts/restore.ts): the whole store as raw blobs.
// ---------------------------------------------------------------------------------------------

export { STORE_NAME };

/** One blob exactly as stored: its key, bytes and metadata. */
export interface StoreEntry {
  key: string;
  data: Buffer;
  metadata: Record<string, unknown>;
}

/**
 * Points this process at a deployed site's store through the Netlify API with a personal access
 * token, for backup and restore run from outside Netlify. `apiURL` lets tests use a local sandbox.
 */
export function useRemoteStore(siteID: string, token: string, apiURL?: string): void {
  blobStore = getStore({ name: STORE_NAME, siteID, token, consistency: "strong", ...(apiURL ? { apiURL } : {}) });
  documentCache.clear();
}

/**
 * Every key in the store, sorted, following the list's pages. The local sandbox writes through
 * hidden temp files (".xyz") beside a blob, which a list can catch; the site never uses such keys.
 */
export async function listKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of blobs().list({ paginate: true })) {
    keys.push(...page.blobs.map((blob) => blob.key).filter((key) => !/(^|\/)\./.test(key)));
  }
  return keys.sort();
}

/** Every blob in the store, sorted by key; one deleted between list and read is left out. */
export async function snapshotStore(): Promise<StoreEntry[]> {
  const entries = await mapConcurrently(await listKeys(), async (key): Promise<StoreEntry | undefined> => {
    // Typed loosely by the library: a missing key gives null.
    const entry = (await blobs().getWithMetadata(key, { type: "arrayBuffer", consistency: "strong" })) as {
      data: ArrayBuffer;
      metadata: Record<string, unknown>;
    } | null;
    return entry ? { key, data: Buffer.from(entry.data), metadata: entry.metadata } : undefined;
  });
  return entries.filter((entry) => entry !== undefined);
}

/**
 * Makes the store hold exactly `entries`: writes each with its metadata, an empty one too (the
 * sandbox keeps a blob's old metadata when a write sends none), then deletes every other key.
 */
export async function replaceStore(entries: readonly StoreEntry[]): Promise<{ written: number; deleted: number }> {
  const wanted = new Set(entries.map((entry) => entry.key));
  const extra = (await listKeys()).filter((key) => !wanted.has(key));
  await mapConcurrently(entries, ({ key, data, metadata }) =>
    blobs().set(key, new Uint8Array(data).buffer, { metadata }),
  );
  await mapConcurrently(extra, (key) => blobs().delete(key));
  return { written: entries.length, deleted: extra.length };
}
