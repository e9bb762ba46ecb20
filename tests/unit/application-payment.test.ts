import { describe, expect, it } from "vitest";
import {
  APPLICATION_REFERENCE_PATTERN,
  applicationReference,
  isApplicationReference,
  newApplicationReference,
  REFERENCE_ALPHABET,
  REFERENCE_SYMBOLS,
} from "../../src/domain/application-reference";
import { applicationPaymentNote, applicationPaymentOf } from "../../src/domain/application-payment";
import { paymentDetailsInput, type PaymentDetailsRecord } from "../../src/domain/payment-details";
import { isUpiId, normaliseUpiId, upiAmount, upiPaymentUri, UPI_ID_MESSAGE } from "../../src/domain/upi";

/** The pure rules of an application's reference and how it is paid (docs/rules/members-and-money.md §2, 3). */

describe("application references", () => {
  it("are APP- and two groups of four symbols, at most 16 characters", () => {
    const reference = applicationReference(new Uint8Array([0, 1, 2, 3, 28, 29, 30, 31]));
    expect(reference).toBe("APP-2345-WXYZ");
    expect(reference.length).toBeLessThanOrEqual(16);
    expect(isApplicationReference(reference)).toBe(true);
  });

  it("never use 0, O, 1 or I, which are confused when read out", () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(32);
    for (const confusable of ["0", "O", "1", "I"]) expect(REFERENCE_ALPHABET).not.toContain(confusable);
    // Every byte value maps to a symbol, each symbol from exactly 8 of the 256 (no bias).
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte++) {
      const symbol = applicationReference(new Uint8Array(REFERENCE_SYMBOLS).fill(byte)).slice(-1);
      counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual(Array.from({ length: 32 }, () => 8));
    for (const text of ["APP-0000-2222", "APP-OOOO-2222", "APP-1111-2222", "APP-IIII-2222", "app-2345-wxyz"]) {
      expect(isApplicationReference(text), text).toBe(false);
    }
  });

  it("are drawn at random, and refuse too few random bytes", () => {
    const drawn = Array.from({ length: 2000 }, newApplicationReference);
    for (const reference of drawn) expect(reference).toMatch(APPLICATION_REFERENCE_PATTERN);
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(() => applicationReference(new Uint8Array(REFERENCE_SYMBOLS - 1))).toThrow(RangeError);
  });
});

describe("UPI IDs", () => {
  it("accept name@handle, written without spaces and in lower case", () => {
    for (const id of ["society@sbi", "9876543210@ybl", "society.lko@okaxis", "a_b-c@upi", "x@paytm"]) {
      expect(isUpiId(id), id).toBe(true);
    }
    expect(normaliseUpiId(" Society.LKO @ SBI ")).toBe("society.lko@sbi");
    for (const id of ["society", "@sbi", "society@", "so@ci@sbi", "society@s", "society@9bank", ".x@sbi", "só@sbi"]) {
      expect(isUpiId(id), id).toBe(false);
    }
  });

  it("are checked by the payment details schema with one clear message", () => {
    const base = {
      accountHolderName: "Society",
      bankAndBranch: "SBI, Lucknow",
      accountNumber: "123456789",
      ifscCode: "SBIN0001234",
    };
    expect(paymentDetailsInput.parse({ ...base, upiId: "Society@SBI" })).toMatchObject({ upiId: "society@sbi" });
    expect(paymentDetailsInput.parse({ ...base, upiId: "" })).not.toHaveProperty("upiId");
    expect(paymentDetailsInput.parse(base)).not.toHaveProperty("upiId");
    expect(paymentDetailsInput.safeParse({ ...base, upiId: "society" }).error?.issues).toEqual([
      expect.objectContaining({ path: ["upiId"], message: UPI_ID_MESSAGE }),
    ]);
  });
});

describe("UPI payment links", () => {
  const payment = {
    upiId: "society@sbi",
    payeeName: "Agri & Tech Society",
    amount: 1180,
    reference: "APP-2345-WXYZ",
    note: "Membership APP-2345-WXYZ",
  };

  it("give pa, pn, am with 2 decimals, cu=INR, tr and tn, percent-encoded with spaces as %20", () => {
    expect(upiPaymentUri(payment)).toBe(
      "upi://pay?pa=society@sbi&pn=Agri%20%26%20Tech%20Society&am=1180.00&cu=INR&tr=APP-2345-WXYZ&tn=Membership%20APP-2345-WXYZ",
    );
  });

  it("encode every character that could end or change a value, and read back to the same values", () => {
    const awkward = { ...payment, payeeName: "A+B=C & D's #1 (50%)? /ok*!", note: "Fee: ₹ 1,180" };
    const uri = upiPaymentUri(awkward);
    const query = uri.slice("upi://pay?".length);
    expect(query).not.toMatch(/[ +#'()*!]/);
    expect(query.split("&")).toHaveLength(6);
    const values = new URLSearchParams(query);
    expect(Object.fromEntries(values)).toEqual({
      pa: "society@sbi",
      pn: awkward.payeeName,
      am: "1180.00",
      cu: "INR",
      tr: awkward.reference,
      tn: awkward.note,
    });
  });

  it("write amounts with exactly two decimals, rounded to the paisa", () => {
    expect(upiAmount(118_000)).toBe("118000.00");
    expect(upiAmount(1180.5)).toBe("1180.50");
    expect(upiAmount(0.1 + 0.2)).toBe("0.30");
    expect(upiAmount(99.999)).toBe("100.00");
  });
});

describe("how an application is paid", () => {
  const record = (overrides: Partial<PaymentDetailsRecord>): PaymentDetailsRecord => ({
    _id: "b",
    createdAt: "2026-01-02T00:00:00.000Z",
    updatedAt: "2026-01-02T00:00:00.000Z",
    accountHolderName: "Society & Co",
    bankAndBranch: "SBI, Lucknow",
    accountNumber: "123456789",
    ifscCode: "SBIN0001234",
    micrCode: "",
    ...overrides,
  });
  const application = { reference: "APP-2345-WXYZ", amountDue: 11_800 };

  it("uses the first stored record, public fields only, with a UPI link when it has a UPI ID", () => {
    const later = record({ _id: "later", createdAt: "2026-02-01T00:00:00.000Z", upiId: "later@sbi" });
    const first = record({ _id: "first", upiId: "society@sbi" });
    const payment = applicationPaymentOf(application, [later, first]);
    expect(payment.bank).toEqual({
      accountHolderName: "Society & Co",
      bankAndBranch: "SBI, Lucknow",
      accountNumber: "123456789",
      ifscCode: "SBIN0001234",
      micrCode: "",
      upiId: "society@sbi",
    });
    expect(payment.upiUri).toBe(
      "upi://pay?pa=society@sbi&pn=Society%20%26%20Co&am=11800.00&cu=INR&tr=APP-2345-WXYZ&tn=Membership%20APP-2345-WXYZ",
    );
    expect(applicationPaymentNote("APP-2345-WXYZ")).toBe("Membership APP-2345-WXYZ");
  });

  it("gives the bank alone without a UPI ID or with nothing due, and nothing without payment details", () => {
    expect(applicationPaymentOf(application, [record({})])).toEqual({ bank: expect.any(Object) as unknown });
    expect(
      applicationPaymentOf({ ...application, amountDue: 0 }, [record({ upiId: "society@sbi" })]),
    ).not.toHaveProperty("upiUri");
    expect(applicationPaymentOf(application, [])).toEqual({});
  });
});
