import type { RegistrationRecord } from "../../domain/membership-registrations";
import type { ReceiptSnapshot } from "../../domain/receipts";
import { siteUrl } from "../core/config";
import { sendMail, type MailAttachment } from "../mail";
import { paymentReceivedMessage } from "../mail/messages/payment-received";
import { receiptFile } from "../membership/documents";

/** Sends "Payment received" for a receipt just numbered. Never throws: the payment stands. */

/** The receipt PDF (docs/rules/members-and-money.md §4), which the message says is attached. */
export const receiptAttachments = async (receipt: ReceiptSnapshot): Promise<MailAttachment[]> => [
  await receiptFile(receipt),
];

export async function sendPaymentReceivedMail(record: RegistrationRecord, receipt: ReceiptSnapshot): Promise<void> {
  try {
    const renewal = receipt.payment.purpose === "renewal" ? record.validUntil : undefined;
    const message = paymentReceivedMessage(receipt, siteUrl(), {
      ...(renewal ? { validUntil: renewal } : {}),
      attachments: await receiptAttachments(receipt),
    });
    await sendMail({ to: record.email, kind: "payment-received", memberId: record._id, ...message });
  } catch (error) {
    console.error("Could not send a payment-received e-mail:", error instanceof Error ? error.message : error);
  }
}
