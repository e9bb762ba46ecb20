import type { RegistrationRecord } from "../../domain/membership-registrations";
import type { RenewalProblem } from "../../domain/office-payments";
import { RENEWAL_MESSAGES, renewalOpeningDay, withDueRenewalOpened } from "../../domain/renewals";
import { membershipsCollection, registrationsCollection } from "../content/collections";
import { conflict, HttpError } from "../http/errors";

/**
 * Opening renewal periods (src/domain/renewals.ts) in the store. A period's dues are frozen from
 * the membership options on the day it opens: the daily job opens every period whose day has
 * come (the day of the first reminder), a member's own read opens theirs if the job has not run
 * yet today, and a renewal payment opens one early.
 */

/** True when the record's next period should be open on `today` and is not. */
const renewalDue = (record: RegistrationRecord, today: string): boolean => {
  const opensOn = renewalOpeningDay(record);
  return opensOn !== undefined && opensOn <= today;
};

/**
 * Opens every period whose day has come, in one write of the registrations, and answers with the
 * records as they now are (the reminders job reads them next).
 */
export async function openDueRenewals(today: string): Promise<RegistrationRecord[]> {
  const records = await registrationsCollection.list();
  if (!records.some((record) => renewalDue(record, today))) return records;
  const options = await membershipsCollection.list();
  return registrationsCollection.modifyEach((record) => withDueRenewalOpened(record, today, options));
}

/** The member's record with its due period opened (one write, only when one is due and not open). */
export async function withDueRenewal(record: RegistrationRecord, today: string): Promise<RegistrationRecord> {
  if (!renewalDue(record, today)) return record;
  const options = await membershipsCollection.list();
  const updated = await registrationsCollection.modify(record._id, (current) =>
    withDueRenewalOpened(current, today, options),
  );
  return updated ?? record;
}

/** The membership options, for a renewal payment that may open a period early. */
export const renewalPrices = () => membershipsCollection.list();

/** A renewal that cannot count: 400 naming the purpose, or 409 until the office sets the period's amount. */
export function renewalRefusal(problem: RenewalProblem): HttpError {
  return problem === "noDues"
    ? conflict(RENEWAL_MESSAGES.noDues)
    : new HttpError(400, RENEWAL_MESSAGES.notRenewable, {
        issues: [{ field: "purpose", message: RENEWAL_MESSAGES.notRenewable }],
      });
}
