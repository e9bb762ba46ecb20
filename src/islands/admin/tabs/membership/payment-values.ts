import { indiaToday } from "../../../../domain/india-date";
import {
  checkPaymentReport,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentReport,
} from "../../../../domain/payment-rules";
import type { FieldErrors } from "../../ui/validation";
import { suggestedPayment, type DeskRecord } from "./desk-record";

/**
 * The office's "Record a payment" form (docs/rules/members-and-money.md §3) as typed, checked with the API's own rules
 * (payment-rules.ts) before it is sent, as the member's report form does.
 */

export interface PaymentValues {
  method: PaymentMethod | "";
  reference: string;
  amount: string;
  paidOn: string;
  purpose: PaymentPurpose | "";
}

/** A fresh form for `record`: the amount it most likely owes (desk-record.ts), paid today in India. */
export function freshPayment(record: DeskRecord, method: PaymentMethod | "" = "UPI"): PaymentValues {
  const { amount, purpose } = suggestedPayment(record);
  return {
    method,
    reference: "",
    amount: amount !== null && amount > 0 ? amount.toFixed(2) : "",
    paidOn: indiaToday(),
    purpose,
  };
}

export type PaymentCheck = { ok: true; body: PaymentReport } | { ok: false; errors: FieldErrors };

/** One message per wrong field, keyed as the form's fields are. */
export function checkPaymentValues(values: PaymentValues): PaymentCheck {
  const checked = checkPaymentReport(values);
  if (checked.ok) return { ok: true, body: checked.report };
  const errors: FieldErrors = {};
  for (const issue of checked.issues) errors[issue.field] ??= issue.message;
  return { ok: false, errors };
}
