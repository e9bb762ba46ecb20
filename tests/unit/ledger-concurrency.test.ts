import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { receiptNumber } from "../../src/domain/financial-year";
import { memberNumber } from "../../src/domain/member-numbers";
import type { PaymentRecord } from "../../src/domain/payments";
import type { ReceiptSnapshot } from "../../src/domain/receipts";
import { issueAdminToken } from "../../src/server/auth";
import { registrationsCollection } from "../../src/server/content/collections";
import { outboxEntries } from "../../src/server/mail";
import { issuedMemberNumbers } from "../../src/server/membership/member-numbers";
import { receiptLedgerKey } from "../../src/server/receipts/ledger";
import { readLedger } from "../../src/server/store";
import { call } from "../support/api";
import { storeMember } from "../support/member";
import { useGenerousStoreDeadline } from "../support/generous-store-deadline";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * Consecutive numbers under load (docs/rules/members-and-money.md §3 and 5, docs/decisions/receipt-numbers.md): 100
 * payments received at once get 0001..0100 of the year, 100 acceptances at once 00001..00100,
 * with no gap and no repeat. Its own store, so both series start at 1. The figures print.
 */

useOwnSandbox("ledger-concurrency");
useGenerousStoreDeadline();

const AT_ONCE = 100;
let token = "";

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 11:30 in India on 27 November 2026: financial year 2026-27.
  vi.setSystemTime(new Date("2026-11-27T06:00:00.000Z"));
  token = await issueAdminToken();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

// test-isolation: shared. The real clock is put back after the file.
afterAll(() => {
  vi.useRealTimers();
});

const range = (count: number, format: (sequence: number) => string) =>
  Array.from({ length: count }, (_, index) => format(index + 1));

/** Wall-clock milliseconds (the Date the tests see is frozen). */
const elapsedSince = (start: bigint) => Number((process.hrtime.bigint() - start) / 1_000_000n);

describe(`${AT_ONCE} payments received at once`, () => {
  it("get receipt numbers 2026-27/0001 to 0100 of the year, each once, recorded and confirmed alike", async () => {
    const half = AT_ONCE / 2;
    const now = new Date().toISOString();
    const reportedPayment = (index: number): PaymentRecord => ({
      _id: `reported${String(index).padStart(4, "0")}`,
      method: "Bank transfer",
      reference: `NEFT-R${String(index).padStart(5, "0")}`,
      amount: 1180,
      paidOn: "2026-11-20",
      purpose: "application",
      status: "reported",
      source: "member",
      createdAt: now,
      updatedAt: now,
    });
    const [recordedOn, confirmedOn] = await Promise.all([
      Promise.all(Array.from({ length: half }, () => storeMember())),
      Promise.all(Array.from({ length: half }, (_, index) => storeMember({ payments: [reportedPayment(index)] }))),
    ]);

    const start = process.hrtime.bigint();
    const answers = await Promise.all([
      ...recordedOn.map((member, index) =>
        call("POST", `/api/membership-registrations/${member._id}/payments`, {
          token,
          body: {
            method: "UPI",
            reference: String(700_000_000_000 + index),
            amount: 1180,
            paidOn: "2026-11-20",
            purpose: "application",
          },
        }),
      ),
      ...confirmedOn.map((member) =>
        call("PUT", `/api/membership-registrations/${member._id}/payments/${member.payments?.[0]?._id ?? ""}`, {
          token,
          body: { status: "received" },
        }),
      ),
    ]);
    const ms = elapsedSince(start);

    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(half).fill(200),
      ...Array<number>(half).fill(201),
    ]);
    const numbers = answers.map((answer) => String(answer.json.receiptNumber));
    const expected = range(AT_ONCE, (sequence) => receiptNumber("2026-27", sequence));
    expect([...numbers].sort()).toEqual(expected);

    // The ledger holds exactly these receipts, in number order, one per payment, and each record
    // carries the number its receipt has.
    const ledger = await readLedger<ReceiptSnapshot>(receiptLedgerKey("2026-27"));
    expect(ledger.map((receipt) => receipt.number)).toEqual(expected);
    expect(new Set(ledger.map((receipt) => receipt.paymentId)).size).toBe(AT_ONCE);
    const stored = await registrationsCollection.list();
    for (const receipt of ledger) {
      const payment = stored
        .find((record) => record._id === receipt.registrationId)
        ?.payments?.find((candidate) => candidate._id === receipt.paymentId);
      expect(payment, receipt.number).toMatchObject({ status: "received", receiptNumber: receipt.number });
    }
    const mails = (await outboxEntries()).filter((entry) => entry.kind === "payment-received");
    expect(mails).toHaveLength(AT_ONCE);

    console.log(
      `receipts: ${AT_ONCE} payments received at once (${half} recorded, ${half} confirmed) -> ` +
        `${[...numbers].sort()[0]}..${[...numbers].sort().at(-1)}, ${new Set(numbers).size} distinct, ` +
        `no gap or repeat, in ${ms} ms`,
    );
  }, 60_000);
});

describe(`${AT_ONCE} acceptances at once`, () => {
  it("get membership numbers SAEETD-00001 to 00100, each once", async () => {
    const applicants = await Promise.all(Array.from({ length: AT_ONCE }, () => storeMember()));
    const start = process.hrtime.bigint();
    const answers = await Promise.all(
      applicants.map((applicant) => call("PUT", `/api/membership-registrations/accept/${applicant._id}`, { token })),
    );
    const ms = elapsedSince(start);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const numbers = answers.map((answer) => String(answer.json.memberNumber));
    const expected = range(AT_ONCE, (sequence) => memberNumber("SAEETD", sequence));
    expect([...numbers].sort()).toEqual(expected);
    expect((await issuedMemberNumbers()).map((entry) => entry.number)).toEqual(expected);
    const stored = await registrationsCollection.list();
    for (const [index, applicant] of applicants.entries()) {
      expect(stored.find((record) => record._id === applicant._id)?.memberNumber).toBe(numbers[index]);
    }
    expect((await outboxEntries()).filter((entry) => entry.kind === "welcome")).toHaveLength(AT_ONCE);

    console.log(
      `member numbers: ${AT_ONCE} acceptances at once -> ${[...numbers].sort()[0]}..${[...numbers].sort().at(-1)}, ` +
        `${new Set(numbers).size} distinct, no gap or repeat, in ${ms} ms`,
    );
  }, 60_000);
});
