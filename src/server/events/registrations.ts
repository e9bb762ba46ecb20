import { newApplicationReference } from "../../domain/application-reference";
import type {
  EventRegistrationFields,
  EventRegistrationRecord,
  EventRegistrationStatus,
} from "../../domain/event-registrations";
import { chooseCategory, EVENT_REGISTRATION_MESSAGES, registrationWindow, type EventRecord } from "../../domain/events";
import { indiaToday } from "../../domain/india-date";
import { standingOf } from "../../domain/member-standing";
import type { RegistrationRecord } from "../../domain/membership-registrations";
import { eventsCollection } from "../content/collections";
import { noteChange } from "../core/call-context";
import { HttpError } from "../http/errors";
import {
  claimDocument,
  claimNextNumber,
  countClaims,
  createDocument,
  listDocumentKeys,
  newId,
  readDocument,
} from "../store";

/**
 * Registrations for events (docs/rules/events.md §3, docs/decisions/event-places.md). Each is a
 * document of its own; its place is a numbered claim made by one conditional create, so a full
 * event gives exactly its capacity of places in the order the claims succeed, and the rest a turn
 * on the waiting list the same way. No document is shared by the registrants, so a burst of them
 * never contends on one write.
 */

export const EVENT_REFERENCE_PREFIX = "EVT";

const base = (eventId: string) => `event-registrations/${eventId}/`;
const recordKey = (eventId: string, id: string) => `${base(eventId)}records/${id}`;
const placesPrefix = (eventId: string) => `${base(eventId)}places/`;
const waitingPrefix = (eventId: string) => `${base(eventId)}waiting/`;
/** Every reference once, across events: the key is the claim, its value where the registration is. */
const referenceKey = (reference: string) => `event-references/${reference}`;

/** The activity log's name for registrations. */
export const EVENT_REGISTRATIONS_ACTIVITY = "event-registrations";

/** A published event taking registrations on `today`, or the refusal that says why not. */
function openEvent(event: EventRecord | undefined, today: string): EventRecord {
  if (!event?.published) throw new HttpError(404, EVENT_REGISTRATION_MESSAGES.notFound);
  const window = registrationWindow(event, today);
  if (window === "not-open") throw new HttpError(400, EVENT_REGISTRATION_MESSAGES.notOpen(event.registrationOpens));
  if (window === "closed") throw new HttpError(400, EVENT_REGISTRATION_MESSAGES.closed(event.registrationCloses));
  return event;
}

/** A reference no registration has: the claim of its key makes it this registration's. */
async function claimReference(eventId: string, registrationId: string): Promise<string> {
  for (;;) {
    const reference = newApplicationReference(EVENT_REFERENCE_PREFIX);
    if (await claimDocument(referenceKey(reference), { eventId, registrationId }, { keepCopy: false }))
      return reference;
  }
}

/** A place if one is left (none to claim without a capacity), else the next turn on the waiting list. */
async function placeOrTurn(
  event: EventRecord,
  registrationId: string,
): Promise<{ status: EventRegistrationStatus; place?: number; waitingTurn?: number }> {
  if (event.capacity === null) return { status: "placed" };
  const claim = { registrationId };
  const place = await claimNextNumber(placesPrefix(event._id), claim, event.capacity);
  if (place !== undefined) return { status: "placed", place };
  const waitingTurn = await claimNextNumber(waitingPrefix(event._id), claim);
  return { status: "waiting", ...(waitingTurn === undefined ? {} : { waitingTurn }) };
}

/**
 * Registers for a published event open on India's `today`: the server decides the category's
 * price (early-bird or regular on that day; a members' category only for `member` in good
 * standing), then claims a place or a turn on the waiting list. 404 for an event that is not
 * published, 400 with why for a closed window or a category the registrant may not take.
 */
export async function registerForEvent(
  eventId: string,
  fields: EventRegistrationFields,
  member: RegistrationRecord | undefined,
  now: Date = new Date(),
): Promise<EventRegistrationRecord> {
  const today = indiaToday(now);
  const event = openEvent(await eventsCollection.get(eventId), today);
  const choice = chooseCategory(event, fields.category, member ? standingOf(member, today) : undefined, today);
  if (!choice.ok)
    throw new HttpError(400, choice.message, { issues: [{ field: "category", message: choice.message }] });

  const id = newId();
  const reference = await claimReference(event._id, id);
  const { category, fee, gst, total, earlyBird } = choice.price;
  const at = now.toISOString();
  const given = await placeOrTurn(event, id);
  const record: EventRegistrationRecord = {
    _id: id,
    createdAt: at,
    updatedAt: at,
    eventId: event._id,
    reference,
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    institution: fields.institution,
    ...(fields.gstin === undefined ? {} : { gstin: fields.gstin }),
    ...(member ? { memberId: member._id } : {}),
    category,
    fee,
    gst,
    total,
    earlyBird,
    registeredOn: today,
    ...given,
  };
  await createDocument(recordKey(event._id, id), record);
  noteChange({
    collection: EVENT_REGISTRATIONS_ACTIVITY,
    recordId: id,
    before: undefined,
    after: record,
    seenByVisitors: false,
  });
  return record;
}

/** Every registration for the event, oldest first. */
export async function listEventRegistrations(eventId: string): Promise<EventRegistrationRecord[]> {
  const keys = await listDocumentKeys(`${base(eventId)}records/`);
  const records = await Promise.all(keys.map((key) => readDocument<EventRegistrationRecord>(key)));
  return records
    .filter((record): record is EventRegistrationRecord => record !== null)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}

/** Places not yet claimed; null for an event without a capacity. */
export async function placesLeft(event: Pick<EventRecord, "_id" | "capacity">): Promise<number | null> {
  if (event.capacity === null) return null;
  return Math.max(0, event.capacity - (await countClaims(placesPrefix(event._id))));
}

/** How many registrations the event has had (cancelled ones too: their records stay). */
export async function countEventRegistrations(eventId: string): Promise<number> {
  return (await listDocumentKeys(`${base(eventId)}records/`)).length;
}
