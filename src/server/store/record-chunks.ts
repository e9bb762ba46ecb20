import { randomBytes } from "node:crypto";
import { mapConcurrently } from "../core/map-concurrently";
import { perClient } from "./client";
import { keepFrozen } from "./document-cache";
import { createDocument, deleteDocument, listDocumentKeys, readUnchangingDocument } from "./documents";
import { PartGoneError } from "./group-commit";

/**
 * A large collection stored in parts (docs/decisions/collection-chunks.md). Its document under
 * `collections/<name>` stays a plain JSON array while it holds fewer than CHUNK_RECORDS records.
 * Beyond that, the oldest records move in sealed chunks of CHUNK_RECORDS to blobs of their own,
 * `collection-chunks/<name>/<time>-<random>`, which are never written again: a change to a record
 * in one writes a new chunk under a new key. The document then names its chunks, in order, and
 * holds the newer records itself: `{ "chunks": [...keys], "records": [...] }`. Only the document
 * is written conditionally (group-commit.ts), so a new registration writes the newest records,
 * not all 27,000, and one write still changes the collection from one version to the next.
 */

export const CHUNK_RECORDS = 1000;

/** A chunk no longer referenced is swept once it is this old (a write naming it has ended by then). */
export const ORPHAN_CHUNK_AGE_MS = 60 * 60 * 1000;

interface Identified {
  _id: string;
}

export interface ChunkedDocument<T> {
  chunks: string[];
  records: T[];
}

/** What `collections/<name>` holds: all the records, or the chunks and the newest records. */
export type StoredCollection<T> = T[] | ChunkedDocument<T>;

/** Where the chunks of every collection are kept: `collection-chunks/<name>/<time>-<random>`. */
export const CHUNK_KEY_PREFIX = "collection-chunks/";

const chunkPrefix = (name: string) => `${CHUNK_KEY_PREFIX}${name}/`;

function newChunkKey(name: string, now = Date.now()): string {
  return `${chunkPrefix(name)}${now.toString(36).padStart(9, "0")}-${randomBytes(6).toString("hex")}`;
}

/** When a chunk was written, from its key (NaN for a key this module did not make). */
function chunkWrittenAt(key: string): number {
  const stamp = key.slice(key.lastIndexOf("/") + 1).split("-")[0] ?? "";
  return parseInt(stamp, 36);
}

/** Whether a stored collection document names chunks (else it is, or should be, an array). */
export function isChunked<T>(stored: unknown): stored is ChunkedDocument<T> {
  return (
    typeof stored === "object" &&
    stored !== null &&
    Array.isArray((stored as { chunks?: unknown }).chunks) &&
    Array.isArray((stored as { records?: unknown }).records)
  );
}

/** Chunks read or written by this instance, by key, per store client; they never change. */
const keptChunks = perClient<readonly unknown[]>();

/** The records each stored version (document) stands for, worked out once per version. */
const recordsOf = new WeakMap<object, readonly unknown[]>();

async function readChunk<T>(key: string): Promise<readonly T[]> {
  const kept = keptChunks().get(key);
  if (kept) return kept as readonly T[];
  const records = await readUnchangingDocument<T[]>(key);
  if (!records) throw new PartGoneError(`The chunk ${key} is not in the store.`);
  const frozen = keepFrozen(records);
  keptChunks().set(key, frozen);
  return frozen;
}

/** Drops kept chunks of `name` that `document` does not name: an older version's, not needed again. */
function dropOtherChunks(name: string, document: ChunkedDocument<unknown>): void {
  const named = new Set(document.chunks);
  const chunks = keptChunks();
  for (const key of chunks.keys()) if (key.startsWith(chunkPrefix(name)) && !named.has(key)) chunks.delete(key);
}

/**
 * The records a stored document stands for, in order: the document itself when it is an array,
 * else its chunks' records then its own. The same array for the same version (frozen), so what is
 * worked out per version (perVersion, key indexes) is kept. Throws PartGoneError when a chunk it
 * names was replaced since: the caller reads the document again.
 */
export async function openRecords<T>(name: string, stored: StoredCollection<T> | null): Promise<readonly T[] | null> {
  if (stored === null || Array.isArray(stored)) return stored;
  const known = recordsOf.get(stored);
  if (known) return known as readonly T[];
  const chunks = await mapConcurrently(stored.chunks, (key) => readChunk<T>(key));
  const records = keepFrozen(chunks.flat().concat(stored.records));
  dropOtherChunks(name, stored);
  recordsOf.set(stored, records);
  return records;
}

/** A sealed chunk of a new version: one already stored, or one to write. */
type Chunk<T> = { key: string } | { records: readonly T[] };

export interface LaidOut<T> {
  /** The collection's document to store conditionally. */
  document: StoredCollection<T>;
  /** Chunks written for it (to delete if it is not stored). */
  written: string[];
  /** Chunks the previous version named and this one does not (to delete once it is stored). */
  replaced: string[];
}

/**
 * Lays out `records` (a new version) as chunks and a document, writing the chunks it needs that
 * `stored` (the version it was made from) does not have. A chunk of the old version whose records
 * are all still there, unchanged and in order, is named again; any other is written anew.
 */
