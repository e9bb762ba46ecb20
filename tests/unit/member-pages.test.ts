import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nextStep } from "../../src/islands/account/next-step";
import { checkPayment, emptyPayment, type PaymentFormValues } from "../../src/islands/account/payment-form";
import { readProblem, throttledText } from "../../src/islands/member/api";
import type { RenewalMoney } from "../../src/domain/renewals";
import type { MemberAccount, MemberPayment } from "../../src/domain/member-account";
import { codeDigits } from "../../src/islands/member/session";
import { PAYMENT_MESSAGES } from "../../src/domain/payments";

/**
 * The rules behind /login and /account that need no browser: what the page asks a member to do at
 * each standing, the report-a-payment check (the API's own rules) and how API answers become
 * messages. (The UPI link itself: domain/upi.ts and its tests.) The pages at work: tests/e2e/member-journey.spec.ts.
 */

const member = (overrides: Partial<MemberAccount> = {}): MemberAccount => ({
  _id: "m1",
  name: "Asha Verma",
  email: "asha@example.org",
  contact: "+91 90000 00000",
  designation: "Scientist",
  address: "1 Example Marg, Lucknow",
  state: "Uttar Pradesh",
  areaOfSpecialization: "Agronomy",
  nationality: "Indian",
  membershipType: "Annual",
  status: "Pending",
  reference: "SAE-7K2P9Q",
  memberNumber: null,
  acceptedAt: null,
  validUntil: null,
  showContactInDirectory: false,
  amountDue: 1180,
  received: 0,
  balance: 1180,
  credit: 0,
  renewal: null,
  gstin: null,
  payments: [],
  createdAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

/** A renewal period's money as the API gives it: open, priced at `amountDue`, with `received` paid. */
const openRenewal = (amountDue: number | null, received = 0): RenewalMoney => ({
  number: 1,
  period: "2026-27",
  opensOn: "2026-11-10",
  amountDue,
  feeDue: amountDue === null ? null : amountDue - 180,
  gstDue: amountDue === null ? null : 180,
  received,
  balance: amountDue === null ? 0 : Math.max(0, amountDue - received),
  credit: 0,
  renewedOn: null,
  validUntil: null,
});

const payment = (status: MemberPayment["status"]): MemberPayment => ({
  _id: "p1",
  method: "UPI",
  reference: "123456789012",
  amount: 500,
  paidOn: "2026-11-20",
  purpose: "application",
  status,
});

describe("the next step at each standing", () => {
  it("a pending applicant with a balance is asked to pay it, quoting the reference", () => {
    const step = nextStep(member());
    expect(step.title).toBe("Pay for your application");
    expect(step.text).toContain("₹1,180.00");
    expect(step.text).toContain("SAE-7K2P9Q");
    expect(step.pay).toEqual({ amount: 1180, purpose: "application" });
  });

  it("an application from before references has none to quote", () => {
    expect(nextStep(member({ reference: null })).text).toMatch(/^Pay ₹1,180\.00 by UPI or bank transfer, then report/);
  });

  it("a reported payment is acknowledged while the rest is still due", () => {
    const step = nextStep(member({ received: 0, balance: 1180, payments: [payment("reported")] }));
    expect(step.text).toMatch(/^The office is checking the payment you reported\. ₹1,180\.00 is still due/);
    expect(step.pay).toEqual({ amount: 1180, purpose: "application" });
  });

  it("a paid applicant waits for approval and is asked for nothing", () => {
    const step = nextStep(member({ received: 1180, balance: 0, payments: [payment("received")] }));
    expect(step).toMatchObject({ title: "Waiting for approval", pay: null });
  });

  it("life and active members have nothing to pay; active ones learn until when", () => {
    expect(nextStep(member({ status: "Life", memberNumber: "SAEETD-00001", balance: 0 }))).toMatchObject({
      title: "You are a life member",
      pay: null,
    });
    const active = nextStep(member({ status: "Active", validUntil: "2027-11-19", balance: 0, received: 1180 }));
    expect(active).toMatchObject({ title: "Your membership is active", pay: null });
    expect(active.text).toContain("valid until 19 November 2027");
  });

  it("expiring and lapsed members are asked to renew for their renewal period's own amount", () => {
    // The renewal is priced apart from the application (1,180 paid): 1,500 in force when it opened.
    const paid = { balance: 0, received: 1180, renewal: openRenewal(1500) };
    const expiring = nextStep(member({ status: "Expiring", validUntil: "2026-12-10", ...paid }));
    expect(expiring.title).toBe("Renew your membership");
    expect(expiring.text).toContain("10 December 2026");
    expect(expiring.text).toContain("annual fee of ₹1,500.00");
    expect(expiring.pay).toEqual({ amount: 1500, purpose: "renewal" });
    const lapsed = nextStep(member({ status: "Lapsed", validUntil: "2026-10-01", ...paid }));
    expect(lapsed.title).toBe("Your membership has lapsed");
    expect(lapsed.pay).toEqual({ amount: 1500, purpose: "renewal" });
  });

  it("a renewal part paid asks for the rest; one without an amount asks nothing yet", () => {
    const part = nextStep(
      member({ status: "Expiring", validUntil: "2026-12-10", balance: 0, renewal: openRenewal(1180, 600) }),
    );
    expect(part.pay).toEqual({ amount: 580, purpose: "renewal" });
    expect(part.text).toContain("₹580.00 still due for 2026-27");
    const unpriced = nextStep(
      member({ status: "Expiring", validUntil: "2026-12-10", balance: 0, renewal: openRenewal(null) }),
    );
    expect(unpriced.pay).toBeNull();
    expect(unpriced.text).toContain("The office will tell you the renewal amount");
    // An early payment opened the next period while the membership is still active.
    const early = nextStep(
      member({ status: "Active", validUntil: "2027-06-10", balance: 0, renewal: openRenewal(1180, 180) }),
    );
    expect(early).toMatchObject({ title: "Finish your renewal", pay: { amount: 1000, purpose: "renewal" } });
  });

  it("a member accepted before paying in full is asked for the balance", () => {
    const step = nextStep(member({ status: "Life", memberNumber: "SAEETD-00002", received: 500, balance: 680 }));
    expect(step.title).toBe("Pay the balance");
    expect(step.pay).toEqual({ amount: 680, purpose: "application" });
  });
});

// test-isolation: shared. The real clock is put back after each test.
describe("reporting a payment", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 23:00 on 26 November in UTC is already 27 November in India.
    vi.setSystemTime(new Date("2026-11-26T23:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const form = (overrides: Partial<PaymentFormValues> = {}): PaymentFormValues => ({
    ...emptyPayment(1180, "application"),
    reference: "612345678901",
    ...overrides,
  });

  it("starts with UPI, the amount asked for with paise, and India's today", () => {
    expect(emptyPayment(1180, "renewal")).toEqual({
      method: "UPI",
      reference: "",
      amount: "1180.00",
      paidOn: "2026-11-27",
      purpose: "renewal",
    });
    expect(emptyPayment(null, "application").amount).toBe("");
    expect(emptyPayment(0, "application").amount).toBe("");
  });

  it("sends what the API takes: the amount as rupees, however it was typed", () => {
    expect(checkPayment(form({ amount: "₹1,180.50" }))).toEqual({
      ok: true,
      body: { method: "UPI", reference: "612345678901", amount: 1180.5, paidOn: "2026-11-27", purpose: "application" },
    });
    expect(checkPayment(form({ method: "Cheque/DD", reference: "CHQ-004512" })).ok).toBe(true);
  });

  it("a UPI payment needs the 12-digit UTR; other methods 4 to 30 letters, digits, / or -", () => {
    expect(checkPayment(form({ reference: "12345" }))).toEqual({
      ok: false,
      issues: [{ field: "reference", message: PAYMENT_MESSAGES.upiReference }],
    });
    expect(checkPayment(form({ method: "Bank transfer", reference: "NEFT 12" }))).toEqual({
      ok: false,
      issues: [{ field: "reference", message: PAYMENT_MESSAGES.otherReference }],
    });
  });

  it("names every wrong field once, in the form's order", () => {
    const result = checkPayment(form({ method: "", reference: "", amount: "10.555", paidOn: "27/11/2026" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.field)).toEqual(["method", "reference", "amount", "paidOn"]);
    expect(result.issues.find((issue) => issue.field === "amount")?.message).toBe(
      "Amount can have at most 2 decimals (paise).",
    );
  });

  it("a payment cannot be dated after India's today", () => {
    expect(checkPayment(form({ paidOn: "2026-11-28" }))).toEqual({
      ok: false,
      issues: [{ field: "paidOn", message: PAYMENT_MESSAGES.future }],
    });
  });
});

describe("API answers as messages", () => {
  it("reads the message and the field issues of an error answer", () => {
    expect(
      readProblem({ message: "Bad.", issues: [{ field: "contact", message: "Contact is required." }, 5] }),
    ).toEqual({ message: "Bad.", issues: [{ field: "contact", message: "Contact is required." }] });
    expect(readProblem({ message: "  " })).toBeNull();
    expect(readProblem("Bad")).toBeNull();
  });

  it("a 429 without a message names the wait from Retry-After, in whole minutes", () => {
    expect(throttledText("61")).toBe("Too many sign-in attempts. Please try again in 2 minutes.");
    expect(throttledText("30")).toBe("Too many sign-in attempts. Please try again in 1 minute.");
    expect(throttledText(null)).toBe("Too many sign-in attempts. Please try again in 1 minute.");
  });

  it("a code typed with spaces or dashes counts only its digits", () => {
    expect(codeDigits(" 123 456 ")).toBe("123456");
    expect(codeDigits("12-34-56")).toBe("123456");
  });
});
