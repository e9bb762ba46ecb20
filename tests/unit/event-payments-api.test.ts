import { beforeAll, describe, expect, it, vi } from "vitest";
import { EVENT_ACCESS_MESSAGES } from "../../src/domain/event-access";
import { EVENT_PAYMENT_MESSAGES } from "../../src/domain/event-payments";
import type { EventInput, EventRecord } from "../../src/domain/events";
import { receiptSlug } from "../../src/domain/financial-year";
import { addDays, indiaToday } from "../../src/domain/india-date";
import { readSettings, writeSettings } from "../../src/server/membership/settings";
import { repairEventReceipts } from "../../src/server/events/payments";
import { call, roleToken, type CallResult } from "../support/api";
import { createEvent, registerFor } from "../support/event-calls";
import { asMember, signIn, storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";
import { readPdf } from "../support/pdf-text";
import { symposiumInput } from "../support/event-input";
import { recordSentMail } from "../support/recorders";

/**
 * Paying for an event registration (docs/rules/events.md §5): the registrant's access by reference,
 * e-mail and an e-mailed code; reporting a payment; the office confirming, rejecting and recording
 * payments; receipts numbered in the financial-year series with the event as their place of
 * supply; the receipt e-mailed and downloadable by the registrant only; the repair of a receipt a
 * request left unnumbered. Its own store, so the receipt numbers are this file's.
 */

useOwnSandbox("event-payments");

// The codes and receipts the site e-mails, caught on their way to the mail module (the outbox hides codes).
const sentMail = recordSentMail();

// One receipt issue can be made to fail, as a store failure after the payment's write would.
const ledgerFault = vi.hoisted(() => ({ failNext: false }));
vi.mock("../../src/server/receipts/ledger", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/receipts/ledger")>();
  return {
    ...original,
    issueReceipt: (...args: Parameters<typeof original.issueReceipt>) => {
      if (ledgerFault.failNext) {
        ledgerFault.failNext = false;
        return Promise.reject(new Error("The store is not answering."));
      }
      return original.issueReceipt(...args);
    },
  };
});

const today = indiaToday();
const day = (offset: number) => addDays(today, offset);
const SOCIETY_GSTIN = "09AAACI1681G1ZN";

let editor = "";
let office = "";
beforeAll(async () => {
  [editor, office] = [await roleToken("editor"), await roleToken("membership")];
  const settings: Partial<Awaited<ReturnType<typeof readSettings>>> = await readSettings();
  // A change names the settings, not the version they were read at.
  delete settings.updatedAt;
  await writeSettings({ ...(settings as Required<typeof settings>), gstin: SOCIETY_GSTIN, sac: "999599" });
  const bank = await call("POST", "/api/payment-details/create", {
    token: office,
    body: {
      accountHolderName: "Demo Society",
      bankAndBranch: "Demo Bank, Lucknow",
      accountNumber: "123456789012",
      ifscCode: "DEMO0001234",
      micrCode: "",
      upiId: "demo.society@upi",
    },
  });
  expect(bank.status).toBe(201);
});

function addEvent(slug: string, changes: Partial<EventInput> = {}): Promise<EventRecord> {
  return createEvent(
    editor,
    symposiumInput(slug, {
      venue: "New Delhi",
      state: "Delhi",
      registrationOpens: day(-5),
      sac: "998596",
      fees: [{ name: "Delegate", fee: 2000, gst: 360 }],
      ...changes,
    }),
  );
}

let registrants = 0;
async function register(event: EventRecord): Promise<{ _id: string; reference: string; email: string }> {
  registrants += 1;
  const email = `payer-${registrants}@example.org`;
  const { _id, reference } = await registerFor(event, {
    name: `Payer ${registrants}`,
    email,
    institution: "Example University",
  });
  return { _id, reference, email };
}

const lastMailTo = (email: string, kind: string) =>
  sentMail.messages.filter((message) => message.to === email && message.kind === kind).at(-1);

