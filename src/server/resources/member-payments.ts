import { memberPayment } from "../../domain/member-account";
import { paymentsOf } from "../../domain/membership-registrations";
import { indiaToday } from "../../domain/india-date";
import { assignRenewal } from "../../domain/office-payments";
import { isDuplicatePayment, PAYMENT_MESSAGES, paymentInput, type PaymentRecord } from "../../domain/payments";
import { registrationsCollection } from "../content/collections";
import { conflict, unauthorized } from "../http/errors";
import { resource } from "../api/handler";
import { memberRoute } from "../api/member-route";
import { renewalPrices, renewalRefusal } from "../membership/renewals";
import { newId } from "../store";

/**
 * A member (or applicant) reports a payment they made (docs/rules/members-and-money.md §3); the office confirms it. A
 * reference already on any record, not rejected, is refused inside the collection's write, so two
 * reports of one reference sent at once cannot both be kept.
 */

const report = memberRoute({
  body: paymentInput,
  sameSite: true,
  status: 201,
  activity: "payment-reported",
  async handle({ member, body }) {
    const now = new Date().toISOString();
    const payment: PaymentRecord = {
      _id: newId(),
      ...body,
      status: "reported",
      source: "member",
      createdAt: now,
      updatedAt: now,
    };
    const [today, options] = [indiaToday(), await renewalPrices()];
    let reported = payment;
    const updated = await registrationsCollection.modify(member.record._id, (current, records) => {
      if (isDuplicatePayment(payment, records.flatMap(paymentsOf))) throw conflict(PAYMENT_MESSAGES.duplicate);
      // A renewal names its period, opening it with today's prices if this is an early payment.
      const assigned = assignRenewal(current, payment, today, options);
      if ("problem" in assigned) throw renewalRefusal(assigned.problem);
      reported = assigned.payment;
      return { ...assigned.record, payments: [...paymentsOf(assigned.record), reported] };
    });
    if (!updated) throw unauthorized();
    return memberPayment(reported);
  },
});

/** POST /api/member/payments. */
export const memberPaymentsHandler = resource({ POST: report });
