import type { ApplicationPayment } from "../../../domain/application-payment";
import type { EventRegistrationRecord } from "../../../domain/event-registrations";
import { eventDates } from "../../../domain/event-dates";
import { siteUrl } from "../../core/config";
import { EVENT_KIND_LABELS, type EventRecord } from "../../../domain/events";
import { formatLongDate, formatRupees } from "../../../domain/format";
import { composeMail, type ComposedMail } from "../compose";
import { howToPay } from "./how-to-pay";

/**
 * The message a registration for an event sends the registrant (docs/rules/events.md §3): the
 * reference, the event, the category and the exact amount with how to pay; or, on the waiting
 * list, their turn and that nothing is to be paid yet. Pure: the caller sends it.
 */

type Registration = Pick<
  EventRegistrationRecord,
  "name" | "reference" | "category" | "fee" | "gst" | "total" | "earlyBird" | "status" | "waitingTurn"
>;
type Event = Pick<EventRecord, "title" | "kind" | "startDate" | "endDate" | "venue" | "contactEmail">;

const whenAndWhere = (event: Event) =>
  `${event.title} (${EVENT_KIND_LABELS[event.kind]}), ${eventDates(event)}, ${event.venue}`;

/** Where a registrant reports a payment and finds their receipts, with their reference and e-mail. */
const reportLater = (registration: Registration) =>
  registration.total > 0
    ? [
        `Once you have paid, please report the payment, and later download your receipt, at ${siteUrl()}/conference/registration with your reference ${registration.reference} and this e-mail address.`,
      ]
    : [];

/** The QR picture the route attaches with a UPI link (resources/event-registrations.ts). */
const qrNote = (registration: Registration, payment: ApplicationPayment) =>
  payment.upiUri && registration.total > 0
    ? [
        `The attached picture upi-${registration.reference}.png is the same payment as a QR code: scan it with any UPI app.`,
      ]
    : [];

export function eventRegistrationMessage(
  registration: Registration,
  event: Event,
  payment: ApplicationPayment,
): ComposedMail {
  const waiting = registration.status === "waiting";
  const amount = `${formatRupees(registration.total)} (fee ${formatRupees(registration.fee)} + GST ${formatRupees(registration.gst)}${registration.earlyBird ? ", the early-bird price" : ""})`;
  return composeMail({
    subject: waiting
      ? `On the waiting list (${registration.reference})`
      : `Registration received (${registration.reference})`,
    greeting: `Dear ${registration.name},`,
    paragraphs: [
      `Thank you for registering for ${whenAndWhere(event)}.`,
      `Your registration reference is ${registration.reference}. Please quote it with your payment and whenever you write to us.`,
      `Category: ${registration.category}. Amount: ${amount}.`,
      ...(waiting
        ? [
            `The event is full, so you are number ${String(registration.waitingTurn ?? "")} on the waiting list. Please do not pay now: if a place is freed we will e-mail you, and you will then have a few days to pay.`,
          ]
        : howToPay(
            { reference: registration.reference, amount: registration.total },
            payment,
            "Nothing is to be paid for this category.",
          )),
      ...(waiting ? [] : [...qrNote(registration, payment), ...reportLater(registration)]),
      `Questions about the event: ${event.contactEmail}. The event is attached as a calendar file, to add to your calendar.`,
      "If you did not register, please let us know by replying to this e-mail.",
    ],
  });
}

/**
 * To a registration on the waiting list offered a place (freed by a cancellation, added to the
 * event, or given by the office): the place is theirs if they pay by the date.
 */
export function eventPlaceOfferedMessage(
  registration: Registration & Pick<EventRegistrationRecord, "offeredUntil">,
  event: Event,
  payment: ApplicationPayment,
): ComposedMail {
  const amount = `${formatRupees(registration.total)} (fee ${formatRupees(registration.fee)} + GST ${formatRupees(registration.gst)})`;
  return composeMail({
    subject: `A place is free for you (${registration.reference})`,
    greeting: `Dear ${registration.name},`,
    paragraphs: [
      `A place at ${whenAndWhere(event)} is now offered to you from the waiting list.`,
      `It is yours if your payment of ${amount} reaches us by ${formatLongDate(registration.offeredUntil ?? "")}. Please quote ${registration.reference} with it.`,
      ...howToPay(
        { reference: registration.reference, amount: registration.total },
        payment,
        "Nothing is to be paid for this category: the place is yours.",
      ),
      ...qrNote(registration, payment),
      ...reportLater(registration),
      `Questions about the event: ${event.contactEmail}.`,
    ],
  });
}
