import { eventPaymentTotals } from "./event-payments";
import type { EventRegistrationRecord } from "./event-registrations";
import type { EventRecord } from "./events";
import { daysBetween } from "./india-date";

/**
 * Reminders before an event (docs/rules/events.md §7): registrants who have paid get one a week
 * before and one the day before, once each. Pure: "today" is India's date, given by the caller.
 */

export type EventReminderKind = "week" | "day";

/**
 * The reminder due on `today`: the day before's from the day before on, a week's from seven days
 * before (a day the daily job missed is caught up while it still fits); none once the event starts.
 */
export function eventReminderDue(event: Pick<EventRecord, "startDate">, today: string): EventReminderKind | undefined {
  const daysLeft = daysBetween(today, event.startDate);
  if (daysLeft < 1) return undefined;
  if (daysLeft === 1) return "day";
  return daysLeft <= 7 ? "week" : undefined;
}

/** Registered with a place and nothing left to pay (a free category included). */
export const isPaidUp = (registration: Pick<EventRegistrationRecord, "status" | "total" | "payments">): boolean =>
  registration.status === "placed" && eventPaymentTotals(registration).balance <= 0;
