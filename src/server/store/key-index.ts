/**
 * Looking records up by a key (an id, an e-mail) without scanning the collection, once per version
 * of it. A version made inside a write by appending one record to another version (`appended`) is
 * indexed by extending the earlier version's index with that record's key, not by indexing every
 * record again: in a batch of registrations each one appends to the version the one before it made
 * and checks its e-mail against it, and at 27,000 members rebuilding the index for every
 * registration was most of a burst's work (docs/decisions/registration-throughput.md).
 */

/** Which version an appended version was made from, and the record it added. */
interface Appended {
  /** Weakly held: a chain of versions must not keep every earlier version's array alive. */
  base: WeakRef<readonly object[]>;
  added: object;
}

const appendedTo = new WeakMap<readonly object[], Appended>();

/** `records` with `record` added at the end, as a new array that key indexes may extend. */
export function appended<T extends object>(records: readonly T[], record: T): T[] {
  const next = [...records, record];
  appendedTo.set(next, { base: new WeakRef(records), added: record });
  return next;
}

/** A version's keys: a set of them, or one key added on top of an earlier version's lookup. */
type Lookup =
  | { readonly layers: 0; readonly keys: ReadonlySet<string> }
  | { readonly layers: number; readonly key: string; readonly below: Lookup };

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
 * once (and its index goes with it); an appended version whose base is indexed costs one `keyOf`.
 * Versions are never changed in place (stored ones are frozen; a write builds new arrays).
 */
export function keyIndex<T extends object>(
  keyOf: (record: T) => string,
): (records: readonly T[], key: string) => boolean {
  const kept = new WeakMap<readonly T[], Lookup>();
  const lookupOf = (records: readonly T[]): Lookup => {
    const found = kept.get(records);
    if (found) return found;
    const append = appendedTo.get(records);
    const base = append?.base.deref() as readonly T[] | undefined;
    const below = base ? kept.get(base) : undefined;
    const lookup: Lookup =
      append && below && below.layers < MAX_LAYERS
        ? { layers: below.layers + 1, key: keyOf(append.added as T), below }
        : { layers: 0, keys: new Set(records.map(keyOf)) };
    kept.set(records, lookup);
    return lookup;
  };
  return (records, key) => contains(lookupOf(records), key);
}
