import { eventAccessCodeInput, eventAccessVerifyInput, EVENT_ACCESS_MESSAGES } from "../../domain/event-access";
import { eventPaymentInput } from "../../domain/event-payments";
import { resource, route } from "../api/handler";
import { eventsCollection } from "../content/collections";
import {
  EVENT_ACCESS_CODE,
  EVENT_ACCESS_LIFETIME_SECONDS,
  registrantViewOf,
  requestAccessCode,
  requireRegistrantAccess,
  verifyAccessCode,
} from "../events/access";
import { addEventPayment } from "../events/payments";
import { sendMail } from "../mail";
import { eventAccessCodeMail } from "../mail/messages/event-access-code";

/**
 * A registrant's own registration without an account (docs/rules/events.md §5): a code by e-mail
 * for their reference and e-mail, an access token for the code, and with the token their
 * registration, its payments and receipts, and a payment to report.
 */

const requestCode = route({
  body: eventAccessCodeInput,
  sameSite: true,
  status: 202,
  async handle({ body, clientIp }) {
    const issued = await requestAccessCode(body.reference, body.email, clientIp);
    if (issued) {
      const { registration, code } = issued;
      const event = await eventsCollection.get(registration.eventId);
      await sendMail({
        to: registration.email,
        kind: "event-access-code",
        ...eventAccessCodeMail(registration, event?.title ?? "the event", code, EVENT_ACCESS_CODE.lifetimeMs / 60_000),
        secrets: [code],
      });
    }
    // The same answer either way: whether a reference exists, or is this e-mail's, is not told here.
    return { message: EVENT_ACCESS_MESSAGES.codeSent };
  },
});

const verifyCode = route({
  body: eventAccessVerifyInput,
  sameSite: true,
  async handle({ body, clientIp }) {
    const token = await verifyAccessCode(body.reference, body.email, body.code, clientIp);
    return { token, expiresInSeconds: EVENT_ACCESS_LIFETIME_SECONDS };
  },
});

/** The registration `authorize: requireRegistrantAccess` found, read once per request. */
type RegistrantAccess = Awaited<ReturnType<typeof requireRegistrantAccess>>;
const accessOf = (authorized: unknown) => authorized as RegistrantAccess;

const view = route({
  authorize: requireRegistrantAccess,
  async handle({ authorized }) {
    const { registration, event } = accessOf(authorized);
    return registrantViewOf(registration, event);
  },
});

const report = route({
  authorize: requireRegistrantAccess,
  body: eventPaymentInput,
  status: 201,
  activity: "event-payment-reported",
  async handle({ authorized, body }) {
    const { registration, event } = accessOf(authorized);
    const outcome = await addEventPayment(event._id, registration._id, body, "registrant");
    return { message: outcome.message, registration: await registrantViewOf(outcome.registration, event) };
  },
});

/** POST /api/event-registrations/access-code. */
export const eventAccessCodeHandler = resource({ POST: requestCode });
/** POST /api/event-registrations/access-code/verify. */
export const eventAccessVerifyHandler = resource({ POST: verifyCode });
/** GET /api/event-registrations/mine. */
export const eventRegistrationMineHandler = resource({ GET: view });
/** POST /api/event-registrations/mine/payments. */
export const eventRegistrationMinePaymentsHandler = resource({ POST: report });
