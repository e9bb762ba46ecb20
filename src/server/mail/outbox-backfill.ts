import { claimDocument, perClient, readUnchangingDocument } from "../store";
import { everyIndexedMessageId, indexOutboxEntry } from "./outbox-index";
import { outboxIds, readOutboxEntries } from "./outbox";

/**
 * Messages kept before the outbox had its index (docs/decisions/email.md): the daily job indexes
 * them, a few hundred at a time within its time budget, and notes once none is left; until then
 * a member's export also looks through those messages (member-messages.ts). Once noted, nothing
 * here lists or reads the outbox again.
 */

const BACKFILLED = "outbox-index-meta/backfilled";
/** Messages read and indexed side by side. */
const CHUNK = 16;
/** No new chunk starts after this long, inside a scheduled function's 30 s. */
export const BACKFILL_BUDGET_MS = 15_000;

export interface BackfillSummary {
  indexed: number;
  /** Left for the next run (the time budget ran out). */
  remaining: number;
  done: boolean;
}

/** Once known it stays known, so this instance stops asking (per store client: another store may not be). */
const knownBackfilled = perClient<true>();

const noteBackfilled = () => knownBackfilled().set(BACKFILLED, true);

async function isBackfilled(): Promise<boolean> {
  if (knownBackfilled().has(BACKFILLED)) return true;
  if ((await readUnchangingDocument<unknown>(BACKFILLED)) === null) return false;
  noteBackfilled();
  return true;
}

/** The ids of kept messages that have no index keys, oldest first; none once the backfill is done. */
export async function unindexedOutboxIds(): Promise<string[]> {
  if (await isBackfilled()) return [];
  // Listed after the index: a message kept meanwhile was indexed before it was stored.
  const indexed = await everyIndexedMessageId();
  return (await outboxIds()).filter((id) => !indexed.has(id));
}

export async function backfillOutboxIndex(
  budgetMs: number = BACKFILL_BUDGET_MS,
  now: () => number = Date.now,
): Promise<BackfillSummary> {
  if (await isBackfilled()) return { indexed: 0, remaining: 0, done: true };
  const ids = await unindexedOutboxIds();
  const startedAt = now();
  let indexed = 0;
  let passed = 0;
  while (passed < ids.length && now() - startedAt <= budgetMs) {
    const chunk = ids.slice(passed, passed + CHUNK);
    const entries = await readOutboxEntries(chunk);
    await Promise.all(entries.map((entry) => indexOutboxEntry(entry)));
    indexed += entries.length;
    passed += chunk.length;
  }
  const done = passed === ids.length;
  // Two runs at once may both get here: the first claim stands, the second changes nothing.
  if (done) await claimDocument(BACKFILLED, { at: new Date(now()).toISOString() });
  if (done) noteBackfilled();
  return { indexed, remaining: ids.length - passed, done };
}
