import { randomBytes } from "node:crypto";

/** The counting part's width: 24 hex digits, as `newId` gives. */
const DIGITS = 24;

/** Starts at a random point below half the range (so counting up never overflows), once per instance. */
let serial = BigInt(`0x${randomBytes(DIGITS / 2).toString("hex")}`) >> 1n;

/**
 * "2026-11-27T10-15-00-000Z-<24 hex>": keys whose order is the order of `at`, and, for keys of one
 * millisecond, the order in which this instance made them (the part after the time counts up with
 * every key, from a random start). Two instances' keys of one millisecond keep a random order and,
 * their starts being random, do not collide. The outbox and the activity log list their newest
 * first by these keys.
 */
export function timeOrderedId(at: Date): string {
  serial += 1n;
  return `${at.toISOString().replace(/[:.]/g, "-")}-${serial.toString(16).padStart(DIGITS, "0")}`;
}
