import type { MemberAccount } from "./member-account";
import type { PaymentPurpose } from "./payment-rules";
import type { PublicPaymentDetails } from "./payment-details";
import { applicationPaymentNote, upiPaymentUri } from "./upi";

/**
 * What a member is asked to pay now (docs/rules/members-and-money.md), the same on the account
 * page and in its UPI QR code: a balance left on the application's dues, else what is left of the
 * open renewal period's own dues (once its amount is known), or nothing.
 */
export interface AmountToPay {
  amount: number;
  purpose: PaymentPurpose;
}

export function amountToPay(member: Pick<MemberAccount, "balance" | "renewal">): AmountToPay | null {
  if (member.balance > 0) return { amount: member.balance, purpose: "application" };
  const { renewal } = member;
  if (renewal?.renewedOn === null && renewal.amountDue !== null && renewal.balance > 0) {
    return { amount: renewal.balance, purpose: "renewal" };
  }
  return null;
}

/** What the QR code call says when there is no link to draw ("… not found."). */
export const PAYMENT_QR_NOT_FOUND = "Nothing to pay by UPI";

/** The member's QR code picture (GET /api/member/payment-qr). */
export const PAYMENT_QR_PATH = "/api/member/payment-qr";

/**
 * The `upi://pay` link for that payment, with the member's reference, when the society has a UPI
 * ID; null otherwise (no reference or nothing to pay: no link).
 */
export function memberUpiUri(
  member: Pick<MemberAccount, "reference">,
  due: AmountToPay | null,
  details: Pick<PublicPaymentDetails, "upiId" | "accountHolderName"> | null,
): string | null {
  const { reference } = member;
  if (!due || due.amount <= 0 || !reference || !details?.upiId) return null;
  return upiPaymentUri({
    upiId: details.upiId,
    payeeName: details.accountHolderName,
    amount: due.amount,
    reference,
    note: applicationPaymentNote(reference),
  });
}
