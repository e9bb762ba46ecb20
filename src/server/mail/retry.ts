import { keptAttachments } from "./attachments";
import { deliverStored } from "./delivery";
import { clearRetry, idsWaitingForRetry, readOutboxEntry } from "./outbox";
import { isMailConfigured } from "./transport";

/**
 * The daily retry of failed messages (docs/rules/members-and-money.md §6): each resendable message that failed is tried
 * again, once a run, until it has had MAX_ATTEMPTS in all. A run stops starting sends after its
 * time budget, inside a scheduled function's 30 s; what is left waits for the next day.
 */

export interface RetryLimits {
  maxAttempts: number;
  minAgeMs: number;
  budgetMs: number;
}

export const RETRY_LIMITS: Readonly<RetryLimits> = {
  /** Attempts in all, the first one included. */
  maxAttempts: 4,
  /** A message younger than this may still be in its first send. */
  minAgeMs: 10 * 60_000,
  /** No new send starts after this long (each send takes SMTP_TIMEOUT_MS at most). */
  budgetMs: 18_000,
};

export interface RetrySummary {
  /** Sent on this run. */
  sent: number;
  /** Tried and failed again (retried tomorrow unless out of attempts). */
  failed: number;
  /** Out of attempts, or no longer resendable: not tried again. */
  givenUp: number;
  /** Waiting for the next run (too young, or the time budget ran out). */
  waiting: number;
}

export async function retryFailedMail(
  limits: Partial<RetryLimits> = {},
  now: () => number = Date.now,
): Promise<RetrySummary> {
  const { maxAttempts, minAgeMs, budgetMs } = { ...RETRY_LIMITS, ...limits };
  const summary: RetrySummary = { sent: 0, failed: 0, givenUp: 0, waiting: 0 };
  const ids = await idsWaitingForRetry();
  // Without SMTP nothing can be tried; the markers stay for when it is configured again.
  if (!isMailConfigured()) return { ...summary, waiting: ids.length };
  const startedAt = now();
  for (const id of ids) {
    const entry = await readOutboxEntry(id);
    if (entry?.status !== "failed" || !entry.resendable || entry.attempts >= maxAttempts) {
      if (entry?.status === "failed") summary.givenUp++;
      await clearRetry(id);
      continue;
    }
    if (now() - startedAt > budgetMs || now() - Date.parse(entry.createdAt) < minAgeMs) {
      summary.waiting++;
      continue;
    }
    const attachments = await keptAttachments(entry);
    if (!attachments) {
      summary.givenUp++;
      await clearRetry(id);
      continue;
    }
    const result = await deliverStored(entry, attachments);
    if (result.status === "sent") summary.sent++;
    else summary.failed++;
    if (result.status === "failed" && result.attempts >= maxAttempts) await clearRetry(id);
  }
  return summary;
}
