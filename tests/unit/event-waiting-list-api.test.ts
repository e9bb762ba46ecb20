import { beforeAll, describe, expect, it } from "vitest";
import type { EventRegistrationRecord } from "../../src/domain/event-registrations";
import type { EventInput, EventRecord } from "../../src/domain/events";
import { formatLongDate } from "../../src/domain/format";
import { addDays, indiaToday } from "../../src/domain/india-date";
import { PROMOTE_MESSAGES } from "../../src/server/events/waiting-list";
import { outboxEntries } from "../../src/server/mail";
import { logged } from "../support/activity";
import { call, roleToken } from "../support/api";
import { createEvent, registerFor } from "../support/event-calls";
import { useOwnSandbox } from "../support/own-sandbox";
import { symposiumInput } from "../support/event-input";

/**
 * Places for the waiting list other than by a cancellation (docs/rules/events.md §4, §6): the
 * office promotes one registration out of turn, and a capacity raised or cleared offers the new
 * places to those waiting, first turn first. Its own store, so the outbox is this file's.
 */

useOwnSandbox("event-waiting-list");

const today = indiaToday();
const day = (offset: number) => addDays(today, offset);

let editor = "";
let office = "";
beforeAll(async () => {
  [editor, office] = [await roleToken("editor"), await roleToken("membership")];
});

function eventOf(slug: string, changes: Partial<EventInput> = {}): EventInput {
  return symposiumInput(slug, {
    endDate: day(42),
    capacity: 2,
    offerDays: 5,
    fees: [{ name: "Delegate", fee: 3000, gst: 540 }],
    ...changes,
  });
}

const addEvent = (input: EventInput): Promise<EventRecord> => createEvent(editor, input);

let registrants = 0;
function register(event: EventRecord): Promise<EventRegistrationRecord> {
  const n = ++registrants;
  return registerFor(event, { name: `Waiting ${String(n)}`, email: `waiting-${String(n)}@example.org` });
}

const promote = (event: EventRecord, id: string, token = office) =>
  call("POST", `/api/events/${event._id}/registrations/${id}/promote`, { token });
const cancel = (event: EventRecord, id: string) =>
  call("POST", `/api/events/${event._id}/registrations/${id}/cancel`, { token: office });
const placesLeft = async (event: EventRecord) => (await call("GET", `/api/events/${event._id}/places`)).json.placesLeft;
const saveCapacity = (event: EventRecord, capacity: number | null) =>
  call("PUT", `/api/events/${event._id}`, { token: editor, body: eventOf(event.slug, { capacity }) });
const offersTo = async (email: string) =>
  (await outboxEntries()).filter((entry) => entry.to === email && entry.kind === "event-place-offered");

/** Each registration's status and place or turn, by id. */
async function standing(event: EventRecord): Promise<Record<string, [string, number | undefined]>> {
  const answer = await call("GET", `/api/events/${event._id}/registrations`, { token: office });
  return Object.fromEntries(
    (answer.json as unknown as EventRegistrationRecord[]).map((one) => [
      one._id,
      [one.status, one.status === "waiting" ? one.waitingTurn : one.place],
    ]),
  );
}

