import { backoffDelay } from "../core/backoff";
import { keyedQueue } from "../core/keyed-queue";
import { claimDocument, listDocumentKeys } from "./documents";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inTurn = keyedQueue();

/**
 * Numbered claims: `<prefix>000001`, `<prefix>000002`, … each made once by a conditional create,
 * so whoever creates number n holds it, however many ask at once and from however many function
 * instances (docs/decisions/event-places.md). The numbers are given without gaps in the order the
 * creates succeed: each claimer tries the lowest number it has not seen taken, and a claim is never
 * removed. No shared document is read and rewritten, so claimers never retry a whole write; one
 * that lost a number waits a moment (backoff with jitter) before the next.
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

async function claimFrom(prefix: string, value: unknown, max: number): Promise<number | undefined> {
  let next = (await countClaims(prefix)) + 1;
  for (let refused = 1; next <= max; refused++) {
    if (await claimDocument(numberedKey(prefix, next), value, { keepCopy: false })) return next;
    // Claimers that collided spread out (as writers of a busy document do) instead of racing for
    // each following number in step: a burst then costs far fewer refused creates.
    await pause(backoffDelay(refused));
    next = Math.max(next + 1, (await countClaims(prefix)) + 1);
  }
  return undefined;
}
