import { describe, expect, it } from "vitest";
import { acceptedRecord } from "../../src/domain/acceptance";
import { moneyOf, type RegistrationRecord } from "../../src/domain/membership-registrations";
import { sameDateNextYear } from "../../src/domain/india-date";
import {
  lastDayOfYearFrom,
  validUntilAfterRenewal,
  validUntilOnAcceptance,
} from "../../src/domain/membership-validity";
import { memberNumber } from "../../src/domain/member-numbers";
import { receivePayment } from "../../src/domain/office-payments";
import { currentRenewal, withRenewalDuesSet } from "../../src/domain/renewals";
import type { PaymentRecord } from "../../src/domain/payments";

/** docs/rules/members-and-money.md §5: validity on acceptance and after a renewal, leap days included. */

describe("a year of membership", () => {
  it("ends the day before the same date a year later", () => {
    expect(lastDayOfYearFrom("2026-11-27")).toBe("2027-11-26");
    expect(lastDayOfYearFrom("2026-01-01")).toBe("2026-12-31");
    expect(lastDayOfYearFrom("2026-12-31")).toBe("2027-12-30");
  });

  it("started on 29 February ends on 28 February (the next year has no 29 February: its same date is 1 March)", () => {
    expect(sameDateNextYear("2028-02-29")).toBe("2029-03-01");
    expect(lastDayOfYearFrom("2028-02-29")).toBe("2029-02-28");
  });

  it("started on 1 March before a leap year ends on 29 February", () => {
    expect(lastDayOfYearFrom("2027-03-01")).toBe("2028-02-29");
    expect(lastDayOfYearFrom("2028-03-01")).toBe("2029-02-28");
  });
});

describe("validity on acceptance", () => {
  it("is a year for an annual membership and none for life", () => {
    expect(validUntilOnAcceptance("Annual", "2026-11-27")).toBe("2027-11-26");
    expect(validUntilOnAcceptance("Annual", "2028-02-29")).toBe("2029-02-28");
    expect(validUntilOnAcceptance("Life", "2026-11-27")).toBeUndefined();
  });
});

describe("validity after a renewal", () => {
  it("renewing early adds a year to the days left", () => {
    expect(validUntilAfterRenewal("2027-11-26", "2027-10-01")).toBe("2028-11-26");
    // Paid on the last day, or the day after it: the years join without a gap or an overlap.
    expect(validUntilAfterRenewal("2027-11-26", "2027-11-26")).toBe("2028-11-26");
    expect(validUntilAfterRenewal("2027-11-26", "2027-11-27")).toBe("2028-11-26");
  });

  it("renewing after a lapse starts a new year on the payment date", () => {
    expect(validUntilAfterRenewal("2027-11-26", "2028-02-10")).toBe("2029-02-09");
    expect(validUntilAfterRenewal(undefined, "2026-06-15")).toBe("2027-06-14");
  });

  it("keeps the anniversary across leap days", () => {
    // Accepted on 1 March 2026: valid until 28 February 2027; renewed, the next year runs to 29 February 2028.
    expect(validUntilAfterRenewal("2027-02-28", "2027-02-01")).toBe("2028-02-29");
    expect(validUntilAfterRenewal("2028-02-29", "2028-02-01")).toBe("2029-02-28");
    // Accepted on 29 February 2028: the year after 28 February 2029 ends on 28 February 2030.
    expect(validUntilAfterRenewal("2029-02-28", "2029-01-15")).toBe("2030-02-28");
    // Lapsed, then paid on 29 February: a year from that day.
    expect(validUntilAfterRenewal("2027-01-31", "2028-02-29")).toBe("2029-02-28");
  });
});

const NOW = "2026-11-27T10:00:00.000Z";

