import { isDeepStrictEqual } from "node:util";
import { readDocument, type ReadOptions } from "./conditional-read";
import { updateDocument } from "./group-commit";
import { laterTimestamp, StaleRecordError } from "./versions";

/**
 * A document the office edits whole in one form (the settings, the journal's details), with a
 * version as a collection's records have: `updatedAt`, the time of its last save. A save that names
 * the version its editor loaded is refused (StaleRecordError, 409) if another save came between.
 * What was never saved answers with its defaults and the version NEVER_SAVED.
 */

export type Versioned<T> = T & { updatedAt: string };

/** The version of a document never saved (or saved before documents had versions). */
export const NEVER_SAVED = "1970-01-01T00:00:00.000Z";

const withDefaults = <T extends object>(stored: Partial<Versioned<T>> | null, defaults: () => T): Versioned<T> =>
  ({ ...defaults(), ...stored, updatedAt: stored?.updatedAt ?? NEVER_SAVED }) as Versioned<T>;

const sameContent = (a: object, b: object) => isDeepStrictEqual({ ...a, updatedAt: "" }, { ...b, updatedAt: "" });

/** The stored document over its defaults (what it leaves out keeps its default), with its version. */
export async function readVersionedDocument<T extends object>(
  key: string,
  defaults: () => T,
  options?: ReadOptions,
): Promise<Versioned<T>> {
  return withDefaults(await readDocument<Partial<Versioned<T>>>(key, options), defaults);
}

/**
 * Stores what `change` makes of the current document (it must be pure: it may run again on a
 * write conflict, and may throw to refuse) under a new version. With `expectedUpdatedAt`, a
 * document saved since that version is refused before `change` runs.
 */
export async function updateVersionedDocument<T extends object>(
  key: string,
  defaults: () => T,
  expectedUpdatedAt: string | undefined,
  change: (current: Versioned<T>) => T,
): Promise<{ before: Versioned<T>; after: Versioned<T> }> {
  return updateDocument<Partial<Versioned<T>> | null, { before: Versioned<T>; after: Versioned<T> }>(
    key,
    null,
    (stored) => {
      const before = withDefaults(stored, defaults);
      if (expectedUpdatedAt !== undefined && before.updatedAt !== expectedUpdatedAt) throw new StaleRecordError();
      const changed = change(before);
      // Saving what is stored changes nothing, its version included: no other editor's save is made stale by it.
      if (stored !== null && sameContent(changed, before)) return { result: { before, after: before } };
      const after: Versioned<T> = { ...changed, updatedAt: laterTimestamp(stored?.updatedAt) };
      return { next: after, result: { before, after } };
    },
  );
}
