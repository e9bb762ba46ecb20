import { pruneExpiredThrottles, type ThrottlePruneSummary } from "../auth/login-throttle";
import { purgeExpiredTrash } from "../content/files";
import { publishIfDaysChangedEvents } from "../events/day-check";
import { repairEventReceipts, type EventRepairSummary } from "../events/payments";
import { repairOrphanPlaces, type PlaceRepairSummary } from "../events/place-repair";
import { runEventReminders, type EventReminderSummary } from "../events/reminders";
import { backfillOutboxIndex, type BackfillSummary } from "../mail/outbox-backfill";
import { retryFailedMail, type RetrySummary } from "../mail/retry";
import { publishIfDaysChangedListing } from "../membership/directory-listing";
import { repairMissingReceipts, type RepairSummary } from "../receipts/issue";
import { runReminders, type ReminderRunSummary } from "../reminders/run";

/**
 * What runs once a day: the Netlify scheduled function `daily-jobs` on Netlify, and `npm start`
 * locally (scripts/lib/daily-schedule.ts). Each job runs on its own, so one that fails does not
 * stop the others; the next day's run picks up whatever was left. The receipt repair numbers
 * received payments an interrupted request left without a receipt number (src/server/receipts/issue.ts).
 * The event receipt repair does the same for event registrations' payments (src/server/events/payments.ts).
 * The event place repair frees places a stopped request left held by no registration (src/server/events/place-repair.ts).
 * The file purge deletes the files of deleted records once they have been in the trash 30 days.
 * The outbox index backfill indexes the messages kept before the index existed, until none is left.
 * The throttle prune deletes sign-in buckets whose failures have all expired.
 */

export interface DailyJobsReport {
  receiptRepair: RepairSummary | { error: string };
  eventReceiptRepair: EventRepairSummary | { error: string };
  mailRetry: RetrySummary | { error: string };
  reminders: ReminderRunSummary | { error: string };
  eventReminders: EventReminderSummary | { error: string };
  eventPlaces: PlaceRepairSummary | { error: string };
  directory: { rebuilt: boolean } | { error: string };
  eventPages: { rebuilt: boolean } | { error: string };
  fileTrash: { purged: number; kept: number } | { error: string };
  outboxIndex: BackfillSummary | { error: string };
  throttles: ThrottlePruneSummary | { error: string };
}

async function isolated<T>(name: string, job: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await job();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Daily job ${name} failed:`, message);
    return { error: message };
  }
}

export async function dailyJobs(): Promise<DailyJobsReport> {
  // Receipts first: the "payment received" e-mails they send are then in today's outbox. Then side
  // by side: each keeps to its own time budget, and together they fit a scheduled function's 30 s.
  const receiptRepair = await isolated("receipt repair", () => repairMissingReceipts());
  const eventReceiptRepair = await isolated("event receipt repair", () => repairEventReceipts());
  const [mailRetry, reminders, eventReminders, eventPlaces, directory, eventPages, fileTrash, outboxIndex, throttles] =
    await Promise.all([
      isolated("mail retry", () => retryFailedMail()),
      isolated("reminders", () => runReminders()),
      // A week and a day before each event, to those who have paid (docs/rules/events.md §7).
      isolated("event reminders", () => runEventReminders()),
      // Places a stopped request left held by no registration (docs/decisions/event-places.md).
      isolated("event place repair", () => repairOrphanPlaces()),
      // Members lapsed for more than 90 days leave the public directory (docs/rules/members-and-money.md §5).
      isolated("directory listing", () => publishIfDaysChangedListing()),
      // Events become past, registration opens and closes, early-bird prices end (docs/rules/events.md §2).
      isolated("event pages", () => publishIfDaysChangedEvents()),
      isolated("file trash", () => purgeExpiredTrash()),
      isolated("outbox index", () => backfillOutboxIndex()),
      isolated("sign-in throttles", () => pruneExpiredThrottles()),
    ]);
  return {
    receiptRepair,
    eventReceiptRepair,
    mailRetry,
    reminders,
    eventReminders,
    eventPlaces,
    directory,
    eventPages,
    fileTrash,
    outboxIndex,
    throttles,
  };
}
