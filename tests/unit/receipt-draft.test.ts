import { describe, expect, it } from "vitest";
import type { RegistrationRecord } from "../../src/domain/membership-registrations";
import type { PaymentRecord } from "../../src/domain/payments";
import { receiptDraft, receiptDues } from "../../src/domain/receipt-draft";

/** What a receipt freezes when it is issued (docs/rules/members-and-money.md §4); its number comes from the ledger. */

const NOW = "2026-11-27T10:00:00.000Z";

describe("the dues a receipt shows", () => {
  it("are the record's frozen fee, GST and total", () => {
    expect(receiptDues({ membershipFee: 1180, amountDue: 1180, feeDue: 1000, gstDue: 180 })).toEqual({
      fee: 1000,
      gst: 180,
      total: 1180,
    });
  });

  it("split an older record's total as fee plus 18 % GST, to the paisa", () => {
    expect(receiptDues({ membershipFee: 1180 })).toEqual({ fee: 1000, gst: 180, total: 1180 });
    expect(receiptDues({ membershipFee: 118_000, amountDue: 118_000 })).toEqual({
      fee: 100_000,
      gst: 18_000,
      total: 118_000,
    });
    // 500 / 1.18 = 423.7288...: the fee is rounded and the GST takes the rest.
    const odd = receiptDues({ membershipFee: 500 });
    expect(odd).toEqual({ fee: 423.73, gst: 76.27, total: 500 });
  });
});

describe("a receipt draft", () => {
  const record: RegistrationRecord = {
    _id: "0123456789abcdef01234567",
    createdAt: NOW,
    updatedAt: NOW,
    name: "A. Member",
    nationality: "Indian",
    state: "Bihar",
    email: "a@example.org",
    contact: "+91 98765 43210",
    designation: "Professor",
    address: "Patna",
    areaOfSpecialization: "Agronomy",
    membershipType: "Annual Member",
    membershipFee: 1180,
    amountDue: 1180,
    feeDue: 1000,
    gstDue: 180,
    status: "accepted",
    memberNumber: "SAEETD-00003",
    showContactInDirectory: false,
    passwordHash: "scrypt$secret-hash",
  };
  const payment: PaymentRecord = {
    _id: "p1",
    method: "Bank transfer",
    reference: "NEFT-123456",
    amount: 590,
    paidOn: "2026-11-20",
    purpose: "application",
    status: "received",
    source: "office",
    receivedOn: "2026-11-27",
    createdAt: NOW,
    updatedAt: NOW,
  };
  const settings = {
    legalName: "Society",
    address: "Lucknow",
    state: "Uttar Pradesh" as const,
    gstin: "",
    sac: "",
    exportSupply: "igst" as const,
    lutReference: "",
  };

  it("copies the society, the member, the dues and the payment, dated the day it became received", () => {
    expect(receiptDraft(record, payment, settings)).toEqual({
      date: "2026-11-27",
      registrationId: record._id,
      paymentId: "p1",
      society: settings,
      member: {
        name: "A. Member",
        address: "Patna",
        memberNumber: "SAEETD-00003",
        membershipType: "Annual Member",
        nationality: "Indian",
        state: "Bihar",
      },
      dues: { fee: 1000, gst: 180, total: 1180 },
      payment: {
        method: "Bank transfer",
        reference: "NEFT-123456",
        paidOn: "2026-11-20",
        amount: 590,
        purpose: "application",
      },
    });
    expect(JSON.stringify(receiptDraft(record, payment, settings))).not.toContain("scrypt");
  });

  it("dates a payment received before receivedOn was kept by India's day of its last change", () => {
    const older = { ...payment, updatedAt: "2026-03-31T18:31:00.000Z" };
    Reflect.deleteProperty(older, "receivedOn");
    expect(receiptDraft(record, older, settings).date).toBe("2026-04-01");
  });
});
