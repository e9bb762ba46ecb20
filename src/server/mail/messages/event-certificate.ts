import { eventDates } from "../../../domain/event-dates";
import type { EventRegistrationRecord } from "../../../domain/event-registrations";
import type { EventRecord } from "../../../domain/events";
import { composeMail, type ComposedMail } from "../compose";

/** The participation certificate's e-mail to an attendee (docs/rules/events.md §6). Pure: the caller sends it. */
export function participationCertificateMessage(
  registration: Pick<EventRegistrationRecord, "name" | "reference">,
  event: Pick<EventRecord, "title" | "startDate" | "endDate" | "venue" | "contactEmail">,
): ComposedMail {
  return composeMail({
    subject: `Your certificate of participation: ${event.title}`,
    greeting: `Dear ${registration.name},`,
    paragraphs: [
      `Thank you for taking part in ${event.title}, ${eventDates(event)}, at ${event.venue}.`,
      `Your certificate of participation (registration ${registration.reference}) is attached as a PDF.`,
      `If your name is not printed as you would like it, please write to ${event.contactEmail} with your reference.`,
    ],
  });
}
