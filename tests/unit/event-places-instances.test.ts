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
 * waiting, every place and turn given once, none skipped, none lost or doubled. Then the order:
 * registrations made one after another, in each instance and across them.
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
  /** When the instance asked for it and had its answer (ms; the processes share the machine's clock). */
  askedAt: number;
  answeredAt: number;
}

const runInstance = (eventId: string, instance: number, each = EACH, mode: "at-once" | "one-by-one" = "at-once") =>
  runInstanceProcess<Given[]>(
    "event-registration-instance.ts",
    [eventId, String(instance), String(each), mode],
    own.sandbox.context,
  );

const oneToN = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

const fullEvent = (slug: string, capacity: number) => {
  const today = indiaToday();
  return addEvent(
    eventInput.parse({
      title: "A full symposium",
      kind: "symposium",
      slug,
      startDate: addDays(today, 30),
      endDate: addDays(today, 31),
      venue: "Lucknow",
      contactEmail: "events@example.org",
      registrationOpens: today,
      registrationCloses: addDays(today, 20),
      capacity,
      sac: "",
      fees: [{ name: "Delegate", fee: 1000, gst: 180 }],
      published: true,
    }),
  );
};

/**
 * What the claims promise about order, and no more. Places and turns are numbered claims given
 * without gaps in the order their creates succeed, never removed (nobody cancels here); one joins
 * the waiting list only once every place is claimed. So of two registrations where one had its
 * answer before the other was asked, whichever instances made them: the first holds the lower
 * place, or the lower turn, and if the first was told to wait the second is not placed. Nothing is
 * promised between registrations whose requests overlapped: whichever create succeeded first got
 * the lower number, whoever asked first.
 */
function expectArrivalOrder(given: readonly Given[]): number {
  let compared = 0;
  for (const first of given)
    for (const second of given) {
      if (first.answeredAt >= second.askedAt) continue;
      compared += 1;
      const pair = `${first.reference} answered before ${second.reference} was asked`;
      if (first.status === "waiting") expect(second.status, pair).toBe("waiting");
      if (first.status === "placed" && second.status === "placed")
        expect(first.place ?? 0, pair).toBeLessThan(second.place ?? 0);
      if (first.status === "waiting" && second.status === "waiting")
        expect(first.turn ?? 0, pair).toBeLessThan(second.turn ?? 0);
    }
  return compared;
}

describe(`${String(INSTANCES * EACH)} registrations at once from ${String(INSTANCES)} instances for ${String(CAPACITY)} places`, () => {
  it("place exactly 50 and put 50 on the waiting list, each place and turn once; the next comes after them", async () => {
    const event = await fullEvent("a-full-symposium", CAPACITY);
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
    // Asked all at once, most requests overlap: the order holds for the few that do not.
    expectArrivalOrder(given);

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

describe("registrations made one after another in each of 3 instances at once", () => {
  it("give places, then turns, rising in the order they were made", async () => {
    const [instances, each, capacity] = [3, 10, 15];
    const event = await fullEvent("one-after-another", capacity);
    const byInstance = await Promise.all(
      Array.from({ length: instances }, (_, instance) => runInstance(event._id, instance, each, "one-by-one")),
    );
    const given = byInstance.flat();
    expect(
      given
        .filter((one) => one.status === "placed")
        .map((one) => one.place ?? 0)
        .sort((a, b) => a - b),
    ).toEqual(oneToN(capacity));
    expect(
      given
        .filter((one) => one.status === "waiting")
        .map((one) => one.turn ?? 0)
        .sort((a, b) => a - b),
    ).toEqual(oneToN(instances * each - capacity));
    // In one instance each registration is asked after the one before has its answer: its places,
    // then its turns, rise in that order (its claims of one prefix take turns and start after the
    // number it claimed last), and none is placed after one of its own was told to wait.
    for (const made of byInstance) {
      const statuses = made.map((one) => one.status).join(" ");
      expect(statuses).toMatch(/^(placed ?)*(waiting ?)*$/);
      const places = made.flatMap((one) => (one.place === undefined ? [] : [one.place]));
      const turns = made.flatMap((one) => (one.turn === undefined ? [] : [one.turn]));
      expect(places).toEqual([...places].sort((a, b) => a - b));
      expect(turns).toEqual([...turns].sort((a, b) => a - b));
    }
    // Across instances too, for every pair where one was answered before the other was asked.
    expect(expectArrivalOrder(given)).toBeGreaterThanOrEqual(instances * ((each * (each - 1)) / 2));
  }, 60_000);
});
