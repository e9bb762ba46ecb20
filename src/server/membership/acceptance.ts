import { acceptedRecord, isNumberedMember } from "../../domain/acceptance";
import { indiaToday } from "../../domain/india-date";
import type { RegistrationRecord } from "../../domain/membership-registrations";
import { registrationsCollection } from "../content/collections";
import { issueMemberNumber } from "./member-numbers";

/**
 * Accepting an application (docs/rules/members-and-money.md §5): its number comes from the ledger first (idempotent per
 * record, so a retry gets the same one), then one write makes the record accepted with it. A number
 * issued for a record removed in between stays used, as every number of a removed member does.
 */

export interface Acceptance {
  record: RegistrationRecord;
  /** This call turned a pending application into a member (the welcome e-mail goes out once). */
  newlyAccepted: boolean;
}

/** Undefined when there is no such record. */
export async function acceptRegistration(id: string): Promise<Acceptance | undefined> {
  const found = await registrationsCollection.get(id);
  if (!found) return undefined;
  if (isNumberedMember(found)) return { record: found, newlyAccepted: false };
  const memberNumber = found.memberNumber ?? (await issueMemberNumber(id));
  const today = indiaToday();
  let newlyAccepted = false;
  const record = await registrationsCollection.modify(id, (current) => {
    newlyAccepted = current.status === "pending";
    return acceptedRecord(current, current.memberNumber ?? memberNumber, today);
  });
  return record && { record, newlyAccepted };
}
