/**
 * The application reference an applicant quotes on the phone, in a UPI payment and in letters
 * (docs/rules/members-and-money.md §3): "APP-" and two groups of four, 13 characters. Free of zod and I/O besides the
 * platform's random numbers (islands and the server both run it).
 */

/**
 * 32 symbols: digits and capitals without 0, O, 1 and I, which sound or look alike when a
 * reference is read out or copied from a screen.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const REFERENCE_PREFIX = "APP";
const GROUPS = 2;
const GROUP_LENGTH = 4;
/** Random symbols in a reference: 32^8, about 10^12 references. */
export const REFERENCE_SYMBOLS = GROUPS * GROUP_LENGTH;

export const APPLICATION_REFERENCE_PATTERN = /^APP-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** An event registration's reference (docs/rules/events.md §3): the same form with "EVT". */
export const EVENT_REFERENCE_PATTERN = /^EVT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;
export const EVENT_REFERENCE_MESSAGE = "Reference must look like EVT-ABCD-2345, as in your registration e-mail.";

/** An abstract's reference (docs/rules/events.md §8): the same form with "ABS". */
export const ABSTRACT_REFERENCE_PREFIX = "ABS";
export const ABSTRACT_REFERENCE_PATTERN = /^ABS-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/**
 * The reference made of `random` (one byte per symbol). 256 is a multiple of 32, so each symbol is
 * equally likely.
 */
export function applicationReference(random: Uint8Array, prefix: string = REFERENCE_PREFIX): string {
  if (random.length < REFERENCE_SYMBOLS) throw new RangeError(`A reference needs ${REFERENCE_SYMBOLS} random bytes.`);
  const symbols = Array.from(random.subarray(0, REFERENCE_SYMBOLS), (byte) => REFERENCE_ALPHABET[byte % 32] ?? "");
  const groups = Array.from({ length: GROUPS }, (_, index) =>
    symbols.slice(index * GROUP_LENGTH, (index + 1) * GROUP_LENGTH).join(""),
  );
  return [prefix, ...groups].join("-");
}

/**
 * A fresh random reference; the register route makes sure no stored application has it. Other
 * series read the same way with a prefix of their own ("EVT" for event registrations).
 */
export function newApplicationReference(prefix: string = REFERENCE_PREFIX): string {
  return applicationReference(globalThis.crypto.getRandomValues(new Uint8Array(REFERENCE_SYMBOLS)), prefix);
}

export const isApplicationReference = (text: string): boolean => APPLICATION_REFERENCE_PATTERN.test(text);
