import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RegistrationRecord } from "../../src/domain/membership-registrations";
import { OFFICE_PAYMENT_MESSAGES } from "../../src/domain/office-payments";
import { receiptTax } from "../../src/domain/receipt-tax";
import { RENEWAL_MESSAGES } from "../../src/domain/renewals";
import { renderReceiptPdf } from "../../src/server/pdf/receipt";
import { PAYMENT_MESSAGES, type PaymentRecord } from "../../src/domain/payments";
import type { ReceiptSnapshot } from "../../src/domain/receipts";
import { issueAdminToken } from "../../src/server/auth";
import { registrationsCollection } from "../../src/server/content/collections";
import { dailyJobs } from "../../src/server/scheduled/daily-jobs";
import { outboxEntries } from "../../src/server/mail";
import { repairMissingReceipts } from "../../src/server/receipts/issue";
import { findReceipt, receiptLedgerKey, receiptsOf } from "../../src/server/receipts/ledger";
import { readLedger } from "../../src/server/store";
import { call } from "../support/api";
import { readPdf } from "../support/pdf-text";
import { onlyAnnualOptionAt, storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * The office's payments (docs/rules/members-and-money.md §3, 4, 5): recording, confirming and rejecting, receipt numbers
 * per India's financial year, the receipt as issued, renewals, duplicates, the e-mail, and the
 * repair of a receipt an interrupted request left unnumbered. Its own store, so the series start at 0001.
 */

useOwnSandbox("membership-payments");

// Makes issuing a receipt fail on demand, as a store failure between the two writes would.
const ledgerFault = vi.hoisted(() => ({ failing: 0 }));
vi.mock("../../src/server/receipts/ledger", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/receipts/ledger")>();
  return {
    ...original,
    issueReceipt: (...args: Parameters<typeof original.issueReceipt>) => {
      if (ledgerFault.failing > 0) {
        ledgerFault.failing--;
        return Promise.reject(new Error("The data store is not available."));
      }
      return original.issueReceipt(...args);
    },
  };
});

type Answer = PaymentRecord & { message: string; registration: Record<string, unknown> };

let token = "";

/** Moves the clock (Date only) to an instant and signs in again there. */
async function clockAt(instant: string): Promise<void> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(instant));
  token = await issueAdminToken();
}

beforeAll(async () => {
  token = await issueAdminToken();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.useRealTimers();
  // A token signed at a moved clock has expired by the real one once its 8 hours are past that
  // instant: the next test signs in again, now.
  token = await issueAdminToken();
  ledgerFault.failing = 0;
});

let references = 0;
/** A fresh 12-digit UTR each time. */
const utr = () => String(400_000_000_000 + references++);

const payment = (overrides: Record<string, unknown> = {}) => ({
  method: "UPI",
  reference: utr(),
  amount: 1180,
  paidOn: "2026-03-20",
  purpose: "application",
  ...overrides,
});

const record = (id: string, body: Record<string, unknown>) =>
  call("POST", `/api/membership-registrations/${id}/payments`, { token, body });
const decide = (id: string, paymentId: string, body: Record<string, unknown>) =>
  call("PUT", `/api/membership-registrations/${id}/payments/${paymentId}`, { token, body });

