import { indiaToday } from "../../domain/india-date";
import { adminRegistration, paymentsOf, type RegistrationRecord } from "../../domain/membership-registrations";
import {
  OFFICE_PAYMENT_MESSAGES,
  paymentDecisionInput,
  receivePayment,
  rejectPayment,
  reportedPayment,
  withNote,
} from "../../domain/office-payments";
import { isDuplicatePayment, PAYMENT_MESSAGES, paymentInput, type PaymentRecord } from "../../domain/payments";
import { registrationsCollection } from "../content/collections";
import { conflict, HttpError, notFound } from "../http/errors";
import { nameActivity } from "../core/call-context";
import { resource, route } from "../api/handler";
import { publishIfListingChanged } from "../membership/directory-listing";
import { renewalPrices, renewalRefusal } from "../membership/renewals";
import { completeReceipt } from "../receipts/issue";
import { newId } from "../store";

/**
 * The office's payments (docs/rules/members-and-money.md §3): recording a payment as received, and confirming or
 * rejecting one a member reported. A payment becomes received in one write of the registrations
 * (with the duplicate check and, for a renewal, the new validity); its receipt is then issued and
 * numbered (src/server/receipts/issue.ts), and the member is e-mailed.
 */

const MEMBERSHIP_REQUEST = "Membership request";

/** The answer: the payment as stored, what happened, and the whole record as the admin sees it. */
function answer(record: RegistrationRecord, paymentId: string, message: string) {
  const payment = paymentsOf(record).find((candidate) => candidate._id === paymentId);
  return { message, ...payment, registration: adminRegistration(record, indiaToday()) };
}

/**
 * After the write that made the payment received: its receipt. If that fails, the payment stays
 * received and the answer says its number will follow (the repair gives it).
 */
async function withReceipt(stored: RegistrationRecord, paymentId: string) {
  try {
    const done = await completeReceipt(stored._id, paymentId);
    if (done) return answer(done.record, paymentId, OFFICE_PAYMENT_MESSAGES.received(done.receipt.number));
  } catch (error) {
    console.error("Could not issue a receipt now; the repair will:", error instanceof Error ? error.message : error);
  }
  const latest = (await registrationsCollection.get(stored._id).catch(() => undefined)) ?? stored;
  const number = paymentsOf(latest).find((payment) => payment._id === paymentId)?.receiptNumber;
  return answer(
    latest,
    paymentId,
    number ? OFFICE_PAYMENT_MESSAGES.received(number) : OFFICE_PAYMENT_MESSAGES.receivedWithoutNumber,
  );
}

/** The record with the payment received, or the refusal thrown inside the write. */
function received(...args: Parameters<typeof receivePayment>): RegistrationRecord {
  const outcome = receivePayment(...args);
  if ("problem" in outcome) throw renewalRefusal(outcome.problem);
  return outcome;
}

const record = route({
  admin: "membership",
  body: paymentInput,
  status: 201,
  activity: "payment-recorded",
  async handle({ id, body }) {
    const now = new Date().toISOString();
    const payment: PaymentRecord = {
      _id: newId(),
      ...body,
      status: "received",
      source: "office",
      createdAt: now,
      updatedAt: now,
    };
    const today = indiaToday();
    const options = await renewalPrices();
    let before: RegistrationRecord | undefined;
    const stored = await registrationsCollection.modify(id, (current, records) => {
      // Decided against what is stored, inside the write, as for a member's report (member-payments.ts).
      if (isDuplicatePayment(payment, records.flatMap(paymentsOf))) throw conflict(PAYMENT_MESSAGES.duplicate);
      before = current;
      return received(current, payment, today, now, options);
    });
    if (!stored) throw notFound(MEMBERSHIP_REQUEST);
    // A renewal can bring a long-lapsed member back into the directory.
    if (before) await publishIfListingChanged(before, stored);
    return withReceipt(stored, payment._id);
  },
});

const decide = route({
  admin: "membership",
  body: paymentDecisionInput,
  async handle({ id, params, body }) {
    const paymentId = params.paymentId ?? "";
    nameActivity(body.status === "received" ? "payment-confirmed" : "payment-rejected");
    const now = new Date().toISOString();
    const today = indiaToday();
    const options = await renewalPrices();
    let before: RegistrationRecord | undefined;
    const stored = await registrationsCollection.modify(id, (current) => {
      before = current;
      const found = reportedPayment(current, paymentId);
      if ("problem" in found) {
        if (found.problem === "missing") throw new HttpError(404, OFFICE_PAYMENT_MESSAGES.paymentNotFound);
        throw conflict(
          found.problem === "received"
            ? OFFICE_PAYMENT_MESSAGES.alreadyReceived
            : OFFICE_PAYMENT_MESSAGES.alreadyRejected,
        );
      }
      const payment = withNote(found.payment, body.note);
      return body.status === "received"
        ? received(current, payment, today, now, options)
        : rejectPayment(current, payment, now);
    });
    if (!stored) throw notFound(MEMBERSHIP_REQUEST);
    if (before) await publishIfListingChanged(before, stored);
    if (body.status === "rejected") return answer(stored, paymentId, OFFICE_PAYMENT_MESSAGES.rejected);
    return withReceipt(stored, paymentId);
  },
});

/** POST /api/membership-registrations/{id}/payments. */
export const membershipPaymentsHandler = resource({ "POST :id": record });

/** PUT /api/membership-registrations/{id}/payments/{paymentId}. */
export const membershipPaymentDecisionHandler = resource({ "PUT :id": decide });
