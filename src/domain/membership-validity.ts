import { dayAfter, dayBefore, sameDateNextYear } from "./india-date";
import type { MembershipTerm } from "./membership-terms";

/**
 * How long an annual membership runs (docs/rules/members-and-money.md §5). A year of membership starts on a day and
 * ends the day before the same date a year later (accepted 2026-11-27: valid until 2027-11-26), so
 * each renewal keeps the member's anniversary. Days are YYYY-MM-DD (India's dates); the
 * arithmetic is india-date.ts's.
 */

/** The last day of a year of membership that starts on `start`. */
export const lastDayOfYearFrom = (start: string): string => dayBefore(sameDateNextYear(start));

/** `validUntil` given on acceptance: none for a life membership, a year from acceptance for an annual one. */
export const validUntilOnAcceptance = (term: MembershipTerm, acceptedAt: string): string | undefined =>
  term === "Life" ? undefined : lastDayOfYearFrom(acceptedAt);

/**
 * `validUntil` after a received renewal: one year after the later of `validUntil` and the day
 * before `paidOn`. Renewing early adds a year to the days left; renewing after a lapse starts a
 * new year on the payment date. "One year after" a last day is the next year of membership, which
 * starts the day after it, so an anniversary on 1 March stays there across 29 February.
 */
export function validUntilAfterRenewal(validUntil: string | undefined, paidOn: string): string {
  const before = dayBefore(paidOn);
  const base = validUntil !== undefined && validUntil > before ? validUntil : before;
  return lastDayOfYearFrom(dayAfter(base));
}
