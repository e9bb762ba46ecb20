import { z } from "zod";
import {
  eventRegistrationAnswer,
  eventRegistrationInput,
  eventRegistrationRecord,
} from "../../domain/event-registrations";
import { EVENT_MESSAGES, EVENT_REGISTRATION_MESSAGES, eventInput, eventRecord } from "../../domain/events";
import { STALE_EDIT_MESSAGE } from "../../domain/messages";
import { UPLOAD_LIMITS } from "../../domain/upload-limits";
import { CANCEL_MESSAGES } from "../events/cancellations";
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
    summary: "Save an event (a new brochure replaces the old; without one it stays); the site is rebuilt",
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
      "Register for a published event while its registration is open. The server sets the price: the category's early-bird amount up to its date (India's), then the regular one; a members' category only with the session cookie of a member in good standing. A place if one is left, else a turn on the waiting list (no payment asked)",
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
    method: "get",
    path: "/api/events/{id}/registrations",
    tag: "Events",
    summary: "An event's registrations, oldest first",
    admin: "membership",
    response: eventRegistrationRecord,
    list: true,
    errors: { 404: NOT_FOUND },
  },
];
