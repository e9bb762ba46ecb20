import type { RegistrationRecord } from "./membership-registrations";

/**
 * A member's standing (MEMBERS.md 5), shown to the member as `status`: Pending until accepted;
 * then Life, or for an annual membership Active, Expiring (30 days or fewer left) or Lapsed (past
 * `validUntil`). Pure: "today" is India's date, given by the caller.
 */

export const STANDINGS = ["Pending", "Life", "Active", "Expiring", "Lapsed"] as const;
export type Standing = (typeof STANDINGS)[number];

export const EXPIRING_WITHIN_DAYS = 30;

/** What the standing needs of a record; `validUntil` arrives with acceptance and renewals. */
export type StandingInput = Pick<RegistrationRecord, "status" | "membershipType"> & { validUntil?: string | undefined };

/** Until options carry their term on the record, a type named "... Life ..." is a life membership (MEMBERS.md 2). */
export const isLifeMembershipType = (membershipType: string) => /\blife\b/i.test(membershipType);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole days from `from` to `to`, both YYYY-MM-DD. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export function standingOf(record: StandingInput, today: string): Standing {
  if (record.status !== "accepted") return "Pending";
  if (isLifeMembershipType(record.membershipType)) return "Life";
  if (record.validUntil === undefined) return "Active";
  const daysLeft = daysBetween(today, record.validUntil);
  if (daysLeft < 0) return "Lapsed";
  return daysLeft <= EXPIRING_WITHIN_DAYS ? "Expiring" : "Active";
}
