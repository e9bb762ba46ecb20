import { attendanceRefusal } from "../../domain/event-attendance";
import type { EventRegistrationRecord } from "../../domain/event-registrations";
import { indiaToday } from "../../domain/india-date";
import { eventsCollection } from "../content/collections";
import { conflict, notFound } from "../http/errors";
import { EVENT_NOT_FOUND } from "./events";
import { readEventRegistration, REGISTRATION_NOT_FOUND } from "./payments";
import { changeRegistration, logRegistrationChange } from "./registration-changes";

/**
 * The office marks who attended (docs/rules/events.md §6): a registration holding its place, from
 * the event's first day. Marking it again the same way changes nothing and logs nothing.
 */
export async function markAttendance(
  eventId: string,
  registrationId: string,
  attended: boolean,
  now: Date = new Date(),
): Promise<EventRegistrationRecord> {
  const event = await eventsCollection.get(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  // Unknown, or not a record id's shape (which never reaches the store as a key).
  const existing = await readEventRegistration(eventId, registrationId);
  if (!existing) throw notFound(REGISTRATION_NOT_FOUND);
  const today = indiaToday(now);
  let refusal: string | undefined;
  const change = await changeRegistration(eventId, registrationId, (current) => {
    refusal = attendanceRefusal(current, event, today);
    if (refusal || (current.attended ?? false) === attended) return undefined;
    return { ...current, attended };
  });
  if (refusal) throw conflict(refusal);
  if (!change) return existing;
  logRegistrationChange(change);
  return change.after;
}