/** The registrant's access token, by the e-mailed code. */
async function accessAs(registration: { reference: string; email: string }): Promise<string> {
  const asked = await call("POST", "/api/event-registrations/access-code", {
    body: { reference: registration.reference.toLowerCase(), email: ` ${registration.email.toUpperCase()} ` },
  });
  expect(asked.status).toBe(202);
  const code = lastMailTo(registration.email, "event-access-code")?.secrets?.[0] ?? "";
  const verified = await call("POST", "/api/event-registrations/access-code/verify", {
    body: { reference: registration.reference, email: registration.email, code },
  });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
  return String(verified.json.token);
}

let utrs = 0;
const utr = () => String(100000000000 + ++utrs);
const upiPayment = (amount: number, reference = utr()) => ({ method: "UPI", reference, amount, paidOn: today });

const paymentsPath = (event: EventRecord, registrationId: string) =>
  `/api/events/${event._id}/registrations/${registrationId}/payments`;

function expectStatus(answer: CallResult, status: number): void {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
}

describe("a registrant without an account", () => {
  it("gets a code only for a reference and e-mail that match, and the same answer either way", async () => {
    const event = await addEvent("access");
    const registration = await register(event);
    const before = sentMail.messages.length;
    for (const body of [
      { reference: registration.reference, email: "someone.else@example.org" },
      { reference: "EVT-2222-2222", email: registration.email },
    ]) {
      const answer = await call("POST", "/api/event-registrations/access-code", { body });
      expect(answer).toMatchObject({ status: 202, json: { message: EVENT_ACCESS_MESSAGES.codeSent } });
    }
    expect(sentMail.messages.length).toBe(before);
    const refused = await call("POST", "/api/event-registrations/access-code", {
      body: { reference: "not a reference", email: registration.email },
    });
    expect(refused).toMatchObject({ status: 400, json: { message: EVENT_ACCESS_MESSAGES.reference } });

    const token = await accessAs(registration);
    const mail = lastMailTo(registration.email, "event-access-code");
    expect(mail?.subject).toBe(`Your code for registration ${registration.reference} - SAEETD`);
    // A used code does not work twice; a wrong one is refused at its field.
    const code = mail?.secrets?.[0] ?? "";
    const again = await call("POST", "/api/event-registrations/access-code/verify", {
      body: { reference: registration.reference, email: registration.email, code },
    });
    expect(again).toMatchObject({
      status: 400,
      json: { message: EVENT_ACCESS_MESSAGES.wrongCode, issues: [{ field: "code" }] },
    });

    const mine = await call("GET", "/api/event-registrations/mine", { token });
    expectStatus(mine, 200);
    expect(mine.json).toMatchObject({
      reference: registration.reference,
      status: "placed",
      total: 2360,
      received: 0,
      balance: 2360,
      event: { title: "Symposium access", slug: "access" },
      payments: [],
      payment: { upiUri: expect.stringContaining("am=2360.00") as unknown },
    });
    expect(mine.json).not.toHaveProperty("phone");
  });

  it("is refused without a live access token: none, an administrator's, a forged one", async () => {
    const forged = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl";
    for (const token of [undefined, office, forged]) {
      const answer = await call("GET", "/api/event-registrations/mine", token ? { token } : {});
      expect(answer).toMatchObject({ status: 401, json: { message: EVENT_ACCESS_MESSAGES.accessEnded } });
    }
  });
});