const reported = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => {
  const now = new Date().toISOString();
  return {
    _id: `rep${String(references++).padStart(6, "0")}`,
    method: "Bank transfer",
    reference: `NEFT-${String(references++).padStart(6, "0")}`,
    amount: 590,
    paidOn: "2026-03-20",
    purpose: "application",
    status: "reported",
    source: "member",
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
};

const ledger = (year: string) => readLedger<ReceiptSnapshot>(receiptLedgerKey(year));
async function storedRecord(id: string): Promise<RegistrationRecord> {
  const stored = await registrationsCollection.get(id);
  if (!stored) throw new Error(`no record ${id}`);
  return stored;
}
const mailsTo = async (email: string) => (await outboxEntries()).filter((entry) => entry.to === email);

describe("receipt numbers per India's financial year", () => {
  it("puts a payment received at 23:59 on 31 March (IST) in 2025-26 and one at 00:01 on 1 April in 2026-27/0001", async () => {
    const before = await storeMember();
    const after = await storeMember();
    const confirmed = await storeMember({ payments: [reported()] });

    // 23:59 IST on 31 March 2026 is 18:29 UTC.
    await clockAt("2026-03-31T18:29:00.000Z");
    const late = await record(before._id, payment({ paidOn: "2026-03-31" }));
    expect(late.status, JSON.stringify(late.json)).toBe(201);
    expect(late.json).toMatchObject({ status: "received", receivedOn: "2026-03-31", receiptNumber: "2025-26/0001" });

    // 00:01 IST on 1 April 2026 is 18:31 UTC on 31 March.
    await clockAt("2026-03-31T18:31:00.000Z");
    const early = await record(after._id, payment({ paidOn: "2026-03-31" }));
    expect(early.json).toMatchObject({ status: "received", receivedOn: "2026-04-01", receiptNumber: "2026-27/0001" });
    const confirmation = await decide(confirmed._id, confirmed.payments?.[0]?._id ?? "", { status: "received" });
    expect(confirmation.status).toBe(200);
    expect(confirmation.json).toMatchObject({ receivedOn: "2026-04-01", receiptNumber: "2026-27/0002" });

    expect((await ledger("2025-26")).map((receipt) => receipt.number)).toEqual(["2025-26/0001"]);
    expect((await ledger("2026-27")).map((receipt) => receipt.number)).toEqual(["2026-27/0001", "2026-27/0002"]);
    // The receipt is dated the day the payment became received, in India.
    expect(await findReceipt("2025-26/0001")).toMatchObject({ date: "2026-03-31", registrationId: before._id });
    expect(await findReceipt("2026-27/0001")).toMatchObject({ date: "2026-04-01", registrationId: after._id });
  });
});

describe("POST /api/membership-registrations/{id}/payments", () => {
  it("records a received payment with the next receipt number, keeps the receipt as issued and e-mails the member", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    const member = await storeMember({ state: "Bihar" });
    const body = payment({ amount: "₹590.00", paidOn: "2026-11-20" });
    const answer = await record(member._id, body);
    expect(answer.status).toBe(201);
    const recorded = answer.json as unknown as Answer;
    expect(recorded).toMatchObject({
      method: "UPI",
      reference: body.reference,
      amount: 590,
      paidOn: "2026-11-20",
      purpose: "application",
      status: "received",
      source: "office",
      receivedOn: "2026-11-27",
      receiptNumber: expect.stringMatching(/^2026-27\/\d{4}$/) as unknown,
    });
    expect(recorded.message).toBe(`Payment received. Receipt ${recorded.receiptNumber} issued.`);
    // The whole record as the admin sees it: money and standing, never the hash.
    expect(recorded.registration).toMatchObject({
      _id: member._id,
      standing: "Pending",
      amountDue: 1180,
      received: 590,
      balance: 590,
    });
    expect(answer.bytes.toString()).not.toContain("scrypt");

    const stored = await registrationsCollection.get(member._id);
    expect(stored?.payments).toEqual([
      expect.objectContaining({ _id: recorded._id, receiptNumber: recorded.receiptNumber }),
    ]);

    const receipt = await findReceipt(recorded.receiptNumber ?? "");
    expect(receipt).toMatchObject({
      number: recorded.receiptNumber,
      date: "2026-11-27",
      registrationId: member._id,
      paymentId: recorded._id,
      member: { name: member.name, address: member.address, membershipType: "Annual Member", state: "Bihar" },
      dues: { fee: 1000, gst: 180, total: 1180 },
      payment: { method: "UPI", reference: body.reference, paidOn: "2026-11-20", amount: 590, purpose: "application" },
    });
    expect(await receiptsOf(await storedRecord(member._id))).toEqual([receipt]);

    const [mail, ...others] = await mailsTo(member.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: "payment-received",
      memberId: member._id,
      subject: expect.stringContaining(`Payment received: receipt ${recorded.receiptNumber}`) as unknown,
    });
    expect(mail?.text).toContain("We have received your payment of ₹590.00 towards your membership application.");
    expect(mail?.text).toContain(`Receipt number: ${recorded.receiptNumber}`);
    expect(mail?.text).not.toContain("scrypt");
  });

  it("refuses a reference already recorded on any record and not rejected (409), also when sent at once", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    const first = await storeMember();
    const second = await storeMember();
    const body = payment({ method: "Cheque/DD", reference: "chq-778899", paidOn: "2026-11-01" });
    expect((await record(first._id, body)).status).toBe(201);
    for (const variant of [body, { ...body, reference: "CHQ-778899" }]) {
      const again = await record(second._id, variant);
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ message: "This payment reference is already recorded." });
    }
    // The same reference by another method is another payment.
    expect((await record(second._id, { ...body, method: "Bank transfer" })).status).toBe(201);
    // A reported payment's reference is taken too: the office confirms that one instead.
    const withReport = await storeMember({ payments: [reported({ reference: "NEFT-424242" })] });
    const taken = await record(second._id, payment({ method: "Bank transfer", reference: "NEFT-424242" }));
    expect(taken.status).toBe(409);
    // Once rejected, the reference may be recorded again.
    expect((await decide(withReport._id, withReport.payments?.[0]?._id ?? "", { status: "rejected" })).status).toBe(
      200,
    );
    expect((await record(second._id, payment({ method: "Bank transfer", reference: "NEFT-424242" }))).status).toBe(201);

    const before = (await ledger("2026-27")).length;
    const members = await Promise.all(Array.from({ length: 5 }, () => storeMember()));
    const same = payment({ reference: "555566667777" });
    const statuses = (await Promise.all(members.map((member) => record(member._id, same)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
    // A refused payment takes no number.
    expect((await ledger("2026-27")).length).toBe(before + 1);
    expect(PAYMENT_MESSAGES.duplicate).toBe("This payment reference is already recorded.");
  });

  it("refuses bad fields with 400 naming them, and an unknown record with 404", async () => {
    const member = await storeMember();
    const bad = await record(member._id, payment({ amount: 0, method: "Gold" }));
    expect(bad.status).toBe(400);
    const fields = (bad.json.issues as { field: string }[]).map((issue) => issue.field).sort();
    expect(fields).toEqual(["amount", "method"]);
    const future = await record(member._id, payment({ paidOn: "2999-01-01" }));
    expect(future.json.issues).toEqual([{ field: "paidOn", message: "Paid on cannot be a date in the future." }]);
    const unknown = await record("0123456789abcdef01234567", payment());
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: "Membership request not found." });
    expect((await registrationsCollection.get(member._id))?.payments).toBeUndefined();
  });
});

