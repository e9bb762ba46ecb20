import type { RegistrantView } from "../../domain/event-access";
import type { EventRegistrationRecord } from "../../domain/event-registrations";
import type { EventPaymentFields } from "../../domain/event-payments";
import { RECORD_ID_SHAPE } from "../../domain/fields";
import { eventsCollection } from "../content/collections";
import { notFound } from "../http/errors";
import { listDocumentKeys, readDocument } from "../store";
import { registrantViewOf } from "./access";
import { addEventPayment, readEventRegistration, REGISTRATION_NOT_FOUND } from "./payments";
import { memberRegistrationKey, memberRegistrationsPrefix } from "./registration-keys";

/**
 * A member's event registrations in their account (docs/rules/events.md §5): those they made signed
 * in, found by the key each leaves under the member's id, newest first, each as its registrant sees
 * it; and a payment reported for one of them.
 */

async function memberRegistration(memberId: string, registrationId: string): Promise<EventRegistrationRecord> {
  // The id names a document key: only a record id's shape reaches the store.
  if (!RECORD_ID_SHAPE.test(registrationId)) throw notFound(REGISTRATION_NOT_FOUND);
  const claim = await readDocument<{ eventId: string }>(memberRegistrationKey(memberId, registrationId));
  const registration = claim ? await readEventRegistration(claim.eventId, registrationId) : undefined;
  // Someone else's registration is as good as none.
  if (registration?.memberId !== memberId) throw notFound(REGISTRATION_NOT_FOUND);
  return registration;
}

export async function memberEventRegistrations(memberId: string): Promise<RegistrantView[]> {
  const prefix = memberRegistrationsPrefix(memberId);
  const ids = (await listDocumentKeys(prefix)).map((key) => key.slice(prefix.length));
  const views = await Promise.all(
    ids.map(async (id) => {
      const registration = await memberRegistration(memberId, id).catch(() => undefined);
      const event = registration && (await eventsCollection.get(registration.eventId));
      return registration && event ? registrantViewOf(registration, event) : undefined;
    }),
  );
  return views
    .filter((view): view is RegistrantView => view !== undefined)
    .sort((a, b) => b.registeredOn.localeCompare(a.registeredOn) || b.reference.localeCompare(a.reference));
}

export async function reportMemberEventPayment(
  memberId: string,
  registrationId: string,
  fields: EventPaymentFields,
): Promise<{ message: string; registration: RegistrantView }> {
  const registration = await memberRegistration(memberId, registrationId);
  const event = await eventsCollection.get(registration.eventId);
  if (!event) throw notFound(REGISTRATION_NOT_FOUND);
  const outcome = await addEventPayment(event._id, registration._id, fields, "registrant");
  return { message: outcome.message, registration: await registrantViewOf(outcome.registration, event) };
}
