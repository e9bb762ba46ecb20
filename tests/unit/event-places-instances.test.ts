import { describe, expect, it } from "vitest";
import { eventInput } from "../../src/domain/events";
import { addDays, indiaToday } from "../../src/domain/india-date";
import { addEvent } from "../../src/server/events/events";
import { listEventRegistrations, placesLeft, registerForEvent } from "../../src/server/events/registrations";
import { runInstanceProcess } from "../support/instance-process";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * An event's places under a burst of registrations from several function instances at once:
 * separate processes (tests/support/event-registration-instance.ts), each with its own store
 * client, so their registrations meet only in the store's conditional creates
 * (docs/decisions/event-places.md). 100 registrations for 50 places: exactly 50 placed and 50
 * waiting, every place and turn given once, none skipped, none lost or doubled.
 */
const own = useOwnSandbox("event-places-instances");
const INSTANCES = 4;
const EACH = 25;
const CAPACITY = 50;

interface Given {
  id: string;
  reference: string;
  status: string;
  place?: number;
  turn?: number;
}

const runInstance = (eventId: string, instance: number) =>
  runInstanceProcess<Given[]>(
    "event-registration-instance.ts",
    [eventId, String(instance), String(EACH)],
    own.sandbox.context,
  );

const oneToN = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe(`${String(INSTANCES * EACH)} registrations at once from ${String(INSTANCES)} instances for ${String(CAPACITY)} places`, () => {
  it("place exactly 50 and put 50 on the waiting list, each place and turn once; the next comes after them", async () => {
    const today = indiaToday();
    const event = await addEvent(
      eventInput.parse({
        title: "A full symposium",
        kind: "symposium",
        slug: "a-full-symposium",
        startDate: addDays(today, 30),
        endDate: addDays(today, 31),
        venue: "Lucknow",
        contactEmail: "events@example.org",
        registrationOpens: today,
        registrationCloses: addDays(today, 20),
        capacity: CAPACITY,
        sac: "",
        fees: [{ name: "Delegate", fee: 1000, gst: 180 }],
        published: true,
      }),
    );
    const given = (
      await Promise.all(Array.from({ length: INSTANCES }, (_, instance) => runInstance(event._id, instance)))
    ).flat();

    expect(given).toHaveLength(INSTANCES * EACH);
    expect(new Set(given.map((one) => one.id)).size).toBe(INSTANCES * EACH);
    expect(new Set(given.map((one) => one.reference)).size).toBe(INSTANCES * EACH);
    const placed = given.filter((one) => one.status === "placed");
    const waiting = given.filter((one) => one.status === "waiting");
    expect(placed.map((one) => one.place).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(oneToN(CAPACITY));
    expect(waiting.map((one) => one.turn).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      oneToN(INSTANCES * EACH - CAPACITY),
    );

    // What each instance was told is what the store holds: no registration lost or doubled.
    const stored = await listEventRegistrations(event._id);
    expect(stored).toHaveLength(INSTANCES * EACH);
    const told = new Map(given.map((one) => [one.id, one]));
    for (const record of stored) {
      const answer = told.get(record._id);
      expect(answer, record._id).toBeDefined();
      expect([record.status, record.place, record.waitingTurn]).toEqual([answer?.status, answer?.place, answer?.turn]);
      expect(record).toMatchObject({ category: "Delegate", total: 1180 });
    }
    expect(await placesLeft(event)).toBe(0);

    // A registration after the burst takes the next turn: arrival order goes on from where it was.
    const { record: next } = await registerForEvent(
      event._id,
      { name: "Last", email: "last@example.org", phone: "+91 98765 43210", institution: "", category: "Delegate" },
      undefined,
    );
    expect([next.status, next.waitingTurn]).toEqual(["waiting", INSTANCES * EACH - CAPACITY + 1]);
  }, 60_000);
});
