import { retryFailedMail, type RetrySummary } from "./mail/retry";
import { runReminders, type ReminderRunSummary } from "./reminders/run";

/**
 * What runs once a day: the Netlify scheduled function `daily-jobs` on Netlify, and `npm start`
 * locally (scripts/lib/daily-schedule.ts). Each job runs on its own, so one that fails does not
 * stop the others; the next day's run picks up whatever was left.
 */

export interface DailyJobsReport {
  mailRetry: RetrySummary | { error: string };
  reminders: ReminderRunSummary | { error: string };
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
  // Side by side: each keeps to its own time budget, and together they fit a scheduled function's 30 s.
  const [mailRetry, reminders] = await Promise.all([
    isolated("mail retry", () => retryFailedMail()),
    isolated("reminders", () => runReminders()),
  ]);
  return { mailRetry, reminders };
}
