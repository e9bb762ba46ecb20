import { eventPaymentInput } from "../../domain/event-payments";
import { paymentDecisionInput } from "../../domain/office-payments";
import { resource, route } from "../api/handler";
import { eventsCollection } from "../content/collections";
import { nameActivity } from "../core/call-context";
import { notFound } from "../http/errors";
import { EVENT_NOT_FOUND } from "../events/events";
import { addEventPayment, decideEventPayment, type PaymentOutcome } from "../events/payments";

/**
 * The office's payments for event registrations (docs/rules/events.md §5): recording one as
 * received, and confirming or rejecting one a registrant reported. A received payment gets its
 * number from the financial-year series of receipts, and the registrant its receipt by e-mail.
 */

/** The answer: what happened, the payment as stored, and the registration. */
const answer = ({ message, payment, registration }: PaymentOutcome) => ({ message, ...payment, registration });

async function requireEvent(id: string): Promise<void> {
  if (!(await eventsCollection.get(id))) throw notFound(EVENT_NOT_FOUND);
}

const record = route({
  admin: "membership",
  body: eventPaymentInput,
  status: 201,
  activity: "event-payment-recorded",
  async handle({ id, params, body }) {
    await requireEvent(id);
    return answer(await addEventPayment(id, params.registrationId ?? "", body, "office"));
  },
});

const decide = route({
  admin: "membership",
  body: paymentDecisionInput,
  async handle({ id, params, body }) {
    nameActivity(body.status === "received" ? "event-payment-confirmed" : "event-payment-rejected");
    await requireEvent(id);
    return answer(await decideEventPayment(id, params.registrationId ?? "", params.paymentId ?? "", body));
  },
});

/** POST /api/events/{id}/registrations/{registrationId}/payments. */
export const eventPaymentsHandler = resource({ "POST :id": record });

/** PUT /api/events/{id}/registrations/{registrationId}/payments/{paymentId}. */
export const eventPaymentDecisionHandler = resource({ "PUT :id": decide });
