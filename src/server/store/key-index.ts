/**
 * Looking records up by a key (an id, an e-mail) without scanning the collection, once per version
 * of it. A version made inside a write by appending one record to another version (`appended`) is
 * indexed by extending the earlier version's index with that record's key, not by indexing every
 * record again: in a batch of registrations each one appends to the version the one before it made
 * and checks its e-mail against it, and at 27,000 members rebuilding the index for every
 * registration was most of a burst's work (docs/decisions/registration-throughput.md).
 */

/** A version's keys: a set of them, or one key added on top of an earlier version's lookup. */
type Lookup =
  | { readonly layers: 0; readonly keys: ReadonlySet<string> }
  | { readonly layers: number; readonly key: string; readonly below: Lookup };

/** Each key index's lookups, by the version they were made for. */
type KeptLookups = WeakMap<readonly object[], Lookup>;
const allIndexes = new Set<KeptLookups>();

/**
 * What an appended version was made from: the record it added, and the lookups the version before
 * it had when it was made, per index. The lookups, not that version itself: a chain of versions
 * must not keep every earlier array alive, and the version before the last of a batch is gone by
 * the time the next batch checks against the last.
 */
interface Appended {
  added: object;
  below: Map<KeptLookups, Lookup>;
}

const appendedTo = new WeakMap<readonly object[], Appended>();

/** `records` with `record` added at the end, as a new array that key indexes may extend. */
export function appended<T extends object>(records: readonly T[], record: T): T[] {
  const next = [...records, record];
  const below = new Map<KeptLookups, Lookup>();
  for (const kept of allIndexes) {
    const lookup = kept.get(records);
    if (lookup) below.set(kept, lookup);
  }
  appendedTo.set(next, { added: record, below });
  return next;
}

/** Layers on top of a set before the set is built again, so a lookup stays a few steps long. */
export const MAX_LAYERS = 64;

function contains(lookup: Lookup, key: string): boolean {
  for (let at = lookup; ;) {
    if ("keys" in at) return at.keys.has(key);
    if (at.key === key) return true;
    at = at.below;
  }
}

/**
 * Whether a version of a collection holds a record whose `keyOf` is `key`. Each version is indexed
 * once (and its index goes with it); an appended version whose base was indexed when it was made
 * costs one `keyOf`. Key indexes are made once, at module level: each is kept for the process.
 * Versions are never changed in place (stored ones are frozen; a write builds new arrays).
 */
export function keyIndex<T extends object>(
  keyOf: (record: T) => string,
): (records: readonly T[], key: string) => boolean {
  const kept: KeptLookups = new WeakMap();
  allIndexes.add(kept);
  const lookupOf = (records: readonly T[]): Lookup => {
    const found = kept.get(records);
    if (found) return found;
    const append = appendedTo.get(records);
    const below = append?.below.get(kept);
    const lookup: Lookup =
      append && below && below.layers < MAX_LAYERS
        ? { layers: below.layers + 1, key: keyOf(append.added as T), below }
        : { layers: 0, keys: new Set(records.map(keyOf)) };
    kept.set(records, lookup);
    return lookup;
  };
  return (records, key) => contains(lookupOf(records), key);
}
