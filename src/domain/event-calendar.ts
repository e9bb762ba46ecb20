import { createEvent } from "ics";
import { EVENT_KIND_LABELS, type EventRecord } from "./events";
import { dayAfter } from "./india-date";

/**
 * An event as an iCalendar file (RFC 5545, written by the `ics` package), for "Add to calendar":
 * the whole days it runs (an all-day event ends the day after its last day, as the standard says),
 * its venue, and a description with the kind and the contact. The UID is the event's own, so a
 * calendar that imports the file again updates the entry instead of adding a second one.
 */

type CalendarEvent = Pick<
  EventRecord,
  "_id" | "title" | "kind" | "startDate" | "endDate" | "venue" | "description" | "contactEmail" | "updatedAt"
>;

const dateArray = (day: string): [number, number, number] => {
  const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
  return [year, month, date];
};

/**
 * The file's text; `host` names the site in the UID ("society.example.org"). Its stamp (DTSTAMP)
 * is the event's last change, not the moment of writing: the same event gives the same file, so a
 * rebuild that copies unchanged pages and a full build agree.
 */
export function eventCalendar(event: CalendarEvent, host: string): string {
  const description = [
    EVENT_KIND_LABELS[event.kind],
    event.description,
    `Questions about the event: ${event.contactEmail}`,
  ]
    .filter((part) => part.trim() !== "")
    .join("\n\n");
  const changed = Date.parse(event.updatedAt);
  const { error, value } = createEvent({
    uid: `event-${event._id}@${host}`,
    // Read by the package though its types leave it out (ics/dist/pipeline/format.js).
    ...({ timestamp: changed } as object),
    productId: host,
    title: event.title,
    start: dateArray(event.startDate),
    end: dateArray(dayAfter(event.endDate)),
    location: event.venue,
    description,
    status: "CONFIRMED",
    busyStatus: "BUSY",
  });
  if (error || value === null) throw error ?? new Error("The calendar file could not be written.");
  return foldedByOctets(value);
}

const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * The file with its long lines folded at 75 octets, as RFC 5545 §3.1 asks: `ics` folds at 75
 * characters, so a line in Devanagari (three octets a character) ran to over 100. A fold never
 * splits a character; a continuation line starts with one space, which counts towards its 75.
 */
export function foldedByOctets(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      let octets = 0;
      for (const character of line) {
        const size = encoder.encode(character).length;
        const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
        if (octets + size > limit) {
          parts.push(part);
          part = "";
          octets = 0;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join("\r\n ");
    })
    .join("\r\n");
}

/** The file as an e-mail attachment, named after the event's address. */
export const calendarAttachment = (event: CalendarEvent & Pick<EventRecord, "slug">, host: string) => ({
  filename: `${event.slug}.ics`,
  contentType: "text/calendar; charset=utf-8",
  content: new TextEncoder().encode(eventCalendar(event, host)),
});
