import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { indiaToday } from "../../src/domain/india-date";
import type { ReceiptSnapshot } from "../../src/domain/receipts";
import { readSettings, writeSettings } from "../../src/server/membership/settings";
import { receiptLedgerKey } from "../../src/server/receipts/ledger";
import { readLedger } from "../../src/server/store";
import { call, roleToken, type CallResult } from "../support/api";
import { createEvent, registerFor } from "../support/event-calls";
import { symposiumInput } from "../support/event-input";
import { storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * One series of receipt numbers per financial year for all the society's money
 * (docs/decisions/receipt-numbers.md, docs/rules/events.md §5): a membership payment, an event
 * registration's payment and another membership payment, received one after the other, are
 * numbered 0001, 0002, 0003 of the same year, not each in a series of its own. Its own store, so
 * the series starts at 0001; India's clock is held at 15 January 2027 (financial year 2026-27).
 */

useOwnSandbox("receipt-series");

const TODAY = "2027-01-15";
let office = "";

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 11:30 in India.
  vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
  office = await roleToken("membership");
  const settings: Partial<Awaited<ReturnType<typeof readSettings>>> = await readSettings();
  // A change names the settings, not the version they were read at.
  delete settings.updatedAt;
  await writeSettings({ ...(settings as Required<typeof settings>), gstin: "09AAACI1681G1ZN", sac: "999599" });
});

// test-isolation: shared. The real clock is put back after the file.
afterAll(() => {
  vi.useRealTimers();
});

function expectStatus(answer: CallResult, status: number): void {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
}

let utrs = 0;
const utr = () => String(500_000_000_000 + utrs++);

async function membershipPayment(): Promise<{ paymentId: string; receiptNumber: string }> {
  const member = await storeMember();
  const answer = await call("POST", `/api/membership-registrations/${member._id}/payments`, {
    token: office,
    body: { method: "UPI", reference: utr(), amount: 1180, paidOn: TODAY, purpose: "application" },
  });
  expectStatus(answer, 201);
  return { paymentId: String(answer.json._id), receiptNumber: String(answer.json.receiptNumber) };
}

async function eventPayment(): Promise<{ paymentId: string; receiptNumber: string }> {
  const event = await createEvent(
    await roleToken("editor"),
    symposiumInput("receipts", {
      title: "Symposium on receipts",
      venue: "New Delhi",
      state: "Delhi",
      sac: "998596",
      fees: [{ name: "Delegate", fee: 2000, gst: 360 }],
    }),
  );
  const registered = await registerFor(event, { name: "Payer", email: "payer@example.org" });
  const answer = await call("POST", `/api/events/${event._id}/registrations/${registered._id}/payments`, {
    token: office,
    body: { method: "UPI", reference: utr(), amount: 2360, paidOn: TODAY },
  });
  expectStatus(answer, 201);
  return { paymentId: String(answer.json._id), receiptNumber: String(answer.json.receiptNumber) };
}

describe("receipts for memberships and events", () => {
  it("are numbered in one series of the financial year, in the order the payments were received", async () => {
    expect(indiaToday()).toBe(TODAY);
    const first = await membershipPayment();
    const second = await eventPayment();
    const third = await membershipPayment();
    expect([first, second, third].map((payment) => payment.receiptNumber)).toEqual([
      "2026-27/0001",
      "2026-27/0002",
      "2026-27/0003",
    ]);

    // One ledger holds them all, in that order; only the event's receipt names an event.
    const ledger = await readLedger<ReceiptSnapshot>(receiptLedgerKey("2026-27"));
    expect(ledger.map((receipt) => [receipt.number, receipt.paymentId, receipt.event?.title])).toEqual([
      ["2026-27/0001", first.paymentId, undefined],
      ["2026-27/0002", second.paymentId, "Symposium on receipts"],
      ["2026-27/0003", third.paymentId, undefined],
    ]);
  });
});
