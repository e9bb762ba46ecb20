import { daysBetween } from "./india-date";
import type { MembershipTerm } from "./membership-terms";

/**
 * A member's standing (docs/rules/members-and-money.md §5), shown to the member as `status`: Pending until accepted;
 * then Life, or for an annual membership Active, Expiring (30 days or fewer left) or Lapsed (past
 * `validUntil`). Pure: "today" is India's date, given by the caller.
 */

export const STANDINGS = ["Pending", "Life", "Active", "Expiring", "Lapsed"] as const;
export type Standing = (typeof STANDINGS)[number];

export const EXPIRING_WITHIN_DAYS = 30;

/** What the standing needs of a record; `validUntil` arrives with acceptance and renewals. */
export interface StandingInput {
  status: "pending" | "accepted";
  membershipType: string;
  term?: MembershipTerm | undefined;
  validUntil?: string | undefined;
}

/** An option or record without a term: `Life` when its type's name contains "Life" (any case), else `Annual` (docs/rules/members-and-money.md §2). */
export const termOfType = (membershipType: string): MembershipTerm =>
  /life/i.test(membershipType) ? "Life" : "Annual";

/** The term frozen on the record at application, or the one its type's name implies. */
export const termOf = (record: Pick<StandingInput, "membershipType" | "term">): MembershipTerm =>
  record.term ?? termOfType(record.membershipType);

export function standingOf(record: StandingInput, today: string): Standing {
  if (record.status !== "accepted") return "Pending";
  if (termOf(record) === "Life") return "Life";
  if (record.validUntil === undefined) return "Active";
  const daysLeft = daysBetween(today, record.validUntil);
  if (daysLeft < 0) return "Lapsed";
  return daysLeft <= EXPIRING_WITHIN_DAYS ? "Expiring" : "Active";
}

/** A lapsed member stays in the public directory this many days after `validUntil` (docs/rules/members-and-money.md §5). */
export const LAPSED_LISTING_DAYS = 90;

/** Whether the public directory lists the record on `today`: accepted, and not lapsed for more than 90 days. */
export function isListedInDirectory(record: StandingInput, today: string): boolean {
  const standing = standingOf(record, today);
  if (standing === "Pending") return false;
  if (standing !== "Lapsed" || record.validUntil === undefined) return true;
  return daysBetween(record.validUntil, today) <= LAPSED_LISTING_DAYS;
}
