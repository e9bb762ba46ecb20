import * as z from "zod";
import { applicationPayment } from "./application-payment";
import { EVENT_REFERENCE_MESSAGE, EVENT_REFERENCE_PATTERN } from "./application-reference";
import { eventPaymentRecord } from "./event-payments";
import { eventRegistrationRecord } from "./event-registrations";
import { eventRecord } from "./events";
import { emailField } from "./fields";

/**
 * A registrant's own view of their event registration (docs/rules/events.md §5), reached without an
 * account: their reference and e-mail ask for a code by e-mail; the code gives a short-lived access
 * token; with it they see the registration, its payments and receipts, and report a payment.
 */

export const EVENT_ACCESS_MESSAGES = {
  reference: EVENT_REFERENCE_MESSAGE,
  code: "The code is the 6 digits in the e-mail we sent you.",
  codeSent:
    "If the reference and e-mail match a registration, we have e-mailed a 6-digit code to that address. It is valid for 15 minutes.",
  wrongCode: "That code is wrong or has expired. Check the e-mail, or ask for a new code.",
  accessEnded: "Your access to this registration has ended. Please ask for a new code.",
  throttledCodes: (minutes: number) =>
    `Too many codes have been asked for this registration. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

/** "evt-abcd-2345 " is "EVT-ABCD-2345": the reference as printed, whatever its case and spaces. */
const referenceField = z
  .string({ error: "Reference is required." })
  .trim()
  .toUpperCase()
  .min(1, { error: "Reference is required." })
  .regex(EVENT_REFERENCE_PATTERN, { error: EVENT_ACCESS_MESSAGES.reference });

export const eventAccessCodeInput = z.object({ reference: referenceField, email: emailField("E-mail") });
export type EventAccessCodeInput = z.input<typeof eventAccessCodeInput>;

export const eventAccessVerifyInput = eventAccessCodeInput.extend({
  code: z
    .string({ error: "Code is required." })
    .trim()
    .regex(/^\d{6}$/, { error: EVENT_ACCESS_MESSAGES.code }),
});
export type EventAccessVerifyInput = z.input<typeof eventAccessVerifyInput>;

/** The access token, to send as `Authorization: Bearer …`, and how long it lasts. */
export const eventAccessAnswer = z.object({ token: z.string(), expiresInSeconds: z.number() });

/** A payment as the registrant sees it: no internal notes beyond the office's note to them. */
export const registrantPayment = eventPaymentRecord.pick({
  _id: true,
  method: true,
  reference: true,
  amount: true,
  paidOn: true,
  status: true,
  receiptNumber: true,
  receivedOn: true,
  note: true,
});

/** What the registrant sees: their registration, its event, the money, and how to pay what is left. */
export const registrantView = eventRegistrationRecord
  .pick({
    _id: true,
    reference: true,
    name: true,
    email: true,
    category: true,
    fee: true,
    gst: true,
    total: true,
    earlyBird: true,
    registeredOn: true,
    status: true,
    place: true,
    waitingTurn: true,
    offeredUntil: true,
    cancelledOn: true,
  })
  .extend({
    event: eventRecord.pick({ _id: true, title: true, slug: true, startDate: true, endDate: true, venue: true }),
    received: z.number(),
    balance: z.number(),
    payments: z.array(registrantPayment),
    /** How to pay the balance (a UPI link with the amount and reference, the bank account); none when nothing is asked. */
    payment: applicationPayment.optional(),
  });
export type RegistrantView = z.infer<typeof registrantView>;
