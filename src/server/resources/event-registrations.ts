import { eventPaymentOf } from "../../domain/application-payment";
import {
  EVENT_REGISTRATION_ANSWERS,
  eventRegistrationAnswer,
  eventRegistrationInput,
} from "../../domain/event-registrations";
import { registrationsCsv, registrationsCsvFileName } from "../../domain/event-registrations-export";
import { indiaToday } from "../../domain/india-date";
import { sessionCookieValue } from "../auth/member/cookie";
import { resolveSession } from "../auth/member/session";
import { eventsCollection, paymentDetailsCollection } from "../content/collections";
import { json, resource, route } from "../api/handler";
import { clientWindowLimit } from "../http/client-limit";
import { HttpError, notFound } from "../http/errors";
import { EVENT_NOT_FOUND } from "../events/events";
import { cancelEventRegistration } from "../events/cancellations";
import { listEventRegistrations, registerForEvent } from "../events/registrations";
import { siteUrl } from "../core/config";
import { calendarAttachment } from "../../domain/event-calendar";
import { eventCalendarPath } from "../../domain/event-pages";
import { sendMail } from "../mail";
import { eventRegistrationMessage } from "../mail/messages/event-registration";
import { upiQrDataUrl } from "../payments/upi-qr";
import { mailPlaceOffered, upiQrAttachment } from "../events/offer-mail";
import { promoteFromWaitingList } from "../events/waiting-list";

/**
 * Registering for an event (docs/rules/events.md §3), and the office's list of an event's
 * registrations. The server decides the price and the place; a signed-in member's session (the
 * cookie, when there is one) decides whether a members' category may be taken.
 */

/** Well-formed registrations per client address per window, beside Netlify's own limit (event-register.mts). */
export const EVENT_REGISTRATION_LIMIT = 20;
const takeSlot = clientWindowLimit(EVENT_REGISTRATION_LIMIT, 10 * 60 * 1000);
export const EVENT_REGISTRATION_THROTTLED = "Too many registrations from this address. Please try again later.";

const register = route({
  body: eventRegistrationInput,
  // The session cookie may choose a members' category: only this site's pages may send it.
  sameSite: true,
  status: 201,
  activity: "event-register",
  async handle({ request, id, body, clientIp, reads }) {
    if (!takeSlot(clientIp)) throw new HttpError(429, EVENT_REGISTRATION_THROTTLED, {}, { "retry-after": "600" });
    const member = await resolveSession(sessionCookieValue(request));
    const { record, event } = await registerForEvent(id, body, member?.record);
    const paymentDetails = await paymentDetailsCollection.list(reads);
    // Nothing is asked of a registrant on the waiting list until a place is offered.
    const payment = record.status === "waiting" ? undefined : eventPaymentOf(record, paymentDetails);
    // sendMail never throws: the registration stands whatever happens to its e-mail (the outbox keeps it).
    // The calendar file goes with it: the event's days are the registrant's to keep.
    await sendMail({
      to: record.email,
      kind: "event-registration",
      ...eventRegistrationMessage(record, event, payment ?? {}),
      attachments: [
        calendarAttachment(event, new URL(siteUrl()).host),
        ...(await upiQrAttachment(payment, record.reference)),
      ],
    });
    const message =
      record.status === "waiting"
        ? EVENT_REGISTRATION_ANSWERS.waiting(record.reference, record.waitingTurn ?? 0)
        : EVENT_REGISTRATION_ANSWERS.placed(record.reference);
    return json(
      {
        ...eventRegistrationAnswer.omit({ message: true, payment: true, calendar: true }).parse(record),
        message,
        ...(payment ? { payment } : {}),
        ...(payment?.upiUri ? { upiQr: await upiQrDataUrl(payment.upiUri) } : {}),
        calendar: eventCalendarPath(event),
      },
      201,
    );
  },
});

/** POST /api/events/{id}/register. */
export const eventRegisterHandler = resource({ "POST :id": register });

const list = route({
  admin: "membership",
  async handle({ id }) {
    if (!(await eventsCollection.get(id))) throw notFound(EVENT_NOT_FOUND);
    return listEventRegistrations(id);
  },
});

/** GET /api/events/{id}/registrations: the event's desk (membership role and the owner). */
export const eventRegistrationsHandler = resource({ "GET :id": list });

const exportCsv = route({
  admin: "membership",
  async handle({ id }) {
    const event = await eventsCollection.get(id);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return new Response(registrationsCsv(await listEventRegistrations(id)), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${registrationsCsvFileName(event, indiaToday())}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
});

/** GET /api/events/{id}/registrations.csv: the event's registrants as a spreadsheet (membership role and the owner). */
export const eventRegistrationsExportHandler = resource({ "GET :id": exportCsv });

const cancel = route({
  admin: "membership",
  activity: "event-cancel",
  async handle({ id, params }) {
    const { cancelled, offered, event } = await cancelEventRegistration(id, params.registrationId ?? "");
    if (offered) await mailPlaceOffered(offered, event);
    return { cancelled, offered: offered ?? null };
  },
});

/** POST /api/events/{id}/registrations/{registrationId}/cancel (membership role and the owner). */
export const eventRegistrationCancelHandler = resource({ "POST :id": cancel });

const promote = route({
  admin: "membership",
  activity: "event-promote",
  async handle({ id, params }) {
    const { offered, event } = await promoteFromWaitingList(id, params.registrationId ?? "");
    // The same e-mail as an offer after a cancellation: the amount, the last day and how to pay.
    await mailPlaceOffered(offered, event);
    return offered;
  },
});

/** POST /api/events/{id}/registrations/{registrationId}/promote: a place now, out of turn (membership role and the owner). */
export const eventRegistrationPromoteHandler = resource({ "POST :id": promote });