describe("a payment reported, confirmed and receipted", () => {
  it("reports a UPI payment; the office confirms it; the receipt is a tax invoice with the event's state as the place of supply", async () => {
    const event = await addEvent("paid");
    const registration = await register(event);
    const token = await accessAs(registration);
    const payment = upiPayment(2360);
    const reported = await call("POST", "/api/event-registrations/mine/payments", { token, body: payment });
    expectStatus(reported, 201);
    expect(reported.json).toMatchObject({
      message: EVENT_PAYMENT_MESSAGES.reported,
      registration: { balance: 2360, payments: [{ status: "reported", reference: payment.reference }] },
    });
    // The same UTR again, from anyone, is refused while the first stands.
    const twice = await call("POST", "/api/event-registrations/mine/payments", { token, body: payment });
    expect(twice).toMatchObject({ status: 409, json: { message: EVENT_PAYMENT_MESSAGES.duplicate } });

    const paymentId = ((reported.json.registration as { payments: { _id: string }[] }).payments[0] ?? { _id: "" })._id;
    const confirmed = await call("PUT", `${paymentsPath(event, registration._id)}/${paymentId}`, {
      token: office,
      body: { status: "received" },
    });
    expectStatus(confirmed, 200);
    const number = String(confirmed.json.receiptNumber);
    expect(number).toMatch(/^\d{4}-\d{2}\/\d{4}$/);
    expect(confirmed.json.message).toBe(EVENT_PAYMENT_MESSAGES.received(number));
    const again = await call("PUT", `${paymentsPath(event, registration._id)}/${paymentId}`, {
      token: office,
      body: { status: "received" },
    });
    expect(again.status).toBe(409);

    const mail = lastMailTo(registration.email, "event-payment-received");
    expect(mail?.subject).toBe(`Payment received: receipt ${number} - SAEETD`);
    expect(mail?.text).toContain(`towards your registration ${registration.reference} for Symposium paid`);
    const pdf = mail?.attachments?.[0];
    expect(pdf?.filename).toBe(`receipt-${receiptSlug(number)}.pdf`);
    const text = (await readPdf(pdf?.content ?? new Uint8Array())).flat;
    for (const printed of [
      "Tax Invoice",
      number,
      "Payer",
      "Example University",
      "Registration fee — Symposium paid",
      registration.reference,
      "998596",
      "Delhi (07)",
      "IGST 18 %",
      "₹360.00",
      "₹2,360.00",
    ])
      expect(text).toContain(printed);

    // The registrant downloads it with their token; nobody else learns it exists.
    const download = await call("GET", `/api/receipts/${receiptSlug(number)}`, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toContain("application/pdf");
    const other = await accessAs(await register(event));
    for (const answer of [
      await call("GET", `/api/receipts/${receiptSlug(number)}`, { token: other }),
      await call("GET", `/api/receipts/${receiptSlug(number)}`),
      await call("GET", `/api/receipts/${receiptSlug(number)}`, { token: editor }),
    ])
      expect(answer.status).toBe(404);

    const mine = await call("GET", "/api/event-registrations/mine", { token });
    expect(mine.json).toMatchObject({
      received: 2360,
      balance: 0,
      payments: [{ status: "received", receiptNumber: number }],
    });
    expect(mine.json).not.toHaveProperty("payment");
  });

  it("an event held in the society's own state is taxed as CGST and SGST; the office's recorded payments number on in the series", async () => {
    const event = await addEvent("home", { state: undefined, venue: "Lucknow" });
    const [first, second] = [await register(event), await register(event)];
    const one = await call("POST", paymentsPath(event, first._id), {
      token: office,
      body: { method: "Bank transfer", reference: "NEFT-EVT-0001", amount: 2360, paidOn: today },
    });
    expectStatus(one, 201);
    const two = await call("POST", paymentsPath(event, second._id), {
      token: office,
      body: { method: "Cheque/DD", reference: "CHQ-000123", amount: 1000, paidOn: today },
    });
    expectStatus(two, 201);
    const [a, b] = [String(one.json.receiptNumber), String(two.json.receiptNumber)];
    expect(Number(b.slice(-4))).toBe(Number(a.slice(-4)) + 1);
    const pdf = lastMailTo(first.email, "event-payment-received")?.attachments?.[0];
    const text = (await readPdf(pdf?.content ?? new Uint8Array())).flat;
    expect(text).toContain("Uttar Pradesh (09)");
    expect(text).toContain("CGST 9 %");
    // A part payment: its receipt says so, and the balance is left to pay.
    const partText = (
      await readPdf(lastMailTo(second.email, "event-payment-received")?.attachments?.[0]?.content ?? new Uint8Array())
    ).flat;
    expect(partText).toContain("Part payment towards ₹2,360.00 due.");
    expect((two.json.registration as { payments: unknown[] }).payments).toHaveLength(1);
  });

  it("a rejected report gives its reference back; a second report with it may be confirmed", async () => {
    const event = await addEvent("rejected");
    const registration = await register(event);
    const token = await accessAs(registration);
    const payment = upiPayment(2360);
    const reported = await call("POST", "/api/event-registrations/mine/payments", { token, body: payment });
    const firstId = ((reported.json.registration as { payments: { _id: string }[] }).payments[0] ?? { _id: "" })._id;
    const rejected = await call("PUT", `${paymentsPath(event, registration._id)}/${firstId}`, {
      token: office,
      body: { status: "rejected", note: "Not on the statement" },
    });
    expect(rejected).toMatchObject({
      status: 200,
      json: { message: EVENT_PAYMENT_MESSAGES.rejected, status: "rejected" },
    });
    const again = await call("POST", "/api/event-registrations/mine/payments", { token, body: payment });
    expectStatus(again, 201);
  });
});

describe("what a payment cannot be taken for", () => {
  it("a registration on the waiting list or cancelled; an offered place becomes placed once paid", async () => {
    const event = await addEvent("full", { capacity: 1 });
    const placed = await register(event);
    const waiting = await register(event);
    const waitingToken = await accessAs(waiting);
    const refused = await call("POST", "/api/event-registrations/mine/payments", {
      token: waitingToken,
      body: upiPayment(2360),
    });
    expect(refused).toMatchObject({ status: 409, json: { message: EVENT_PAYMENT_MESSAGES.waiting } });

    const cancel = await call("POST", `/api/events/${event._id}/registrations/${placed._id}/cancel`, { token: office });
    expectStatus(cancel, 200);
    const onCancelled = await call("POST", paymentsPath(event, placed._id), { token: office, body: upiPayment(2360) });
    expect(onCancelled).toMatchObject({ status: 409, json: { message: EVENT_PAYMENT_MESSAGES.cancelled } });

    // The freed place went to the one waiting, who now pays for it.
    const offered = await call("GET", "/api/event-registrations/mine", { token: waitingToken });
    expect(offered.json).toMatchObject({ status: "offered", balance: 2360 });
    const paid = await call("POST", paymentsPath(event, waiting._id), { token: office, body: upiPayment(2360) });
    expectStatus(paid, 201);
    expect(paid.json.registration).toMatchObject({ status: "placed" });
  });
});

describe("a member's event registrations in their account", () => {
  it("lists those made signed in, takes a payment report for one, and no one else's", async () => {
    const event = await addEvent("members");
    const member = await storeMember({ status: "accepted", validUntil: day(300) });
    const session = await signIn(member.email);
    const registered = await asMember(session, "POST", `/api/events/${event._id}/register`, {
      body: { name: member.name, email: member.email, phone: "+91 98765 43210", category: "Delegate" },
    });
    expectStatus(registered, 201);
    // Registered without signing in: not in the account (the page with the e-mailed code finds it).
    await register(event);

    const listed = await asMember(session, "GET", "/api/member/event-registrations");
    expectStatus(listed, 200);
    const views = listed.json as unknown as { _id: string; reference: string; balance: number }[];
    expect(views.map((view) => [view.reference, view.balance])).toEqual([[String(registered.json.reference), 2360]]);

    const path = `/api/member/event-registrations/${String(registered.json._id)}/payments`;
    const reported = await asMember(session, "POST", path, { body: upiPayment(2360) });
    expectStatus(reported, 201);
    expect(reported.json).toMatchObject({
      message: EVENT_PAYMENT_MESSAGES.reported,
      registration: { payments: [{ status: "reported" }] },
    });

    const other = await storeMember({ status: "accepted", validUntil: day(300) });
    const stranger = await signIn(other.email);
    expect((await asMember(stranger, "POST", path, { body: upiPayment(2360) })).status).toBe(404);
    expect((await asMember(stranger, "GET", "/api/member/event-registrations")).json).toEqual([]);
    expect((await call("GET", "/api/member/event-registrations")).status).toBe(401);

    // Once confirmed, the receipt downloads with the member's own cookie.
    const paymentId = (reported.json.registration as { payments: { _id: string }[] }).payments[0]?._id ?? "";
    const confirmed = await call("PUT", `${paymentsPath(event, String(registered.json._id))}/${paymentId}`, {
      token: office,
      body: { status: "received" },
    });
    expectStatus(confirmed, 200);
    const receipt = `/api/receipts/${receiptSlug(String(confirmed.json.receiptNumber))}`;
    expect((await asMember(session, "GET", receipt)).status).toBe(200);
    expect((await asMember(stranger, "GET", receipt)).status).toBe(404);
  });
});

describe("the registrants as a spreadsheet", () => {
  it("gives the office every registration with its money and receipts, formulas defused; nobody else", async () => {
    const event = await addEvent("export");
    const paid = await register(event);
    const recorded = await call("POST", paymentsPath(event, paid._id), { token: office, body: upiPayment(2360) });
    expectStatus(recorded, 201);
    const hostile = await call("POST", `/api/events/${event._id}/register`, {
      body: {
        name: '=HYPERLINK("http://evil.example")',
        email: "csv@example.org",
        phone: "+91 98765 43210",
        category: "Delegate",
      },
    });
    expectStatus(hostile, 201);

    const answer = await call("GET", `/api/events/${event._id}/registrations.csv`, { token: office });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="registrations-export-${today}.csv"`);
    const text = answer.bytes.toString("utf8");
    expect(text.startsWith('\uFEFF"Reference","Name",')).toBe(true);
    const rows = text.split("\r\n");
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(`"${paid.reference}","Payer`);
    expect(rows[1]).toContain(`"2360.00","2360.00","0.00","placed"`);
    expect(rows[1]).toContain(`"${String(recorded.json.receiptNumber)}"`);
    expect(rows[2]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    for (const token of [undefined, editor]) {
      const refused = await call("GET", `/api/events/${event._id}/registrations.csv`, token ? { token } : {});
      expect(refused.status).toBe(token ? 403 : 401);
    }
  });
});

describe("the repair of a receipt a request left unnumbered", () => {
  it("numbers and e-mails it in the daily job, once", async () => {
    const event = await addEvent("repair");
    const registration = await register(event);
    ledgerFault.failNext = true;
    const recorded = await call("POST", paymentsPath(event, registration._id), {
      token: office,
      body: upiPayment(2360),
    });
    expectStatus(recorded, 201);
    expect(recorded.json).toMatchObject({ message: EVENT_PAYMENT_MESSAGES.receivedWithoutNumber, status: "received" });
    expect(recorded.json).not.toHaveProperty("receiptNumber");
    expect(lastMailTo(registration.email, "event-payment-received")).toBeUndefined();

    // Too recent for the repair: it may be a request still at work.
    expect(await repairEventReceipts()).toEqual({ repaired: 0, failed: 0, left: 0 });
    const later = Date.now() + 120_000;
    expect(await repairEventReceipts({ now: later })).toEqual({ repaired: 1, failed: 0, left: 0 });
    expect(await repairEventReceipts({ now: later })).toEqual({ repaired: 0, failed: 0, left: 0 });
    const mail = lastMailTo(registration.email, "event-payment-received");
    expect(mail?.subject).toMatch(/^Payment received: receipt \d{4}-\d{2}\/\d{4}/);
    const token = await accessAs(registration);
    const mine = await call("GET", "/api/event-registrations/mine", { token });
    expect(mine.json).toMatchObject({
      balance: 0,
      payments: [{ receiptNumber: expect.stringMatching(/\/\d{4}$/) as unknown }],
    });
  });
});
