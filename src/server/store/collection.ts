import { randomBytes } from "node:crypto";
import { ACTIVITY_MESSAGES } from "../../domain/activity";
import type { StoredMeta } from "../../domain/fields";
import { noteChange } from "../core/call-context";
import { conflict } from "../http/errors";
import { PreparedJson } from "../http/prepared-json";
import { readDocument, type ReadOptions } from "./conditional-read";
import { PartGoneError, updateDocument, type DocumentLayout } from "./group-commit";
import { appended, keyIndex } from "./key-index";
import {
  deleteChunks,
  layOutRecords,
  openRecords,
  ORPHAN_CHUNK_AGE_MS,
  sweepOrphanChunks,
  type StoredCollection,
} from "./record-chunks";
import { laterTimestamp, StaleRecordError } from "./versions";

/** Reads of a version whose chunk was replaced meanwhile, before the read gives up. */
const READS_OF_NEWER_VERSIONS = 3;

/**
 * A named collection of records with `_id`, stored as one JSON blob holding all its records, or
 * beyond a thousand records the newest of them and the names of sealed chunks holding the rest
 * (record-chunks.ts): one read lists it, and a change rewrites the blob and any chunk whose
 * records it changed (docs/decisions/group-commit.md, collection-chunks.md). Each change, once
 * its batch is committed, is told to the activity log of the call that made it (noteChange, in
 * the caller's own context: docs/decisions/activity-log.md).
 */

export function newId(): string {
  return randomBytes(12).toString("hex");
}

export type RecordFields<T extends StoredMeta> = Omit<T, keyof StoredMeta>;

/**
 * `derive` worked out once per version of a collection. A stored version stays the same frozen
 * array until the collection changes, so the result is kept with it (and goes with it); one variant
 * is kept per version (today's), so nothing grows with the days. Lists made inside a write are new
 * arrays too, never changed in place.
 */
export function perVersion<Records extends object, V>(
  derive: (records: Records, variant: string) => V,
): (records: Records, variant?: string) => V {
  const kept = new WeakMap<Records, { variant: string; value: V }>();
  return (records, variant = "") => {
    const found = kept.get(records);
    if (found?.variant === variant) return found.value;
    const value = derive(records, variant);
    kept.set(records, { variant, value });
    return value;
  };
}

export interface CollectionOptions<T> {
  /**
   * What visitors' answers show of these records, for collections that show only some (the
   * directory lists no pending application): a change that leaves a record's view as it was
   * purges nothing. Without it every change counts as seen.
   */
  visitorView?: (records: readonly T[]) => string;
  /**
   * What the activity log calls these records, when it is not the store's name: administrators
   * are "admin-users" in the store and "administrators" in the log, as their sign-ins are.
   */
  activityName?: string;
}

