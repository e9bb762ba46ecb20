import { describe, expect, it } from "vitest";
import type { ReceiptSnapshot } from "../../src/domain/receipts";
import { issuedMemberNumbers } from "../../src/server/membership/member-numbers";
import { receiptLedgerKey } from "../../src/server/receipts/ledger";
import { readLedger } from "../../src/server/store";
import { runInstanceProcess } from "../support/instance-process";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * The receipt and membership-number ledgers under several function instances at once: separate
 * processes (tests/support/ledger-instance.ts), each with its own store client and write queue,
 * so their writes meet only in the store's conditional writes (docs/decisions/receipt-numbers.md).
 * Every number is given once, none is skipped, and asking again gives the number given first.
 */

/** Writes the store received for the ledgers: more than one per batch shows the instances collided. */
let ledgerWrites = 0;
const own = useOwnSandbox("ledger-instances", (event) => {
  if (event.type === "set" && /receipts|member-numbers/.test(decodeURIComponent(event.url))) ledgerWrites++;
});
const INSTANCES = 4;
const EACH = 20;
const REPEAT = 5;

interface Given {
  receipts: { paymentId: string; number: string }[];
  memberNumbers: { registrationId: string; number: string }[];
}

const runInstance = (instance: number) =>
  runInstanceProcess<Given>("ledger-instance.ts", [instance, INSTANCES, EACH, REPEAT].map(String), own.sandbox.context);

const sequenceOf = (number: string) => Number(number.split("/")[1]);

describe(`${String(INSTANCES)} function instances issuing numbers at once`, () => {
  it("give every receipt and membership number once, in both financial years, none skipped", async () => {
    const given = await Promise.all(Array.from({ length: INSTANCES }, (_, instance) => runInstance(instance)));
    const payments = INSTANCES * EACH;

    for (const [year, date] of [
      ["2026-27", "2027-03-31"],
      ["2027-28", "2027-04-01"],
    ] as const) {
      const ledger = await readLedger<ReceiptSnapshot>(receiptLedgerKey(year));
      expect(ledger).toHaveLength(payments / 2);
      expect(ledger.map((receipt) => sequenceOf(receipt.number))).toEqual(
        Array.from({ length: payments / 2 }, (_, index) => index + 1),
      );
      expect(ledger.every((receipt) => receipt.number.startsWith(`${year}/`) && receipt.date === date)).toBe(true);
      expect(new Set(ledger.map((receipt) => receipt.paymentId)).size).toBe(payments / 2);
    }
    const members = await issuedMemberNumbers();
    expect(members).toHaveLength(payments);
    expect(new Set(members.map((entry) => entry.number)).size).toBe(payments);
    expect(new Set(members.map((entry) => entry.registrationId)).size).toBe(payments);

    // What each instance was told is what the ledgers hold, the repeated asks included.
    const receiptOf = new Map<string, string>();
    for (const year of ["2026-27", "2027-28"]) {
      for (const receipt of await readLedger<ReceiptSnapshot>(receiptLedgerKey(year))) {
        receiptOf.set(receipt.paymentId, receipt.number);
      }
    }
    const memberNumberOf = new Map(members.map((entry) => [entry.registrationId, entry.number]));
    for (const { receipts, memberNumbers } of given) {
      expect(receipts).toHaveLength(EACH + REPEAT);
      for (const { paymentId, number } of receipts) expect(number, paymentId).toBe(receiptOf.get(paymentId));
      for (const { registrationId, number } of memberNumbers) {
        expect(number, registrationId).toBe(memberNumberOf.get(registrationId));
      }
    }
    console.log(
      `ledger instances: ${String(INSTANCES)} processes, ${String(payments)} receipts over two financial years and ` +
        `${String(payments)} membership numbers, each once; ${String(INSTANCES * REPEAT)} repeated asks answered alike; ${String(ledgerWrites)} ledger writes sent`,
    );
  }, 120_000);
});
