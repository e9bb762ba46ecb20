import { mapConcurrently } from "../core/map-concurrently";
import { blobs } from "./client";

/**
 * The whole store as raw blobs, for backup and restore (scripts/backup.ts, scripts/restore.ts).
 * These run from a terminal, not under the 503 deadline of a request (`guarded`).
 */

/** One blob exactly as stored: its key, bytes and metadata. */
export interface StoreEntry {
  key: string;
  data: Buffer;
  metadata: Record<string, unknown>;
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
