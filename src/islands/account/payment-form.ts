import { indiaToday } from "../../domain/india-date";
import { checkPaymentReport, type PaymentMethod, type PaymentPurpose } from "../../domain/payment-rules";
import type { FieldIssue } from "../member/api";

/** The report-a-payment form's values as typed, checked with the API's own rules (payment-rules.ts). */
export interface PaymentFormValues {
  method: PaymentMethod | "";
  reference: string;
  amount: string;
  paidOn: string;
  purpose: PaymentPurpose;
}

export type PaymentFormField = keyof PaymentFormValues;

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

/** The API's own rules, before sending: one issue per wrong field, in form order. */
export function checkPayment(values: PaymentFormValues): PaymentCheck {
  const checked = checkPaymentReport(values);
  return checked.ok ? { ok: true, body: checked.report } : { ok: false, issues: checked.issues };
}
