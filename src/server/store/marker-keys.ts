import { claimDocument, listDocumentKeys } from "./documents";

/**
 * Index keys: `<prefix><id>` says "`id` belongs here" (a member's e-mails), the key alone is the
 * data and its document is empty. Adding is a conditional create, so adding twice (a backfill that
 * meets a message its writer indexed) is harmless, and writers never contend. Reading an index is
 * one key listing of its prefix, whatever else the store holds.
 */

const MARKER = {};

/** Adds `id` under `prefix`; true if it was not there yet. */
export const addIndexKey = (prefix: string, id: string): Promise<boolean> =>
  // Not kept in this instance's copies: nothing reads a marker's value.
  claimDocument(`${prefix}${id}`, MARKER, { keepCopy: false });

/** The ids under `prefix`, in key order. */
export async function indexedIds(prefix: string): Promise<string[]> {
  return (await listDocumentKeys(prefix)).map((key) => key.slice(prefix.length));
}