describe("promoting from the waiting list", () => {
  it("offers a waiting registration a place now, out of turn, beyond the capacity, with an e-mail and a log entry", async () => {
    const event = await addEvent(eventOf("promoted", { capacity: 1 }));
    const placed = await register(event);
    const first = await register(event);
    const second = await register(event);
    expect([placed.status, first.waitingTurn, second.waitingTurn]).toEqual(["placed", 1, 2]);

    // The second, out of turn: place 2 of an event of 1.
    const { result: answer, entries } = await logged(() => promote(event, second._id));
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toMatchObject({ _id: second._id, status: "offered", place: 2, offeredUntil: day(5) });
    expect(entries).toEqual([
      expect.objectContaining({
        action: "event-promote",
        collection: "event-registrations",
        recordId: second._id,
        before: expect.objectContaining({ status: "waiting" }) as unknown,
        after: expect.objectContaining({ status: "offered", place: 2 }) as unknown,
      }),
    ]);
    const [mail] = await offersTo(second.email);
    expect(mail?.subject).toContain(`A place is free for you (${second.reference})`);
    expect(mail?.text).toContain(`by ${formatLongDate(day(5))}`);
    // Counted as taken: no place is left, never fewer than none.
    expect(await placesLeft(event)).toBe(0);

    // Promoted already, placed, cancelled: refused.
    expect(await promote(event, second._id)).toMatchObject({
      status: 409,
      json: { message: PROMOTE_MESSAGES.notWaiting },
    });
    expect((await promote(event, placed._id)).status).toBe(409);

    // The place freed by the first placed goes to the first still waiting, as a cancellation's does.
    expect((await cancel(event, placed._id)).json).toMatchObject({ offered: { _id: first._id, place: 1 } });
    expect((await promote(event, placed._id)).json.message).toBe(PROMOTE_MESSAGES.notWaiting);
    expect(await standing(event)).toEqual({
      [placed._id]: ["cancelled", 1],
      [first._id]: ["offered", 1],
      [second._id]: ["offered", 2],
    });
  });

  it("keeps a place freed beyond the capacity for nobody: the next registration still waits", async () => {
    const event = await addEvent(eventOf("promoted-beyond", { capacity: 1 }));
    const placed = await register(event);
    const waiting = await register(event);
    expect((await promote(event, waiting._id)).json).toMatchObject({ status: "offered", place: 2 });
    // Nobody waits: the place becomes a vacancy, but two places are still held of one.
    expect((await cancel(event, placed._id)).json).toMatchObject({ offered: null });
    expect(await placesLeft(event)).toBe(0);
    const next = await register(event);
    expect(next).toMatchObject({ status: "waiting", waitingTurn: 2 });
    // The promoted one withdraws: one place is held, by the one next in turn.
    expect((await cancel(event, waiting._id)).json).toMatchObject({ offered: { _id: next._id, place: 2 } });
    expect(await placesLeft(event)).toBe(0);
  });

  it("is refused for unknown registrations and events, and to anyone but the office", async () => {
    const event = await addEvent(eventOf("promote-refusals", { capacity: 1 }));
    await register(event);
    const waiting = await register(event);
    expect((await promote(event, waiting._id, editor)).status).toBe(403);
    expect((await promote(event, waiting._id, "")).status).toBe(401);
    for (const unknown of ["0123456789abcdef01234567", "..%2F..%2Fsettings", "%20"])
      expect((await promote(event, unknown)).status).toBe(404);
    expect(
      (await call("POST", `/api/events/${"f".repeat(24)}/registrations/${waiting._id}/promote`, { token: office }))
        .status,
    ).toBe(404);
    // Still waiting, and promoted once of two at once.
    const both = await Promise.all([promote(event, waiting._id), promote(event, waiting._id)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await offersTo(waiting.email)).toHaveLength(1);
    expect(await standing(event)).toMatchObject({ [waiting._id]: ["offered", 2] });
  });
});

describe("raising the capacity", () => {
  it("offers the new places to those waiting, first turn first, and the next registration waits", async () => {
    const event = await addEvent(eventOf("raised", { capacity: 2 }));
    const all: EventRegistrationRecord[] = [];
    for (let n = 0; n < 5; n++) all.push(await register(event));
    const [one, two, turn1, turn2, turn3] = all as [
      EventRegistrationRecord,
      EventRegistrationRecord,
      EventRegistrationRecord,
      EventRegistrationRecord,
      EventRegistrationRecord,
    ];
    expect(all.map((registration) => registration.status)).toEqual([
      "placed",
      "placed",
      "waiting",
      "waiting",
      "waiting",
    ]);

    const saved = await saveCapacity(event, 4);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(await standing(event)).toEqual({
      [one._id]: ["placed", 1],
      [two._id]: ["placed", 2],
      [turn1._id]: ["offered", 3],
      [turn2._id]: ["offered", 4],
      [turn3._id]: ["waiting", 3],
    });
    for (const offered of [turn1, turn2]) {
      const mails = await offersTo(offered.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(`by ${formatLongDate(day(5))}`);
    }
    expect(await offersTo(turn3.email)).toHaveLength(0);
    expect(await placesLeft(event)).toBe(0);
    expect(await register(event)).toMatchObject({ status: "waiting", waitingTurn: 4 });

    // Saved again, or with fewer places: nothing more is offered.
    expect((await saveCapacity(event, 4)).status).toBe(200);
    expect((await saveCapacity(event, 3)).status).toBe(200);
    expect((await standing(event))[turn3._id]).toEqual(["waiting", 3]);
  });

  it("offers a place to everyone waiting when the limit is cleared, and keeps any place left for the next", async () => {
    const event = await addEvent(eventOf("cleared", { capacity: 1 }));
    const all: EventRegistrationRecord[] = [];
    for (let n = 0; n < 4; n++) all.push(await register(event));
    const waiting = all.slice(1);
    expect((await saveCapacity(event, null)).status).toBe(200);
    const after = await standing(event);
    expect(waiting.map((registration) => after[registration._id])).toEqual([
      ["offered", 2],
      ["offered", 3],
      ["offered", 4],
    ]);
    for (const registration of waiting) expect(await offersTo(registration.email)).toHaveLength(1);
    expect(await register(event)).toMatchObject({ status: "placed" });

    // Raised with nobody waiting: the places are simply there.
    const quiet = await addEvent(eventOf("raised-quietly", { capacity: 1 }));
    await register(quiet);
    expect((await saveCapacity(quiet, 3)).status).toBe(200);
    expect(await placesLeft(quiet)).toBe(2);
    expect(await register(quiet)).toMatchObject({ status: "placed", place: 2 });
  });

  it("offers the raised places to those still waiting once some waited and left", async () => {
    const event = await addEvent(eventOf("raised-after-leaving", { capacity: 1 }));
    await register(event);
    const left = await register(event);
    const stays = await register(event);
    await cancel(event, left._id);
    expect((await saveCapacity(event, 3)).status).toBe(200);
    const after = await standing(event);
    expect(after[left._id]).toEqual(["cancelled", undefined]);
    expect(after[stays._id]).toEqual(["offered", 2]);
    // The third place had nobody waiting for it: kept for the next registration.
    expect(await placesLeft(event)).toBe(1);
    expect(await register(event)).toMatchObject({ status: "placed", place: 3 });
    expect(await placesLeft(event)).toBe(0);
  });
});
