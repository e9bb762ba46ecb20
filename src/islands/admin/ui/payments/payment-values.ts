import { indiaToday } from "../../../../domain/india-date";
import {
  checkPaymentReport,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentReport,
} from "../../../../domain/payment-rules";
import type { FieldErrors } from "../validation";
import type { PaymentBook } from "./payment-book";

/**
 * The office's "Record a payment" form (docs/rules/members-and-money.md §3, docs/rules/events.md §5)
 * as typed, checked with the API's own rules (payment-rules.ts) before it is sent, as the payers'
 * report forms do. An event registration's payment has no purpose: the form neither asks nor sends it.
 */

export interface PaymentValues {
  method: PaymentMethod | "";
  reference: string;
  amount: string;
  paidOn: string;
  purpose: PaymentPurpose | "";
}

/** A fresh form for the book: the amount it most likely owes, paid today in India. */
export function freshPayment(book: Pick<PaymentBook, "suggested">, method: PaymentMethod | "" = "UPI"): PaymentValues {
  const { amount, purpose } = book.suggested;
  return {
    method,
    reference: "",
    amount: amount !== null && amount > 0 ? amount.toFixed(2) : "",
    paidOn: indiaToday(),
    purpose,
  };
}

export type PaymentCheck =
  { ok: true; body: PaymentReport | Omit<PaymentReport, "purpose"> } | { ok: false; errors: FieldErrors };

/** One message per wrong field, keyed as the form's fields are; without `purposes`, the purpose is neither checked nor sent. */
export function checkPaymentValues(values: PaymentValues, purposes = true): PaymentCheck {
  const checked = checkPaymentReport(purposes ? values : { ...values, purpose: "application" });
  if (checked.ok) {
    const { purpose, ...rest } = checked.report;
    return { ok: true, body: purposes ? { ...rest, purpose } : rest };
  }
  const errors: FieldErrors = {};
  for (const issue of checked.issues) errors[issue.field] ??= issue.message;
  return { ok: false, errors };
}