describe("PUT /api/membership-registrations/{id}/payments/{paymentId}", () => {
  it("confirms a reported payment with a receipt, rejects another, and changes only reported ones (409)", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    const toConfirm = reported({ amount: 1180 });
    const toReject = reported();
    const member = await storeMember({ payments: [toConfirm, toReject] });

    const confirmed = await decide(member._id, toConfirm._id, { status: "received", note: " Seen on the statement " });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({
      _id: toConfirm._id,
      status: "received",
      source: "member",
      note: "Seen on the statement",
      receivedOn: "2026-11-27",
      receiptNumber: expect.stringMatching(/^2026-27\/\d{4}$/) as unknown,
      registration: { received: 1180, balance: 0 },
    });

    const rejected = await decide(member._id, toReject._id, { status: "rejected", note: "Not on the statement" });
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({
      message: "Payment rejected.",
      status: "rejected",
      note: "Not on the statement",
    });
    expect(rejected.json).not.toHaveProperty("receiptNumber");

    for (const [paymentId, status, message] of [
      [toConfirm._id, "rejected", OFFICE_PAYMENT_MESSAGES.alreadyReceived],
      [toConfirm._id, "received", OFFICE_PAYMENT_MESSAGES.alreadyReceived],
      [toReject._id, "received", OFFICE_PAYMENT_MESSAGES.alreadyRejected],
    ] as const) {
      const again = await decide(member._id, paymentId, { status });
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ message });
    }
    const missing = await decide(member._id, "no-such-payment", { status: "received" });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: "Payment not found." });
    const noRecord = await decide("0123456789abcdef01234567", toConfirm._id, { status: "received" });
    expect(noRecord.json).toEqual({ message: "Membership request not found." });
    const badStatus = await decide(member._id, toReject._id, { status: "reported" });
    expect(badStatus.status).toBe(400);
    expect(badStatus.json.message).toBe('Status must be "received" or "rejected".');

    // One receipt, one e-mail: the rejection and the refusals gave neither.
    expect((await receiptsOf(await storedRecord(member._id))).map((receipt) => receipt.paymentId)).toEqual([
      toConfirm._id,
    ]);
    expect((await mailsTo(member.email)).map((mail) => mail.kind)).toEqual(["payment-received"]);
  });
});

