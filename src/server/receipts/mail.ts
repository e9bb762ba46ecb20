import type { RegistrationRecord } from "../../domain/membership-registrations";
import type { ReceiptSnapshot } from "../../domain/receipts";
import { siteUrl } from "../config";
import { sendMail, type MailAttachment } from "../mail";
import { paymentReceivedMessage } from "../mail/messages/payment-received";

/** Sends "Payment received" for a receipt just numbered. Never throws: the payment stands. */

/**
 * The files the message carries: none yet. The receipt PDF (MEMBERS.md 4) is drawn by a later
 * change, which returns `[{ filename: "receipt-2026-27-0001.pdf", contentType: "application/pdf",
 * content }]` here; the message then says it is attached.
 */
export const receiptAttachments: (receipt: ReceiptSnapshot) => Promise<MailAttachment[]> = () => Promise.resolve([]);

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
