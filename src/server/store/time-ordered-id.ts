import { randomBytes } from "node:crypto";

/** The random part's width: 24 hex digits, as `newId` gives. */
const DIGITS = 24;

let last = { at: Number.NaN, serial: 0n };

/**
 * "2026-11-27T10-15-00-000Z-<24 hex>": a key whose order is the order of `at`, and, within one
 * millisecond, the order in which this instance made them (the random part of the next one counts
 * up from the last, as monotonic ULIDs do). Two keys of one millisecond from two instances keep a
 * random order. The outbox and the activity log list their newest first by these keys.
 */
export function timeOrderedId(at: Date): string {
  const millisecond = at.getTime();
  // A random start below half the range, so counting up within a millisecond never overflows.
  const serial =
    millisecond === last.at ? last.serial + 1n : BigInt(`0x${randomBytes(DIGITS / 2).toString("hex")}`) >> 1n;
  last = { at: millisecond, serial };
  return `${at.toISOString().replace(/[:.]/g, "-")}-${serial.toString(16).padStart(DIGITS, "0")}`;
}
