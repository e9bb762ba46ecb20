import { HttpError } from "../http/errors";
import { backoffDelay } from "../core/backoff";
import { keyedQueue } from "../core/keyed-queue";
import { guarded, STORE_UNAVAILABLE, storeFailure } from "./client";
import { readJSON } from "./conditional-read";
import { requireConditionalWrites } from "./conditional-writes";
import { documentText, forget, remember } from "./document-cache";

/**
 * Writes to one JSON document, made safe against other writers and cheap under bursts: see
 * docs/decisions/group-commit.md.
 */

/** Refused writes of one batch before it is answered 503; the waits between them add up to 4 s at most. */
const MAX_ATTEMPTS = 10;
/**
 * A write that ran past the deadline or lost its connection may have been stored all the same:
 * after this many such writes of one batch, the batch fails unless a read shows one of them stored.
 */
const MAX_UNSURE_WRITES = 2;

/**
 * A part the stored document names is not in the store: a newer version replaced it since this
 * copy of the document was read, so the document must be read again.
 */
export class PartGoneError extends Error {
  override name = "PartGoneError";
}

/**
 * How a value is kept in the store when it is not stored as it is: a large collection, as a
 * document naming chunks of its records (record-chunks.ts). Only the document is written
 * conditionally; the parts are written first, under new keys, and the ones it no longer names are
 * deleted once it is stored.
 */
export interface DocumentLayout<T> {
  /** The value a stored document stands for (may read its parts; throws PartGoneError if one is gone). */
  open(stored: unknown): Promise<T | null>;
  /** The document to store for `value`, made from `stored`, having written the parts it needs. */
  layOut(value: T, stored: unknown): Promise<{ document: unknown; written: string[]; replaced: string[] }>;
  /** Deletes parts: those a refused write wrote, or those a stored write no longer names. */
  discard(parts: readonly string[]): Promise<void>;
}

const AS_STORED: DocumentLayout<unknown> = {
  open: (stored) => Promise.resolve(stored),
  layOut: (value) => Promise.resolve({ document: value, written: [], replaced: [] }),
  discard: () => Promise.resolve(),
};

/** A change waiting to be written, with the promise of its caller. */
interface QueuedChange {
  change: (current: unknown) => { next?: unknown; result: unknown };
  initial: unknown;
  layout: DocumentLayout<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/** Per key, the changes that arrived while a write of that key was under way. */
const waitingChanges = new Map<string, QueuedChange[]>();

/** One batch commit per key at a time inside this process. */
const withLock = keyedQueue();

const PART_GONE = Symbol("part gone");

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies `change` to the JSON document at `key` and stores the result only if nobody wrote it
 * in between; otherwise reads again and retries. `change` must be pure: it may run several times.
 *
 * Changes to one key are written one batch at a time: those that arrive while a write is under way
 * are applied in arrival order, each to the result of the one before, and stored in one write
 * (group commit). A burst of registrations then costs a few rewrites of the collection, not one
 * each. A change that throws fails alone; the rest of its batch is stored.
 */
export function updateDocument<T, R>(
  key: string,
  initial: T,
  change: (current: T) => { next?: T; result: R },
  layout?: DocumentLayout<T>,
): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const queued = {
      change: change as QueuedChange["change"],
      initial,
      layout: layout ?? AS_STORED,
      resolve: resolve as QueuedChange["resolve"],
      reject,
    };
    const batch = waitingChanges.get(key);
    if (batch) {
      batch.push(queued);
      return;
    }
    waitingChanges.set(key, [queued]);
    // The batch is taken when its turn comes, with everything that joined it by then.
    void withLock(key, () => commitBatch(key));
  });
}

type Outcome = { ok: true; result: unknown } | { ok: false; error: unknown };

async function commitBatch(key: string): Promise<void> {
  const batch = waitingChanges.get(key) ?? [];
  waitingChanges.delete(key);
  const settle = (outcomes: Outcome[]) =>
    batch.forEach((queued, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) queued.resolve(outcome.result);
      else queued.reject(outcome?.error);
    });
  // Writes whose outcome is not known: the JSON text sent, and what the batch's callers get if it was stored.
  const unsure: { text: string; outcomes: Outcome[] }[] = [];
  // Set once MAX_UNSURE_WRITES are unsure: the next read is the last word.
  let lastFailure: { error: unknown } | undefined;
  try {
    // An attempt past the last still reads once when a write's outcome is owed to its callers.
    for (let attempt = 1; attempt <= MAX_ATTEMPTS || lastFailure; attempt++) {
      const [{ value, etag }] = await Promise.all([readJSON(key), requireConditionalWrites()]);
      // An unsure write that is now the stored document was stored: its callers are answered so.
      // One that is not may still arrive, but only while the document is as it was when it was
      // sent; the next write is conditional on the same version, so at most one of them lands.
      if (unsure.length > 0 && value !== null) {
        const text = documentText(value);
        const stored = unsure.find((write) => write.text === text);
        if (stored) {
          settle(stored.outcomes);
          return;
        }
      }
      if (lastFailure) throw lastFailure.error;
      const layout = batch[0]?.layout ?? AS_STORED;
      const opened = await layout.open(value).catch((error: unknown) => {
        if (!(error instanceof PartGoneError)) throw error;
        // Replaced by a newer version since this copy was read: read again.
        forget(key);
        return PART_GONE;
      });
      if (opened === PART_GONE) continue;
      const base = opened ?? batch[0]?.initial;
      let current = base;
      const outcomes = batch.map((queued): Outcome => {
        try {
          const { next, result } = queued.change(current);
          if (next !== undefined) current = next;
          return { ok: true, result };
        } catch (error) {
          return { ok: false, error };
        }
      });
      if (current === base) {
        settle(outcomes);
        return;
      }
      const laidOut = await layout.layOut(current, value);
      const text = documentText(laidOut.document);
      const sent = await guarded((store) =>
        etag ? store.set(key, text, { onlyIfMatch: etag }) : store.set(key, text, { onlyIfNew: true }),
      ).then(
        (written) => ({ written }),
        (error: unknown) => ({ error }),
      );
      if ("error" in sent) {
        unsure.push({ text, outcomes });
        if (unsure.length >= MAX_UNSURE_WRITES) lastFailure = { error: sent.error };
        continue;
      }
      const { written } = sent;
      if (written.modified) {
        if (!written.etag) {
          // A write that stored something always has an etag (the library's WriteResult); the
          // library reports every refusal but 412, a 500 after its retries too, as modified
          // without one. Nothing is known to be stored: the callers are told so.
          forget(key);
          throw storeFailure(STORE_UNAVAILABLE);
        }
        remember(key, laidOut.document, written.etag);
        // Before answering: a removed record's old chunk is gone once its removal is reported.
        await layout.discard(laidOut.replaced);
        settle(outcomes);
        return;
      }
      // Refused: another writer stored a version first. The parts written for this one are nobody's.
      await layout.discard(laidOut.written);
      await pause(backoffDelay(attempt));
    }
    throw new HttpError(503, "The data store is busy. Please try again.");
  } catch (error) {
    settle(batch.map(() => ({ ok: false, error })));
  }
}
