import * as z from "zod";
import {
  eventRegistrationAnswer,
  eventRegistrationInput,
  eventRegistrationRecord,
} from "../../domain/event-registrations";
import { EVENT_MESSAGES, EVENT_REGISTRATION_MESSAGES, eventInput, eventRecord } from "../../domain/events";
import {
  EVENT_ACCESS_MESSAGES,
  eventAccessAnswer,
  eventAccessCodeInput,
  eventAccessVerifyInput,
  registrantView,
} from "../../domain/event-access";
import { EVENT_PAYMENT_MESSAGES, eventPaymentInput, eventPaymentRecord } from "../../domain/event-payments";
import { OFFICE_PAYMENT_MESSAGES, paymentDecisionInput } from "../../domain/office-payments";
import { REGISTRATION_NOT_FOUND } from "../events/payments";
import { STALE_EDIT_MESSAGE } from "../../domain/messages";
import { ATTENDANCE_MESSAGES, eventAttendanceInput } from "../../domain/event-attendance";
import { NO_BADGES } from "../resources/event-attendance";
import { UPLOAD_LIMITS } from "../../domain/upload-limits";
import { CANCEL_MESSAGES } from "../events/cancellations";
import { PROMOTE_MESSAGES } from "../events/waiting-list";
import { EVENT_NOT_FOUND } from "../events/events";
import { EVENT_DELETE_REFUSED } from "../resources/events";
import { EVENT_REGISTRATION_THROTTLED } from "../resources/event-registrations";
import type { ApiOperation } from "./openapi";

/** The events and their registrations (docs/rules/events.md). */

const EVENT_FILES = { brochure: `The event's brochure, a PDF of ${UPLOAD_LIMITS.pdf.label} at most` };
const NOT_FOUND = `${EVENT_NOT_FOUND} not found.`;

const cancelAnswer = z.object({
  cancelled: eventRegistrationRecord,
  offered: eventRegistrationRecord.nullable().describe("The registration offered the freed place, if any"),
});

const officePaymentAnswer = eventPaymentRecord.extend({
  message: z.string(),
  registration: eventRegistrationRecord,
});

const reportAnswer = z.object({ message: z.string(), registration: registrantView });

const PAYMENT_REFUSED = `${EVENT_PAYMENT_MESSAGES.duplicate} Or: ${EVENT_PAYMENT_MESSAGES.waiting} Or: ${EVENT_PAYMENT_MESSAGES.cancelled}`;

const certificateBatchAnswer = z.object({
  sent: z.number().describe("Certificates e-mailed by this call"),
  remaining: z.number().describe("Attendees still to be sent theirs: call again to go on"),
  attended: z.number().describe("Registrations marked as attended"),
});

const placesAnswer = z.object({
  capacity: z.number().nullable().describe("The event's places; null when it has no limit"),
  placesLeft: z.number().nullable().describe("Places not yet taken; null when the event has no limit"),
});

