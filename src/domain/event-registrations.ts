import * as z from "zod";
import { applicationPayment } from "./application-payment";
import { eventPaymentRecord } from "./event-payments";
import { emailField, limitedText, phoneNumberField, recordId, storedMeta } from "./fields";
import { recipientGstinField } from "./membership-registrations";

/**
 * A registration for an event (docs/rules/events.md §3): who registers, the category chosen, and
 * what the server decided: the price on the day, and a place or a turn on the waiting list.
 */

/**
 * placed: holds one of the event's places; waiting: on the waiting list (no payment asked);
 * offered: a freed place is offered, to be paid within the event's days; cancelled: by the office.
 */
export const EVENT_REGISTRATION_STATUSES = ["placed", "waiting", "offered", "cancelled"] as const;
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];

/** What the public form and the API accept. */
export const eventRegistrationInput = z.object({
  name: limitedText("Name", 200),
  email: emailField("E-mail"),
  phone: phoneNumberField("Phone"),
  institution: z.string().trim().max(300, { error: "Institution is too long (300 characters at most)." }).default(""),
  category: limitedText("Category", 100),
  gstin: recipientGstinField,
});
export type EventRegistrationInput = z.input<typeof eventRegistrationInput>;
export type EventRegistrationFields = z.output<typeof eventRegistrationInput>;

export const eventRegistrationRecord = storedMeta.extend({
  eventId: recordId,
  /** Quoted in payments and letters: "EVT-" and two groups of four. */
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  institution: z.string(),
  gstin: z.string().optional(),
  /** The signed-in member who registered, if one did (their standing chose a members' category). */
  memberId: z.string().optional(),
  category: z.string(),
  fee: z.number(),
  gst: z.number(),
  total: z.number(),
  earlyBird: z.boolean(),
  /** The day of registration in India, which set the price. */
  registeredOn: z.string(),
  status: z.enum(EVENT_REGISTRATION_STATUSES),
  /** The place held (1 to the capacity); none on the waiting list or without a capacity. */
  place: z.number().optional(),
  /** The turn on the waiting list (1 first), kept once given. */
  waitingTurn: z.number().optional(),
  /** Offered a freed place: the last day (India's) to pay for it. */
  offeredUntil: z.string().optional(),
  /** Cancelled by the office on this day (India's). */
  cancelledOn: z.string().optional(),
  /** Payments reported or recorded for it (docs/rules/events.md §5); none before the first. */
  payments: z.array(eventPaymentRecord).optional(),
  /** Marked by the office as having attended (docs/rules/events.md §6). */
  attended: z.boolean().optional(),
  /** The day (India's) the participation certificate was e-mailed; set once, by the batch. */
  certificateSentOn: z.string().optional(),
});
export type EventRegistrationRecord = z.infer<typeof eventRegistrationRecord>;

/** What the registrant is told: the record's public part, with whether to pay now. */
export const eventRegistrationAnswer = eventRegistrationRecord
  .pick({
    _id: true,
    eventId: true,
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
  })
  .extend({
    message: z.string(),
    /** How to pay (a UPI link with the amount and reference, the bank account); none while waiting. */
    payment: applicationPayment.optional(),
    /** The UPI link as a QR code (an SVG picture as a data URL), to scan from another device; only with a link. */
    upiQr: z.string().optional(),
    /** The event's calendar file on the site (event-pages.ts `eventCalendarPath`), which the e-mail also carries. */
    calendar: z
      .string()
      .describe('The event as an iCalendar file (.ics), the address its page\'s "Add to calendar" links to'),
  });
export type EventRegistrationAnswer = z.infer<typeof eventRegistrationAnswer>;

export const EVENT_REGISTRATION_ANSWERS = {
  placed: (reference: string) =>
    `Registration received. Your reference is ${reference}; an e-mail with the amount and how to pay has been sent.`,
  waiting: (reference: string, turn: number) =>
    `The event is full: you are number ${turn} on the waiting list (reference ${reference}). We will e-mail you if a place is freed; no payment is asked until then.`,
} as const;
