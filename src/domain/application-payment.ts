import { z } from "zod";
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
 * How an applicant pays (MEMBERS.md 3): the register answer's `payment` block, also the source of
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

/** What the payment app shows beside the payment ("Membership APP-7K3M-Q9XD"). */

export function applicationPaymentOf(
  application: { reference: string; amountDue: number },
  paymentDetails: readonly PaymentDetailsRecord[],
): ApplicationPayment {
  const first = firstStored(paymentDetails);
  if (!first) return {};
  const bank: PublicPaymentDetails = publicPaymentDetailsOf(first);
  // A link asking for ₹0.00 would only confuse: nothing is due on a free membership.
  if (!bank.upiId || application.amountDue <= 0) return { bank };
  const upiUri = upiPaymentUri({
    upiId: bank.upiId,
    payeeName: bank.accountHolderName,
    amount: application.amountDue,
    reference: application.reference,
    note: applicationPaymentNote(application.reference),
  });
  return { upiUri, bank };
}
