import type { ActivityEntry } from "../../domain/activity";
import { DOCUMENT_READ_WIDTH, mapConcurrently } from "../core/map-concurrently";
import { claimDocument, listDocumentKeys, perClient, readUnchangingDocument } from "../store";

/**
 * Where the activity log lives (docs/rules/members-and-money.md §9, docs/decisions/activity-log.md): one document per
 * entry under `activity/<time>-<random>`, written once with a conditional create, so writers never
 * contend and nothing rewrites an entry. Key order is time order, and a month's entries share a
 * prefix (`activity/2026-11`), so a page lists one month at a time, newest first.
 */

const PREFIX = "activity/";
/** The month of the first entry ever written: pages walk back no further. */
const FIRST_MONTH_KEY = "activity-meta/first-month";
const keyOf = (id: string) => `${PREFIX}${id}`;
const RETRY_PAUSE_MS = 200;

/** Kept per store client: a client of another store has its first month still to note. */
const firstMonthClaims = perClient<Promise<unknown>>();

/** Claimed once per instance: one store request shared by every entry written meanwhile, none after. */
function noteFirstMonth(month: string): Promise<unknown> {
  const claims = firstMonthClaims();
  let claim = claims.get(FIRST_MONTH_KEY);
  if (!claim) {
    claim = claimDocument(FIRST_MONTH_KEY, { month }).catch((error: unknown) => {
      claims.delete(FIRST_MONTH_KEY);
      throw error;
    });
    claims.set(FIRST_MONTH_KEY, claim);
  }
  return claim;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes one entry, trying twice: the change it records is committed already, so a failure here
 * must not fail the call. Only a store that fails both times loses the entry, and says so in the
 * function's log (what happened to which record, never the values).
 */
async function writeEntry(entry: ActivityEntry): Promise<boolean> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      await noteFirstMonth(entry._id.slice(0, 7));
      // false: the key exists, so an earlier attempt stored it after all (the key is unique).
      await claimDocument(keyOf(entry._id), entry, { keepCopy: false });
      return true;
    } catch (error) {
      if (attempt === 2) {
        console.error(
          `Activity entry not written (${entry.action} ${entry.collection} ${entry.recordId}):`,
          error instanceof Error ? error.message : error,
        );
        return false;
      }
      await pause(RETRY_PAUSE_MS);
    }
  }
  return false;
}

/** Writes the entries side by side; never throws. Answers how many were stored. */
export async function appendEntries(entries: readonly ActivityEntry[]): Promise<number> {
  const written = await Promise.all(entries.map(writeEntry));
  return written.filter(Boolean).length;
}

export const readEntry = (id: string) => readUnchangingDocument<ActivityEntry>(keyOf(id));

/** "2026-03" -> "2026-02"; "2026-01" -> "2025-12". */
function previousMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, "0")}`;
}

export interface PageQuery {
  limit: number;
  /** Entries older than this id (the previous page's nextCursor). */
  cursor?: string | undefined;
  /** Keeps only the entries it accepts (the filters). */
  matches?: ((entry: ActivityEntry) => boolean) | undefined;
  /** How many entries one page may read while filtering, so that a rare match cannot make a call slow. */
  scanLimit?: number;
  now?: Date;
}

/**
 * One page, newest first. `nextCursor` is null at the log's start; when filtering reads
 * `scanLimit` entries without filling the page, it is where the next call goes on (the page may
 * then be short, even empty, and still have a next one).
 */
export async function activityPage({
  limit,
  cursor,
  matches,
  scanLimit = 1000,
  now = new Date(),
}: PageQuery): Promise<{ entries: ActivityEntry[]; nextCursor: string | null }> {
  const first = await readUnchangingDocument<{ month: string }>(FIRST_MONTH_KEY);
  if (!first) return { entries: [], nextCursor: null };
  const entries: ActivityEntry[] = [];
  const newestMonth = now.toISOString().slice(0, 7);
  let month = cursor && cursor.slice(0, 7) < newestMonth ? cursor.slice(0, 7) : newestMonth;
  let scanned = 0;
  for (; month >= first.month; month = previousMonth(month)) {
    const keys = (await listDocumentKeys(`${PREFIX}${month}`))
      .filter((key) => cursor === undefined || key < keyOf(cursor))
      .reverse();
    for (let start = 0; start < keys.length;) {
      // Unfiltered, no more is read than the page still needs.
      const width = matches ? DOCUMENT_READ_WIDTH : Math.min(DOCUMENT_READ_WIDTH, limit - entries.length);
      const chunk = keys.slice(start, start + width);
      start += chunk.length;
      const read = await mapConcurrently(
        chunk,
        (key) => readUnchangingDocument<ActivityEntry>(key),
        DOCUMENT_READ_WIDTH,
      );
      for (const entry of read) {
        if (!entry) continue;
        scanned++;
        if (!matches || matches(entry)) entries.push(entry);
        if (entries.length === limit) return { entries, nextCursor: entry._id };
        if (scanned >= scanLimit) return { entries, nextCursor: entry._id };
      }
    }
  }
  return { entries, nextCursor: null };
}
