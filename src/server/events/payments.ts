import { EVENT_REFERENCE_PATTERN } from "../../domain/application-reference";
import {
  decisionRefusal,
  EVENT_PAYMENT_MESSAGES,
  eventPaymentsOf,
  paymentReferenceKey,
  paymentRefusal,
  withEventPayment,
  type EventPaymentFields,
  type EventPaymentRecord,
} from "../../domain/event-payments";
import { eventReceiptDraft } from "../../domain/event-receipt-draft";
import type { EventRegistrationRecord } from "../../domain/event-registrations";
import { RECORD_ID_SHAPE } from "../../domain/fields";
import { indiaToday } from "../../domain/india-date";
import type { PaymentDecision } from "../../domain/office-payments";
import type { ReceiptSnapshot } from "../../domain/receipts";
import { eventsCollection } from "../content/collections";
import { conflict, HttpError, notFound } from "../http/errors";
import { readSettings } from "../membership/settings";
import { issueReceipt } from "../receipts/ledger";
import { claimDocument, deleteDocument, listDocumentKeys, newId, readDocument } from "../store";
import { EVENT_NOT_FOUND } from "./events";
import { changeRegistration, logRegistrationChange } from "./registration-changes";
import { sendEventPaymentReceivedMail } from "./payment-mail";
import { recordKey, referenceKey } from "./registration-keys";

/**
 * Payments for event registrations (docs/rules/events.md §5). A payment is stored on its
 * registration's document; its reference is claimed once among the events' payments (a conditional
 * create), so two reports of one UTR sent at once cannot both be kept, and a rejected payment gives
 * its reference back. A payment that becomes received is marked due for a receipt, then issued its
 * number in the financial-year ledger the membership receipts use and e-mailed; the daily job
 * finishes any whose request stopped in between (repairEventReceipts).
 */

export const REGISTRATION_NOT_FOUND = "Registration";

const referenceClaimKey = (payment: Pick<EventPaymentRecord, "method" | "reference">) =>
  `event-payment-references/${encodeURIComponent(paymentReferenceKey(payment))}`;

/** Received payments waiting for their receipt: `{ eventId, registrationId }` under the payment's id. */
const RECEIPTS_DUE = "event-receipts-due/";
const receiptDueKey = (paymentId: string) => `${RECEIPTS_DUE}${paymentId}`;

interface ReceiptDue {
  eventId: string;
  registrationId: string;
  since: string;
}

/** The registration, or undefined when the event has none with that id. */
export async function readEventRegistration(
  eventId: string,
  registrationId: string,
): Promise<EventRegistrationRecord | undefined> {
  // The ids name a document key: only a record id's shape reaches the store.
  if (!RECORD_ID_SHAPE.test(eventId) || !RECORD_ID_SHAPE.test(registrationId)) return undefined;
  return (await readDocument<EventRegistrationRecord>(recordKey(eventId, registrationId))) ?? undefined;
}

export interface PaymentOutcome {
  registration: EventRegistrationRecord;
  payment: EventPaymentRecord;
  /** The receipt, when the payment was received and numbered in this call. */
  receipt?: ReceiptSnapshot;
  message: string;
}

/**
 * Adds a payment to the registration: reported by the registrant, or recorded as received by the
 * office (then numbered and e-mailed). 404 for no such registration; 409 for one on the waiting
 * list, cancelled or with nothing to pay, and for a reference already on a payment not rejected.
 */
export async function addEventPayment(
  eventId: string,
  registrationId: string,
  fields: EventPaymentFields,
  by: "registrant" | "office",
): Promise<PaymentOutcome> {
  const current = await readEventRegistration(eventId, registrationId);
  if (!current) throw notFound(REGISTRATION_NOT_FOUND);
  const refusal = paymentRefusal(current);
  if (refusal) throw conflict(refusal);
  const now = new Date().toISOString();
  const received = by === "office";
  const payment: EventPaymentRecord = {
    _id: newId(),
    ...fields,
    status: received ? "received" : "reported",
    source: by,
    ...(received ? { receivedOn: indiaToday() } : {}),
    createdAt: now,
    updatedAt: now,
  };
  if (!(await claimDocument(referenceClaimKey(payment), { eventId, registrationId, paymentId: payment._id })))
    throw conflict(EVENT_PAYMENT_MESSAGES.duplicate);
  let change;
  try {
    if (received) await markReceiptDue(payment._id, eventId, registrationId);
    change = await changeRegistration(eventId, registrationId, (registration) => {
      const problem = paymentRefusal(registration);
      if (problem) throw conflict(problem);
      return withEventPayment(registration, payment);
    });
  } catch (error) {
    await releaseReference(payment);
    throw error;
  }
  if (!change) {
    await releaseReference(payment);
    throw notFound(REGISTRATION_NOT_FOUND);
  }
  logRegistrationChange(change);
  if (!received) return { registration: change.after, payment, message: EVENT_PAYMENT_MESSAGES.reported };
  return withReceipt(eventId, registrationId, payment._id, change.after);
}

