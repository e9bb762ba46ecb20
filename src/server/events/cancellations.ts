import type { EventRegistrationRecord } from "../../domain/event-registrations";
import type { EventRecord } from "../../domain/events";
import { RECORD_ID_SHAPE } from "../../domain/fields";
import { addDays, indiaToday } from "../../domain/india-date";
import { eventsCollection } from "../content/collections";
import { conflict, notFound } from "../http/errors";
import { claimDocument, claimNextNumber, listDocumentKeys, numberedKey, readDocument } from "../store";
import { EVENT_NOT_FOUND } from "./events";
import { offersPrefix, recordKey, vacanciesPrefix, waitingPrefix } from "./registration-keys";
import { changeRegistration, logRegistrationChange } from "./registration-changes";
import { setPlaceHolder } from "./registrations";

/**
 * Cancelling a registration (docs/rules/events.md §4): only the office cancels, never a deadline on
 * its own. A cancelled registration that held a place frees it: the place is offered to the first
 * on the waiting list still waiting, who has the event's days to pay; with nobody waiting it becomes
 * a vacancy the next registration takes (docs/decisions/event-places.md).
 */

export const CANCEL_MESSAGES = {
  notFound: "Registration",
  already: "This registration is cancelled already.",
} as const;

type Record = EventRegistrationRecord;

/**
 * Offers `place` to the first registration on the waiting list that is still waiting. Each turn is
 * offered a place once (a claim of the turn), so two places freed at once go to two registrants.
 * With nobody waiting the place becomes a vacancy. `afterTurn`: the turns up to it are known not to
 * be waiting any more (a run of offers, waiting-list.ts), so they are not read again.
 */
export async function offerFreedPlace(
  event: EventRecord,
  place: number,
  today: string,
  afterTurn = 0,
): Promise<Record | undefined> {
  const prefix = waitingPrefix(event._id);
  for (const key of await listDocumentKeys(prefix)) {
    const turn = Number(key.slice(prefix.length));
    if (turn <= afterTurn) continue;
    const claim = await readDocument<{ registrationId: string }>(key);
    if (!claim) continue;
    const waiting = await readDocument<Record>(recordKey(event._id, claim.registrationId));
    if (waiting?.status !== "waiting") continue;
    if (!(await claimDocument(numberedKey(offersPrefix(event._id), turn), { place }, { keepCopy: false }))) continue;
    const offered = await changeRegistration(event._id, claim.registrationId, (current) =>
      current.status === "waiting"
        ? { ...current, status: "offered", place, offeredUntil: addDays(today, event.offerDays) }
        : undefined,
    );
    // Cancelled in the meantime: the next one waiting gets the offer.
    if (!offered) continue;
    await setPlaceHolder(event._id, place, offered.after._id);
    logRegistrationChange(offered);
    return offered.after;
  }
  await claimNextNumber(vacanciesPrefix(event._id), { place });
  return undefined;
}

/**
 * Cancels the registration; answers it, the registration offered its place if it held one and
 * someone was waiting, and the event as read for it. 404 for an unknown event or registration, 409 when cancelled already.
 */
export async function cancelEventRegistration(
  eventId: string,
  registrationId: string,
  now: Date = new Date(),
): Promise<{ cancelled: Record; offered: Record | undefined; event: EventRecord }> {
  const event = await eventsCollection.get(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  // The id names a document key: only a record id's shape reaches the store.
  if (!RECORD_ID_SHAPE.test(registrationId)) throw notFound(CANCEL_MESSAGES.notFound);
  const today = indiaToday(now);
  const change = await changeRegistration(eventId, registrationId, (current) =>
    current.status === "cancelled" ? undefined : { ...current, status: "cancelled", cancelledOn: today },
  );
  if (!change) {
    const existing = await readDocument<Record>(recordKey(eventId, registrationId));
    throw existing ? conflict(CANCEL_MESSAGES.already) : notFound(CANCEL_MESSAGES.notFound);
  }
  logRegistrationChange(change);
  const freed = change.before.status === "waiting" ? undefined : change.before.place;
  const offered = freed === undefined ? undefined : await offerFreedPlace(event, freed, today);
  return { cancelled: change.after, offered, event };
}
