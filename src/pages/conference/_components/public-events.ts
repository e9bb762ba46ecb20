import { getCollection } from "astro:content";
import { abstractsOfEvent, type PublicAbstract } from "../../../domain/event-abstracts";
import { upcomingFirst } from "../../../domain/event-pages";
import type { EventKind, EventRecord } from "../../../domain/events";
import { indiaToday } from "../../../domain/india-date";

/**
 * The published events as their pages are built from them (docs/rules/events.md §2), with the day of
 * the build in India: what is upcoming, and whether registration is open, follow from it. The daily
 * job rebuilds the site when the day alone changes what these pages show.
 */

export const buildDay = (): string => indiaToday();

/** The published events of one kind, or of every kind, upcoming first. */
export async function publicEvents(kind?: EventKind): Promise<EventRecord[]> {
  const events = (await getCollection("events")).map((entry) => entry.data);
  return upcomingFirst(
    events.filter((event) => kind === undefined || event.kind === kind),
    buildDay(),
  );
}

/** One event's accepted abstracts as its page lists them (docs/rules/events.md §8), by title. */
export async function publicAbstracts(eventId: string): Promise<PublicAbstract[]> {
  return abstractsOfEvent(
    (await getCollection("eventAbstracts")).map((entry) => entry.data),
    eventId,
  );
}
