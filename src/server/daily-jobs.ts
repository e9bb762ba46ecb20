import { retryFailedMail, type RetrySummary } from "./mail/retry";

/**
 * What runs once a day: the Netlify scheduled function `daily-jobs` on Netlify, and `npm start`
 * locally (scripts/lib/daily-schedule.ts). Each job runs on its own, so one that fails does not
 * stop the others; the next day's run picks up whatever was left. Later jobs (membership
 * reminders) join the list.
 */

export interface DailyJobsReport {
  mailRetry: RetrySummary | { error: string };
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
  return { mailRetry: await isolated("mail retry", () => retryFailedMail()) };
}
