import { backoffDelay } from "../core/backoff";
import { keyedQueue } from "../core/keyed-queue";
import { claimDocument, listDocumentKeys, readUnchangingDocument } from "./documents";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inTurn = keyedQueue();
/** The highest number this instance has claimed under each prefix: where its next claim starts. */
const lastClaimed = new Map<string, number>();

/**
 * Numbered claims: `<prefix>000001`, `<prefix>000002`, … each made once by a conditional create,
 * so whoever creates number n holds it, however many ask at once and from however many function
 * instances (docs/decisions/event-places.md). The numbers are given without gaps in the order the
 * creates succeed: each claimer tries the lowest number it has not seen taken, and a claim is never
 * removed. No shared document is read and rewritten, so claimers never retry a whole write; one
 * that lost a number waits a moment (backoff with jitter) before the next.
 *
 * Counting the numbers taken lists every key under the prefix, which grows with them (5,000
 * places: five pages of keys). An instance that has claimed a number before starts after it
 * instead, once one read shows that number is still there (a store restored from an older backup
 * may have lost it: then it counts), so a run of claims costs a create each, not a listing each.
 */

const DIGITS = 6;
export const numberedKey = (prefix: string, number: number) => `${prefix}${String(number).padStart(DIGITS, "0")}`;

/** How many numbers under `prefix` are taken (a lower bound while others are claiming). */
export const countClaims = async (prefix: string): Promise<number> => (await listDocumentKeys(prefix)).length;

/**
 * Claims the lowest free number under `prefix` for `value`, up to `max` (none above it: undefined
 * when all are taken). A create that loses a race looks again at how many are taken and goes on
 * from there.
 */
export function claimNextNumber(prefix: string, value: unknown, max = Infinity): Promise<number | undefined> {
  // One claim of a prefix at a time in this instance: its claimers would only collide with each
  // other, so only claimers in other instances can take a number first.
  return inTurn(prefix, () => claimFrom(prefix, value, max));
}

/** The first number worth trying: after this instance's last claim while it stands, else after the count. */
async function firstToTry(prefix: string): Promise<number> {
  const last = lastClaimed.get(prefix);
  if (last !== undefined && (await readUnchangingDocument(numberedKey(prefix, last))) !== null) return last + 1;
  return (await countClaims(prefix)) + 1;
}

async function claimFrom(prefix: string, value: unknown, max: number): Promise<number | undefined> {
  let next = await firstToTry(prefix);
  for (let refused = 1; next <= max; refused++) {
    if (await claimDocument(numberedKey(prefix, next), value, { keepCopy: false })) {
      lastClaimed.set(prefix, next);
      return next;
    }
    // Claimers that collided spread out (as writers of a busy document do) instead of racing for
    // each following number in step: a burst then costs far fewer refused creates.
    await pause(backoffDelay(refused));
    next = Math.max(next + 1, (await countClaims(prefix)) + 1);
  }
  return undefined;
}