const record = (overrides: Partial<RegistrationRecord> = {}): RegistrationRecord => ({
  _id: "0123456789abcdef01234567",
  createdAt: NOW,
  updatedAt: NOW,
  name: "A. Member",
  nationality: "Indian",
  email: "a@example.org",
  contact: "+91 98765 43210",
  designation: "Professor",
  address: "Lucknow",
  areaOfSpecialization: "Agronomy",
  membershipType: "Annual Member",
  membershipFee: 1180,
  status: "pending",
  showContactInDirectory: false,
  passwordHash: "scrypt$x",
  ...overrides,
});

const payment = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  _id: "p1",
  method: "UPI",
  reference: "123456789012",
  amount: 1180,
  paidOn: "2027-11-01",
  purpose: "renewal",
  status: "reported",
  source: "member",
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
});

describe("acceptance", () => {
  it("gives the number, the date and a year's validity to an annual application, none to a life one", () => {
    expect(acceptedRecord(record(), "SAEETD-00001", "2026-11-27")).toMatchObject({
      status: "accepted",
      memberNumber: "SAEETD-00001",
      acceptedAt: "2026-11-27",
      validUntil: "2027-11-26",
    });
    const life = acceptedRecord(record({ membershipType: "Life Member" }), "SAEETD-00002", "2026-11-27");
    expect(life).toMatchObject({ status: "accepted", memberNumber: "SAEETD-00002", acceptedAt: "2026-11-27" });
    expect(life).not.toHaveProperty("validUntil");
  });

  it("changes nothing for a numbered member, and only numbers one accepted before numbers existed", () => {
    const member = record({ status: "accepted", memberNumber: "SAEETD-00007", acceptedAt: "2025-01-01" });
    expect(acceptedRecord(member, "SAEETD-00099", "2026-11-27")).toBe(member);
    const older = record({ status: "accepted", validUntil: "2026-12-31" });
    expect(acceptedRecord(older, "SAEETD-00100", "2026-11-27")).toEqual({ ...older, memberNumber: "SAEETD-00100" });
  });

  it("writes numbers with five digits at least", () => {
    expect(memberNumber("SAEETD", 42)).toBe("SAEETD-00042");
    expect(memberNumber("AB", 123456)).toBe("AB-123456");
  });
});

