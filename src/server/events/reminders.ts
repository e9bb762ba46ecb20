import { calendarAttachment } from "../../domain/event-calendar";
import { eventReminderDue, isPaidUp } from "../../domain/event-reminders";
import { indiaToday } from "../../domain/india-date";
import { eventsCollection } from "../content/collections";
import { siteUrl } from "../core/config";
import { sendMail } from "../mail";
import { eventReminderMessage } from "../mail/messages/event-reminder";
import { claimDocument } from "../store";
import { listEventRegistrations } from "./registrations";

/**
 * The reminders before events (docs/rules/events.md §7), run by the daily job: for each published
 * event whose reminder is due today (src/domain/event-reminders.ts), each registrant who has paid
 * is sent it once: a marker created only if new claims it first, so overlapping runs never send it
 * twice. A run stops claiming after its time budget; the next run goes on while the reminder is
 * still due.
 */

export interface EventReminderSummary {
  sent: number;
  /** Left for the next run: the time budget ran out. */
  left: number;
}

/** Its share of the daily job's 30 s, beside the membership reminders. */
export const EVENT_REMINDER_BUDGET_MS = 6_000;

const markerKey = (eventId: string, registrationId: string, kind: string) =>
  `event-reminders/${eventId}/${registrationId}/${kind}`;

export async function runEventReminders({
  today = indiaToday(),
  budgetMs = EVENT_REMINDER_BUDGET_MS,
  clock = () => Date.now(),
}: { today?: string; budgetMs?: number; clock?: () => number } = {}): Promise<EventReminderSummary> {
  const startedAt = clock();
  const summary: EventReminderSummary = { sent: 0, left: 0 };
  const events = (await eventsCollection.list()).filter((event) => event.published);
  const host = new URL(siteUrl()).host;
  for (const event of events) {
    const kind = eventReminderDue(event, today);
    if (!kind) continue;
    const due = (await listEventRegistrations(event._id)).filter(isPaidUp);
    for (const [index, registration] of due.entries()) {
      if (clock() - startedAt > budgetMs) {
        summary.left += due.length - index;
        break;
      }
      if (!(await claimDocument(markerKey(event._id, registration._id, kind), { on: today }, { keepCopy: false })))
        continue;
      // Never throws: a failed delivery stays in the outbox, which the daily retry tries again.
      await sendMail({
        to: registration.email,
        kind: `event-reminder-${kind}`,
        ...eventReminderMessage(kind, registration, event, today),
        attachments: [calendarAttachment(event, host)],
      });
      summary.sent += 1;
    }
  }
  return summary;
}
