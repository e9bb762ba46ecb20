import { beforeAll, describe, expect, it } from "vitest";
import { ATTENDANCE_MESSAGES } from "../../src/domain/event-attendance";
import type { EventInput, EventRecord } from "../../src/domain/events";
import { addDays, indiaToday } from "../../src/domain/india-date";
import { sendParticipationCertificates } from "../../src/server/events/certificates";
import { BADGES_PER_PAGE } from "../../src/server/pdf/badge-sheet";
import { NO_BADGES } from "../../src/server/resources/event-attendance";
import { call, roleToken } from "../support/api";
import { createEvent, registerFor } from "../support/event-calls";
import { useOwnSandbox } from "../support/own-sandbox";
import { readPdf } from "../support/pdf-text";
import { symposiumInput } from "../support/event-input";
import { recordSentMail } from "../support/recorders";

/**
 * Attendance and its documents at the event's desk (docs/rules/events.md §6): marking who
 * attended, the participation certificate of one, the batch that e-mails them once each and
 * resumes where it stopped, and the sheet of name badges.
 */

useOwnSandbox("event-attendance");

const sentMail = recordSentMail();

const today = indiaToday();
const day = (offset: number) => addDays(today, offset);

let editor = "";
let office = "";
beforeAll(async () => {
  [editor, office] = [await roleToken("editor"), await roleToken("membership")];
});

/** An event on today and tomorrow (attendance can be marked), or one that starts later. */
function addEvent(slug: string, changes: Partial<EventInput> = {}): Promise<EventRecord> {
  return createEvent(
    editor,
    symposiumInput(slug, {
      title: `Workshop ${slug}`,
      kind: "workshop",
      startDate: day(0),
      endDate: day(1),
      registrationOpens: day(-5),
      registrationCloses: day(0),
      sac: "998596",
      fees: [{ name: "Delegate", fee: 0, gst: 0 }],
      ...changes,
    }),
  );
}

let registrants = 0;
function register(event: EventRecord, name = `Delegate ${String(++registrants)}`) {
  return registerFor(event, {
    name,
    email: `delegate-${String(registrants)}-${event.slug}@example.org`,
    institution: "Example University",
  });
}

const attendancePath = (event: EventRecord, id: string) => `/api/events/${event._id}/registrations/${id}/attendance`;
const mark = (event: EventRecord, id: string, attended: unknown, token = office) =>
  call("PUT", attendancePath(event, id), { token, body: { attended } });
const certificatesSentTo = (email: string) =>
  sentMail.messages.filter((message) => message.to === email && message.kind === "event-certificate");

describe("attendance", () => {
  it("is marked by the office for a registration holding its place, from the event's first day", async () => {
    const event = await addEvent("attendance-marked", { capacity: 1 });
    const placed = await register(event);
    const waiting = await register(event);
    expect(waiting.status).toBe("waiting");

    const marked = await mark(event, placed._id, true);
    expect(marked.status, JSON.stringify(marked.json)).toBe(200);
    expect(marked.json).toMatchObject({ attended: true, status: "placed" });
    // Marked again the same way: nothing changes, not even the version.
    const again = await mark(event, placed._id, true);
    expect(again.json.updatedAt).toBe(marked.json.updatedAt);
    expect((await mark(event, placed._id, false)).json).toMatchObject({ attended: false });

    const refused = await mark(event, waiting._id, true);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(ATTENDANCE_MESSAGES.notPlaced);
    await call("POST", `/api/events/${event._id}/registrations/${placed._id}/cancel`, { token: office });
    expect((await mark(event, placed._id, true)).json.message).toBe(ATTENDANCE_MESSAGES.notPlaced);

    const later = await addEvent("attendance-later", {
      startDate: day(20),
      endDate: day(21),
      registrationCloses: day(10),
    });
    const early = await mark(later, (await register(later))._id, true);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(ATTENDANCE_MESSAGES.tooEarly(day(20)));
  });

  it("refuses bad input, unknown ids and anyone but the office", async () => {
    const event = await addEvent("attendance-refusals");
    const { _id } = await register(event);
    expect((await mark(event, _id, "yes")).status).toBe(400);
    expect((await mark(event, _id, "yes")).json.message).toBe("Attended must be true or false.");
    expect((await call("PUT", attendancePath(event, _id), { token: office, body: {} })).status).toBe(400);
    expect((await mark(event, "0".repeat(24), true)).status).toBe(404);
    expect((await mark(event, "..%2F..%2Fsettings", true)).status).toBe(404);
    expect(
      (
        await call("PUT", `/api/events/${"f".repeat(24)}/registrations/${_id}/attendance`, {
          token: office,
          body: { attended: true },
        })
      ).status,
    ).toBe(404);
    expect((await mark(event, _id, true, editor)).status).toBe(403);
    expect((await mark(event, _id, true, "")).status).toBe(401);
  });
});

