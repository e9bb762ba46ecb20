import { beforeAll, describe, expect, it } from "vitest";
import { ROLE_NOT_ALLOWED } from "../../src/domain/admin-roles";
import { EVENT_REGISTRATION_ANSWERS } from "../../src/domain/event-registrations";
import {
  EVENT_MESSAGES,
  EVENT_REGISTRATION_MESSAGES,
  type EventInput,
  type EventRecord,
} from "../../src/domain/events";
import { addDays, indiaToday } from "../../src/domain/india-date";
import { STALE_EDIT_MESSAGE } from "../../src/domain/messages";
import { formatLongDate } from "../../src/domain/format";
import { CANCEL_MESSAGES } from "../../src/server/events/cancellations";
import { registerForEvent } from "../../src/server/events/registrations";
import { AUTH_REQUIRED } from "../../src/server/http/errors";
import { outboxEntries } from "../../src/server/mail";
import { keptAttachments } from "../../src/server/mail/attachments";
import { EVENT_DELETE_REFUSED } from "../../src/server/resources/events";
import { call, roleToken, type CallResult } from "../support/api";
import { asMember, signIn, storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";
import { readQrPng } from "../support/read-qr";
import { form } from "../support/uploads";
import { symposiumInput } from "../support/event-input";

/**
 * /api/events and registering for them (docs/rules/events.md §1, §3). Its own store, so the events
 * listed are this file's. Dates are set from India's today, so the windows hold whenever it runs.
 */
useOwnSandbox("events-api");

const today = indiaToday();
const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n`);
const day = (offset: number) => addDays(today, offset);

/** An event open for registration today, 3 places, its members' category early-bird until today. */
function eventOf(slug: string, changes: Partial<EventInput> = {}): EventInput {
  return symposiumInput(slug, {
    endDate: day(42),
    capacity: 3,
    fees: [
      { name: "Member", fee: 2000, gst: 360, eligibility: "members", earlyBird: { fee: 1500, gst: 270, until: today } },
      { name: "Non-member", fee: 3000, gst: 540, earlyBird: { fee: 2500, gst: 450, until: day(-1) } },
    ],
    ...changes,
  });
}

const UPI_ID = "demo.society@upi";
let editor = "";
let office = "";
beforeAll(async () => {
  [editor, office] = [await roleToken("editor"), await roleToken("membership")];
  // The account registrants are told to pay into: the first payment details stored.
  const bank = await call("POST", "/api/payment-details/create", {
    token: office,
    body: {
      accountHolderName: "Demo Society",
      bankAndBranch: "Demo Bank, Lucknow",
      accountNumber: "123456789012",
      ifscCode: "DEMO0001234",
      micrCode: "",
      upiId: UPI_ID,
    },
  });
  expect(bank.status, JSON.stringify(bank.json)).toBe(201);
});

function created(answer: CallResult): EventRecord {
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as unknown as EventRecord;
}
const addEvent = async (input: EventInput) =>
  created(await call("POST", "/api/events", { token: editor, body: input }));

const registrant = (n: number, category = "Non-member") => ({
  name: `Registrant ${n}`,
  email: `registrant-${n}@example.org`,
  phone: "+91 98765 43210",
  category,
});
const register = (eventId: string, body: unknown) => call("POST", `/api/events/${eventId}/register`, { body });

describe("events", () => {
  it("are written by the editors and the owner, and read whole by the office; a visitor sees the published ones", async () => {
    const published = await addEvent(eventOf("published-one"));
    const draft = await addEvent(eventOf("draft-one", { published: false }));
    expect(published).toMatchObject({ brochure: "", capacity: 3, offerDays: 7 });

    expect(await call("POST", "/api/events", { token: office, body: eventOf("x") })).toMatchObject({
      status: 403,
      json: { message: ROLE_NOT_ALLOWED },
    });
    expect(await call("POST", "/api/events", { body: eventOf("x") })).toMatchObject({
      status: 401,
      json: { message: AUTH_REQUIRED },
    });

    const visitorIds = ((await call("GET", "/api/events")).json as unknown as EventRecord[]).map((event) => event._id);
    expect(visitorIds).toContain(published._id);
    expect(visitorIds).not.toContain(draft._id);
    expect((await call("GET", `/api/events/${draft._id}`)).status).toBe(404);
    for (const token of [editor, office]) {
      const ids = ((await call("GET", "/api/events", { token })).json as unknown as EventRecord[]).map((e) => e._id);
      expect(ids).toEqual(expect.arrayContaining([published._id, draft._id]));
      expect((await call("GET", `/api/events/${draft._id}`, { token })).status).toBe(200);
    }
  });

  it("keep their address their own, refuse a stale edit, and take a brochure as a PDF", async () => {
    const event = await addEvent(eventOf("own-address"));
    expect(await call("POST", "/api/events", { token: editor, body: eventOf("own-address") })).toMatchObject({
      status: 409,
      json: { message: EVENT_MESSAGES.taken },
    });
    const saved = await call("PUT", `/api/events/${event._id}`, {
      token: editor,
      form: form(
        { ...eventOf("own-address", { venue: "Kanpur" }), fees: JSON.stringify(eventOf("x").fees) },
        {
          brochure: { name: "brochure.pdf", type: "application/pdf", bytes: pdfBytes("Brochure") },
        },
      ),
      headers: { "if-match": event.updatedAt },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.venue).toBe("Kanpur");
    expect(saved.json.brochure).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);
    const stale = await call("PUT", `/api/events/${event._id}`, {
      token: editor,
      body: eventOf("own-address"),
      headers: { "if-match": event.updatedAt },
    });
    expect(stale).toMatchObject({ status: 409, json: { message: STALE_EDIT_MESSAGE } });
  });
});

describe("registering", () => {
  it("charges what the server decides on the day, whatever the form sends, and gives a reference", async () => {
    const event = await addEvent(eventOf("priced"));
    const answer = await register(event._id, { ...registrant(1), fee: 1, total: 1 });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    expect(answer.json).toMatchObject({
      category: "Non-member",
      fee: 3000,
      gst: 540,
      total: 3540,
      earlyBird: false,
      registeredOn: today,
      status: "placed",
      place: 1,
    });
    expect(answer.json.reference).toMatch(/^EVT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    const reference = answer.json.reference as string;
    expect(answer.json.message).toBe(EVENT_REGISTRATION_ANSWERS.placed(reference));
    expect(answer.json).not.toHaveProperty("phone");
    // The event's calendar file, the one its page's "Add to calendar" links to.
    expect(answer.json.calendar).toBe("/conference/events/priced.ics");

    // How to pay: the society's account, and a UPI link with the exact amount and the reference.
    const payment = answer.json.payment as { upiUri: string; bank: { upiId: string } };
    expect(payment.bank.upiId).toBe(UPI_ID);
    expect(payment.upiUri).toBe(
      `upi://pay?pa=${UPI_ID}&pn=Demo%20Society&am=3540.00&cu=INR&tr=${reference}&tn=Event%20${reference}`,
    );
    const [mail, ...more] = (await outboxEntries()).filter((entry) => entry.to === "registrant-1@example.org");
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: "event-registration",
      subject: `Registration received (${reference}) - SAEETD`,
    });
    // The event's days go with it as a calendar file, and the UPI link as a QR code a phone reads.
    expect(mail?.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      ["priced.ics", "text/calendar; charset=utf-8"],
      [`upi-${reference}.png`, "image/png"],
    ]);
    const qr = mail && (await keptAttachments(mail))?.[1];
    expect(qr && readQrPng(qr.content)).toBe(payment.upiUri);
    // The answer shows the same code as a picture the page may show without running anything.
    const picture = String(answer.json.upiQr);
    expect(picture).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(picture.split(",")[1] ?? "", "base64").toString()).toMatch(/^<svg [^>]*>.*<\/svg>\s*$/s);
    for (const text of [
      reference,
      event.title,
      "Category: Non-member",
      "₹3,540.00",
      "₹540.00",
      payment.upiUri,
      `upi-${reference}.png`,
      "events@example.org",
    ])
      expect(mail?.text).toContain(text);
  });

  it("gives a members' category only to a signed-in member in good standing, at its early-bird price today", async () => {
    const event = await addEvent(eventOf("members"));
    const refused = await register(event._id, registrant(2, "Member"));
    expect(refused).toMatchObject({
      status: 400,
      json: {
        message: EVENT_REGISTRATION_MESSAGES.membersOnly("Member"),
        issues: [{ field: "category", message: EVENT_REGISTRATION_MESSAGES.membersOnly("Member") }],
      },
    });
    const lapsed = await storeMember({ status: "accepted", validUntil: day(-5) });
    const lapsedAnswer = await asMember(await signIn(lapsed.email), "POST", `/api/events/${event._id}/register`, {
      body: registrant(3, "Member"),
    });
    expect(lapsedAnswer).toMatchObject({
      status: 400,
      json: { message: EVENT_REGISTRATION_MESSAGES.notInGoodStanding("Member", "Lapsed") },
    });
    const active = await storeMember({ status: "accepted", validUntil: day(200) });
    const placed = await asMember(await signIn(active.email), "POST", `/api/events/${event._id}/register`, {
      body: registrant(4, "Member"),
      headers: { origin: "http://localhost" },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    expect(placed.json).toMatchObject({ fee: 1500, gst: 270, total: 1770, earlyBird: true });
    const [stored] = (await call("GET", `/api/events/${event._id}/registrations`, { token: office }))
      .json as unknown as {
      memberId?: string;
    }[];
    expect(stored?.memberId).toBe(active._id);
  });

  it("prices by India's date, not the server's: the early-bird day ends at midnight in India", async () => {
    // Early bird until 31 December 2026. 18:00 UTC on the 31st is 23:30 in India, still the 31st;
    // 19:00 UTC is 00:30 on 1 January in India, while UTC still says the 31st.
    const event = await addEvent(
      eventOf("india-midnight", {
        startDate: "2027-02-10",
        endDate: "2027-02-11",
        registrationOpens: "2026-12-01",
        registrationCloses: "2027-01-31",
        capacity: null,
        fees: [{ name: "Delegate", fee: 3000, gst: 540, earlyBird: { fee: 2500, gst: 450, until: "2026-12-31" } }],
      }),
    );
    const fields = { ...registrant(60, "Delegate"), institution: "" };
    const { record: early } = await registerForEvent(event._id, fields, undefined, new Date("2026-12-31T18:00:00Z"));
    expect(early).toMatchObject({ earlyBird: true, fee: 2500, gst: 450, total: 2950, registeredOn: "2026-12-31" });
    const { record: regular } = await registerForEvent(
      event._id,
      { ...fields, email: "registrant-61@example.org" },
      undefined,
      new Date("2026-12-31T19:00:00Z"),
    );
    expect(regular).toMatchObject({ earlyBird: false, fee: 3000, gst: 540, total: 3540, registeredOn: "2027-01-01" });

    // Registration closing on the 31st closes at the same midnight.
    const closing = await addEvent(
      eventOf("india-closing", { registrationOpens: "2026-12-01", registrationCloses: "2026-12-31", capacity: null }),
    );
    const anyone = { ...fields, category: "Non-member" };
    const { record: inTime } = await registerForEvent(closing._id, anyone, undefined, new Date("2026-12-31T18:29:59Z"));
    expect(inTime.registeredOn).toBe("2026-12-31");
    await expect(
      registerForEvent(closing._id, anyone, undefined, new Date("2026-12-31T18:30:00Z")),
    ).rejects.toMatchObject({ status: 400, message: EVENT_REGISTRATION_MESSAGES.closed("2026-12-31") });
  });

  it("puts the registrant after the last place on the waiting list, without a payment asked", async () => {
    const event = await addEvent(eventOf("full", { capacity: 2 }));
    const statuses: unknown[] = [];
    for (const n of [1, 2, 3, 4]) {
      const answer = await register(event._id, registrant(10 + n));
      expect(answer.status).toBe(201);
      statuses.push([answer.json.status, answer.json.place ?? answer.json.waitingTurn]);
      if (n === 3)
        expect(answer.json.message).toBe(EVENT_REGISTRATION_ANSWERS.waiting(answer.json.reference as string, 1));
    }
    expect(statuses).toEqual([
      ["placed", 1],
      ["placed", 2],
      ["waiting", 1],
      ["waiting", 2],
    ]);
    // No payment is asked of those waiting, in the answer or the e-mail.
    const waitingMail = (await outboxEntries()).find((entry) => entry.to === "registrant-13@example.org");
    expect(waitingMail?.subject).toMatch(/^On the waiting list \(EVT-/);
    expect(waitingMail?.text).toContain("number 1 on the waiting list. Please do not pay now");
    expect(waitingMail?.text).not.toContain("upi://");
    expect((await call("GET", `/api/events/${event._id}/places`)).json).toEqual({ capacity: 2, placesLeft: 0 });
    const list = (await call("GET", `/api/events/${event._id}/registrations`, { token: office })).json as unknown as {
      name: string;
      status: string;
    }[];
    expect(list.map((registration) => [registration.name, registration.status])).toEqual([
      ["Registrant 11", "placed"],
      ["Registrant 12", "placed"],
      ["Registrant 13", "waiting"],
      ["Registrant 14", "waiting"],
    ]);
    expect((await call("GET", `/api/events/${event._id}/registrations`, { token: editor })).status).toBe(403);
    expect(await call("DELETE", `/api/events/${event._id}`, { token: editor })).toMatchObject({
      status: 409,
      json: { message: EVENT_DELETE_REFUSED },
    });
  });

  it("is cancelled by the office only; a freed place is offered to the first still waiting, else kept for the next", async () => {
    const event = await addEvent(eventOf("cancellations", { capacity: 2, offerDays: 5 }));
    const ids: string[] = [];
    for (const n of [41, 42, 43, 44, 45]) ids.push((await register(event._id, registrant(n))).json._id as string);
    const [first, second, third, fourth, fifth] = ids as [string, string, string, string, string];
    const cancel = (id: string, token = office) =>
      call("POST", `/api/events/${event._id}/registrations/${id}/cancel`, { token });
    const statusOf = async () =>
      Object.fromEntries(
        (
          (await call("GET", `/api/events/${event._id}/registrations`, { token: office })).json as unknown as {
            _id: string;
            status: string;
            place?: number;
          }[]
        ).map((registration) => [ids.indexOf(registration._id) + 1, [registration.status, registration.place]]),
      );

    expect((await cancel(first, editor)).status).toBe(403);
    // The fourth, waiting, withdraws: nothing is freed.
    expect((await cancel(fourth)).json).toMatchObject({
      cancelled: { _id: fourth, status: "cancelled" },
      offered: null,
    });
    // The first's place goes to the third, the first still waiting, with five days to pay and an e-mail saying so.
    const freed = await cancel(first);
    expect(freed.status, JSON.stringify(freed.json)).toBe(200);
    expect(freed.json).toMatchObject({
      cancelled: { _id: first, status: "cancelled", cancelledOn: today },
      offered: { _id: third, status: "offered", place: 1, offeredUntil: day(5) },
    });
    const offer = (await outboxEntries()).find(
      (entry) => entry.to === "registrant-43@example.org" && entry.kind === "event-place-offered",
    );
    expect(offer?.text).toContain(`by ${formatLongDate(day(5))}`);
    expect(offer?.text).toContain("upi://pay?");
    expect(await cancel(first)).toMatchObject({ status: 409, json: { message: CANCEL_MESSAGES.already } });
    // The offered third cancels too: the place goes on to the fifth.
    expect((await cancel(third)).json).toMatchObject({ offered: { _id: fifth, place: 1 } });
    // Nobody waits now: the second's place is kept for the next registration.
    expect((await cancel(second)).json).toMatchObject({ offered: null });
    expect((await call("GET", `/api/events/${event._id}/places`)).json).toEqual({ capacity: 2, placesLeft: 1 });
    const next = await register(event._id, registrant(46));
    expect(next.json).toMatchObject({ status: "placed", place: 2 });
    expect((await call("GET", `/api/events/${event._id}/places`)).json).toEqual({ capacity: 2, placesLeft: 0 });
    // A cancelled registration keeps the place it held, as history.
    expect(await statusOf()).toEqual({
      1: ["cancelled", 1],
      2: ["cancelled", 2],
      3: ["cancelled", 1],
      4: ["cancelled", undefined],
      5: ["offered", 1],
      0: ["placed", 2],
    });
    for (const unknown of ["0123456789abcdef01234567", "..%2F..%2Fsettings", "%20"])
      expect((await cancel(unknown)).status).toBe(404);
  });

  it("gives two places freed at once to two registrants waiting, one each", async () => {
    const event = await addEvent(eventOf("freed-together", { capacity: 2 }));
    const ids: string[] = [];
    for (const n of [51, 52, 53, 54]) ids.push((await register(event._id, registrant(n))).json._id as string);
    const answers = await Promise.all(
      ids
        .slice(0, 2)
        .map((id) => call("POST", `/api/events/${event._id}/registrations/${id}/cancel`, { token: office })),
    );
    const offered = answers.map((answer) => answer.json.offered as { _id: string; place: number });
    expect(offered.map((one) => one._id).sort()).toEqual(ids.slice(2).sort());
    expect(offered.map((one) => one.place).sort()).toEqual([1, 2]);
  });

  it("is refused before registration opens, after it closes, and for an event that is not published", async () => {
    const later = await addEvent(eventOf("not-open", { registrationOpens: day(1) }));
    expect(await register(later._id, registrant(20))).toMatchObject({
      status: 400,
      json: { message: EVENT_REGISTRATION_MESSAGES.notOpen(day(1)) },
    });
    const closed = await addEvent(
      eventOf("closed", {
        registrationOpens: day(-20),
        registrationCloses: day(-1),
        fees: [{ name: "Anyone", fee: 0, gst: 0 }],
      }),
    );
    expect(await register(closed._id, registrant(21, "Anyone"))).toMatchObject({
      status: 400,
      json: { message: EVENT_REGISTRATION_MESSAGES.closed(day(-1)) },
    });
    const draft = await addEvent(eventOf("unpublished", { published: false }));
    expect(await register(draft._id, registrant(22))).toMatchObject({
      status: 404,
      json: { message: EVENT_REGISTRATION_MESSAGES.notFound },
    });
    expect((await call("GET", `/api/events/${draft._id}/places`)).status).toBe(404);
    // Nothing was stored for any of them; an event without registrations may be deleted.
    expect(await call("DELETE", `/api/events/${draft._id}`, { token: editor })).toMatchObject({ status: 200 });
  });

  it("is refused from another site's page, since the member's cookie could choose the category", async () => {
    const event = await addEvent(eventOf("other-site"));
    const answer = await call("POST", `/api/events/${event._id}/register`, {
      body: registrant(30),
      headers: { origin: "https://elsewhere.example" },
    });
    expect(answer.status).toBe(403);
  });
});
