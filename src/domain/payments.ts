import * as z from "zod";
import { recordId } from "./fields";
import { subtractRupees, sumRupees } from "./money";
import {
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  paidOnProblem,
  readAmount,
  readMethod,
  readPaidOn,
  readPurpose,
  readReference,
  referenceProblem,
  type FieldRead,
  type PaymentMethod,
} from "./payment-rules";

/** Payments towards a membership (docs/rules/members-and-money.md §3): reported by the member or recorded by the office. */

export {
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentStatus,
} from "./payment-rules";

/** A field checked by one of the shared rules (payment-rules.ts), so the form and the API agree. */
const ruled = <T>(read: (value: unknown) => FieldRead<T>) =>
  z.unknown().transform((value, context): T => {
    const result = read(value);
    if (result.ok) return result.value;
    context.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  });

/** How a payment was made, by whom it is told: the fields every payment has (an event's too). */
export const paymentFields = {
  method: ruled(readMethod),
  reference: ruled(readReference),
  amount: ruled(readAmount),
  paidOn: ruled(readPaidOn),
};

/** The rules across fields: the reference's form for the method, and no payment after today. */
export function checkPaymentFields(
  payment: { method: PaymentMethod; reference: string; paidOn: string },
  context: z.RefinementCtx,
): void {
  const reference = referenceProblem(payment.method, payment.reference);
  if (reference) context.addIssue({ code: "custom", path: ["reference"], message: reference });
  const paidOn = paidOnProblem(payment.paidOn);
  if (paidOn) context.addIssue({ code: "custom", path: ["paidOn"], message: paidOn });
}

/** What a member reports and what the office records: the same fields and rules. */
export const paymentInput = z.object({ ...paymentFields, purpose: ruled(readPurpose) }).superRefine(checkPaymentFields);
export type PaymentInput = z.input<typeof paymentInput>;

export const paymentRecord = z.object({
  _id: recordId,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  amount: z.number(),
  paidOn: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  status: z.enum(PAYMENT_STATUSES),
  /** Who told the society about it: the member (report) or the office (record). */
  source: z.enum(["member", "office"]),
  /** Given when the payment becomes received: `2026-27/0001` (financial-year.ts). */
  receiptNumber: z.string().optional(),
  /** India's date on which the payment became received: the receipt's date. */
  receivedOn: z.string().optional(),
  /** A renewal's period on the record (renewals.ts), given when the payment is reported or recorded. */
  renewal: z.number().int().min(1).optional(),
  /** The office's note when confirming or rejecting. */
  note: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

/** The reference as it is compared for duplicates: case and separators do not make a new payment. */
const referenceKey = (payment: Pick<PaymentRecord, "method" | "reference">) =>
  `${payment.method}:${payment.reference.toUpperCase()}`;

/** True when `payment`'s method and reference are already on a payment that was not rejected. */
export function isDuplicatePayment(
  payment: Pick<PaymentRecord, "method" | "reference">,
  existing: readonly Pick<PaymentRecord, "method" | "reference" | "status">[],
): boolean {
  const key = referenceKey(payment);
  return existing.some((other) => other.status !== "rejected" && referenceKey(other) === key);
}

/**
 * The application's money: amount due, received (its received payments of purpose `application`;
 * renewals count towards their own period, renewals.ts), the balance left (never below 0) and any
 * credit paid beyond the dues, to the paisa.
 */
export function paymentTotals(
  amountDue: number,
  payments: readonly Pick<PaymentRecord, "amount" | "status" | "purpose">[],
) {
  const received = sumRupees(
    payments
      .filter((payment) => payment.status === "received" && payment.purpose === "application")
      .map((payment) => payment.amount),
  );
  const left = subtractRupees(amountDue, received);
  return { amountDue, received, balance: Math.max(0, left), credit: Math.max(0, -left) };
}