describe("renewal", () => {
  const accepted = { status: "accepted" as const, memberNumber: "SAEETD-09999", acceptedAt: "2025-12-31" };

  it("extends an accepted annual member from validUntil when early, from the payment date after a lapse", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    await onlyAnnualOptionAt(1000, 180);
    const early = await storeMember({ ...accepted, validUntil: "2026-12-30" });
    const lapsed = await storeMember({ ...accepted, validUntil: "2026-01-31" });
    const life = await storeMember({ ...accepted, membershipType: "Life Member" });

    const renewal = payment({ purpose: "renewal", paidOn: "2026-11-20" });
    const earlyAnswer = await record(early._id, renewal);
    expect(earlyAnswer.json).toMatchObject({ registration: { validUntil: "2027-12-30", standing: "Active" } });
    expect((await mailsTo(early.email))[0]?.text).toContain("Your membership is now valid until 30 December 2027.");

    const lapsedAnswer = await record(lapsed._id, payment({ purpose: "renewal", paidOn: "2026-11-20" }));
    expect(lapsedAnswer.json).toMatchObject({ registration: { validUntil: "2027-11-19", standing: "Active" } });

    // A life membership is not renewed: the payment is refused, naming its purpose.
    const lifeAnswer = await record(life._id, payment({ purpose: "renewal", paidOn: "2026-11-20" }));
    expect(lifeAnswer.status).toBe(400);
    expect(lifeAnswer.json).toMatchObject({ issues: [{ field: "purpose", message: RENEWAL_MESSAGES.notRenewable }] });
    expect((await storedRecord(life._id)).payments ?? []).toEqual([]);

    // A renewal the member reported extends the membership when the office confirms it, not before.
    const reportedRenewal = reported({ purpose: "renewal", paidOn: "2026-11-25", amount: 1180 });
    const confirming = await storeMember({ ...accepted, validUntil: "2026-12-30", payments: [reportedRenewal] });
    expect((await registrationsCollection.get(confirming._id))?.validUntil).toBe("2026-12-30");
    const confirmed = await decide(confirming._id, reportedRenewal._id, { status: "received" });
    expect(confirmed.json).toMatchObject({ registration: { validUntil: "2027-12-30" } });
  });

  it("counts a renewal in two parts towards its own period: one year, each part its receipt, the application untouched", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    await onlyAnnualOptionAt(1000, 180);
    const applicationPaid = payment({ purpose: "application" });
    const member = await storeMember({ ...accepted, validUntil: "2026-12-30" });
    await record(member._id, applicationPaid);

    const first = await record(member._id, payment({ purpose: "renewal", amount: 600, paidOn: "2026-11-26" }));
    expect(first.status).toBe(201);
    expect(first.json.registration).toMatchObject({
      validUntil: "2026-12-30",
      amountDue: 1180,
      received: 1180,
      balance: 0,
      credit: 0,
      renewal: { period: "2026-27", amountDue: 1180, feeDue: 1000, gstDue: 180, received: 600, balance: 580 },
    });
    const second = await record(member._id, payment({ purpose: "renewal", amount: 580, paidOn: "2026-11-27" }));
    expect(second.json.registration).toMatchObject({
      validUntil: "2027-12-30",
      balance: 0,
      renewal: { received: 1180, balance: 0, credit: 0, renewedOn: "2026-11-27", validUntil: "2027-12-30" },
    });

    // Each part's receipt splits its tax by the renewal's own fee and GST, and names the period.
    const receipts = await receiptsOf(await storedRecord(member._id));
    const parts = receipts.filter((receipt) => receipt.payment.purpose === "renewal");
    expect(parts.map((receipt) => [receipt.payment.amount, receipt.dues, receipt.payment.period])).toEqual([
      [600, { fee: 1000, gst: 180, total: 1180 }, "2026-27"],
      [580, { fee: 1000, gst: 180, total: 1180 }, "2026-27"],
    ]);
    const [firstPart] = parts;
    if (!firstPart) throw new Error("no receipt of the first part");
    const { flat: text } = await readPdf(await renderReceiptPdf(firstPart));
    expect(text).toContain("Membership renewal 2026-27");
    expect(text).toContain("Part payment towards ₹1,180.00 due.");
    expect(text).toContain("₹600.00");
    // Registered for GST, 600 × 1000 / 1180 = 508.47 is taxable; 91.53 tax, split 45.77 + 45.76.
    const registered = { ...firstPart, society: { ...firstPart.society, gstin: "09AAATS1234F1ZR" } };
    expect(receiptTax(registered)).toMatchObject({
      taxable: 508.47,
      lines: [
        { label: "CGST 9 %", amount: 45.77 },
        { label: "SGST 9 %", amount: 45.76 },
      ],
    });
  });

  it("renews nothing for ₹1, and honours a price change between application and renewal", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    await onlyAnnualOptionAt(1000, 180);
    const member = await storeMember({ ...accepted, validUntil: "2026-12-30" });
    const rupee = await record(member._id, payment({ purpose: "renewal", amount: 1, paidOn: "2026-11-26" }));
    expect(rupee.json.registration).toMatchObject({
      validUntil: "2026-12-30",
      renewal: { received: 1, balance: 1179 },
    });

    // The price rose after this member applied at ₹1,180: their renewal opens at the new price.
    await onlyAnnualOptionAt(1250, 225);
    const raised = await storeMember({ ...accepted, validUntil: "2026-12-30" });
    const old = await record(raised._id, payment({ purpose: "renewal", amount: 1180, paidOn: "2026-11-26" }));
    expect(old.json.registration).toMatchObject({
      validUntil: "2026-12-30",
      amountDue: 1180,
      renewal: { amountDue: 1475, received: 1180, balance: 295 },
    });
    const rest = await record(raised._id, payment({ purpose: "renewal", amount: 295, paidOn: "2026-11-27" }));
    expect(rest.json.registration).toMatchObject({ validUntil: "2027-12-30", renewal: { balance: 0 } });
  });

  it("waits for the office to set the amount when the option no longer exists", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    await onlyAnnualOptionAt(1000, 180);
    const member = await storeMember({ ...accepted, membershipType: "Annual Member (old)", validUntil: "2026-12-30" });
    const refused = await record(member._id, payment({ purpose: "renewal", paidOn: "2026-11-26" }));
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: RENEWAL_MESSAGES.noDues });
    const set = await call("PUT", `/api/membership-registrations/${member._id}`, {
      token,
      body: { renewalDues: { fee: 1000, gst: 50 } },
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(set.json).toMatchObject({ renewal: { amountDue: 1050, feeDue: 1000, gstDue: 50, balance: 1050 } });
    const paid = await record(member._id, payment({ purpose: "renewal", amount: 1050, paidOn: "2026-11-26" }));
    expect(paid.json.registration).toMatchObject({ validUntil: "2027-12-30" });
  });
});

