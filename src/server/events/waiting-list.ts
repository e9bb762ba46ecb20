import type { EventRegistrationRecord } from "../../domain/event-registrations";
import type { EventRecord } from "../../domain/events";
import { addDays, indiaToday } from "../../domain/india-date";
import { eventsCollection } from "../content/collections";
import { conflict, notFound } from "../http/errors";
import { claimDocument, claimNextNumber, countClaims, newId, numberedKey } from "../store";
import { offerFreedPlace } from "./cancellations";
import { freePlaceHeldByNobody } from "./place-repair";
import { EVENT_NOT_FOUND } from "./events";
import { mailPlaceOffered } from "./offer-mail";
import { readEventRegistration, REGISTRATION_NOT_FOUND } from "./payments";
import { offersPrefix, placesPrefix, waitingPrefix } from "./registration-keys";
import { changeRegistration, logRegistrationChange } from "./registration-changes";
import { takeVacancy } from "./registrations";

/**
 * Places given to the waiting list other than by a cancellation (docs/rules/events.md §4,
 * docs/decisions/event-places.md): the office promotes one registration out of turn, and an event
 * whose capacity is raised (or cleared) offers its new places to those waiting, first turn first.
 * Either way the registration is offered the place as a freed place is: it has the event's days to
 * pay, and is e-mailed the same offer.
 */

export const PROMOTE_MESSAGES = {
  notWaiting: "Only a registration on the waiting list can be offered a place.",
} as const;

type Registration = EventRegistrationRecord;

/**
 * A place for a promotion: one never claimed within the capacity, else a vacancy, else the next
 * number beyond the capacity: the office may give more places than the event has, and each counts
 * as taken (places left never go below 0).
 */
async function promotionPlace(event: EventRecord, registrationId: string): Promise<number> {
  const claim = { registrationId, claimedAt: new Date().toISOString() };
  const prefix = placesPrefix(event._id);
  const within = event.capacity === null ? undefined : await claimNextNumber(prefix, claim, event.capacity);
  const place = within ?? (await takeVacancy(event, registrationId)) ?? (await claimNextNumber(prefix, claim));
  // Without a bound a claim always gets a number.
  if (place === undefined) throw new Error("No place could be claimed.");
  return place;
}

/**
 * Offers the waiting registration a place now, out of turn: it becomes `offered`, with the event's
 * days to pay from India's today. Its turn's offer is claimed first, so a freed place never goes to
 * it at the same time, and a second promotion of it is refused. Answers the offered registration
 * and the event, for its e-mail (mailPlaceOffered). 404 for an unknown event or registration, 409
 * for one not waiting.
 */
export async function promoteFromWaitingList(
  eventId: string,
  registrationId: string,
  now: Date = new Date(),
): Promise<{ offered: Registration; event: EventRecord }> {
  const event = await eventsCollection.get(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  // Unknown, or not a record id's shape (which never reaches the store as a key).
  const existing = await readEventRegistration(eventId, registrationId);
  if (!existing) throw notFound(REGISTRATION_NOT_FOUND);
  if (existing.status !== "waiting") throw conflict(PROMOTE_MESSAGES.notWaiting);
  const turn = existing.waitingTurn;
  if (
    turn !== undefined &&
    !(await claimDocument(numberedKey(offersPrefix(eventId), turn), { promoted: true }, { keepCopy: false }))
  )
    throw conflict(PROMOTE_MESSAGES.notWaiting);

  const today = indiaToday(now);
  const place = await promotionPlace(event, registrationId);
  const change = await changeRegistration(eventId, registrationId, (current) =>
    current.status === "waiting"
      ? { ...current, status: "offered", place, offeredUntil: addDays(today, event.offerDays) }
      : undefined,
  );
  if (!change) {
    // Cancelled meanwhile: the place it was given is freed as a cancellation frees one.
    const next = await offerFreedPlace(event, place, today);
    if (next) await mailPlaceOffered(next, event);
    throw conflict(PROMOTE_MESSAGES.notWaiting);
  }
  logRegistrationChange(change);
  return { offered: change.after, event };
}

/** The capacity was raised, or cleared (no limit): there are new places. */
export const capacityRaised = (before: number | null, after: number | null): boolean =>
  before !== null && (after === null || after > before);

/**
 * After an event is saved with more places than before (or no limit), its new places go to those
 * waiting, first turn first, each e-mailed as a cancellation's offer is, until the places or those
 * waiting run out. Each new place is claimed as a place nobody holds and freed at once, as the
 * daily repair frees one (place-repair.ts): its freeing is claimed, so the repair never frees it
 * again, and a request stopped between the two leaves a place the repair frees. Answers the
 * registrations offered a place, in turn.
 */
export async function offerAddedPlaces(
  before: Pick<EventRecord, "capacity">,
  event: EventRecord,
  now: Date = new Date(),
): Promise<Registration[]> {
  if (!capacityRaised(before.capacity, event.capacity)) return [];
  // Nobody has ever waited: nothing to offer.
  if ((await countClaims(waitingPrefix(event._id))) === 0) return [];
  const today = indiaToday(now);
  const offered: Registration[] = [];
  for (;;) {
    // Names no registration: a place freed for the waiting list.
    const claim = { registrationId: newId(), claimedAt: new Date().toISOString() };
    const place = await claimNextNumber(placesPrefix(event._id), claim, event.capacity ?? Infinity);
    if (place === undefined) break;
    const { offered: given } = await freePlaceHeldByNobody(
      event,
      place,
      claim.registrationId,
      today,
      offered.at(-1)?.waitingTurn ?? 0,
    );
    // Nobody waits any more: the place became a vacancy, which the next registration takes.
    if (!given) break;
    offered.push(given);
  }
  return offered;
}
