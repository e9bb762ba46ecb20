import { EVENT_MESSAGES, type EventFields, type EventRecord } from "../../domain/events";
import { eventsCollection } from "../content/collections";
import { conflict, notFound } from "../http/errors";

/** The events (docs/rules/events.md §1): one address each; the brochure is stored beside as a file. */

export const EVENT_NOT_FOUND = "Event";

const refuseTakenAddress = (events: readonly EventRecord[], slug: string, id?: string) => {
  if (events.some((event) => event.slug === slug && event._id !== id)) throw conflict(EVENT_MESSAGES.taken);
};

export function addEvent(fields: EventFields, brochure = ""): Promise<EventRecord> {
  return eventsCollection.insert({ ...fields, brochure }, (events) => refuseTakenAddress(events, fields.slug));
}

/** Saves an edit; `expectedUpdatedAt` refuses it (409) if someone saved the event since it was loaded. */
export async function updateEvent(
  id: string,
  fields: EventFields,
  { brochure, expectedUpdatedAt }: { brochure?: string; expectedUpdatedAt?: string | undefined } = {},
): Promise<EventRecord> {
  const updated = await eventsCollection.modify(
    id,
    (current, events) => {
      refuseTakenAddress(events, fields.slug, id);
      return { ...current, ...fields, brochure: brochure ?? current.brochure };
    },
    expectedUpdatedAt,
  );
  if (!updated) throw notFound(EVENT_NOT_FOUND);
  return updated;
}
