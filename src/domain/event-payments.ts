import * as z from "zod";
import { subtractRupees, sumRupees } from "./money";
import { checkPaymentFields, paymentFields, paymentRecord } from "./payments";

/**
 * Payments for an event registration (docs/rules/events.md §5): reported by the registrant (a
 * signed-in member, or anyone with their reference, e-mail and an e-mailed code) or recorded by
 * the office, confirmed or rejected by the office, each received payment numbered in the
 * financial-year series of receipts. The same fields and rules as a membership payment, without a
 * purpose: an event registration is what it pays for. Pure.
 */

/** What a registrant reports and what the office records. */
export const eventPaymentInput = z.object(paymentFields).superRefine(checkPaymentFields);
export type EventPaymentInput = z.input<typeof eventPaymentInput>;
export type EventPaymentFields = z.output<typeof eventPaymentInput>;

/** A payment on the registration: who told the society, its status, and its receipt once received. */
export const eventPaymentRecord = paymentRecord.omit({ purpose: true, renewal: true }).extend({
  /** The registrant (by code or as a signed-in member) or the office. */
  source: z.enum(["registrant", "office"]),
});
export type EventPaymentRecord = z.infer<typeof eventPaymentRecord>;

export const EVENT_PAYMENT_MESSAGES = {
  waiting: "No payment is asked while the registration is on the waiting list: we will e-mail you if a place is freed.",
  cancelled: "This registration is cancelled: no payment can be taken for it.",
  nothingDue: "Nothing is to be paid for this registration.",
  duplicate: "This payment reference is already recorded.",
  paymentNotFound: "Payment not found.",
  alreadyReceived: "This payment is already received. Only a reported payment can be confirmed or rejected.",
  alreadyRejected:
    "This payment was already rejected. Only a reported payment can be confirmed or rejected; if it was paid after all, record it as a new payment.",
  reported:
    "Thank you. Your payment has been reported; the office will confirm it when it reaches the society's account.",
  received: (receiptNumber: string) => `Payment received. Receipt ${receiptNumber} issued.`,
  receivedWithoutNumber:
    "Payment received. Its receipt number could not be given just now; it will be given automatically, and the registrant e-mailed then.",
  rejected: "Payment rejected.",
} as const;

/**
 * What these rules read of a registration (src/domain/event-registrations.ts, which stores its
 * payments with this module's schema).
 */
interface Paying {
  total: number;
  status: "placed" | "waiting" | "offered" | "cancelled";
  payments?: EventPaymentRecord[] | undefined;
}

export const eventPaymentsOf = (registration: Pick<Paying, "payments">): EventPaymentRecord[] =>
  registration.payments ?? [];

/** The registration's money: its total, what has been received, what is left (never below 0) and any credit. */
export function eventPaymentTotals(registration: Pick<Paying, "total" | "payments">) {
  const received = sumRupees(
    eventPaymentsOf(registration)
      .filter((payment) => payment.status === "received")
      .map((payment) => payment.amount),
  );
  const left = subtractRupees(registration.total, received);
  return { due: registration.total, received, balance: Math.max(0, left), credit: Math.max(0, -left) };
}

/** Why a payment cannot be taken for a registration in this state, or undefined when it can. */
export function paymentRefusal(registration: Pick<Paying, "status" | "total">): string | undefined {
  const refusals: Partial<Record<Paying["status"], string>> = {
    waiting: EVENT_PAYMENT_MESSAGES.waiting,
    cancelled: EVENT_PAYMENT_MESSAGES.cancelled,
  };
  return refusals[registration.status] ?? (registration.total <= 0 ? EVENT_PAYMENT_MESSAGES.nothingDue : undefined);
}

/** A payment reference as compared for duplicates: case does not make a new payment. */
export const paymentReferenceKey = (payment: Pick<EventPaymentRecord, "method" | "reference">): string =>
  `${payment.method}:${payment.reference.toUpperCase()}`;

/** Why the office cannot decide on `paymentId`: missing, or no longer reported. */
export function decisionRefusal(
  registration: Pick<Paying, "payments">,
  paymentId: string,
): { status: 404 | 409; message: string } | undefined {
  const payment = eventPaymentsOf(registration).find((candidate) => candidate._id === paymentId);
  if (!payment) return { status: 404, message: EVENT_PAYMENT_MESSAGES.paymentNotFound };
  if (payment.status === "received") return { status: 409, message: EVENT_PAYMENT_MESSAGES.alreadyReceived };
  if (payment.status === "rejected") return { status: 409, message: EVENT_PAYMENT_MESSAGES.alreadyRejected };
  return undefined;
}

/**
 * The registration with `payment` (new, or already on it) set as given. A payment received for a
 * place that was offered confirms the place: the registration is then `placed`.
 */
export function withEventPayment<R extends Paying & { updatedAt: string }>(
  registration: R,
  payment: EventPaymentRecord,
): R {
  const payments = eventPaymentsOf(registration);
  const index = payments.findIndex((candidate) => candidate._id === payment._id);
  const next = index < 0 ? [...payments, payment] : payments.with(index, payment);
  const confirmed = payment.status === "received" && registration.status === "offered";
  return {
    ...registration,
    payments: next,
    updatedAt: payment.updatedAt,
    ...(confirmed ? { status: "placed" as const } : {}),
  };
}