export async function layOutRecords<T extends Identified>(
  name: string,
  records: readonly T[],
  stored: StoredCollection<T> | null,
): Promise<LaidOut<T>> {
  const old = isChunked<T>(stored) ? stored : { chunks: [], records: stored ?? [] };
  if (old.chunks.length === 0 && records.length < CHUNK_RECORDS)
    return { document: records as T[], written: [], replaced: [] };
  const oldChunks = await mapConcurrently(old.chunks, (key) => readChunk<T>(key));
  const sealed = keptSealed(oldChunks, records);
  if (sealed > 0 || oldChunks.length === 0) {
    // The common case (records added at the end): every chunk kept, only the newest records change.
    return finish(
      name,
      records,
      old.chunks,
      old.chunks.map((key) => ({ key })),
      records.slice(sealed),
    );
  }
  // Each record of the new version goes to the old chunk that held its id, or to the newer records.
  const chunkOfId = new Map<string, number>();
  oldChunks.forEach((chunk, index) => chunk.forEach((record) => chunkOfId.set(record._id, index)));
  const NEWER = oldChunks.length;
  const placed: T[][] = Array.from({ length: NEWER + 1 }, () => []);
  let lastPlace = 0;
  let inOrder = true;
  for (const record of records) {
    const place = chunkOfId.get(record._id) ?? NEWER;
    if (place < lastPlace) inOrder = false;
    lastPlace = place;
    placed[place]?.push(record);
  }
  const chunks: Chunk<T>[] = inOrder
    ? oldChunks.flatMap((chunk, index) => {
        const now = placed[index] ?? [];
        const key = old.chunks[index];
        if (now.length === 0) return [];
        const same = now.length === chunk.length && now.every((record, at) => record === chunk[at]);
        return [same && key ? { key } : { records: now }];
      })
    : [];
  return finish(name, records, old.chunks, chunks, inOrder ? (placed[NEWER] ?? []) : [...records]);
}

/**
 * How many records at the start of `records` are the old chunks' records, the same objects in the
 * same order: all of them, or 0 if any differs.
 */
function keptSealed<T>(oldChunks: readonly (readonly T[])[], records: readonly T[]): number {
  let at = 0;
  for (const chunk of oldChunks) {
    if (at + chunk.length > records.length) return 0;
    for (let index = 0; index < chunk.length; index++, at++) if (records[at] !== chunk[index]) return 0;
  }
  return at;
}

/**
 * The document naming the `sealed` chunks (an old one by its key, a new one by its records), then
 * new chunks of CHUNK_RECORDS of the `newest` records while they fill one; writes the new chunks.
 */
async function finish<T>(
  name: string,
  records: readonly T[],
  oldKeys: readonly string[],
  sealed: readonly Chunk<T>[],
  newest: readonly T[],
): Promise<LaidOut<T>> {
  const chunks = [...sealed];
  let newer = newest;
  // Sealed chunks are CHUNK_RECORDS long when made; the document keeps fewer than that itself.
  while (newer.length >= CHUNK_RECORDS) {
    chunks.push({ records: newer.slice(0, CHUNK_RECORDS) });
    newer = newer.slice(CHUNK_RECORDS);
  }
  const written: string[] = [];
  const keys = await mapConcurrently(chunks, async (chunk) => {
    if ("key" in chunk) return chunk.key;
    const key = newChunkKey(name);
    written.push(key);
    // Kept here as chunks, not in the document cache: they are read by key, and never change.
    await createDocument(key, chunk.records, { keepCopy: false });
    keptChunks().set(key, keepFrozen(chunk.records));
    return key;
  });
  const document: ChunkedDocument<T> = { chunks: keys, records: [...newer] };
  recordsOf.set(document, records);
  const kept = new Set(keys);
  return { document, written, replaced: oldKeys.filter((key) => !kept.has(key)) };
}

/** Deletes chunks nobody needs; a failure leaves them for the sweep (sweepOrphanChunks). */
export async function deleteChunks(keys: readonly string[]): Promise<void> {
  await mapConcurrently(keys, async (key) => {
    keptChunks().delete(key);
    await deleteDocument(key).catch(() => undefined);
  });
}

/**
 * Deletes the chunks of `name` that `document` (the stored version) does not name and that were
 * written more than ORPHAN_CHUNK_AGE_MS ago: left by a write that failed, or by a delete that did.
 * Younger ones may belong to a write still under way. So a withdrawn member's record does not
 * stay in an old chunk.
 */
export async function sweepOrphanChunks(
  name: string,
  document: StoredCollection<unknown> | null,
  now = Date.now(),
): Promise<number> {
  const named = new Set(isChunked(document) ? document.chunks : []);
  const orphans = (await listDocumentKeys(chunkPrefix(name))).filter(
    (key) => !named.has(key) && now - chunkWrittenAt(key) > ORPHAN_CHUNK_AGE_MS,
  );
  await deleteChunks(orphans);
  return orphans.length;
}
