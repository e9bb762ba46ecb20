import { z } from "zod";
import { termOf } from "./member-standing";
import { adminRegistrationView, paymentsOf, type RegistrationRecord } from "./membership-registrations";
import { validUntilAfterRenewal } from "./membership-validity";
import { paymentRecord, type PaymentRecord, type PaymentStatus } from "./payments";

/**
 * The office's side of payments (MEMBERS.md 3 and 5): recording one as received, confirming or
 * rejecting one a member reported, and what a received renewal does to the validity. Pure: the
 * caller gives India's date and the time.
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

/** A received renewal extends an accepted annual membership; anything else leaves the validity. */
function withRenewal(record: RegistrationRecord, payment: PaymentRecord): RegistrationRecord {
  if (payment.purpose !== "renewal" || record.status !== "accepted" || termOf(record) !== "Annual") return record;
  return { ...record, validUntil: validUntilAfterRenewal(record.validUntil, payment.paidOn) };
}

const withPayment = (record: RegistrationRecord, payment: PaymentRecord): RegistrationRecord => {
  const payments = paymentsOf(record);
  const index = payments.findIndex((candidate) => candidate._id === payment._id);
  return { ...record, payments: index < 0 ? [...payments, payment] : payments.with(index, payment) };
};

/**
 * The record with `payment` (new, or one already on it) received on `today`: its receipt's date.
 * A renewal extends the validity in the same change, so the two are stored together.
 */
export function receivePayment(
  record: RegistrationRecord,
  payment: PaymentRecord,
  today: string,
  now: string,
): RegistrationRecord {
  const received: PaymentRecord = { ...payment, status: "received", receivedOn: today, updatedAt: now };
  return withRenewal(withPayment(record, received), received);
}

/** The record with `payment` rejected: it counts for nothing and its reference may be used again. */
export const rejectPayment = (record: RegistrationRecord, payment: PaymentRecord, now: string): RegistrationRecord =>
  withPayment(record, { ...payment, status: "rejected", updatedAt: now });

/** The office's note on a decision (none: the payment keeps whatever it had). */
export const withNote = (payment: PaymentRecord, note: string | undefined): PaymentRecord =>
  note === undefined ? payment : { ...payment, note };
