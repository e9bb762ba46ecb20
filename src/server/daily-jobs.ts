import { retryFailedMail, type RetrySummary } from "./mail/retry";
import { repairMissingReceipts, type RepairSummary } from "./receipts/issue";

/**
 * What runs once a day: the Netlify scheduled function `daily-jobs` on Netlify, and `npm start`
 * locally (scripts/lib/daily-schedule.ts). Each job runs on its own, so one that fails does not
 * stop the others; the next day's run picks up whatever was left. Later jobs (membership
 * reminders) join the list. The receipt repair numbers received payments an interrupted request
 * left without a receipt number (src/server/receipts/issue.ts).
 */

export interface DailyJobsReport {
  receiptRepair: RepairSummary | { error: string };
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
  // Receipts first: the "payment received" e-mails they send are then in today's outbox.
  const receiptRepair = await isolated("receipt repair", () => repairMissingReceipts());
  return { receiptRepair, mailRetry: await isolated("mail retry", () => retryFailedMail()) };
}
