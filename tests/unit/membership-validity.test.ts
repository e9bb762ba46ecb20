import { describe, expect, it } from "vitest";
import { acceptedRecord } from "../../src/domain/acceptance";
import type { RegistrationRecord } from "../../src/domain/membership-registrations";
import {
  lastDayOfYearFrom,
  sameDateNextYear,
  validUntilAfterRenewal,
  validUntilOnAcceptance,
} from "../../src/domain/membership-validity";
import { memberNumber } from "../../src/domain/member-numbers";
import { receivePayment } from "../../src/domain/office-payments";
import type { PaymentRecord } from "../../src/domain/payments";

/** MEMBERS.md 5: validity on acceptance and after a renewal, leap days included. */

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

  it("is dated the day it became received, and a renewal extends an annual member in the same change", () => {
    const received = receivePayment({ ...member, payments: [payment()] }, payment(), "2027-11-05", NOW);
    expect(received.payments).toEqual([{ ...payment(), status: "received", receivedOn: "2027-11-05" }]);
    expect(received.validUntil).toBe("2028-11-26");
  });

  it("extends nothing for an application payment, a life member or a pending applicant", () => {
    expect(receivePayment(member, payment({ purpose: "application" }), "2027-11-05", NOW).validUntil).toBe(
      "2027-11-26",
    );
    const life = record({ status: "accepted", membershipType: "Life Member" });
    expect(receivePayment(life, payment(), "2027-11-05", NOW)).not.toHaveProperty("validUntil");
    expect(receivePayment(record(), payment(), "2027-11-05", NOW)).not.toHaveProperty("validUntil");
  });
});
