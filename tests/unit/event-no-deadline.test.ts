import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventRegistrationRecord } from "../../src/domain/event-registrations";
import type { EventRecord } from "../../src/domain/events";
import { addDays, indiaToday } from "../../src/domain/india-date";
import { listEventRegistrations } from "../../src/server/events/registrations";
import { dailyJobs } from "../../src/server/scheduled/daily-jobs";
import { call, roleToken } from "../support/api";
import { createEvent, registerFor } from "../support/event-calls";
import { symposiumInput } from "../support/event-input";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * No deadline cancels a registration (docs/rules/events.md §4): only the office does. The daily
 * job, run long after an offered place's last day to pay and after the event itself, leaves an
 * offered registration offered and a placed one that never paid placed. Its own store, since the
 * daily job reads everything.
 */

useOwnSandbox("event-no-deadline");

// test-isolation: shared. The real clock is put back after each test.
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock (Date only) to 06:00 in India on `day`. */
function clockAt(day: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${day}T00:30:00Z`));
}

async function setUp(): Promise<{ event: EventRecord; ids: string[] }> {
  const today = indiaToday();
  const event = await createEvent(
    await roleToken("editor"),
    symposiumInput("no-deadline", {
      title: "Symposium on deadlines",
      startDate: addDays(today, 20),
      endDate: addDays(today, 21),
      registrationOpens: addDays(today, -5),
      registrationCloses: addDays(today, 10),
      capacity: 2,
      offerDays: 3,
      fees: [{ name: "Delegate", fee: 2000, gst: 360 }],
    }),
  );
  const ids: string[] = [];
  for (const n of [1, 2, 3]) {
    ids.push((await registerFor(event, { name: `Registrant ${n}`, email: `late-${n}@example.org` }))._id);
  }
  // The first cancelled: the one waiting is offered the freed place, with 3 days to pay.
  const cancelled = await call("POST", `/api/events/${event._id}/registrations/${ids[0] ?? ""}/cancel`, {
    token: await roleToken("membership"),
  });
  expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
  return { event, ids };
}

const byId = (records: readonly EventRegistrationRecord[]) => new Map(records.map((record) => [record._id, record]));

describe("the daily job, after every deadline", () => {
  it("cancels nobody: an offered place past its last day and an unpaid place after the event stay as they were", async () => {
    const { event, ids } = await setUp();
    const before = await listEventRegistrations(event._id);
    const [, unpaid, offered] = ids.map((id) => byId(before).get(id));
    expect(unpaid).toMatchObject({ status: "placed", place: 2 });
    expect(unpaid?.payments ?? []).toEqual([]);
    expect(offered).toMatchObject({ status: "offered", place: 1, offeredUntil: addDays(indiaToday(), 3) });

    // The day after the last day to pay, then a month after the event's end.
    for (const day of [addDays(offered?.offeredUntil ?? "", 1), addDays(event.endDate, 30)]) {
      clockAt(day);
      expect(indiaToday()).toBe(day);
      const report = await dailyJobs();
      expect(report.eventPlaces).not.toHaveProperty("error");
      expect(report.eventReminders).not.toHaveProperty("error");
      expect(report.eventReceiptRepair).not.toHaveProperty("error");
      const after = await listEventRegistrations(event._id);
      // Nothing about them changed: not the status, the place, the last day, nor when they were written.
      expect(after).toEqual(before);
      expect(ids.map((id) => byId(after).get(id)?.status)).toEqual(["cancelled", "placed", "offered"]);
    }
  });
});
