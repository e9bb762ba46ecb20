import { parseRupees } from "./format";
import { indiaToday, isCalendarDate } from "./india-date";
import { isWholePaise } from "./money";

/**
 * The rules of a payment report (docs/rules/members-and-money.md §3), free of zod: the API's schema (payments.ts) and
 * the member area's form both read each field with these, so they say the same.
 */

export const PAYMENT_METHODS = ["UPI", "Bank transfer", "Cheque/DD", "Cash"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_PURPOSES = ["application", "renewal"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** `reported` by the member, `received` once the office confirms or records it, or `rejected`. */
export const PAYMENT_STATUSES = ["reported", "received", "rejected"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_MESSAGES = {
  method: "Method must be one of UPI, Bank transfer, Cheque/DD or Cash.",
  referenceRequired: "Reference is required.",
  upiReference: "For UPI, the reference is the 12-digit UTR number.",
  otherReference: "The reference must be 4 to 30 letters, digits, / or -.",
  amount: "Amount must be an amount in rupees, for example 1,180.00.",
  amountPositive: "Amount must be more than 0.",
  amountTooLarge: "Amount is too large.",
  amountPaise: "Amount can have at most 2 decimals (paise).",
  paidOnRequired: "Paid on is required.",
  paidOnFormat: "Paid on must be a date (YYYY-MM-DD).",
  paidOnReal: "Paid on must be a real date.",
  purpose: "Purpose must be application or renewal.",
  duplicate: "This payment reference is already recorded.",
  future: "Paid on cannot be a date in the future.",
} as const;

/** A field read: its value, or the message that says what is wrong. */
export type FieldRead<T> = { ok: true; value: T } | { ok: false; message: string };

const valid = <T>(value: T): FieldRead<T> => ({ ok: true, value });
const invalid = (message: string): FieldRead<never> => ({ ok: false, message });

const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (choices as readonly string[]).includes(value);

export const readMethod = (value: unknown): FieldRead<PaymentMethod> =>
  isOneOf(PAYMENT_METHODS, value) ? valid(value) : invalid(PAYMENT_MESSAGES.method);

export const readPurpose = (value: unknown): FieldRead<PaymentPurpose> =>
  isOneOf(PAYMENT_PURPOSES, value) ? valid(value) : invalid(PAYMENT_MESSAGES.purpose);

/** Present and not blank; its form depends on the method (referenceProblem). */
export function readReference(value: unknown): FieldRead<string> {
  const text = typeof value === "string" ? value.trim() : "";
  return text === "" ? invalid(PAYMENT_MESSAGES.referenceRequired) : valid(text);
}

/** The UPI transaction's 12-digit UTR, or 4-30 letters, digits, / or - for the other methods. */
export function referenceProblem(method: PaymentMethod, reference: string): string | undefined {
  if (method === "UPI") return /^\d{12}$/.test(reference) ? undefined : PAYMENT_MESSAGES.upiReference;
  return /^[A-Za-z0-9/-]{4,30}$/.test(reference) ? undefined : PAYMENT_MESSAGES.otherReference;
}

/** Rupees as typed ("₹1,180.50") or sent (1180.5): more than 0, at most 2 decimals. */
export function readAmount(value: unknown): FieldRead<number> {
  const amount = typeof value === "string" ? parseRupees(value) : value;
  if (typeof amount !== "number" || !Number.isFinite(amount)) return invalid(PAYMENT_MESSAGES.amount);
  if (amount <= 0) return invalid(PAYMENT_MESSAGES.amountPositive);
  if (amount > 99_99_99_999) return invalid(PAYMENT_MESSAGES.amountTooLarge);
  // Paise are the smallest unit: an amount with more than 2 decimals is a typing mistake.
  return isWholePaise(amount) ? valid(amount) : invalid(PAYMENT_MESSAGES.amountPaise);
}

/** A real calendar day, YYYY-MM-DD, as a date picker sends it (not its place in time: paidOnProblem). */
export function readPaidOn(value: unknown): FieldRead<string> {
  const text = typeof value === "string" ? value.trim() : undefined;
  if (text === undefined || text === "") return invalid(PAYMENT_MESSAGES.paidOnRequired);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return invalid(PAYMENT_MESSAGES.paidOnFormat);
  return isCalendarDate(text) ? valid(text) : invalid(PAYMENT_MESSAGES.paidOnReal);
}

/** A payment cannot be made after today, as India counts days. */
export const paidOnProblem = (paidOn: string, today: string = indiaToday()): string | undefined =>
  paidOn > today ? PAYMENT_MESSAGES.future : undefined;

export interface PaymentReport {
  method: PaymentMethod;
  reference: string;
  amount: number;
  paidOn: string;
  purpose: PaymentPurpose;
}

export const PAYMENT_FIELDS = ["method", "reference", "amount", "paidOn", "purpose"] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

/** Every field read on its own: the report, or one message per wrong field in the form's order. */
export function checkPaymentReport(
  values: Partial<Record<PaymentField, unknown>>,
): { ok: true; report: PaymentReport } | { ok: false; issues: { field: PaymentField; message: string }[] } {
  const method = readMethod(values.method);
  const reference = readReference(values.reference);
  const amount = readAmount(values.amount);
  const paidOn = readPaidOn(values.paidOn);
  const purpose = readPurpose(values.purpose);
  const messages: Record<PaymentField, string | undefined> = {
    method: method.ok ? undefined : method.message,
    reference: !reference.ok
      ? reference.message
      : method.ok
        ? referenceProblem(method.value, reference.value)
        : undefined,
    amount: amount.ok ? undefined : amount.message,
    paidOn: paidOn.ok ? paidOnProblem(paidOn.value) : paidOn.message,
    purpose: purpose.ok ? undefined : purpose.message,
  };
  const issues = PAYMENT_FIELDS.flatMap((field) => {
    const message = messages[field];
    return message === undefined ? [] : [{ field, message }];
  });
  if (issues.length > 0 || !method.ok || !reference.ok || !amount.ok || !paidOn.ok || !purpose.ok) {
    return { ok: false, issues };
  }
  return {
    ok: true,
    report: {
      method: method.value,
      reference: reference.value,
      amount: amount.value,
      paidOn: paidOn.value,
      purpose: purpose.value,
    },
  };
}
