import type { EventRegistrationRecord } from "../../domain/event-registrations";
import type { ReceiptSnapshot } from "../../domain/receipts";
import { siteUrl } from "../core/config";
import { sendMail } from "../mail";
import { paymentReceivedMessage } from "../mail/messages/payment-received";
import { receiptAttachments } from "../receipts/mail";

/** "Payment received" for an event registration's receipt just numbered, with its PDF. Never throws: the payment stands. */
export async function sendEventPaymentReceivedMail(
  registration: Pick<EventRegistrationRecord, "email">,
  receipt: ReceiptSnapshot,
): Promise<void> {
  try {
    const message = paymentReceivedMessage(receipt, siteUrl(), { attachments: await receiptAttachments(receipt) });
    await sendMail({ to: registration.email, kind: "event-payment-received", ...message });
  } catch (error) {
    console.error("Could not send a payment-received e-mail:", error instanceof Error ? error.message : error);
  }
}
