import { z } from "zod";
import { firstStored } from "./first-stored";
import {
  publicPaymentDetails,
  publicPaymentDetailsOf,
  type PaymentDetailsRecord,
  type PublicPaymentDetails,
} from "./payment-details";
import { memberUpiUri } from "./amount-to-pay";
import { applicationPaymentNote, upiPaymentUri } from "./upi";

export { applicationPaymentNote };

/**
 * How an applicant pays (docs/rules/members-and-money.md §3): the register answer's `payment` block, also the source of
 * the "application received" e-mail. Taken from the first payment-details record, the one the
 * public membership page shows.
 */

export const applicationPayment = z.object({
  /** A `upi://pay` link with the amount and reference, when the account has a UPI ID and something is due. */
  upiUri: z.string().optional(),
  /** The account to pay into, when one is published. */
  bank: publicPaymentDetails.optional(),
});
export type ApplicationPayment = z.infer<typeof applicationPayment>;

/** How the applicant pays what the application asks for: the same link the member area offers. */
export function applicationPaymentOf(
  application: { reference: string; amountDue: number },
  paymentDetails: readonly PaymentDetailsRecord[],
): ApplicationPayment {
  const first = firstStored(paymentDetails);
  if (!first) return {};
  const bank: PublicPaymentDetails = publicPaymentDetailsOf(first);
  // A link asking for ₹0.00 would only confuse: nothing is due on a free membership (memberUpiUri).
  const upiUri = memberUpiUri(application, { amount: application.amountDue, purpose: "application" }, bank);
  return upiUri ? { upiUri, bank } : { bank };
}

/**
 * How a registrant pays for an event (docs/rules/events.md §3): the same account, and a UPI link
 * with the amount and the registration's reference ("Event EVT-…" in the note).
 */
export function eventPaymentOf(
  registration: { reference: string; total: number },
  paymentDetails: readonly PaymentDetailsRecord[],
): ApplicationPayment {
  const first = firstStored(paymentDetails);
  if (!first) return {};
  const bank: PublicPaymentDetails = publicPaymentDetailsOf(first);
  if (registration.total <= 0 || !bank.upiId) return { bank };
  const upiUri = upiPaymentUri({
    upiId: bank.upiId,
    payeeName: bank.accountHolderName,
    amount: registration.total,
    reference: registration.reference,
    note: `Event ${registration.reference}`,
  });
  return { upiUri, bank };
}
