import { termOf } from "./member-standing";
import type { RegistrationRecord } from "./membership-registrations";
import { addDays, isCalendarDate } from "./india-date";

/**
 * Which renewal reminders are due for a record on a day (docs/rules/members-and-money.md §5): annual members get an
 * e-mail 30 days before `validUntil`, 7 days before, and the day after it, each once per validity
 * period. A period is known by its `validUntil`: a renewal moves it, and the new period has its
 * own three reminders. Pure: the daily job (src/server/reminders/) sends what this returns and
 * marks each one sent.
 */

export const REMINDERS = [
  { kind: "reminder-30-days", daysFromValidUntil: -30 },
  { kind: "reminder-7-days", daysFromValidUntil: -7 },
  { kind: "reminder-lapsed", daysFromValidUntil: 1 },
] as const;

export type ReminderKind = (typeof REMINDERS)[number]["kind"];

export interface DueReminder {
  kind: ReminderKind;
  /** The validity period it belongs to. */
  validUntil: string;
  /** The day it fell due, YYYY-MM-DD. */
  day: string;
}

export type ReminderInput = Pick<RegistrationRecord, "status" | "membershipType" | "term" | "validUntil">;

/**
 * The reminders of the record's current period that fell due by `today` (India's day) and not
 * before `since`, oldest first. The spec's catch-up: a run after missed days returns each reminder
 * that fell due meanwhile, so one run may send the 30-day and the 7-day reminder together; the
 * caller skips those already sent. `since` is the first day the reminders job ever ran: a reminder
 * that fell due before the job existed was never missed, so data older than the feature (a
 * membership that lapsed years ago) brings no stale e-mails on the first run.
 */
export function remindersDue(record: ReminderInput, today: string, since: string): DueReminder[] {
  const { validUntil } = record;
  if (record.status !== "accepted" || termOf(record) !== "Annual") return [];
  if (validUntil === undefined || !isCalendarDate(validUntil)) return [];
  return REMINDERS.map(({ kind, daysFromValidUntil }) => ({
    kind,
    validUntil,
    day: addDays(validUntil, daysFromValidUntil),
  })).filter(({ day }) => day <= today && day >= since);
}