export const eventOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/events",
    tag: "Events",
    admin: "optional",
    summary:
      "The events in the order of their start dates: the published ones; to an editor's, the membership office's or the owner's token every event, drafts included",
    response: eventRecord,
    list: true,
  },
  {
    method: "get",
    path: "/api/events/{id}",
    tag: "Events",
    admin: "optional",
    summary: "One event: a published one; to the office's tokens a draft too (404 to anyone else)",
    response: eventRecord,
  },
  {
    method: "post",
    path: "/api/events",
    tag: "Events",
    summary:
      "Add an event (its fee categories as a list, or in a form one JSON object per `fees[]` part; an address no other event has); the site is rebuilt",
    admin: "content",
    body: eventInput,
    files: EVENT_FILES,
    response: eventRecord,
    status: 201,
    errors: { 409: EVENT_MESSAGES.taken },
  },
  {
    method: "put",
    path: "/api/events/{id}",
    tag: "Events",
    summary:
      "Save an event (a new brochure replaces the old; without one it stays); the site is rebuilt. A capacity raised (or cleared) offers the new places to those waiting, first turn first, each e-mailed as after a cancellation",
    admin: "content",
    body: eventInput,
    files: EVENT_FILES,
    response: eventRecord,
    errors: { 404: NOT_FOUND, 409: `${STALE_EDIT_MESSAGE} Or: ${EVENT_MESSAGES.taken}` },
  },
  {
    method: "delete",
    path: "/api/events/{id}",
    tag: "Events",
    summary: "Delete an event nobody has registered for; the site is rebuilt",
    admin: "content",
    errors: { 404: NOT_FOUND, 409: EVENT_DELETE_REFUSED },
  },
  {
    method: "get",
    path: "/api/events/{id}/places",
    tag: "Events",
    summary: "How many of a published event's places are left",
    response: placesAnswer,
    errors: { 404: NOT_FOUND },
  },
  {
    method: "post",
    path: "/api/events/{id}/register",
    tag: "Events",
    summary:
      "Register for a published event while its registration is open. The server sets the price: the category's early-bird amount up to its date (India's), then the regular one; a members' category only with the session cookie of a member in good standing. A place if one is left, else a turn on the waiting list (no payment asked). The answer gives the reference, the amount, how to pay it and the event's calendar file (.ics)",
    sameSite: true,
    body: eventRegistrationInput,
    response: eventRegistrationAnswer,
    status: 201,
    errors: {
      400: `The body is not valid; or ${EVENT_REGISTRATION_MESSAGES.closed("2026-03-12")} (and the like: not open yet, a category the registrant may not take)`,
      404: EVENT_REGISTRATION_MESSAGES.notFound,
      429: EVENT_REGISTRATION_THROTTLED,
    },
  },
  {
    method: "post",
    path: "/api/events/{id}/registrations/{registrationId}/cancel",
    tag: "Events",
    summary:
      "Cancel a registration (only the office cancels; no deadline does). A place it held is offered to the first registrant still waiting, who is e-mailed and has the event's days to pay; with nobody waiting the place is kept for the next registration",
    admin: "membership",
    response: cancelAnswer,
    errors: { 404: `${NOT_FOUND} Or: ${CANCEL_MESSAGES.notFound} not found.`, 409: CANCEL_MESSAGES.already },
  },
  {
    method: "post",
    path: "/api/events/{id}/registrations/{registrationId}/promote",
    tag: "Events",
    summary:
      "Offer a registration on the waiting list a place now, out of turn: it becomes offered, with the event's days to pay, and is e-mailed as after a cancellation. The place is the next one, beyond the capacity if none is left (counted as taken)",
    admin: "membership",
    response: eventRegistrationRecord,
    errors: { 404: `${NOT_FOUND} Or: ${REGISTRATION_NOT_FOUND} not found.`, 409: PROMOTE_MESSAGES.notWaiting },
  },
  {
    method: "get",
    path: "/api/events/{id}/registrations",
    tag: "Events",
    summary: "An event's registrations, oldest first",
    admin: "membership",
    response: eventRegistrationRecord,
    list: true,
    errors: { 404: NOT_FOUND },
  },
  {
    method: "get",
    path: "/api/events/{id}/registrations.csv",
    tag: "Events",
    summary:
      "The event's registrants as a CSV file (UTF-8, formulas defused), oldest first, cancelled ones too: contact, category, price, money, status, place, turn or offer, attendance and receipts",
    admin: "membership",
    binary: "text/csv",
    errors: { 404: NOT_FOUND },
  },
  {
    method: "put",
    path: "/api/events/{id}/registrations/{registrationId}/attendance",
    tag: "Events",
    summary:
      "Mark a registration as having attended, or not (from the event's first day, India's date; only a registration holding its place). Marking it the way it is already changes nothing",
    admin: "membership",
    body: eventAttendanceInput,
    response: eventRegistrationRecord,
    ifMatch: false,
    errors: {
      404: `${NOT_FOUND} Or: ${REGISTRATION_NOT_FOUND} not found.`,
      409: `${ATTENDANCE_MESSAGES.notPlaced} Or: ${ATTENDANCE_MESSAGES.tooEarly("{startDate}")}`,
    },
  },
  {
    method: "get",
    path: "/api/events/{id}/registrations/{registrationId}/certificate",
    tag: "Events",
    summary:
      "A registration's participation certificate as a PDF (one landscape A4 page; the name printed in its own script), for a registration marked as attended",
    admin: "membership",
    binary: "application/pdf",
    errors: { 404: `${NOT_FOUND} Or: ${REGISTRATION_NOT_FOUND} not found. Or: ${ATTENDANCE_MESSAGES.noCertificate}` },
  },
  {
    method: "post",
    path: "/api/events/{id}/certificates",
    tag: "Events",
    summary:
      "E-mail the participation certificates not sent yet, each once, as many as fit in one call; `remaining` says how many the next call goes on with",
    admin: "membership",
    response: certificateBatchAnswer,
    errors: { 404: NOT_FOUND },
  },
  {
    method: "get",
    path: "/api/events/{id}/badges.pdf",
    tag: "Events",
    summary:
      "Name badges as a PDF, several to an A4 page with cut marks, for every registration holding or offered a place, by name",
    admin: "membership",
    binary: "application/pdf",
    errors: { 404: `${NOT_FOUND} Or: ${NO_BADGES}` },
  },
  {
    method: "post",
    path: "/api/events/{id}/registrations/{registrationId}/payments",
    tag: "Events",
    summary:
      "Record a payment for a registration as received (the office: a bank statement, a cheque, cash). It is numbered in the financial-year series of receipts and the registrant e-mailed the receipt; a place that was offered is then confirmed",
    admin: "membership",
    body: eventPaymentInput,
    response: officePaymentAnswer,
    status: 201,
    errors: { 404: `${NOT_FOUND} Or: ${REGISTRATION_NOT_FOUND} not found.`, 409: PAYMENT_REFUSED },
  },
  {
    method: "put",
    path: "/api/events/{id}/registrations/{registrationId}/payments/{paymentId}",
    tag: "Events",
    summary:
      "Confirm (received: numbered, receipt e-mailed) or reject a payment a registrant reported; a rejected payment's reference may be used again",
    admin: "membership",
    body: paymentDecisionInput,
    response: officePaymentAnswer,
    ifMatch: false,
    errors: {
      404: `${REGISTRATION_NOT_FOUND} not found. Or: ${OFFICE_PAYMENT_MESSAGES.paymentNotFound}`,
      409: `${OFFICE_PAYMENT_MESSAGES.alreadyReceived} Or: ${OFFICE_PAYMENT_MESSAGES.alreadyRejected}`,
    },
  },
  {
    method: "post",
    path: "/api/event-registrations/access-code",
    tag: "Events",
    summary:
      "Ask for a 6-digit code, e-mailed to the registration's address, to see one's registration and report a payment without an account. The same answer whether or not the reference and e-mail match",
    sameSite: true,
    body: eventAccessCodeInput,
    response: z.object({ message: z.string() }),
    status: 202,
    errors: { 429: EVENT_ACCESS_MESSAGES.throttledCodes(15) },
  },
  {
    method: "post",
    path: "/api/event-registrations/access-code/verify",
    tag: "Events",
    summary:
      "Trade the e-mailed code (15 minutes, once, 5 wrong tries) for an access token to the registration, valid 2 hours",
    sameSite: true,
    body: eventAccessVerifyInput,
    response: eventAccessAnswer,
    errors: { 400: EVENT_ACCESS_MESSAGES.wrongCode },
  },
  {
    method: "get",
    path: "/api/event-registrations/mine",
    tag: "Events",
    summary:
      "The registration the access token names: its event, amount, payments with their receipt numbers, what is left to pay and how to pay it",
    registrant: true,
    response: registrantView,
    errors: { 401: EVENT_ACCESS_MESSAGES.accessEnded },
  },
  {
    method: "post",
    path: "/api/event-registrations/mine/payments",
    tag: "Events",
    summary:
      "Report a payment made for the registration (UPI with its 12-digit UTR, a bank transfer, a cheque or DD); the office confirms it when it reaches the account",
    registrant: true,
    body: eventPaymentInput,
    response: reportAnswer,
    status: 201,
    errors: { 401: EVENT_ACCESS_MESSAGES.accessEnded, 409: PAYMENT_REFUSED },
  },
  {
    method: "get",
    path: "/api/member/event-registrations",
    tag: "Events",
    summary:
      "The signed-in member's event registrations (those made signed in), newest first, each with its event, money, payments and how to pay what is left",
    member: true,
    response: registrantView,
    list: true,
  },
  {
    method: "post",
    path: "/api/member/event-registrations/{id}/payments",
    tag: "Events",
    summary: "Report a payment for one of the signed-in member's event registrations; the office confirms it",
    member: true,
    sameSite: true,
    body: eventPaymentInput,
    response: reportAnswer,
    status: 201,
    errors: { 404: `${REGISTRATION_NOT_FOUND} not found.`, 409: PAYMENT_REFUSED },
  },
];
