import { changeOutboxEntry, clearRetry, markForRetry, type OutboxEntry } from "./outbox";
import { sendOverSmtp, type OutgoingAttachment, type SendOutcome } from "./transport";

/**
 * One sending attempt of a kept message, and its outcome written to the outbox entry: sent (the
 * retry marker goes), failed (the marker stays for the daily job), or not sent (no SMTP_URL).
 */

/** The entry after `outcome`: attempts count SMTP attempts only. */
export function withOutcome(entry: OutboxEntry, outcome: SendOutcome, at = new Date()): OutboxEntry {
  const rest: OutboxEntry = { ...entry };
  delete rest.error;
  if (outcome.status === "not-sent") return { ...rest, status: "not-sent" };
  const attempted = { ...rest, attempts: entry.attempts + 1 };
  return outcome.status === "sent"
    ? { ...attempted, status: "sent", sentAt: at.toISOString() }
    : { ...attempted, status: "failed", error: outcome.error };
}

/** Sends the stored message `entry` (text as stored, secrets hidden) and records what happened. */
export async function deliverStored(
  entry: OutboxEntry,
  attachments: readonly OutgoingAttachment[],
): Promise<OutboxEntry> {
  const outcome = await sendOverSmtp({ ...entry, attachments });
  const updated =
    (await changeOutboxEntry(entry._id, (current) => withOutcome(current, outcome))) ?? withOutcome(entry, outcome);
  await recordRetryNeed(updated);
  return updated;
}

/** Keeps the retry marker exactly while a resendable message has failed. */
export async function recordRetryNeed(entry: OutboxEntry): Promise<void> {
  // A message that held a secret never has a marker.
  if (!entry.resendable) return;
  if (entry.status === "failed") await markForRetry(entry._id);
  else await clearRetry(entry._id);
}
