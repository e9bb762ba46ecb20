import type { EventPaymentRecord } from "./event-payments";
import type { EventRegistrationRecord } from "./event-registrations";
import type { EventRecord } from "./events";
import { receiptDateOf, type ReceiptDraft } from "./receipt-draft";
import type { SocietySettings } from "./settings";

/**
 * The receipt of an event registration's payment (docs/rules/events.md §5), before the ledger gives
 * it its number: the registrant (their institution as the address, the GSTIN of an institution that
 * pays), the registration's frozen fee and GST as the dues, the event with the state it is held in
 * (the place of supply; the society's own when the event names none), and the event's SAC code, or
 * the society's when it has none. Pure.
 */
export function eventReceiptDraft(
  registration: EventRegistrationRecord,
  event: Pick<EventRecord, "_id" | "title" | "startDate" | "endDate" | "venue" | "state" | "sac">,
  payment: EventPaymentRecord,
  settings: Pick<
    SocietySettings,
    "legalName" | "address" | "state" | "gstin" | "sac" | "exportSupply" | "lutReference"
  >,
): ReceiptDraft {
  const { legalName, address, state, gstin, sac, exportSupply, lutReference } = settings;
  return {
    date: receiptDateOf(payment),
    registrationId: registration._id,
    paymentId: payment._id,
    society: { legalName, address, state, gstin, sac: event.sac || sac, exportSupply, lutReference },
    member: {
      name: registration.name,
      address: registration.institution,
      ...(registration.gstin === undefined ? {} : { gstin: registration.gstin }),
    },
    event: {
      eventId: event._id,
      title: event.title,
      startDate: event.startDate,
      endDate: event.endDate,
      venue: event.venue,
      state: event.state ?? state,
      reference: registration.reference,
      category: registration.category,
    },
    dues: { fee: registration.fee, gst: registration.gst, total: registration.total },
    payment: {
      method: payment.method,
      reference: payment.reference,
      paidOn: payment.paidOn,
      amount: payment.amount,
      purpose: "event",
    },
  };
}
