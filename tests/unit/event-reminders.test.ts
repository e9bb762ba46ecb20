import { beforeAll, describe, expect, it } from "vitest";
import { eventReminderDue, isPaidUp } from "../../src/domain/event-reminders";
import type { EventRecord } from "../../src/domain/events";
import { addDays, indiaToday } from "../../src/domain/india-date";
import { runEventReminders } from "../../src/server/events/reminders";
import { call, roleToken } from "../support/api";
import { createEvent, registerFor } from "../support/event-calls";
import { symposiumInput } from "../support/event-input";
import { useOwnSandbox } from "../support/own-sandbox";
import { recordSentMail } from "../support/recorders";

/**
 * Reminders before an event (docs/rules/events.md §7): a week before and the day before, to those
 * who have paid, once each, whatever the runs; none to anyone waiting, unpaid or cancelled. Its
 * own store, so the events are this file's.
 */

useOwnSandbox("event-reminders");

const sentMail = recordSentMail();

describe("when a reminder is due", () => {
  const event = { startDate: "2027-01-28" };
  it("a week before (caught up while it still fits), then the day before; none once it starts", () => {
    expect(eventReminderDue(event, "2027-01-20")).toBeUndefined();
    expect(eventReminderDue(event, "2027-01-21")).toBe("week");
    expect(eventReminderDue(event, "2027-01-26")).toBe("week");
    expect(eventReminderDue(event, "2027-01-27")).toBe("day");
    expect(eventReminderDue(event, "2027-01-28")).toBeUndefined();
  });

  it("goes to a placed registration with nothing left to pay", () => {
    const paid = { amount: 100, status: "received" } as const;
    const payment = {
      ...paid,
      _id: "p",
      method: "UPI",
      reference: "1",
      paidOn: "2027-01-01",
      source: "office",
      createdAt: "",
      updatedAt: "",
    } as const;
    expect(isPaidUp({ status: "placed", total: 100, payments: [payment] })).toBe(true);
    expect(isPaidUp({ status: "placed", total: 0 })).toBe(true);
    expect(isPaidUp({ status: "placed", total: 200, payments: [payment] })).toBe(false);
    expect(isPaidUp({ status: "offered", total: 100, payments: [payment] })).toBe(false);
    expect(isPaidUp({ status: "waiting", total: 0 })).toBe(false);
  });
});

describe("the daily run", () => {
  let office = "";
  let event: EventRecord;
  const today = indiaToday();
  const day = (offset: number) => addDays(today, offset);

  beforeAll(async () => {
    const editor = await roleToken("editor");
    office = await roleToken("membership");
    event = await createEvent(
      editor,
      symposiumInput("reminded", {
        title: "Reminded Symposium",
        startDate: day(10),
        endDate: day(11),
        registrationOpens: day(-5),
        registrationCloses: day(5),
        capacity: 2,
      }),
    );
  });

  it("sends a week's and a day's reminder once each to those who have paid, with the calendar file", async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const registered = await registerFor(event, {
        name: `Attendee ${String(n)}`,
        email: `attendee-${String(n)}@example.org`,
      });
      ids.push(registered._id);
    }
    // The first pays in full; the second pays part; the third waits (two places).
    for (const [id, amount, reference] of [
      [ids[0], 1180, "NEFT-REM-0001"],
      [ids[1], 500, "NEFT-REM-0002"],
    ] as const) {
      const paid = await call("POST", `/api/events/${event._id}/registrations/${id ?? ""}/payments`, {
        token: office,
        body: { method: "Bank transfer", reference, amount, paidOn: today },
      });
      expect(paid.status).toBe(201);
    }

    const reminders = () => sentMail.messages.filter((mail) => mail.kind.startsWith("event-reminder"));
    expect(await runEventReminders({ today: day(2) })).toEqual({ sent: 0, left: 0 });
    expect(await runEventReminders({ today: day(4) })).toEqual({ sent: 1, left: 0 });
    expect(await runEventReminders({ today: day(5) })).toEqual({ sent: 0, left: 0 });
    expect(await runEventReminders({ today: day(9) })).toEqual({ sent: 1, left: 0 });
    expect(await runEventReminders({ today: day(9) })).toEqual({ sent: 0, left: 0 });
    expect(await runEventReminders({ today: day(10) })).toEqual({ sent: 0, left: 0 });
    expect(reminders().map((mail) => [mail.to, mail.kind, mail.subject])).toEqual([
      ["attendee-1@example.org", "event-reminder-week", "Reminded Symposium: in a week - SAEETD"],
      ["attendee-1@example.org", "event-reminder-day", "Reminded Symposium: tomorrow - SAEETD"],
    ]);
    const [week] = reminders();
    expect(week?.text).toContain("begins in 6 days");
    expect(week?.attachments?.map((attachment) => attachment.filename)).toEqual(["reminded.ics"]);
  });
});
