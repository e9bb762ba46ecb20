import * as z from "zod";
import { firstStored } from "./first-stored";
import {
  publicPaymentDetails,
  publicPaymentDetailsOf,
  type PaymentDetailsRecord,
  type PublicPaymentDetails,
} from "./payment-details";
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

/**
 * How to pay an amount quoted with a reference: the first payment details' account, and a UPI link
 * with the amount, the reference and `note` when the account has a UPI ID and something is due (a
 * link asking for ₹0.00 would only confuse).
 */
function paymentInstructionsOf(
  due: { reference: string; amount: number; note: string },
  paymentDetails: readonly PaymentDetailsRecord[],
): ApplicationPayment {
  const first = firstStored(paymentDetails);
  if (!first) return {};
  const bank: PublicPaymentDetails = publicPaymentDetailsOf(first);
  if (due.amount <= 0 || !bank.upiId) return { bank };
  const upiUri = upiPaymentUri({ upiId: bank.upiId, payeeName: bank.accountHolderName, ...due });
  return { upiUri, bank };
}

/** How the applicant pays what the application asks for: the same link the member area offers. */
export const applicationPaymentOf = (
  application: { reference: string; amountDue: number },
  paymentDetails: readonly PaymentDetailsRecord[],
): ApplicationPayment =>
  paymentInstructionsOf(
    {
      reference: application.reference,
      amount: application.amountDue,
      note: applicationPaymentNote(application.reference),
    },
    paymentDetails,
  );

/** How a registrant pays for an event (docs/rules/events.md §3): "Event EVT-…" in the UPI note. */
export const eventPaymentOf = (
  registration: { reference: string; total: number },
  paymentDetails: readonly PaymentDetailsRecord[],
): ApplicationPayment =>
  paymentInstructionsOf(
    { reference: registration.reference, amount: registration.total, note: `Event ${registration.reference}` },
    paymentDetails,
  );
