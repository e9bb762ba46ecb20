import { expect } from "vitest";
import type { EventRegistrationRecord } from "../../src/domain/event-registrations";
import type { EventInput, EventRecord } from "../../src/domain/events";
import { call } from "./api";

/** The event tests' two calls: an event created by an administrator, a registration sent by anyone. */

/** `input` created through POST /api/events as `token`'s administrator; fails unless it answered 201. */
export async function createEvent(token: string, input: EventInput): Promise<EventRecord> {
  const answer = await call("POST", "/api/events", { token, body: input });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as unknown as EventRecord;
}

export interface Registrant {
  name: string;
  email: string;
  phone?: string;
  category?: string;
  institution?: string;
}

/**
 * A registration for `event` through the public POST /api/events/{id}/register, in the Delegate
 * category with an Indian mobile number unless `registrant` says otherwise; fails unless it answered 201.
 */
export async function registerFor(event: EventRecord, registrant: Registrant): Promise<EventRegistrationRecord> {
  const answer = await call("POST", `/api/events/${event._id}/register`, {
    body: { phone: "+91 98765 43210", category: "Delegate", ...registrant },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as unknown as EventRegistrationRecord;
}
