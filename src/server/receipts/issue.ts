import { paymentsOf, type RegistrationRecord } from "../../domain/membership-registrations";
import type { PaymentRecord } from "../../domain/payments";
import { receiptDraft, receiptDateOf } from "../../domain/receipt-draft";
import type { ReceiptSnapshot } from "../../domain/receipts";
import { registrationsCollection } from "../content/collections";
import { readSettings } from "../membership/settings";
import { issueReceipt } from "./ledger";
import { sendPaymentReceivedMail } from "./mail";

/**
 * A payment that became received gets its receipt in two more steps after the write that marked it
 * received: the receipt is issued in the year's ledger (which gives the number), then the number is
 * written on the payment. Either step may fail (the store, a function stopped); the payment is then
 * received without a number, and repairMissingReceipts finishes it later: issuing is idempotent per
 * payment, so it can never give a second number (docs/decisions/receipt-numbers.md).
 */

export interface NumberedPayment {
  record: RegistrationRecord;
  receipt: ReceiptSnapshot;
  /** This call wrote the number on the payment (so it, and only it, sends the e-mail). */
  numbered: boolean;
}

const isReceivedWithoutNumber = (payment: PaymentRecord) =>
  payment.status === "received" && payment.receiptNumber === undefined;

/**
 * Issues the receipt of a received payment and writes its number on it. Undefined when there is
 * nothing to number: the record or payment is gone, not received, or numbered already.
 */
export async function numberReceivedPayment(
  registrationId: string,
  paymentId: string,
): Promise<NumberedPayment | undefined> {
  const [record, settings] = await Promise.all([registrationsCollection.get(registrationId), readSettings()]);
  const payment = record && paymentsOf(record).find((candidate) => candidate._id === paymentId);
  if (!record || !payment || !isReceivedWithoutNumber(payment)) return undefined;
  const { receipt } = await issueReceipt(receiptDraft(record, payment, settings));
  let numbered = false;
  const updated = await registrationsCollection.modify(registrationId, (current) => {
    numbered = false;
    const payments = paymentsOf(current);
    const index = payments.findIndex((candidate) => candidate._id === paymentId);
    const target = payments[index];
    if (!target || !isReceivedWithoutNumber(target)) return current;
    numbered = true;
    const withNumber = { ...target, receiptNumber: receipt.number, receivedOn: receipt.date };
    return { ...current, payments: payments.with(index, withNumber) };
  });
  return updated && { record: updated, receipt, numbered };
}

/** Numbers a received payment and, if this call numbered it, e-mails the member. */
export async function completeReceipt(registrationId: string, paymentId: string): Promise<NumberedPayment | undefined> {
  const done = await numberReceivedPayment(registrationId, paymentId);
  if (done?.numbered) await sendPaymentReceivedMail(done.record, done.receipt);
  return done;
}

/**
 * How long a received payment may be without its number before the repair takes it: longer than
 * any request takes, so the repair leaves the payments that are being numbered right now alone.
 */
export const REPAIR_AFTER_MS = 60_000;

export interface RepairSummary {
  /** Payments that got their number (and their e-mail) from this run. */
  repaired: number;
  failed: number;
  /** Stalled payments this run had no time for: the next run starts with them. */
  left: number;
}

/**
 * A run's share of the daily job's 30 s (beside the mail retry's and the reminders', which run
 * after it): it starts no payment past this, and the next run resumes with the oldest left.
 */
export const REPAIR_BUDGET_MS = 8_000;

/**
 * Finishes every received payment left without a receipt number for REPAIR_AFTER_MS, oldest first,
 * one at a time (so the older gets the lower number), until the time budget is spent. Run by the
 * daily job, never inside the office's request, which answers as soon as its own payment is
 * numbered; safe to run anywhere, any number of times, at once.
 */
export async function repairMissingReceipts({
  now = Date.now(),
  budgetMs = REPAIR_BUDGET_MS,
  clock = () => Date.now(),
}: { now?: number; budgetMs?: number; clock?: () => number } = {}): Promise<RepairSummary> {
  const startedAt = clock();
  const records = await registrationsCollection.list();
  const stalled = records
    .flatMap((record) =>
      paymentsOf(record)
        .filter((payment) => isReceivedWithoutNumber(payment) && Date.parse(payment.updatedAt) <= now - REPAIR_AFTER_MS)
        .map((payment) => ({ record, payment, order: `${receiptDateOf(payment)} ${payment.updatedAt}` })),
    )
    .sort((a, b) => a.order.localeCompare(b.order));
  const summary: RepairSummary = { repaired: 0, failed: 0, left: 0 };
  for (const [index, { record, payment }] of stalled.entries()) {
    if (clock() - startedAt > budgetMs) {
      summary.left = stalled.length - index;
      break;
    }
    try {
      if ((await completeReceipt(record._id, payment._id))?.numbered) summary.repaired++;
    } catch (error) {
      summary.failed++;
      console.error("Could not finish a receipt:", error instanceof Error ? error.message : error);
    }
  }
  return summary;
}
