import { describe, expect, it } from "vitest";
import { buildSearchIndexOf, filterIndex } from "../../src/domain/directory";
import { filterCounts, shownRecords, deskSearchIndex } from "../../src/islands/admin/tabs/membership/desk-filters";
import { deskRecord, suggestedPayment, type DeskRecord } from "../../src/islands/admin/tabs/membership/desk-record";
import { checkPaymentValues } from "../../src/islands/admin/ui/payments/payment-values";
import { acceptQuestion } from "../../src/islands/admin/tabs/membership/useDecisions";

/** The admin panel's membership desk: its filters, search, lenient reading and money questions. */

const stored = {
  _id: "r1",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  name: "Asha Verma",
  nationality: "Indian",
  email: "asha@example.org",
  contact: "+91 90000 00001",
  designation: "Professor",
  address: "1 Example Marg, Lucknow",
  areaOfSpecialization: "Agronomy",
  membershipType: "Annual",
  membershipFee: 1180,
  status: "pending",
  showContactInDirectory: false,
};

const record = (overrides: Partial<DeskRecord>): DeskRecord => deskRecord.parse({ ...stored, ...overrides });

const payment = (amount: number, status: "reported" | "received" | "rejected") => ({
  _id: `p-${amount}-${status}`,
  method: "UPI" as const,
  reference: "123456789012",
  amount,
  paidOn: "2026-11-02",
  purpose: "application" as const,
  status,
  source: "member" as const,
  createdAt: "2026-11-02T10:00:00.000Z",
  updatedAt: "2026-11-02T10:00:00.000Z",
});

describe("deskRecord", () => {
  it("reads a record without standing or money, working them out with the domain's rules", () => {
    const read = record({ payments: [payment(500, "received"), payment(100, "reported")] });
    expect(read).toMatchObject({ standing: "Pending", amountDue: 1180, received: 500, balance: 680 });
  });

  it("keeps the standing and money the server gives", () => {
    const read = deskRecord.parse({
      ...stored,
      status: "accepted",
      standing: "Expiring",
      amountDue: 1180,
      received: 1180,
      balance: 0,
      memberNumber: "SAEETD-00042",
    });
    expect(read).toMatchObject({ standing: "Expiring", received: 1180, balance: 0, memberNumber: "SAEETD-00042" });
  });
});

describe("filters and search", () => {
  const rows = [
    record({ _id: "a", name: "Unpaid Applicant" }),
    record({ _id: "b", name: "Paid Applicant", reference: "SAE-7KQ2", payments: [payment(1180, "received")] }),
    record({ _id: "c", name: "Life Member", status: "accepted", membershipType: "Life", memberNumber: "SAEETD-00001" }),
    record({ _id: "d", name: "Lapsed Member", status: "accepted", validUntil: "2020-01-01" }),
  ];

  it("counts each filter, pending split by whether anything was received", () => {
    expect(filterCounts(rows)).toEqual({
      all: 4,
      "pending-unpaid": 1,
      "pending-paid": 1,
      active: 0,
      expiring: 0,
      lapsed: 1,
      life: 1,
    });
  });

  it("filters, then searches name, e-mail, contact, number and reference", () => {
    const index = deskSearchIndex(rows);
    expect(shownRecords(index, "pending-paid", "").map((row) => row._id)).toEqual(["b"]);
    expect(shownRecords(index, "all", "sae-7kq2").map((row) => row._id)).toEqual(["b"]);
    expect(shownRecords(index, "all", "SAEETD-00001").map((row) => row._id)).toEqual(["c"]);
    expect(shownRecords(index, "life", "applicant")).toEqual([]);
    expect(shownRecords(index, "all", "Professor")).toEqual([]);
  });

  it("buildSearchIndexOf searches the given fields as the directory does", () => {
    const index = buildSearchIndexOf([{ a: "Asha", b: "Verma" }], (item) => [item.a, item.b]);
    expect(filterIndex(index, "verma asha")).toHaveLength(1);
    expect(filterIndex(index, "ashaverma")).toHaveLength(0);
  });
});

describe("money at the desk", () => {
  it("suggests the balance, else an annual member's renewal, else nothing", () => {
    expect(suggestedPayment(record({ payments: [payment(180, "received")] }))).toEqual({
      amount: 1000,
      purpose: "application",
    });
    // Before its period opens, a renewal's amount is not known yet; once open, what is left of it.
    const paidAnnual = record({ status: "accepted", validUntil: "2099-01-01", payments: [payment(1180, "received")] });
    expect(suggestedPayment(paidAnnual)).toEqual({ amount: null, purpose: "renewal" });
    const period = {
      number: 1,
      period: "2098-99",
      opensOn: "2098-12-02",
      dues: { fee: 1271.19, gst: 228.81, total: 1500 },
    };
    const opened = record({
      status: "accepted",
      validUntil: "2099-01-01",
      payments: [payment(1180, "received")],
      renewals: [period],
    });
    expect(suggestedPayment(opened)).toEqual({ amount: 1500, purpose: "renewal" });
    const paidLife = record({ status: "accepted", membershipType: "Life", payments: [payment(1180, "received")] });
    expect(suggestedPayment(paidLife)).toEqual({ amount: null, purpose: "application" });
  });

  it("asks before accepting: with nothing received, the balance; otherwise what was received", () => {
    expect(acceptQuestion(record({})).message).toBe(
      "Nothing has been received for this application (balance ₹1,180.00). Accept anyway?",
    );
    const part = acceptQuestion(record({ payments: [payment(500, "received")] }));
    expect(part.message).toBe("Accept this membership application?");
    expect(part.detail).toBe("Asha Verma (asha@example.org): received ₹500.00 of ₹1,180.00, balance ₹680.00.");
  });

  it("checks a payment with the API's rules, one message per field", () => {
    const checked = checkPaymentValues({ method: "UPI", reference: "12345", amount: "0", paidOn: "", purpose: "" });
    expect(checked).toEqual({
      ok: false,
      errors: {
        reference: "For UPI, the reference is the 12-digit UTR number.",
        amount: "Amount must be more than 0.",
        paidOn: "Paid on is required.",
        purpose: "Purpose must be application or renewal.",
      },
    });
  });
});
