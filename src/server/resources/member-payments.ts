import { memberPayment } from "../../domain/member-account";
import { paymentsOf } from "../../domain/membership-registrations";
import { isDuplicatePayment, PAYMENT_MESSAGES, paymentInput, type PaymentRecord } from "../../domain/payments";
import { registrationsCollection } from "../collections";
import { conflict, unauthorized } from "../errors";
import { resource } from "../http";
import { memberRoute } from "../member/route";
import { newId } from "../store";

/**
 * A member (or applicant) reports a payment they made (MEMBERS.md 3); the office confirms it. A
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
    const updated = await registrationsCollection.modify(member.record._id, (current, records) => {
      if (isDuplicatePayment(payment, records.flatMap(paymentsOf))) throw conflict(PAYMENT_MESSAGES.duplicate);
      return { ...current, payments: [...paymentsOf(current), payment] };
    });
    if (!updated) throw unauthorized();
    return memberPayment(payment);
  },
});

/** POST /api/member/payments. */
export const memberPaymentsHandler = resource({ POST: report });