/** The office confirms (received) or rejects a reported payment; 404 or 409 when there is none to decide. */
export async function decideEventPayment(
  eventId: string,
  registrationId: string,
  paymentId: string,
  decision: PaymentDecision,
): Promise<PaymentOutcome> {
  const current = await readEventRegistration(eventId, registrationId);
  if (!current) throw notFound(REGISTRATION_NOT_FOUND);
  const early = decisionRefusal(current, paymentId);
  if (early) throw new HttpError(early.status, early.message);
  const received = decision.status === "received";
  if (received) await markReceiptDue(paymentId, eventId, registrationId);
  const now = new Date().toISOString();
  const change = await changeRegistration(eventId, registrationId, (registration) => {
    const refusal = decisionRefusal(registration, paymentId);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    const payment = eventPaymentsOf(registration).find((candidate) => candidate._id === paymentId);
    if (!payment) return undefined;
    return withEventPayment(registration, {
      ...payment,
      status: decision.status,
      ...(decision.note === undefined ? {} : { note: decision.note }),
      ...(received ? { receivedOn: indiaToday() } : {}),
      updatedAt: now,
    });
  });
  if (!change) throw notFound(REGISTRATION_NOT_FOUND);
  logRegistrationChange(change);
  const payment = eventPaymentsOf(change.after).find((candidate) => candidate._id === paymentId);
  if (!payment) throw notFound(REGISTRATION_NOT_FOUND);
  if (!received) {
    await releaseReference(payment);
    return { registration: change.after, payment, message: EVENT_PAYMENT_MESSAGES.rejected };
  }
  return withReceipt(eventId, registrationId, paymentId, change.after);
}

async function releaseReference(payment: EventPaymentRecord): Promise<void> {
  await deleteDocument(referenceClaimKey(payment)).catch((error: unknown) => {
    console.error("Could not release a payment reference:", error instanceof Error ? error.message : error);
  });
}

const markReceiptDue = (paymentId: string, eventId: string, registrationId: string) =>
  claimDocument(
    receiptDueKey(paymentId),
    { eventId, registrationId, since: new Date().toISOString() } satisfies ReceiptDue,
    { keepCopy: false },
  );

/** After the write that made the payment received: its receipt, or the answer that its number will follow. */
async function withReceipt(
  eventId: string,
  registrationId: string,
  paymentId: string,
  stored: EventRegistrationRecord,
): Promise<PaymentOutcome> {
  try {
    const done = await completeEventReceipt(eventId, registrationId, paymentId);
    const payment = done && eventPaymentsOf(done.registration).find((candidate) => candidate._id === paymentId);
    if (done && payment)
      return {
        registration: done.registration,
        payment,
        receipt: done.receipt,
        message: EVENT_PAYMENT_MESSAGES.received(done.receipt.number),
      };
  } catch (error) {
    console.error("Could not issue a receipt now; the repair will:", error instanceof Error ? error.message : error);
  }
  const latest = (await readEventRegistration(eventId, registrationId).catch(() => undefined)) ?? stored;
  const payment = eventPaymentsOf(latest).find((candidate) => candidate._id === paymentId);
  if (!payment) throw notFound(REGISTRATION_NOT_FOUND);
  return {
    registration: latest,
    payment,
    message: payment.receiptNumber
      ? EVENT_PAYMENT_MESSAGES.received(payment.receiptNumber)
      : EVENT_PAYMENT_MESSAGES.receivedWithoutNumber,
  };
}

const isReceivedWithoutNumber = (payment: EventPaymentRecord) =>
  payment.status === "received" && payment.receiptNumber === undefined;

