import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { membersCsv, type ExportedRegistration } from "../../src/domain/members-export";
import type { PaymentRecord } from "../../src/domain/payments";
import { registrationsCollection } from "../../src/server/content/collections";
import { membershipRegistrationsHandler } from "../../src/server/resources/membership-registrations";
import { adminToken, call, namedBadTokens, router } from "../support/api";
import { storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";
import { readCsv } from "../support/read-csv";

/**
 * GET /api/membership-registrations/export.csv (docs/rules/members-and-money.md §5): every record with its number,
 * contact, standing and money, as a file spreadsheets open as it is. Its own store, so the file
 * holds exactly this file's records.
 */

useOwnSandbox("members-export");

const PATH = "/api/membership-registrations/export.csv";
const HEADER = [
  "Member number",
  "Application reference",
  "Name",
  "E-mail",
  "Contact",
  "Membership type",
  "Nationality",
  "Status",
  "Accepted on",
  "Valid until",
  "Amount due (₹)",
  "Received (₹)",
  "Balance (₹)",
  "Credit (₹)",
  "Renewal period",
  "Renewal due (₹)",
  "Renewal received (₹)",
  "Renewal balance (₹)",
  "Renewal credit (₹)",
  "Renewed on",
];

/** The renewal columns of a record with no renewal period. */
const NO_RENEWAL = ["", "", "", "", "", ""];

const payment = (amount: number, status: PaymentRecord["status"]): PaymentRecord => ({
  _id: `p-${Math.random().toString(36).slice(2, 10)}`,
  method: "UPI",
  reference: String(Math.floor(Math.random() * 1e12)).padStart(12, "0"),
  amount,
  paidOn: "2026-04-01",
  purpose: "application",
  status,
  source: "office",
  createdAt: "2026-04-01T10:00:00.000Z",
  updatedAt: "2026-04-01T10:00:00.000Z",
});

/** A payment towards renewal period `renewal` of the record. */
const renewalPayment = (amount: number, status: PaymentRecord["status"], renewal: number): PaymentRecord => ({
  ...payment(amount, status),
  purpose: "renewal",
  renewal,
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 01:30 on 1 March 2027 in India, still 28 February in UTC.
  vi.setSystemTime(new Date("2027-02-28T20:00:00Z"));
  for (const record of await registrationsCollection.list()) await registrationsCollection.remove(record._id);
});

// test-isolation: shared. The real clock is put back after each test.
afterEach(() => {
  vi.useRealTimers();
});

describe("the members' CSV", () => {
  it("gives every record with its standing, dates and money, readable back cell for cell", async () => {
    const accepted = { status: "accepted" as const, acceptedAt: "2026-04-01" };
    await storeMember({
      ...accepted,
      name: "श्रीमती अनीता वर्मा",
      email: "anita@example.org",
      contact: "+91 90000 00001",
      memberNumber: "SAEETD-00002",
      reference: "APP-2345-WXYZ",
      validUntil: "2027-03-31",
      payments: [payment(1000, "received"), payment(180, "reported")],
    });
    await storeMember({
      ...accepted,
      name: '=HYPERLINK("http://evil.example","Click")',
      email: "formula@example.org",
      contact: "@SUM(A1)",
      memberNumber: "SAEETD-00001",
      reference: "APP-2345-AAAA",
      validUntil: "2027-06-30",
      payments: [payment(1200, "received")],
    });
    await storeMember({
      ...accepted,
      name: "அருண் குமார்",
      email: "arun@example.org",
      membershipType: "Life Member",
      term: "Life",
      memberNumber: "SAEETD-00003",
      reference: "APP-2345-BBBB",
      amountDue: 11_800,
      membershipFee: 11_800,
    });
    await storeMember({
      ...accepted,
      name: "Lapsed Member",
      email: "lapsed@example.org",
      memberNumber: "SAEETD-00004",
      reference: "APP-2345-CCCC",
      validUntil: "2027-02-27",
    });
    await storeMember({ name: "Pending Applicant", email: "pending@example.org", reference: "APP-2345-DDDD" });
    // Renewed once, the second year open and part paid at a 5 % rate the office set: the renewal's
    // payments count towards its period alone, the reported and rejected ones not at all.
    await storeMember({
      ...accepted,
      name: "Renewing Member",
      email: "renewing@example.org",
      memberNumber: "SAEETD-00005",
      reference: "APP-2345-EEEE",
      validUntil: "2027-03-31",
      renewals: [
        {
          number: 1,
          period: "2026-27",
          opensOn: "2026-03-01",
          dues: { fee: 1000, gst: 180, total: 1180 },
          duesSetBy: "option",
          renewedOn: "2026-03-10",
          validUntil: "2027-03-31",
        },
        {
          number: 2,
          period: "2027-28",
          opensOn: "2027-03-01",
          dues: { fee: 1000, gst: 50, total: 1050 },
          duesSetBy: "office",
        },
      ],
      payments: [
        payment(1180, "received"),
        renewalPayment(1180, "received", 1),
        renewalPayment(400.25, "received", 2),
        renewalPayment(100, "received", 2),
        renewalPayment(300, "reported", 2),
        renewalPayment(549.75, "rejected", 2),
      ],
    });
    // Its only period renewed, paid beyond its dues; the application part paid.
    await storeMember({
      ...accepted,
      name: "Renewed Member",
      email: "renewed@example.org",
      memberNumber: "SAEETD-00006",
      reference: "APP-2345-FFFF",
      validUntil: "2028-03-31",
      renewals: [
        {
          number: 1,
          period: "2027-28",
          opensOn: "2027-02-01",
          dues: { fee: 1000, gst: 180, total: 1180 },
          duesSetBy: "option",
          renewedOn: "2027-02-20",
          validUntil: "2028-03-31",
        },
      ],
      payments: [payment(1000, "received"), renewalPayment(1200, "received", 1)],
    });

    const answer = await call("GET", PATH, { token: await adminToken() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    // India's day, not UTC's.
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="members-2027-03-01.csv"');
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect([...answer.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = answer.bytes.toString("utf8");
    expect(text.split("\r\n")).toHaveLength(8);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);

    expect(readCsv(text)).toEqual([
      HEADER,
      [
        "SAEETD-00001",
        "APP-2345-AAAA",
        `'=HYPERLINK("http://evil.example","Click")`,
        "formula@example.org",
        "'@SUM(A1)",
        "Annual Member",
        "Indian",
        "Active",
        "2026-04-01",
        "2027-06-30",
        "1180.00",
        "1200.00",
        "0.00",
        "20.00",
        ...NO_RENEWAL,
      ],
      [
        "SAEETD-00002",
        "APP-2345-WXYZ",
        "श्रीमती अनीता वर्मा",
        "anita@example.org",
        "+91 90000 00001",
        "Annual Member",
        "Indian",
        "Expiring",
        "2026-04-01",
        "2027-03-31",
        "1180.00",
        "1000.00",
        "180.00",
        "0.00",
        ...NO_RENEWAL,
      ],
      [
        "SAEETD-00003",
        "APP-2345-BBBB",
        "அருண் குமார்",
        "arun@example.org",
        "+91 98765 43210",
        "Life Member",
        "Indian",
        "Life",
        "2026-04-01",
        "",
        "11800.00",
        "0.00",
        "11800.00",
        "0.00",
        ...NO_RENEWAL,
      ],
      [
        "SAEETD-00004",
        "APP-2345-CCCC",
        "Lapsed Member",
        "lapsed@example.org",
        "+91 98765 43210",
        "Annual Member",
        "Indian",
        "Lapsed",
        "2026-04-01",
        "2027-02-27",
        "1180.00",
        "0.00",
        "1180.00",
        "0.00",
        ...NO_RENEWAL,
      ],
      [
        "SAEETD-00005",
        "APP-2345-EEEE",
        "Renewing Member",
        "renewing@example.org",
        "+91 98765 43210",
        "Annual Member",
        "Indian",
        "Expiring",
        "2026-04-01",
        "2027-03-31",
        "1180.00",
        "1180.00",
        "0.00",
        "0.00",
        "2027-28",
        "1050.00",
        "500.25",
        "549.75",
        "0.00",
        "",
      ],
      [
        "SAEETD-00006",
        "APP-2345-FFFF",
        "Renewed Member",
        "renewed@example.org",
        "+91 98765 43210",
        "Annual Member",
        "Indian",
        "Active",
        "2026-04-01",
        "2028-03-31",
        "1180.00",
        "1000.00",
        "180.00",
        "0.00",
        "2027-28",
        "1180.00",
        "1200.00",
        "0.00",
        // Paid beyond the renewal's dues: the credit is the renewal's own.
        "20.00",
        "2027-02-20",
      ],
      [
        "",
        "APP-2345-DDDD",
        "Pending Applicant",
        "pending@example.org",
        "+91 98765 43210",
        "Annual Member",
        "Indian",
        "Pending",
        "",
        "",
        "1180.00",
        "0.00",
        "1180.00",
        "0.00",
        ...NO_RENEWAL,
      ],
    ]);
    // Never the password hash.
    expect(text).not.toContain("scrypt");
  });

  it("is only the header for no records", async () => {
    const answer = await call("GET", PATH, { token: await adminToken() });
    expect(readCsv(answer.bytes.toString("utf8"))).toEqual([HEADER]);
  });

  it("puts members by number first, then everyone without one by name", () => {
    const row = (name: string, memberNumber?: string): ExportedRegistration => ({
      name,
      email: "",
      contact: "",
      membershipType: "Annual Member",
      nationality: "Indian",
      status: memberNumber ? "accepted" : "pending",
      membershipFee: 0,
      ...(memberNumber ? { memberNumber } : {}),
    });
    const names = readCsv(
      membersCsv([row("zeta"), row("B", "SAEETD-00010"), row("Alpha"), row("C", "SAEETD-00002")], "2027-03-01"),
    )
      .slice(1)
      .map((cells) => cells[2]);
    expect(names).toEqual(["C", "B", "Alpha", "zeta"]);
  });

  it("refuses every bad token with 401, and takes GET only", async () => {
    await storeMember({ name: "Private Person", email: "private@example.org" });
    for (const { name, token } of await namedBadTokens()) {
      const answer = await call("GET", PATH, token === undefined ? {} : { token });
      expect(answer.status, name).toBe(401);
      expect(answer.json, name).toEqual({ message: "Authentication required. Please log in." });
      expect(answer.bytes.toString("utf8"), name).not.toContain("private@example.org");
    }
    const post = await call("POST", PATH, { token: await adminToken() });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });
});

describe("the export's path", () => {
  it("belongs to the membership-registrations function, in any case and with a trailing slash", () => {
    for (const url of [PATH, `${PATH}/`, PATH.toUpperCase()]) {
      expect(router.match(new Request(`http://localhost${url}`))?.name, url).toBe("membership-registrations");
    }
  });

  it("is answered by its path even when a route with an id matched it, so export.csv is never an id", async () => {
    const request = new Request(`http://localhost${PATH}`, {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    // As Netlify would call the function had its `/api/membership-registrations/:id` pattern matched.
    const answer = await membershipRegistrationsHandler(request, { params: { id: "export.csv" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  });
});
