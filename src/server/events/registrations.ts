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
import { DOCUMENT_READ_WIDTH, mapConcurrently } from "../core/map-concurrently";
import { noteChange } from "../core/call-context";
import { HttpError } from "../http/errors";
import {
  memberRegistrationKey,
  placesPrefix,
  recordKey,
  recordsPrefix,
  referenceKey,
  vacanciesPrefix,
  vacancyTakenPrefix,
  waitingPrefix,
} from "./registration-keys";
import {
  claimDocument,
  claimNextNumber,
  countClaims,
  createDocument,
  listDocumentKeys,
  newId,
  numberedKey,
  readDocument,
  updateDocument,
} from "../store";

/**
 * Registrations for events (docs/rules/events.md §3, docs/decisions/event-places.md). Each is a
 * document of its own; its place is a numbered claim made by one conditional create, so a full
 * event gives exactly its capacity of places in the order the claims succeed, and the rest a turn
 * on the waiting list the same way. No document is shared by the registrants, so a burst of them
 * never contends on one write.
 */

export const EVENT_REFERENCE_PREFIX = "EVT";

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
  // When: the daily repair leaves a claim whose registration may still be on its way (place-repair.ts).
  const claim = { registrationId, claimedAt: new Date().toISOString() };
  const place =
    (await claimNextNumber(placesPrefix(event._id), claim, event.capacity)) ??
    (await takeVacancy(event, registrationId));
  if (place !== undefined) return { status: "placed", place };
  const waitingTurn = await claimNextNumber(waitingPrefix(event._id), claim);
  return { status: "waiting", ...(waitingTurn === undefined ? {} : { waitingTurn }) };
}

/**
 * Registers for a published event open on India's `today`: the server decides the category's
 * price (early-bird or regular on that day; a members' category only for `member` in good
 * standing), then claims a place or a turn on the waiting list. 404 for an event that is not
 * published, 400 with why for a closed window or a category the registrant may not take. Answers
 * the registration and the event as read for it.
 */
export async function registerForEvent(
  eventId: string,
  fields: EventRegistrationFields,
  member: RegistrationRecord | undefined,
  now: Date = new Date(),
): Promise<{ record: EventRegistrationRecord; event: EventRecord }> {
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
  // A member's account lists the registrations they made signed in (docs/rules/events.md §5).
  if (member) await createDocument(memberRegistrationKey(member._id, id), { eventId: event._id }, { keepCopy: false });
  noteChange({
    collection: EVENT_REGISTRATIONS_ACTIVITY,
    recordId: id,
    before: undefined,
    after: record,
    seenByVisitors: false,
  });
  return { record, event };
}

/** An event's desk reads thousands of small documents: wider than a listing's usual width (benchmarks.md, events). */
const DESK_READ_WIDTH = 3 * DOCUMENT_READ_WIDTH;

/** Every registration for the event, oldest first. */
export async function listEventRegistrations(eventId: string): Promise<EventRegistrationRecord[]> {
  const keys = await listDocumentKeys(recordsPrefix(eventId));
  const records = await mapConcurrently(keys, (key) => readDocument<EventRegistrationRecord>(key), DESK_READ_WIDTH);
  return records
    .filter((record): record is EventRegistrationRecord => record !== null)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}

/** Places nobody holds: never claimed, or freed with nobody waiting and not taken since; null without a capacity. */
export async function placesLeft(event: Pick<EventRecord, "_id" | "capacity">): Promise<number | null> {
  if (event.capacity === null) return null;
  const [claimed, vacancies, taken] = await Promise.all([
    countClaims(placesPrefix(event._id)),
    countClaims(vacanciesPrefix(event._id)),
    countClaims(vacancyTakenPrefix(event._id)),
  ]);
  return Math.max(0, event.capacity - claimed + vacancies - taken);
}

/**
 * A place freed when nobody was waiting (cancellations.ts), for a registration once every place has
 * been claimed: the first vacancy whose taking this registration claims. The place's document then
 * names it. None while no place is left: a place given beyond the capacity (a promotion from the
 * waiting list, waiting-list.ts) is held all the same, so the vacancy it outnumbers is not free.
 */
export async function takeVacancy(
  event: Pick<EventRecord, "_id" | "capacity">,
  registrationId: string,
): Promise<number | undefined> {
  const eventId = event._id;
  const prefix = vacanciesPrefix(eventId);
  const keys = await listDocumentKeys(prefix);
  if (keys.length === 0 || (await placesLeft(event)) === 0) return undefined;
  for (const key of keys) {
    const taking = `${vacancyTakenPrefix(eventId)}${key.slice(prefix.length)}`;
    const vacancy = await readDocument<{ place: number }>(key);
    if (!vacancy || !(await claimDocument(taking, { registrationId }, { keepCopy: false }))) continue;
    await setPlaceHolder(eventId, vacancy.place, registrationId);
    return vacancy.place;
  }
  return undefined;
}

/** Place `place` is now `registrationId`'s (a promotion, a vacancy taken). */
export const setPlaceHolder = (eventId: string, place: number, registrationId: string) =>
  updateDocument<unknown, undefined>(numberedKey(placesPrefix(eventId), place), null, () => ({
    next: { registrationId },
    result: undefined,
  }));

/** How many registrations the event has had (cancelled ones too: their records stay). */
export async function countEventRegistrations(eventId: string): Promise<number> {
  return (await listDocumentKeys(recordsPrefix(eventId))).length;
}
