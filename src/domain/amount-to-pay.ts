import type { MemberAccount } from "./member-account";
import type { PaymentPurpose } from "./payment-rules";
import type { PublicPaymentDetails } from "./payment-details";
import { applicationPaymentNote, upiPaymentUri } from "./upi";

/**
 * What a member is asked to pay now (MEMBERS.md 5, 7), the same on the account page and in its
 * UPI QR code: a balance left on the membership fee, the annual fee of a renewal, or nothing.
 */
export interface AmountToPay {
  amount: number;
  purpose: PaymentPurpose;
}

export function amountToPay(member: Pick<MemberAccount, "status" | "balance" | "amountDue">): AmountToPay | null {
  if (member.balance > 0) return { amount: member.balance, purpose: "application" };
  if (member.status === "Expiring" || member.status === "Lapsed") {
    return { amount: member.amountDue, purpose: "renewal" };
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
