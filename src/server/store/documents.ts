import { guarded, STORE_UNAVAILABLE, storeFailure } from "./client";
import { requireConditionalWrites } from "./conditional-writes";
import { forget, remember } from "./document-cache";

/**
 * Small JSON documents each under a key of their own (read and written with readDocument and
 * updateDocument): the e-mail outbox, member sessions, sign-in codes. Writers of different keys
 * never contend, so append-only history needs no read-modify-write of one big document.
 */

/** The keys under `prefix` (e.g. "outbox/"), sorted. */
export async function listDocumentKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  await guarded(async (store) => {
    for await (const page of store.list({ prefix, paginate: true })) {
      // The local sandbox writes through hidden temp files (".xyz") that a list can catch.
      keys.push(...page.blobs.map((blob) => blob.key).filter((key) => !/(^|\/)\./.test(key)));
    }
  });
  return keys.sort();
}

export async function deleteDocument(key: string): Promise<void> {
  await guarded((store) => store.delete(key));
  forget(key);
}

export interface CreateOptions {
  /**
   * Keep this instance's copy (default): later reads ask only whether it changed. History that is
   * written once and rarely read again (the activity log) is not kept, so it never fills memory.
   */
  keepCopy?: boolean;
}

/**
 * Stores a document under a key nobody has used (a new outbox entry, a marker): one conditional
 * write and no read first, so a burst of new documents costs one request each. Throws if the key
 * exists, which a fresh unique key never does.
 */
export async function createDocument(key: string, value: unknown, options?: CreateOptions): Promise<void> {
  if (!(await claimDocument(key, value, options))) throw new Error(`A document "${key}" already exists.`);
}

/**
 * Stores `value` under `key` only if nobody has (a claim, e.g. "this reminder is mine to send"):
 * true for the one writer whose write made the key, false when it existed already, also when two
 * writers race for it. Throws when the store fails.
 */
export async function claimDocument(
  key: string,
  value: unknown,
  { keepCopy = true }: CreateOptions = {},
): Promise<boolean> {
  await requireConditionalWrites();
  const written = await guarded((store) => store.setJSON(key, value, { onlyIfNew: true }));
  if (!written.modified) return false;
  // As in group-commit.ts: a write reported as done without an etag is not known to be stored.
  if (!written.etag) throw storeFailure(STORE_UNAVAILABLE);
  if (keepCopy) remember(key, value, written.etag);
  return true;
}

/** A document that never changes once written, read whole and not kept (see CreateOptions). */
export async function readUnchangingDocument<T>(key: string): Promise<T | null> {
  return (await guarded((store) => store.get(key, { type: "json", consistency: "strong" }))) as T | null;
}
