/**
 * UPI (India's Unified Payments Interface): the form of a UPI ID and the `upi://pay` link that
 * payment apps open with the payee, amount and reference filled in. Free of zod (pages and the
 * server use it).
 */

import { toPaise, toRupees } from "./money";

/**
 * A UPI ID (virtual payment address): a name of letters, digits, dots, hyphens or underscores,
 * then "@" and the bank's or app's handle, which starts with a letter ("society@sbi",
 * "9876543210@ybl", "society.lko@okaxis").
 */
export const UPI_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,254}@[a-z][a-z0-9]{1,63}$/;

export const UPI_ID_MESSAGE =
  "UPI ID must be a UPI address like society@sbi: letters, digits, dots, hyphens or underscores, then @ and the bank's handle.";

/** A UPI ID as typed: spaces dropped, lower case (UPI IDs do not depend on case). */
export const normaliseUpiId = (text: string): string => text.replace(/\s/g, "").toLowerCase();

export const isUpiId = (text: string): boolean => UPI_ID_PATTERN.test(text);

/**
 * A value of the link's query: percent-encoded as RFC 3986 asks (spaces as %20, never "+",
 * `!'()*` too), except "@", which a query may hold as it is and which some UPI apps do not decode
 * in the payee address.
 */
function encodeValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%40/g, "@");
}

/** Rupees with exactly two decimals, as UPI's `am` takes them (1180 -> "1180.00"). */
export const upiAmount = (rupees: number): string => toRupees(toPaise(rupees)).toFixed(2);

export interface UpiPayment {
  /** The payee's UPI ID (`pa`). */
  upiId: string;
  /** The payee's name as the app shows it (`pn`). */
  payeeName: string;
  /** Rupees (`am`); UPI amounts are always in INR (`cu`). */
  amount: number;
  /** The payer's reference for this payment (`tr`). */
  reference: string;
  /** A short note the app shows and sends with the payment (`tn`). */
  note: string;
}

/**
 * `upi://pay?pa=…&pn=…&am=…&cu=INR&tr=…&tn=…` with every value percent-encoded (docs/rules/members-and-money.md §3).
 */
export function upiPaymentUri(payment: UpiPayment): string {
  const fields: [string, string][] = [
    ["pa", payment.upiId],
    ["pn", payment.payeeName],
    ["am", upiAmount(payment.amount)],
    ["cu", "INR"],
    ["tr", payment.reference],
    ["tn", payment.note],
  ];
  return `upi://pay?${fields.map(([name, value]) => `${name}=${encodeValue(value)}`).join("&")}`;
}

/** The note a UPI app shows with a membership payment. */
export const applicationPaymentNote = (reference: string) => `Membership ${reference}`;
