import { readDocument } from "./conditional-read";
import { updateDocument } from "./group-commit";

/**
 * An append-only ledger: one JSON document holding a list in which the n-th entry carries number
 * n. Entries are only ever appended, inside the document's atomic, retried write
 * (group-commit.ts), so a number is given exactly when its entry is stored: never twice, never
 * skipped, however many ask at once. See docs/decisions/receipt-numbers.md.
 */

/**
 * The entry `isSame` finds, or a new one made from the next number and appended. Idempotent: a
 * caller that asks again (a retry, a repair) gets the entry it was given the first time.
 */
export function appendOnce<E>(
  key: string,
  isSame: (entry: E) => boolean,
  make: (sequence: number) => E,
): Promise<{ entry: E; appended: boolean }> {
  return updateDocument<E[], { entry: E; appended: boolean }>(key, [], (entries) => {
    const found = entries.find(isSame);
    // Nothing to write: group-commit stores nothing when the document is unchanged.
    if (found) return { result: { entry: found, appended: false } };
    const entry = make(entries.length + 1);
    return { next: [...entries, entry], result: { entry, appended: true } };
  });
}

/** Every entry, in number order (none when the ledger was never written). */
export async function readLedger<E>(key: string): Promise<readonly E[]> {
  return (await readDocument<E[]>(key)) ?? [];
}
