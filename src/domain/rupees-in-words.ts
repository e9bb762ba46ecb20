/**
 * An amount in words in the Indian system, as receipts and cheques write it (docs/rules/members-and-money.md §4):
 * "Rupees One Lakh Eighteen Thousand only", "Rupees Five Hundred Ninety and Fifty Paise only".
 *
 * One form throughout: "Rupees", the rupees in words ("Zero" when there are none), then
 * "and <n> Paise" when there are paise ("One Paisa" for one), then "only". Title case, no hyphens
 * and no "and" inside a number, as Indian bank forms write it.
 */

import { toPaise } from "./money";

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** Crore, lakh and thousand take two digits each (up to 99 crore); hundreds one. */
const SCALES = [
  { value: 10_000_000, name: "Crore" },
  { value: 100_000, name: "Lakh" },
  { value: 1_000, name: "Thousand" },
  { value: 100, name: "Hundred" },
] as const;

/** The largest amount in words: 99,99,99,999.99 (below one hundred crore). */
export const MAX_RUPEES_IN_WORDS = 999_999_999.99;

/** 1 to 99. */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value] ?? "";
  const unit = value % 10;
  const tens = TENS[Math.floor(value / 10)] ?? "";
  return unit === 0 ? tens : `${tens} ${ONES[unit] ?? ""}`;
}

/** A whole number from 0 to 99,99,99,999 in words. */
export function numberInWords(value: number): string {
  if (value === 0) return ONES[0] ?? "";
  const words: string[] = [];
  let rest = value;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.value);
    if (count > 0) words.push(`${belowHundred(count)} ${scale.name}`);
    rest %= scale.value;
  }
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(" ");
}

/**
 * `amount` rupees (at most 2 decimals; a finer amount is rounded to the nearest paisa) in words.
 * RangeError for a negative, non-finite or too large amount (over 99,99,99,999.99).
 */
export function rupeesInWords(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`An amount in words must be a finite number of 0 or more, not ${amount}.`);
  }
  const paise = toPaise(amount);
  if (paise > toPaise(MAX_RUPEES_IN_WORDS)) {
    throw new RangeError(`An amount in words must be at most 99,99,99,999.99, not ${amount}.`);
  }
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const rupeePart = `Rupees ${numberInWords(rupees)}`;
  if (cents === 0) return `${rupeePart} only`;
  return `${rupeePart} and ${belowHundred(cents)} ${cents === 1 ? "Paisa" : "Paise"} only`;
}
