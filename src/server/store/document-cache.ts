import { perClient } from "./client";

/**
 * The documents this instance last read or wrote, with their etags, so that a read asks the store
 * only whether a document changed (see conditional-read.ts) and a collection is parsed once per
 * change, not once per request. Their values are deep-frozen because every request that reads one
 * shares the same object: a change must build a new value, never edit it.
 */

export interface CachedDocument {
  value: unknown;
  /** "" for a copy that records the document's absence (conditional-read.ts). */
  etag: string;
  /** When the store last confirmed this copy (Date.now()). */
  checkedAt: number;
}

/** Copies belong to the client they came through: another store (a test's, a backup's) starts empty. */
const cache = perClient<CachedDocument>();

export const cachedDocument = (key: string): CachedDocument | undefined => cache().get(key);

/** Values frozen all the way down already, so a value built on an older one freezes only what is new. */
const frozen = new WeakSet<object>();

/** `value`, frozen all the way down (kept values are shared by every request: see above). */
export function keepFrozen<T>(value: T): T {
  if (typeof value === "object" && value !== null && !frozen.has(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) keepFrozen(inner);
    frozen.add(value);
  }
  return value;
}

/** The JSON text of values frozen all the way down, worked out once: they never change. */
const texts = new WeakMap<object, string>();

function frozenText(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  !("toJSON" in value);

/**
 * `JSON.stringify(value)`, the same text, but a collection (an array) built on a kept one reuses
 * the text of every record it shares with it: a write of one new record into thousands serialises
 * one record, not all of them (docs/decisions/registration-throughput.md).
 */
export function documentText(value: unknown): string {
  if (isPlainObject(value)) {
    // A chunked collection's document ({ chunks, records }: record-chunks.ts) holds an array too.
    const members = Object.entries(value).flatMap(([name, inner]) =>
      inner === undefined || typeof inner === "function" || typeof inner === "symbol"
        ? []
        : [`${JSON.stringify(name)}:${documentText(inner)}`],
    );
    return `{${members.join(",")}}`;
  }
  if (!Array.isArray(value)) return JSON.stringify(value);
  const parts = value.map((item: unknown) =>
    typeof item === "object" && item !== null && frozen.has(item)
      ? frozenText(item)
      : // As JSON.stringify writes an item it cannot write (undefined, a function) inside an array.
        ((JSON.stringify(item) as string | undefined) ?? "null"),
  );
  return `[${parts.join(",")}]`;
}

/** Keeps a copy this instance wrote, or read (see rememberRead). */
export function remember(key: string, value: unknown, etag: string): CachedDocument {
  const entry = { value: keepFrozen(value), etag, checkedAt: Date.now() };
  cache().set(key, entry);
  return entry;
}

/**
 * Keeps the copy a read found, but only if this instance's copy is still the one the read started
 * from (`readFrom`): a read that a write overtook must not bring back the older version.
 */
export function rememberRead(
  key: string,
  readFrom: CachedDocument | undefined,
  value: unknown,
  etag: string,
): { value: unknown; etag: string } {
  // Overtaken: this caller alone sees the value, so it is handed over as read, unfrozen.
  return cache().get(key) === readFrom ? remember(key, value, etag) : { value, etag };
}

/** Drops the copy of `key`: its stored version is unknown. */
export function forget(key: string): void {
  cache().delete(key);
}