describe("a received payment", () => {
  const member = record({ status: "accepted", memberNumber: "SAEETD-00001", validUntil: "2027-11-26" });
  /** The option in force: ₹1,180 (fee 1,000 + GST 180), as at application. */
  const annualOption = {
    nationality: "Indian",
    membershipType: "Annual Member",
    membershipFee: 1000,
    gst: 180,
    total: 1180,
  };
  const options = [annualOption];
  const receive = (
    on: RegistrationRecord,
    paid: PaymentRecord,
    today = "2027-11-05",
    prices: typeof options = options,
  ): RegistrationRecord => {
    const outcome = receivePayment(on, paid, today, NOW, prices);
    if ("problem" in outcome) throw new Error(outcome.problem);
    return outcome;
  };

  it("is dated the day it became received, and a renewal paid in full extends an annual member in the same change", () => {
    const received = receive({ ...member, payments: [payment()] }, payment());
    expect(received.payments).toEqual([{ ...payment(), status: "received", receivedOn: "2027-11-05", renewal: 1 }]);
    expect(received.validUntil).toBe("2028-11-26");
    expect(received.renewals).toEqual([
      {
        number: 1,
        period: "2027-28",
        opensOn: "2027-11-05",
        dues: { fee: 1000, gst: 180, total: 1180 },
        duesSetBy: "option",
        renewedOn: "2027-11-05",
        validUntil: "2028-11-26",
      },
    ]);
  });

  it("extends nothing for an application payment; a life member's or an applicant's renewal is refused", () => {
    expect(receive(member, payment({ purpose: "application" })).validUntil).toBe("2027-11-26");
    const life = record({ status: "accepted", membershipType: "Life Member" });
    expect(receivePayment(life, payment(), "2027-11-05", NOW, options)).toEqual({ problem: "notRenewable" });
    expect(receivePayment(record(), payment(), "2027-11-05", NOW, options)).toEqual({ problem: "notRenewable" });
  });

  it("extends once for a renewal paid in two parts, and not at all for ₹1", () => {
    const first = receive(member, payment({ _id: "p1", amount: 600 }));
    expect(first.validUntil).toBe("2027-11-26");
    expect(currentRenewal(first)).toMatchObject({ amountDue: 1180, received: 600, balance: 580, credit: 0 });
    const second = receive(first, payment({ _id: "p2", reference: "223456789012", amount: 580, paidOn: "2027-11-04" }));
    expect(second.validUntil).toBe("2028-11-26");
    expect(currentRenewal(second)).toMatchObject({ received: 1180, balance: 0, credit: 0, renewedOn: "2027-11-05" });
    // A third payment after the period renewed opens the next year's period: a part of it, no second year.
    const third = receive(second, payment({ _id: "p3", reference: "323456789012", amount: 1 }));
    expect(third.validUntil).toBe("2028-11-26");
    expect(currentRenewal(third)).toMatchObject({ number: 2, period: "2028-29", received: 1, balance: 1179 });

    const rupee = receive(member, payment({ amount: 1 }));
    expect(rupee.validUntil).toBe("2027-11-26");
    expect(currentRenewal(rupee)).toMatchObject({ received: 1, balance: 1179 });
  });

  it("shows an overpayment as credit, never a second year; the application's balance never goes negative", () => {
    const paid = record({
      ...member,
      payments: [payment({ _id: "a1", purpose: "application", status: "received", reference: "923456789012" })],
    });
    const over = receive(paid, payment({ amount: 2000 }));
    expect(over.validUntil).toBe("2028-11-26");
    expect(currentRenewal(over)).toMatchObject({ received: 2000, balance: 0, credit: 820 });
    expect(moneyOf(over)).toEqual({ amountDue: 1180, received: 1180, balance: 0, credit: 0 });
  });

  it("prices a renewal at the option in force on the day its period opens, not the application's amount", () => {
    const raised = [{ ...annualOption, membershipFee: 1250, gst: 225, total: 1475 }];
    const part = receive(member, payment({ amount: 1180 }), "2027-11-05", raised);
    expect(part.validUntil).toBe("2027-11-26");
    expect(currentRenewal(part)).toMatchObject({ amountDue: 1475, feeDue: 1250, gstDue: 225, balance: 295 });
    // A later change of the option leaves the open period's price alone.
    const later = [{ ...annualOption, membershipFee: 2000, gst: 360, total: 2360 }];
    const rest = receive(part, payment({ _id: "p2", reference: "223456789012", amount: 295 }), "2027-11-06", later);
    expect(rest.validUntil).toBe("2028-11-26");
    expect(currentRenewal(rest)).toMatchObject({ amountDue: 1475, balance: 0 });
  });

  it("cannot be received for a period whose option no longer exists, until the office sets its dues", () => {
    expect(receivePayment(member, payment(), "2027-11-05", NOW, [])).toEqual({ problem: "noDues" });
    const set = withRenewalDuesSet(member, 1000, 50, "2027-11-05");
    expect(currentRenewal(set ?? member)).toMatchObject({ amountDue: 1050, feeDue: 1000, gstDue: 50, balance: 1050 });
    expect(receive(set ?? member, payment({ amount: 1050 }), "2027-11-05", []).validUntil).toBe("2028-11-26");
  });

  it("opens a lapsed member's period as the year they pay in, and starts their new year on the day paid", () => {
    const lapsed = record({ ...member, validUntil: "2026-01-31" });
    const renewed = receive(lapsed, payment({ paidOn: "2027-11-01" }));
    expect(renewed.validUntil).toBe("2028-10-31");
    expect(currentRenewal(renewed)).toMatchObject({ period: "2027-28", validUntil: "2028-10-31" });
  });
});
