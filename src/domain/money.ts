/**
 * Money, to the paisa, in one place (docs/rules/money.md). Records and answers carry rupees as
 * numbers (the API's contract); every sum, split and comparison is done here in whole paise, so no
 * binary fraction ever loses or invents a paisa.
 */

/** Rupees (at most 2 decimals) as whole paise. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** Whole paise as rupees. */
export const toRupees = (paise: number): number => paise / 100;

/** True when `rupees` has no fraction of a paisa (a typing mistake such as 10.005). */
export const isWholePaise = (rupees: number): boolean => Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6;

/** The sum of rupee amounts, exact to the paisa. */
export const sumRupees = (amounts: readonly number[]): number =>
  toRupees(amounts.reduce((sum, amount) => sum + toPaise(amount), 0));

/** a − b in rupees, exact to the paisa. */
export const subtractRupees = (a: number, b: number): number => toRupees(toPaise(a) - toPaise(b));

/** Compares two rupee amounts to the paisa: negative, zero or positive. */
export const compareRupees = (a: number, b: number): number => toPaise(a) - toPaise(b);

/**
 * amount × part / whole in paise, rounded half up. BigInt, so no product of large amounts loses a
 * paisa; `whole` must be more than 0.
 */
export function proportionOfPaise(amount: number, part: number, whole: number): number {
  const [a, p, w] = [BigInt(amount), BigInt(part), BigInt(whole)];
  return Number((2n * a * p + w) / (2n * w));
}

/**
 * A rate in percent as GST tables write it, from a fee and its tax: 18, 5, 2.5, or 12.34 for a
 * figure that is no rate at all. Rounded to 2 decimals; 0 when the fee is 0.
 */
export function percentOf(part: number, whole: number): number {
  const wholePaise = toPaise(whole);
  if (wholePaise <= 0) return 0;
  return Math.round((toPaise(part) * 10_000) / wholePaise) / 100;
}
