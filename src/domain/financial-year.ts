/**
 * India's financial year (1 April to 31 March) and the receipt numbers of its series
 * (docs/rules/members-and-money.md §3): `2026-27/0001`, written `2026-27-0001` in addresses and file names.
 */

/** The financial year a day (YYYY-MM-DD, India's date) falls in: "2026-27" for 2026-04-01 to 2027-03-31. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The `sequence`-th receipt of `financialYear`: "2026-27/0001". Four digits at least, more past 9999. */
export const receiptNumber = (financialYear: string, sequence: number): string =>
  `${financialYear}/${String(sequence).padStart(4, "0")}`;

const RECEIPT_NUMBER = /^(\d{4})-(\d{2})\/(\d{4,})$/;

/** The parts of a receipt number, or null when `text` is not one (the year pair must follow on). */
export function parseReceiptNumber(text: string): { financialYear: string; sequence: number } | null {
  const match = RECEIPT_NUMBER.exec(text);
  if (!match) return null;
  const [, start, end, sequence] = match;
  if ((Number(start) + 1) % 100 !== Number(end)) return null;
  const value = Number(sequence);
  return value >= 1 && Number.isSafeInteger(value) ? { financialYear: `${start}-${end}`, sequence: value } : null;
}

/** "2026-27/0001" as it is written in a URL and a file name: "2026-27-0001". */
export const receiptSlug = (number: string): string => number.replace("/", "-");

/** The receipt number a URL names ("2026-27-0001"), or null. */
export function receiptNumberFromSlug(slug: string): string | null {
  const number = slug.replace(/^(\d{4}-\d{2})-/, "$1/");
  return parseReceiptNumber(number) ? number : null;
}
