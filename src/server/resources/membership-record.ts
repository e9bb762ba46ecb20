import { indiaToday } from "../../domain/india-date";
import {
  adminRegistration,
  REGISTRATION_MESSAGES,
  sameEmail,
  type RegistrationRecord,
} from "../../domain/membership-registrations";
import {
  correctedRecord,
  correctionIssues,
  registrationCorrection,
  unchangedIssues,
} from "../../domain/registration-correction";
import { registrationsCollection } from "../content/collections";
import { conflict, HttpError, notFound } from "../http/errors";
import { publishIfListingChanged } from "../membership/directory-listing";
import { resource, route } from "../api/handler";
import { StaleRecordError } from "../store";

/**
 * PUT /api/membership-registrations/{id} (docs/rules/members-and-money.md §5): the office corrects a record's details
 * and validity (never the password, payments, number, type or amounts: registration-correction.ts).
 * Everything that depends on other records or on the stored version is checked inside the write.
 */

const correct = route({
  admin: "membership",
  body: registrationCorrection,
  activity: "correct",
  async handle({ id, body, expectedUpdatedAt }) {
    let before: RegistrationRecord | undefined;
    const today = indiaToday();
    const updated = await registrationsCollection.modify(id, (current, records) => {
      if (expectedUpdatedAt !== undefined && current.updatedAt !== expectedUpdatedAt) throw new StaleRecordError();
      const issues = [...unchangedIssues(adminRegistration(current, today), body), ...correctionIssues(current, body)];
      if (issues.length > 0) throw new HttpError(400, issues.map((issue) => issue.message).join(" "), { issues });
      const { email } = body;
      if (email !== undefined && records.some((other) => other._id !== id && sameEmail(other.email, email))) {
        throw conflict(REGISTRATION_MESSAGES.duplicate);
      }
      before = current;
      return correctedRecord(current, body, today);
    });
    if (!updated) throw notFound("Membership request");
    if (before) await publishIfListingChanged(before, updated);
    return adminRegistration(updated, today);
  },
});

/** PUT /api/membership-registrations/{id}. */
export const membershipRecordHandler = resource({ "PUT :id": correct });