describe("participation certificates", () => {
  it("are for those marked as attended, downloaded as one landscape page with the name and the event", async () => {
    const event = await addEvent("certificate-one");
    const delegate = await register(event, "Dr. Anita Sharma");
    const path = `/api/events/${event._id}/registrations/${delegate._id}/certificate`;
    const before = await call("GET", path, { token: office });
    expect(before.status).toBe(404);
    expect(before.json.message).toBe(ATTENDANCE_MESSAGES.noCertificate);

    await mark(event, delegate._id, true);
    const file = await call("GET", path, { token: office });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="${event.slug}-certificate-${delegate.reference}.pdf"`,
    );
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const pdf = await readPdf(new Uint8Array(file.bytes));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.width).toBeGreaterThan(pdf.height);
    expect(pdf.flat).toContain("Dr. Anita Sharma");
    expect(pdf.flat).toContain(event.title);
    expect(pdf.flat).toContain(delegate.reference);
    expect((await call("GET", path, { token: editor })).status).toBe(403);
  });

  it("are e-mailed once each by a batch that stops on its budget and resumes with those not sent", async () => {
    const event = await addEvent("certificate-batch");
    const delegates = [];
    for (let index = 0; index < 5; index++) delegates.push(await register(event));
    for (const delegate of delegates.slice(0, 4)) await mark(event, delegate._id, true);

    // A clock that moves 3 s at each look: a 7 s budget lets a call send two or three.
    let now = 0;
    const clock = () => (now += 3_000);
    const first = await sendParticipationCertificates(event, { clock, budgetMs: 7_000 });
    expect(first.sent).toBeGreaterThan(0);
    expect(first.sent).toBeLessThan(4);
    expect(first).toMatchObject({ remaining: 4 - first.sent, attended: 4 });

    // The desk's button: the rest, then nothing more.
    const rest = await call("POST", `/api/events/${event._id}/certificates`, { token: office });
    expect(rest.status).toBe(200);
    expect(rest.json).toEqual({ sent: 4 - first.sent, remaining: 0, attended: 4 });
    const none = await call("POST", `/api/events/${event._id}/certificates`, { token: office });
    expect(none.json).toEqual({ sent: 0, remaining: 0, attended: 4 });

    for (const delegate of delegates.slice(0, 4)) {
      const mails = certificatesSentTo(delegate.email);
      expect(mails).toHaveLength(1);
      const attachment = mails[0]?.attachments?.[0];
      expect(attachment?.filename).toBe(`${event.slug}-certificate-${delegate.reference}.pdf`);
      expect((await readPdf(new Uint8Array(attachment?.content ?? []))).flat).toContain(delegate.reference);
    }
    expect(certificatesSentTo(delegates[4]?.email ?? "")).toHaveLength(0);
    const listed = await call("GET", `/api/events/${event._id}/registrations`, { token: office });
    const sentOn = (listed.json as unknown as { attended?: boolean; certificateSentOn?: string }[])
      .filter((registration) => registration.attended)
      .map((registration) => registration.certificateSentOn);
    expect(sentOn).toEqual([today, today, today, today]);
  });

  it("are sent once each when two batches run at once", async () => {
    const event = await addEvent("certificate-race");
    const delegates = [];
    for (let index = 0; index < 6; index++) delegates.push(await register(event));
    for (const delegate of delegates) await mark(event, delegate._id, true);
    const [one, two] = await Promise.all([
      call("POST", `/api/events/${event._id}/certificates`, { token: office }),
      call("POST", `/api/events/${event._id}/certificates`, { token: office }),
    ]);
    expect(Number(one.json.sent) + Number(two.json.sent)).toBe(6);
    for (const delegate of delegates) expect(certificatesSentTo(delegate.email)).toHaveLength(1);
  });
});

describe("name badges", () => {
  it("are printed for everyone holding or offered a place, several to an A4 page", async () => {
    const event = await addEvent("badges", { capacity: 9 });
    const empty = await call("GET", `/api/events/${event._id}/badges.pdf`, { token: office });
    expect(empty.status).toBe(404);
    expect(empty.json.message).toBe(NO_BADGES);

    const delegates = [];
    for (let index = 0; index < 11; index++) delegates.push(await register(event, `Badge Holder ${String(index)}`));
    const cancelled = delegates[0]?._id ?? "";
    // The cancelled place is offered to the first one waiting: nine badges, the cancelled and the last one waiting have none.
    await call("POST", `/api/events/${event._id}/registrations/${cancelled}/cancel`, { token: office });
    const file = await call("GET", `/api/events/${event._id}/badges.pdf`, { token: office });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${event.slug}-badges.pdf"`);
    const pdf = await readPdf(new Uint8Array(file.bytes));
    expect(pdf.width).toBeLessThan(pdf.height);
    expect(pdf.pageCount).toBe(Math.ceil(9 / BADGES_PER_PAGE));
    // By name: the first page begins with 1 and 2 (10 waits, so it has no badge to sort between them).
    expect(pdf.flat).toMatch(/Badge Holder 1\b/);
    expect(pdf.flat).toMatch(/Badge Holder 2\b/);
    expect(pdf.flat).not.toMatch(/Badge Holder 0\b/);
    expect(pdf.flat).not.toMatch(/Badge Holder 10\b/);
    expect((await call("GET", `/api/events/${event._id}/badges.pdf`, { token: editor })).status).toBe(403);
  });
});