export function collection<T extends StoredMeta>(
  name: string,
  { visitorView, activityName = name }: CollectionOptions<T> = {},
) {
  const key = `collections/${name}`;
  /** The stored records, or null for a collection never written. */
  const stored = async (options?: ReadOptions): Promise<T[] | null> => {
    for (let read = 1; ; read++) {
      try {
        // Frozen (the kept copy); typed as the array the callers have always had.
        const document = await readDocument<StoredCollection<T>>(key, read === 1 ? options : {});
        return (await openRecords(name, document)) as T[] | null;
      } catch (error) {
        if (!(error instanceof PartGoneError) || read >= READS_OF_NEWER_VERSIONS) throw error;
      }
    }
  };
  const list = async (options?: ReadOptions): Promise<T[]> => (await stored(options)) ?? [];
  let sweptAt = 0;
  const layout: DocumentLayout<T[]> = {
    open: async (document) => (await openRecords(name, document as StoredCollection<T> | null)) as T[] | null,
    layOut: (records, document) => layOutRecords(name, records, document as StoredCollection<T> | null),
    async discard(chunks) {
      if (chunks.length === 0) return;
      await deleteChunks(chunks);
      // Now and then, what a failed write or delete left behind (a withdrawn member's old chunk).
      if (Date.now() - sweptAt < ORPHAN_CHUNK_AGE_MS) return;
      sweptAt = Date.now();
      await sweepOrphanChunks(name, await readDocument(key)).catch((error: unknown) => {
        console.error(`Sweeping the old chunks of ${name} failed:`, error);
      });
    },
  };
  const update = <R>(change: (records: T[]) => { next?: T[]; result: R }) =>
    updateDocument<T[], R>(key, [], change, layout);
  const hasId = keyIndex<T>((record) => record._id);
  const viewOf = (record: T | undefined) => visitorView?.(record ? [record] : []);
  const committed = (recordId: string, before: T | undefined, after: T | undefined) =>
    noteChange({
      collection: activityName,
      recordId,
      before,
      after,
      seenByVisitors: !visitorView || viewOf(before) !== viewOf(after),
    });
  /** Tells the log each record a whole-collection change added, changed or removed. */
  const committedDifferences = (before: readonly T[], after: readonly T[]) => {
    const earlier = new Map(before.map((record) => [record._id, record]));
    const later = new Map(after.map((record) => [record._id, record]));
    for (const id of new Set([...earlier.keys(), ...later.keys()])) {
      const [was, is] = [earlier.get(id), later.get(id)];
      // A change keeps the records it leaves alone, so the same object means no change.
      if (was !== is) committed(id, was, is);
    }
  };
  /**
   * Applies `change` to one record (it must be pure: it may run again on a write conflict). It also
   * sees every record, for rules across the collection (a payment reference used once), and may
   * throw to refuse the change. With `expectedUpdatedAt`, a record changed since the editor loaded
   * it is refused (StaleRecordError) before `change` runs.
   */
  const modify = async (
    id: string,
    change: (current: T, records: readonly T[]) => T,
    expectedUpdatedAt?: string,
  ): Promise<T | undefined> => {
    // The version this change was applied to in the attempt that was stored (each attempt sets it).
    let before: T | undefined;
    const record = await update((records) => {
      const index = records.findIndex((stored) => stored._id === id);
      const current = records[index];
      before = current;
      if (!current) return { result: undefined };
      if (expectedUpdatedAt !== undefined && current.updatedAt !== expectedUpdatedAt) throw new StaleRecordError();
      const next = { ...change(current, records), _id: id, updatedAt: laterTimestamp(current.updatedAt) };
      return { next: records.with(index, next), result: next };
    });
    if (record) committed(id, before, record);
    return record;
  };

  const derived = <V>(
    derive: (records: T[], variant: string) => V,
  ): ((options?: ReadOptions, variant?: string) => Promise<V>) => {
    const ofVersion = perVersion(derive);
    return async (options, variant = "") => {
      const records = await stored(options);
      return records ? ofVersion(records, variant) : derive([], variant);
    };
  };

  return {
    name,
    list,
    async get(id: string, options?: ReadOptions): Promise<T | undefined> {
      return (await list(options)).find((record) => record._id === id);
    },
    /**
     * The answer `derive` makes of the records, prepared once per version of the collection this
     * instance holds: the list routes sort or filter, serialise and compress once per change.
     * An answer that also depends on something else (the admin list's standings on today's date)
     * names it as `variant`: a new variant prepares the answer again.
     */
    preparedList(
      derive: (records: T[], variant: string) => unknown,
    ): (options?: ReadOptions, variant?: string) => Promise<PreparedJson> {
      return derived((records, variant) => new PreparedJson(derive(records, variant)));
    },
    /**
     * Anything worked out from the records (a search index), once per version of the collection
     * this instance holds and per `variant`, as preparedList does for answers.
     */
    derived,
    /** Adds a record with a fresh `_id`; `check` may refuse it against the current records (pure). */
    async insert(fields: RecordFields<T>, check?: (records: readonly T[]) => void): Promise<T> {
      const now = new Date().toISOString();
      const record = { ...fields, _id: newId(), createdAt: now, updatedAt: now } as T;
      const stored = await update((records) => {
        // Already stored: a write of this batch whose answer was lost landed, and another writer
        // wrote since (group-commit.ts); adding it again would store it twice.
        const landed = hasId(records, record._id) ? records.find((stored) => stored._id === record._id) : undefined;
        if (landed) return { result: landed };
        check?.(records);
        return { next: appended(records, record), result: record };
      });
      committed(stored._id, undefined, stored);
      return stored;
    },
    /**
     * Puts a removed record back under its own `_id` (a restore from the activity log): refused with
     * 409 if a record with that id is stored, and by `check` against the current records (pure).
     * Its `updatedAt` is new, so an editor holding the old version cannot overwrite it unseen.
     */
    async restore(record: T, check?: (records: readonly T[]) => void): Promise<T> {
      const restored = await update((records) => {
        if (hasId(records, record._id)) throw conflict(ACTIVITY_MESSAGES.stillThere);
        check?.(records);
        const next = { ...record, updatedAt: laterTimestamp(record.updatedAt) };
        return { next: appended(records, next), result: next };
      });
      committed(restored._id, undefined, restored);
      return restored;
    },
    /**
     * Replaces a record's fields. With `expectedUpdatedAt` (the version the editor loaded) the
     * write is refused with StaleRecordError if the record changed since; without it the last
     * write wins.
     */
    replace(id: string, fields: RecordFields<T>, expectedUpdatedAt?: string): Promise<T | undefined> {
      return modify(id, (current) => ({ ...fields, _id: id, createdAt: current.createdAt }) as T, expectedUpdatedAt);
    },
    modify,
    /**
     * Applies a pure change to each record in one conditional write (a daily job's sweep): a record
     * it returns as it was is left alone; the others get a new `updatedAt`. Nothing changed: no write.
     * Answers with every record as stored after it.
     */
    async modifyEach(change: (current: T) => T): Promise<T[]> {
      let before: readonly T[] = [];
      let after: readonly T[] | undefined;
      const records = await update((current) => {
        const next = current.map((record) => {
          const result = change(record);
          return result === record
            ? record
            : { ...result, _id: record._id, updatedAt: laterTimestamp(record.updatedAt) };
        });
        const changed = next.some((record, index) => record !== current[index]);
        [before, after] = [current, changed ? next : undefined];
        return changed ? { next, result: next } : { result: current };
      });
      if (after) committedDifferences(before, after);
      return records;
    },
    /**
     * Applies a pure change to all the records in one conditional write; no `next` writes nothing.
     * For rules that decide inside the write and may leave it unchanged (a one-time code's tries).
     * Each record it adds, changes or removes is told to the activity log, as the other writes do.
     */
    async update<R>(change: (records: T[]) => { next?: T[]; result: R }): Promise<R> {
      // The records the stored attempt was applied to, and what it stored (each attempt sets them).
      let before: readonly T[] = [];
      let after: readonly T[] | undefined;
      const result = await update((records) => {
        const outcome = change(records);
        [before, after] = [records, outcome.next];
        return outcome;
      });
      if (after) committedDifferences(before, after);
      return result;
    },
    /** Removes a record; `check` may refuse it as it is at the time of the write (pure, throws to refuse). */
    async remove(id: string, check?: (current: T) => void): Promise<T | undefined> {
      const removed = await update((records) => {
        const found = records.find((record) => record._id === id);
        if (found) check?.(found);
        return found ? { next: records.filter((record) => record !== found), result: found } : { result: undefined };
      });
      if (removed) committed(id, removed, undefined);
      return removed;
    },
  };
}

export type Collection<T extends StoredMeta> = ReturnType<typeof collection<T>>;
