import { indiaToday } from "../../domain/india-date";
import type { RegistrationRecord } from "../../domain/membership-registrations";
import { openRenewal } from "../../domain/renewals";
import type { ReminderRunSummary } from "../../domain/reminder-run";
import { remindersDue, type DueReminder } from "../../domain/reminders-due";
import { openDueRenewals } from "../membership/renewals";
import { siteUrl } from "../core/config";
import { sendMail } from "../mail";
import { reminderMessage } from "../mail/messages/reminder";
import { mapConcurrently } from "../core/map-concurrently";
import { claimReminder, firstRunDay, reminderKey, sentReminderKeys } from "./markers";

/**
 * The renewal reminders job (docs/rules/members-and-money.md §5), run by the daily jobs and by
 * POST /api/admin/reminders/run. Each reminder that is due (src/domain/reminders-due.ts) and has
 * no marker is claimed with a marker created only if new, then sent: however many runs overlap,
 * each reminder goes out once. A run stops claiming after its time budget; what is left is still
 * due, so the next run sends it. The summary's counts: src/domain/reminder-run.ts.
 */

export type { ReminderRunSummary };

export interface ReminderLimits {
  /** No reminder is claimed after this long (each send takes SMTP_TIMEOUT_MS at most). */
  budgetMs: number;
  /** Reminders sent at a time. */
  width: number;
}

/** For the daily run, beside the mail retry, inside a scheduled function's 30 s. */
export const DAILY_REMINDER_LIMITS: Readonly<ReminderLimits> = { budgetMs: 15_000, width: 4 };

interface Pending {
  record: RegistrationRecord;
  reminder: DueReminder;
}

async function sendReminder({ record, reminder }: Pending, today: string): Promise<void> {
  const message = reminderMessage(
    reminder.kind,
    {
      name: record.name,
      membershipType: record.membershipType,
      memberNumber: record.memberNumber,
      reference: record.reference,
      validUntil: reminder.validUntil,
      annualFee: openRenewal(record)?.dues?.total ?? null,
    },
    today,
    siteUrl(),
  );
  // Never throws: a failed delivery stays in the outbox, which the daily retry tries again.
  await sendMail({ to: record.email, kind: reminder.kind, memberId: record._id, ...message });
}

export async function runReminders(
  limits: Partial<ReminderLimits> = {},
  now: () => number = Date.now,
): Promise<ReminderRunSummary> {
  const { budgetMs, width } = { ...DAILY_REMINDER_LIMITS, ...limits };
  const startedAt = now();
  const today = indiaToday(new Date(startedAt));
  const since = await firstRunDay(today);
  // Periods whose day has come open first, so the first reminder names their price.
  const [records, sent] = await Promise.all([openDueRenewals(today), sentReminderKeys()]);

  const summary: ReminderRunSummary = { sent: 0, skipped: 0, waiting: 0 };
  const pending: Pending[] = [];
  for (const record of records) {
    for (const reminder of remindersDue(record, today, since)) {
      if (sent.has(reminderKey(record._id, reminder))) summary.skipped++;
      else pending.push({ record, reminder });
    }
  }
  // The longest-due first, should the time run out.
  pending.sort((a, b) => a.reminder.day.localeCompare(b.reminder.day));

  await mapConcurrently(
    pending,
    async (item) => {
      if (now() - startedAt > budgetMs) {
        summary.waiting++;
        return;
      }
      if (!(await claimReminder(item.record._id, item.reminder, new Date(now()).toISOString()))) {
        summary.skipped++;
        return;
      }
      await sendReminder(item, today);
      summary.sent++;
    },
    width,
  );
  return summary;
}
