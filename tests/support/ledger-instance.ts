import { issueMemberNumber } from "../../src/server/membership/member-numbers";
import { issueReceipt } from "../../src/server/receipts/ledger";
import type { ReceiptDraft } from "../../src/domain/receipt-draft";

/**
 * One function instance of ledger-instances.test.ts: a process of its own, so its store client,
 * its document cache and its write queue are its own, as on Netlify. Against the store named by
 * NETLIFY_BLOBS_CONTEXT it asks, all at once, for a receipt number for each of its payments (half
 * dated 31 March, half 1 April: two financial years) and a membership number for each of its
 * records, and again for `repeat` payments and records of the next instance. Prints what it was
 * given as JSON. Usage: tsx ledger-instance.ts INSTANCE INSTANCES COUNT REPEAT
 */
const [instance, instances, count, repeat] = process.argv.slice(2).map(Number) as [number, number, number, number];

const paymentId = (owner: number, index: number) => `payment-${owner}-${index}`;
const registrationId = (owner: number, index: number) => `registration-${owner}-${index}`;
const dateOf = (index: number) => (index % 2 === 0 ? "2027-03-31" : "2027-04-01");

function draft(owner: number, index: number): ReceiptDraft {
  return {
    paymentId: paymentId(owner, index),
    registrationId: registrationId(owner, index),
    date: dateOf(index),
    amount: 1180,
    method: "Bank transfer",
    reference: `NEFT-${owner}-${index}`,
    purpose: "application",
  } as unknown as ReceiptDraft;
}

const next = (instance + 1) % instances;
const asks = [
  ...Array.from({ length: count }, (_, index) => [instance, index] as const),
  ...Array.from({ length: repeat }, (_, index) => [next, index] as const),
];
const [receipts, memberNumbers] = await Promise.all([
  Promise.all(
    asks.map(async ([owner, index]) => ({
      paymentId: paymentId(owner, index),
      number: (await issueReceipt(draft(owner, index))).receipt.number,
    })),
  ),
  Promise.all(
    asks.map(async ([owner, index]) => ({
      registrationId: registrationId(owner, index),
      number: await issueMemberNumber(registrationId(owner, index)),
    })),
  ),
]);
process.stdout.write(JSON.stringify({ receipts, memberNumbers }));
