import { termOf } from "./member-standing";
import type { RegistrationRecord } from "./membership-registrations";
import { validUntilOnAcceptance } from "./membership-validity";

/**
 * What accepting does to a record (docs/rules/members-and-money.md §5), pure: the caller brings the membership number
 * (issued once per record) and India's date.
 */

/** Accepted and numbered: accepting it again changes nothing. */
export const isNumberedMember = (record: Pick<RegistrationRecord, "status" | "memberNumber">): boolean =>
  record.status === "accepted" && record.memberNumber !== undefined;

/**
 * A pending record becomes accepted on `today` with `memberNumber`, valid for a year if annual.
 * A record accepted before numbers existed only gets its number: its dates are not known here,
 * and the office corrects them (PUT /api/membership-registrations/{id}).
 */
export function acceptedRecord(record: RegistrationRecord, memberNumber: string, today: string): RegistrationRecord {
  if (isNumberedMember(record)) return record;
  if (record.status === "accepted") return { ...record, memberNumber };
  const accepted: RegistrationRecord = { ...record, status: "accepted", memberNumber, acceptedAt: today };
  const validUntil = validUntilOnAcceptance(termOf(record), today);
  if (validUntil === undefined) Reflect.deleteProperty(accepted, "validUntil");
  return validUntil === undefined ? accepted : { ...accepted, validUntil };
}
