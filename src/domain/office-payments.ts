import * as z from "zod";
import { adminRegistrationView, paymentsOf, type RegistrationRecord } from "./membership-registrations";
import { paymentRecord, type PaymentRecord, type PaymentStatus } from "./payments";
import {
  isRenewable,
  openRenewal,
  renewalsOf,
  withRenewalOpened,
  withRenewalSettled,
  type OptionPrice,
} from "./renewals";

/**
 * The office's side of payments (docs/rules/members-and-money.md): recording one as received,
 * confirming or rejecting one a member reported, and what a received renewal does to its period
 * and the validity (renewals.ts). Pure: the caller gives India's date, the time and the options.
 */

export const OFFICE_PAYMENT_MESSAGES = {
  decision: 'Status must be "received" or "rejected".',
  noteTooLong: "Note is too long (500 characters at most).",
  paymentNotFound: "Payment not found.",
  alreadyReceived: "This payment is already received. Only a reported payment can be confirmed or rejected.",
  alreadyRejected:
    "This payment was already rejected. Only a reported payment can be confirmed or rejected; if it was paid after all, record it as a new payment.",
  received: (receiptNumber: string) => `Payment received. Receipt ${receiptNumber} issued.`,
  receivedWithoutNumber:
    "Payment received. Its receipt number could not be given just now; it will be given automatically, and the member e-mailed then.",
  rejected: "Payment rejected.",
} as const;

/** PUT /api/membership-registrations/{id}/payments/{paymentId}. */
export const paymentDecisionInput = z.object({
  status: z.enum(["received", "rejected"], { error: OFFICE_PAYMENT_MESSAGES.decision }),
  /** Why, for the record (e.g. "not on the bank statement"); blank is none. */
  note: z
    .string({ error: "Note must be text." })
    .trim()
    .max(500, { error: OFFICE_PAYMENT_MESSAGES.noteTooLong })
    .optional()
    .transform((note) => (note === "" ? undefined : note)),
});
export type PaymentDecisionInput = z.input<typeof paymentDecisionInput>;
export type PaymentDecision = z.output<typeof paymentDecisionInput>;

/** The answer of both calls: the payment as stored, what happened, and the record as the admin sees it. */
export const officePaymentAnswer = paymentRecord.extend({
  message: z.string(),
  registration: adminRegistrationView,
});

/** Why a payment cannot be decided on: missing, or no longer reported. */
export type DecisionProblem = "missing" | Exclude<PaymentStatus, "reported">;

/** The reported payment `paymentId` of the record, or why there is none to decide on. */
export function reportedPayment(
  record: Pick<RegistrationRecord, "payments">,
  paymentId: string,
): { payment: PaymentRecord } | { problem: DecisionProblem } {
  const payment = paymentsOf(record).find((candidate) => candidate._id === paymentId);
  if (!payment) return { problem: "missing" };
  return payment.status === "reported" ? { payment } : { problem: payment.status };
}

/** Why a payment cannot count: a renewal of a membership that is not renewed, or of a period without dues. */
export type RenewalProblem = "notRenewable" | "noDues";

/**
 * A renewal payment names the period it pays for: the one it named when reported, else the open
 * one, opened now with today's prices when none is (an early renewal payment opens the period).
 * Any other payment is left as it is.
 */
export function assignRenewal(
  record: RegistrationRecord,
  payment: PaymentRecord,
  today: string,
  options: readonly OptionPrice[],
): { record: RegistrationRecord; payment: PaymentRecord } | { problem: RenewalProblem } {
  if (payment.purpose !== "renewal") return { record, payment };
  if (!isRenewable(record)) return { problem: "notRenewable" };
  if (renewalsOf(record).some((period) => period.number === payment.renewal)) return { record, payment };
  const opened = withRenewalOpened(record, today, options);
  const period = openRenewal(opened);
  return period ? { record: opened, payment: { ...payment, renewal: period.number } } : { problem: "notRenewable" };
}

const withPayment = (record: RegistrationRecord, payment: PaymentRecord): RegistrationRecord => {
  const payments = paymentsOf(record);
  const index = payments.findIndex((candidate) => candidate._id === payment._id);
  return { ...record, payments: index < 0 ? [...payments, payment] : payments.with(index, payment) };
};

/**
 * The record with `payment` (new, or one already on it) received on `today`: its receipt's date.
 * A renewal counts towards its period, which renews the membership once paid in full, in the same
 * change, so the two are stored together. A renewal whose period has no dues yet cannot be
 * received: its receipt would have no tax split.
 */
export function receivePayment(
  record: RegistrationRecord,
  payment: PaymentRecord,
  today: string,
  now: string,
  options: readonly OptionPrice[],
): RegistrationRecord | { problem: RenewalProblem } {
  const assigned = assignRenewal(record, payment, today, options);
  if ("problem" in assigned) return assigned;
  const period = renewalsOf(assigned.record).find((candidate) => candidate.number === assigned.payment.renewal);
  if (period && !period.dues) return { problem: "noDues" };
  const received: PaymentRecord = { ...assigned.payment, status: "received", receivedOn: today, updatedAt: now };
  return withRenewalSettled(withPayment(assigned.record, received), today);
}

/** The record with `payment` rejected: it counts for nothing and its reference may be used again. */
export const rejectPayment = (record: RegistrationRecord, payment: PaymentRecord, now: string): RegistrationRecord =>
  withPayment(record, { ...payment, status: "rejected", updatedAt: now });

/** The office's note on a decision (none: the payment keeps whatever it had). */
export const withNote = (payment: PaymentRecord, note: string | undefined): PaymentRecord =>
  note === undefined ? payment : { ...payment, note };
