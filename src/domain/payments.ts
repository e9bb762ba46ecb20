import { z } from "zod";
import { isoDate, recordId } from "./fields";
import { parseRupees } from "./format";
import { indiaToday } from "./india-date";

/** Payments towards a membership (MEMBERS.md 3): reported by the member or recorded by the office. */

export const PAYMENT_METHODS = ["UPI", "Bank transfer", "Cheque/DD", "Cash"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_PURPOSES = ["application", "renewal"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** `reported` by the member, `received` once the office confirms or records it, or `rejected`. */
export const PAYMENT_STATUSES = ["reported", "received", "rejected"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_MESSAGES = {
  upiReference: "For UPI, the reference is the 12-digit UTR number.",
  otherReference: "The reference must be 4 to 30 letters, digits, / or -.",
  duplicate: "This payment reference is already recorded.",
  future: "Paid on cannot be a date in the future.",
} as const;

/** Paise are the smallest unit: an amount with more than 2 decimals is a typing mistake. */
const hasAtMostTwoDecimals = (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

const amountField = z.preprocess(
  (value) => (typeof value === "string" ? parseRupees(value) : value),
  z
    .number({ error: "Amount must be an amount in rupees, for example 1,180.00." })
    .gt(0, { error: "Amount must be more than 0." })
    .max(99_99_99_999, { error: "Amount is too large." })
    .refine(hasAtMostTwoDecimals, { error: "Amount can have at most 2 decimals (paise)." }),
);

/** What a member reports and what the office records: the same fields and rules. */
export const paymentInput = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: "Method must be one of UPI, Bank transfer, Cheque/DD or Cash." }),
    reference: z.string({ error: "Reference is required." }).trim().min(1, { error: "Reference is required." }),
    amount: amountField,
    paidOn: isoDate("Paid on"),
    purpose: z.enum(PAYMENT_PURPOSES, { error: "Purpose must be application or renewal." }),
  })
  .superRefine((payment, context) => {
    const upi = payment.method === "UPI";
    const valid = upi ? /^\d{12}$/.test(payment.reference) : /^[A-Za-z0-9/-]{4,30}$/.test(payment.reference);
    if (!valid) {
      context.addIssue({
        code: "custom",
        path: ["reference"],
        message: upi ? PAYMENT_MESSAGES.upiReference : PAYMENT_MESSAGES.otherReference,
      });
    }
    if (payment.paidOn > indiaToday()) {
      context.addIssue({ code: "custom", path: ["paidOn"], message: PAYMENT_MESSAGES.future });
    }
  });
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
  /** Given when the payment becomes received (the next issue's receipts). */
  receiptNumber: z.string().optional(),
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

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** Amount due, received (sum of received payments) and balance, to the paisa. */
export function paymentTotals(amountDue: number, payments: readonly Pick<PaymentRecord, "amount" | "status">[]) {
  const receivedPaise = payments
    .filter((payment) => payment.status === "received")
    .reduce((sum, payment) => sum + toPaise(payment.amount), 0);
  return {
    amountDue,
    received: receivedPaise / 100,
    balance: (toPaise(amountDue) - receivedPaise) / 100,
  };
}
