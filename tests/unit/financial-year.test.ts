import { describe, expect, it } from "vitest";
import {
  financialYearOf,
  parseReceiptNumber,
  receiptNumber,
  receiptNumberFromSlug,
  receiptSlug,
} from "../../src/domain/financial-year";

describe("India's financial year", () => {
  it("runs from 1 April to 31 March", () => {
    expect(financialYearOf("2026-03-31")).toBe("2025-26");
    expect(financialYearOf("2026-04-01")).toBe("2026-27");
    expect(financialYearOf("2026-12-31")).toBe("2026-27");
    expect(financialYearOf("2027-01-01")).toBe("2026-27");
    expect(financialYearOf("2099-04-01")).toBe("2099-00");
  });

  it("numbers receipts with four digits at least", () => {
    expect(receiptNumber("2026-27", 1)).toBe("2026-27/0001");
    expect(receiptNumber("2026-27", 12345)).toBe("2026-27/12345");
  });

  it("reads a receipt number back, and refuses what is not one", () => {
    expect(parseReceiptNumber("2026-27/0042")).toEqual({ financialYear: "2026-27", sequence: 42 });
    for (const text of ["2026-28/0001", "2026-27/0000", "2026-27/001", "2026-27-0001", "x2026-27/0001", ""]) {
      expect(parseReceiptNumber(text), text).toBeNull();
    }
  });

  it("writes a number in addresses and file names with a hyphen", () => {
    expect(receiptSlug("2026-27/0001")).toBe("2026-27-0001");
    expect(receiptNumberFromSlug("2026-27-0001")).toBe("2026-27/0001");
    expect(receiptNumberFromSlug("2026-27/0001")).toBe("2026-27/0001");
    expect(receiptNumberFromSlug("..%2F2026-27-0001")).toBeNull();
    expect(receiptNumberFromSlug("2026-28-0001")).toBeNull();
  });
});
