import { indiaToday } from "../../domain/india-date";
import { paymentInput, type PaymentMethod, type PaymentPurpose } from "../../domain/payments";
import type { FieldIssue } from "../member/api";

/** The report-a-payment form's values as typed, checked with the API's own rules (payments.ts). */
export interface PaymentFormValues {
  method: PaymentMethod | "";
  reference: string;
  amount: string;
  paidOn: string;
  purpose: PaymentPurpose;
}

export type PaymentFormField = keyof PaymentFormValues;
export const PAYMENT_FORM_FIELDS: readonly PaymentFormField[] = ["method", "reference", "amount", "paidOn", "purpose"];

/** A fresh form: the amount asked for, paid today, UPI first as most members pay that way. */
export function emptyPayment(amount: number | null, purpose: PaymentPurpose, today = indiaToday()): PaymentFormValues {
  return {
    method: "UPI",
    reference: "",
    amount: amount !== null && amount > 0 ? amount.toFixed(2) : "",
    paidOn: today,
    purpose,
  };
}

export type PaymentCheck =
  | {
      ok: true;
      body: { method: PaymentMethod; reference: string; amount: number; paidOn: string; purpose: PaymentPurpose };
    }
  | { ok: false; issues: FieldIssue[] };

/** The same answer the API would give, before sending: one issue per field, in form order. */
export function checkPayment(values: PaymentFormValues): PaymentCheck {
  const parsed = paymentInput.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const byField = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  const issues = PAYMENT_FORM_FIELDS.flatMap((field) => {
    const message = byField.get(field);
    return message === undefined ? [] : [{ field, message }];
  });
  return { ok: false, issues };
}
