import { eventPaymentInput } from "../../domain/event-payments";
import { resource } from "../api/handler";
import { memberRoute } from "../api/member-route";
import { memberEventRegistrations, reportMemberEventPayment } from "../events/member-registrations";

/** A signed-in member's event registrations (docs/rules/events.md §5), and a payment reported for one. */

const list = memberRoute({
  async handle({ member }) {
    return memberEventRegistrations(member.record._id);
  },
});

const report = memberRoute({
  body: eventPaymentInput,
  sameSite: true,
  status: 201,
  activity: "event-payment-reported",
  async handle({ member, id, body }) {
    return reportMemberEventPayment(member.record._id, id, body);
  },
});

/** GET /api/member/event-registrations. */
export const memberEventRegistrationsHandler = resource({ GET: list });
/** POST /api/member/event-registrations/{id}/payments. */
export const memberEventPaymentsHandler = resource({ "POST :id": report });