describe("a received payment left without a receipt number", () => {
  it("is answered 201 without a number when issuing fails, and numbered later by the repair, once", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    const member = await storeMember();
    ledgerFault.failing = 1;
    const answer = await record(member._id, payment({ paidOn: "2026-11-26" }));
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({
      status: "received",
      receivedOn: "2026-11-27",
      message: OFFICE_PAYMENT_MESSAGES.receivedWithoutNumber,
    });
    expect(answer.json).not.toHaveProperty("receiptNumber");
    expect(await mailsTo(member.email)).toEqual([]);
    const paymentId = String(answer.json._id);

    // Within a minute the repair leaves it alone: it may still be being numbered.
    expect(await repairMissingReceipts()).toEqual({ repaired: 0, failed: 0, left: 0 });

    // Two minutes on, the next payment recorded is numbered at once and leaves it to the daily job:
    // the office's request never lists every record or finishes other payments before it answers.
    await clockAt("2026-11-27T06:02:00.000Z");
    const other = await storeMember();
    const next = await record(other._id, payment({ paidOn: "2026-11-26" }));
    expect(next.json.receiptNumber).toMatch(/^2026-27\/\d{4}$/);
    expect((await registrationsCollection.get(member._id))?.payments?.[0]).not.toHaveProperty("receiptNumber");
    expect((await dailyJobs()).receiptRepair).toEqual({ repaired: 1, failed: 0, left: 0 });
    const repaired = (await registrationsCollection.get(member._id))?.payments?.[0];
    expect(repaired).toMatchObject({ _id: paymentId, receivedOn: "2026-11-27" });
    expect(repaired?.receiptNumber).toMatch(/^2026-27\/\d{4}$/);
    expect((next.json.receiptNumber as string) < (repaired?.receiptNumber ?? "")).toBe(true);

    // A repair run later issues nothing more and sends no second e-mail.
    expect(await repairMissingReceipts()).toEqual({ repaired: 0, failed: 0, left: 0 });
    const receipts = (await ledger("2026-27")).filter((receipt) => receipt.paymentId === paymentId);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.number).toBe(repaired?.receiptNumber);
    expect((await mailsTo(member.email)).map((mail) => mail.kind)).toEqual(["payment-received"]);
  });

  it("is numbered exactly once by repairs running side by side", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    const member = await storeMember();
    ledgerFault.failing = 1;
    const paymentId = String((await record(member._id, payment({ paidOn: "2026-11-26" }))).json._id);

    await clockAt("2026-11-27T06:05:00.000Z");
    const runs = await Promise.all(Array.from({ length: 5 }, () => repairMissingReceipts()));
    expect(runs.reduce((sum, run) => sum + run.repaired, 0)).toBe(1);
    expect(runs.every((run) => run.failed === 0 && run.left === 0)).toBe(true);
    const receipts = (await ledger("2026-27")).filter((receipt) => receipt.paymentId === paymentId);
    expect(receipts).toHaveLength(1);
    const [stored] = (await storedRecord(member._id)).payments ?? [];
    expect(stored?.receiptNumber).toBe(receipts[0]?.number);
    expect((await mailsTo(member.email)).map((mail) => mail.kind)).toEqual(["payment-received"]);
  });

  it("whose receipt was issued but not written on it gets that same number back (the daily job repairs it)", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    const now = new Date().toISOString();
    const stalled: PaymentRecord = { ...reported(), status: "received", receivedOn: "2026-11-27", updatedAt: now };
    const member = await storeMember({ payments: [stalled] });
    // Step (b) happened: the ledger holds its receipt; step (c) never did.
    const { issueReceipt } = await vi.importActual<typeof import("../../src/server/receipts/ledger")>(
      "../../src/server/receipts/ledger",
    );
    const { receiptDraft } = await import("../../src/domain/receipt-draft");
    const { readSettings } = await import("../../src/server/membership/settings");
    const stored = await storedRecord(member._id);
    const { receipt } = await issueReceipt(receiptDraft(stored, stalled, await readSettings()));
    const count = (await ledger("2026-27")).length;

    await clockAt("2026-11-28T00:00:00.000Z");
    const report = await dailyJobs();
    expect(report.receiptRepair).toEqual({ repaired: 1, failed: 0, left: 0 });
    expect((await registrationsCollection.get(member._id))?.payments?.[0]?.receiptNumber).toBe(receipt.number);
    expect((await ledger("2026-27")).length).toBe(count);
    expect((await mailsTo(member.email)).map((mail) => mail.kind)).toEqual(["payment-received"]);
    expect((await dailyJobs()).receiptRepair).toEqual({ repaired: 0, failed: 0, left: 0 });
  });

  it("that a run has no time for waits for the next run, which starts with the oldest", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    const stalledAt = (minute: number): PaymentRecord => ({
      ...reported(),
      status: "received",
      receivedOn: "2026-11-27",
      updatedAt: `2026-11-27T06:0${String(minute)}:00.000Z`,
    });
    const members: RegistrationRecord[] = [];
    for (const minute of [3, 1, 2]) members.push(await storeMember({ payments: [stalledAt(minute)] }));
    await clockAt("2026-11-28T00:00:00.000Z");
    // A clock that has spent the budget once the first payment is numbered.
    let reads = 0;
    const clock = () => (reads++ < 2 ? 0 : 9_000);
    expect(await repairMissingReceipts({ budgetMs: 8_000, clock })).toEqual({ repaired: 1, failed: 0, left: 2 });
    const numbers = async () =>
      Promise.all(members.map(async (member) => (await storedRecord(member._id)).payments?.[0]?.receiptNumber));
    const [third, first, second] = await numbers();
    expect([third, second]).toEqual([undefined, undefined]);
    expect(first).toMatch(/^2026-27\/\d{4}$/);

    expect(await repairMissingReceipts()).toEqual({ repaired: 2, failed: 0, left: 0 });
    const after = await numbers();
    expect(after[1]).toBe(first);
    expect([after[1], after[2], after[0]]).toEqual([...(after as string[])].sort((a, b) => a.localeCompare(b)));
  });
});