export interface NumberedEventPayment {
  registration: EventRegistrationRecord;
  receipt: ReceiptSnapshot;
  /** This call wrote the number on the payment (so it, and only it, sends the e-mail). */
  numbered: boolean;
}

/**
 * Issues the receipt of a received payment in the year's ledger (idempotent per payment) and writes
 * its number on the payment. Undefined when there is nothing to number.
 */
export async function numberEventPayment(
  eventId: string,
  registrationId: string,
  paymentId: string,
): Promise<NumberedEventPayment | undefined> {
  const [registration, event, settings] = await Promise.all([
    readEventRegistration(eventId, registrationId),
    eventsCollection.get(eventId),
    readSettings(),
  ]);
  const payment = registration && eventPaymentsOf(registration).find((candidate) => candidate._id === paymentId);
  if (!registration || !payment || !isReceivedWithoutNumber(payment)) return undefined;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const { receipt } = await issueReceipt(eventReceiptDraft(registration, event, payment, settings));
  let numbered = false;
  const change = await changeRegistration(eventId, registrationId, (current) => {
    numbered = false;
    const target = eventPaymentsOf(current).find((candidate) => candidate._id === paymentId);
    if (!target || !isReceivedWithoutNumber(target)) return undefined;
    numbered = true;
    return withEventPayment(current, { ...target, receiptNumber: receipt.number, receivedOn: receipt.date });
  });
  const latest = change?.after ?? (await readEventRegistration(eventId, registrationId)) ?? registration;
  return { registration: latest, receipt, numbered };
}

/** Numbers a received payment, e-mails the receipt if this call numbered it, and clears its mark. */
export async function completeEventReceipt(
  eventId: string,
  registrationId: string,
  paymentId: string,
): Promise<NumberedEventPayment | undefined> {
  const done = await numberEventPayment(eventId, registrationId, paymentId);
  if (done?.numbered) await sendEventPaymentReceivedMail(done.registration, done.receipt);
  await deleteDocument(receiptDueKey(paymentId));
  return done;
}

/** How long a mark may stand before the repair takes it: longer than any request takes. */
export const EVENT_REPAIR_AFTER_MS = 60_000;

/** The repair's share of the daily job's 30 s; the next run resumes with what is left. */
export const EVENT_REPAIR_BUDGET_MS = 5_000;

export interface EventRepairSummary {
  repaired: number;
  failed: number;
  left: number;
}

/**
 * Finishes every received event payment whose request stopped before its receipt was numbered or
 * e-mailed, oldest mark first, within the time budget. Safe to run anywhere, any number of times.
 */
export async function repairEventReceipts({
  now = Date.now(),
  budgetMs = EVENT_REPAIR_BUDGET_MS,
  clock = () => Date.now(),
}: { now?: number; budgetMs?: number; clock?: () => number } = {}): Promise<EventRepairSummary> {
  const startedAt = clock();
  const marks = (
    await Promise.all(
      (await listDocumentKeys(RECEIPTS_DUE)).map(async (key) => ({
        paymentId: key.slice(RECEIPTS_DUE.length),
        due: await readDocument<ReceiptDue>(key),
      })),
    )
  )
    .filter((mark): mark is { paymentId: string; due: ReceiptDue } => mark.due !== null)
    .filter((mark) => Date.parse(mark.due.since) <= now - EVENT_REPAIR_AFTER_MS)
    .sort((a, b) => a.due.since.localeCompare(b.due.since));
  const summary: EventRepairSummary = { repaired: 0, failed: 0, left: 0 };
  for (const [index, { paymentId, due }] of marks.entries()) {
    if (clock() - startedAt > budgetMs) {
      summary.left = marks.length - index;
      break;
    }
    try {
      if ((await completeEventReceipt(due.eventId, due.registrationId, paymentId))?.numbered) summary.repaired++;
    } catch (error) {
      summary.failed++;
      console.error("Could not finish an event receipt:", error instanceof Error ? error.message : error);
    }
  }
  return summary;
}

/** Registrations of an event by their reference ("EVT-…"), across events: where the claim says it is. */
export async function findByReference(
  reference: string,
): Promise<{ eventId: string; registrationId: string } | undefined> {
  if (!EVENT_REFERENCE_PATTERN.test(reference)) return undefined;
  return (await readDocument<{ eventId: string; registrationId: string }>(referenceKey(reference))) ?? undefined;
}
