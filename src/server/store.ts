import { randomBytes } from "node:crypto";
import { getStore, type Store } from "@netlify/blobs";
import type { StoredMeta } from "../domain/fields";
import { HttpError } from "./errors";
import { keyedQueue } from "./keyed-queue";

/**
 * The only module that talks to Netlify Blobs.
 * Each collection is one JSON blob holding all its records: one read lists it; a write is a
 * read-modify-write made conditional on the etag read, retried on conflict, and serialised per
 * key inside this process so a warm instance does not race itself.
 * Files (images, PDFs) are separate binary blobs with their type and name in metadata.
 */

const STORE_NAME = "society";
const MAX_ATTEMPTS = 12;

let blobStore: Store | undefined;

function blobs(): Store {
  if (!blobStore) {
    try {
      blobStore = getStore({ name: STORE_NAME, consistency: "strong" });
    } catch (error) {
      console.error("Store unavailable:", error);
      throw new HttpError(503, "The data store is not available. Please try again later.");
    }
  }
  return blobStore;
}

/** For tests that point the store at a new sandbox. */
export function resetStoreClient(): void {
  blobStore = undefined;
}

/** Serialises read-modify-write per key inside this process. */
const withLock = keyedQueue();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readJSON(key: string): Promise<{ value: unknown; etag: string | undefined }> {
  const entry = await blobs().getWithMetadata(key, { type: "json", consistency: "strong" });
  if (!entry) return { value: null, etag: undefined };
  if (!entry.etag) throw new Error(`The store returned "${key}" without an etag; refusing an unsafe write.`);
  return { value: entry.data, etag: entry.etag };
}

/**
 * Applies `change` to the JSON document at `key` and stores the result only if nobody wrote it
 * in between; otherwise reads again and retries. `change` must be pure: it may run several times.
 */
export function updateDocument<T, R>(
  key: string,
  initial: T,
  change: (current: T) => { next?: T; result: R },
): Promise<R> {
  return withLock(key, async () => {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const { value, etag } = await readJSON(key);
      const { next, result } = change((value as T | null) ?? initial);
      if (next === undefined) return result;
      const written = etag
        ? await blobs().setJSON(key, next, { onlyIfMatch: etag })
        : await blobs().setJSON(key, next, { onlyIfNew: true });
      if (written.modified) return result;
      await pause(Math.random() * 10 * attempt);
    }
    throw new HttpError(503, "The data store is busy. Please try again.");
  });
}

export async function readDocument<T>(key: string): Promise<T | null> {
  return (await readJSON(key)).value as T | null;
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
  const list = async (): Promise<T[]> => (await readDocument<T[]>(key)) ?? [];
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
    async get(id: string): Promise<T | undefined> {
      return (await list()).find((record) => record._id === id);
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
  await blobs().set(`files/${id}`, data, { metadata: meta });
}

/** Renames a stored file (its download name) without touching its bytes. */
export async function renameFile(id: string, name: string): Promise<void> {
  const file = await getFile(id);
  if (file) await putFile(id, file.data, { contentType: file.contentType, name });
}

export async function getFile(id: string): Promise<StoredFile | undefined> {
  // Typed loosely by the library: a missing key gives null.
  const entry = (await blobs().getWithMetadata(`files/${id}`, { type: "arrayBuffer", consistency: "strong" })) as {
    data: ArrayBuffer;
    metadata: Record<string, unknown>;
  } | null;
  if (!entry) return undefined;
  const { contentType, name } = entry.metadata as { contentType?: string; name?: string };
  return { data: entry.data, contentType: contentType ?? "application/octet-stream", name: name ?? id };
}

export async function deleteFile(id: string): Promise<void> {
  await blobs().delete(`files/${id}`);
}

export type Collection<T extends StoredMeta> = ReturnType<typeof collection<T>>;
export type RecordFields<T extends StoredMeta> = Fields<T>;
