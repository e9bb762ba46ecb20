import { guarded } from "./client";
import { forget } from "./document-cache";

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
