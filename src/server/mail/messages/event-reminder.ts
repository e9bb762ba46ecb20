import { eventDates } from "../../../domain/event-dates";
import type { EventReminderKind } from "../../../domain/event-reminders";
import type { EventRegistrationRecord } from "../../../domain/event-registrations";
import type { EventRecord } from "../../../domain/events";
import { daysBetween } from "../../../domain/india-date";
import { composeMail, type ComposedMail } from "../compose";

/** A reminder before an event to a registrant who has paid (docs/rules/events.md §7). Pure: the caller sends it. */
export function eventReminderMessage(
  kind: EventReminderKind,
  registration: Pick<EventRegistrationRecord, "name" | "reference" | "category">,
  event: Pick<EventRecord, "title" | "startDate" | "endDate" | "venue" | "contactEmail">,
  today: string,
): ComposedMail {
  const daysLeft = daysBetween(today, event.startDate);
  const when = kind === "day" ? "tomorrow" : `in ${String(daysLeft)} days`;
  return composeMail({
    subject: `${event.title}: ${kind === "day" ? "tomorrow" : "in a week"}`,
    greeting: `Dear ${registration.name},`,
    paragraphs: [
      `This is a reminder that ${event.title} begins ${when}: ${eventDates(event)}, at ${event.venue}.`,
      `Your registration: ${registration.reference}, ${registration.category}. Please bring this reference with you.`,
      `The event is attached as a calendar file. Questions about the event: ${event.contactEmail}.`,
    ],
  });
}
