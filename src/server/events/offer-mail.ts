import { eventPaymentOf, type ApplicationPayment } from "../../domain/application-payment";
import type { EventRegistrationRecord } from "../../domain/event-registrations";
import type { EventRecord } from "../../domain/events";
import { paymentDetailsCollection } from "../content/collections";
import { sendMail } from "../mail";
import { eventPlaceOfferedMessage } from "../mail/messages/event-registration";
import type { OutgoingAttachment } from "../mail/transport";
import { upiQrPng } from "../payments/upi-qr";

/** The UPI link as a QR picture for a phone to scan, when there is a link. */
export async function upiQrAttachment(
  payment: ApplicationPayment | undefined,
  reference: string,
): Promise<OutgoingAttachment[]> {
  if (!payment?.upiUri) return [];
  return [{ filename: `upi-${reference}.png`, contentType: "image/png", content: await upiQrPng(payment.upiUri) }];
}

/**
 * Tells the registrant offered a freed place (docs/rules/events.md §4) what to pay and how, with
 * the QR code: after a cancellation, and after the repair of a place nobody held (place-repair.ts).
 * Never throws: the outbox keeps a failed delivery for the daily retry.
 */
export async function mailPlaceOffered(offered: EventRegistrationRecord, event: EventRecord): Promise<void> {
  const payment = eventPaymentOf(offered, await paymentDetailsCollection.list());
  await sendMail({
    to: offered.email,
    kind: "event-place-offered",
    ...eventPlaceOfferedMessage(offered, event, payment),
    attachments: await upiQrAttachment(payment, offered.reference),
  });
}
