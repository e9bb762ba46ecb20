import { describe, expect, it } from "vitest";
import {
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinProblem,
  isGstin,
  isGstStateCode,
  normaliseGstin,
} from "../../src/domain/gstin";

/**
 * GSTIN rules (docs/rules/members-and-money.md §2). The check characters are worked out here from a table of symbol
 * values of the test's own, not with the module's arithmetic, so a wrong scheme in the module fails.
 */

/** Symbol -> value, from the character codes: digits 0-9, then A = 10 ... Z = 35. */
const VALUES = new Map<string, number>([
  ...Array.from({ length: 10 }, (_, digit) => [String(digit), digit] as const),
  ...Array.from({ length: 26 }, (_, letter) => [String.fromCharCode(65 + letter), 10 + letter] as const),
]);
const SYMBOL_OF = new Map([...VALUES].map(([symbol, value]) => [value, symbol]));

/** Odd positions (1st, 3rd, ...) weigh 1, even ones 2; each product adds its base-36 digits. */
function expectedCheck(first14: string): string {
  let sum = 0;
  for (let index = 0; index < first14.length; index++) {
    const product = (VALUES.get(first14.charAt(index)) ?? Number.NaN) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return SYMBOL_OF.get((36 - (sum % 36)) % 36) ?? "?";
}

/** Real and made-up GSTINs whose last character this file checks by its own table first. */
const VALID = [
  "27AAPFU0939F1ZV", // GSTN's own example
  "27AAACR5055K1Z7",
  "29AAACI4741P1Z3",
  "09AAACH7409R1ZZ",
  "07AAACR5055K1Z9",
  "33AABCT3518Q1Z3",
  "01ABCDE1234F2ZD", // the lowest state code
  "38ABCDE1234FAZO", // Ladakh, a letter as entity number
  "97AAACZ1234A1ZO", // other territory
  "99ABCDE1234FZZR", // the Centre's jurisdiction
];

describe("GSTIN check character", () => {
  it.each(VALID)("%s: the table gives its last character, and so does the module", (gstin) => {
    expect(expectedCheck(gstin.slice(0, 14))).toBe(gstin.charAt(14));
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
  });

  it("covers both halves of the scheme: some sums need the quotient, checks run from 0 to Z", () => {
    // A product of 36 or more (a letter in an even position) adds 1 + remainder.
    expect(expectedCheck("0Z000000000000")).toBe(SYMBOL_OF.get((36 - ((70 % 36) + 1)) % 36));
    expect(gstinCheckCharacter("0Z000000000000")).toBe(expectedCheck("0Z000000000000"));
    expect(gstinCheckCharacter("00000000000000")).toBe("0");
  });
});

describe("isGstin and gstinProblem", () => {
  it("accept every valid GSTIN, also typed in lower case or with spaces, and store it in capitals", () => {
    for (const gstin of VALID) {
      expect(isGstin(gstin), gstin).toBe(true);
      expect(isGstin(gstin.toLowerCase()), gstin).toBe(true);
      expect(normaliseGstin(` ${gstin.slice(0, 2)} ${gstin.slice(2).toLowerCase()} `)).toBe(gstin);
    }
  });

  it("refuse a wrong check character, naming the check", () => {
    for (const gstin of VALID) {
      const wrong = gstin.slice(0, 14) + (gstin.endsWith("A") ? "B" : "A");
      expect(isGstin(wrong), wrong).toBe(false);
      expect(gstinProblem(wrong), wrong).toBe(GSTIN_MESSAGES.check);
    }
    // Two characters swapped keep the sum of a plain checksum; the weights catch it.
    expect(gstinProblem("27APAFU0939F1ZV")).toBe(GSTIN_MESSAGES.check);
  });

  it("refuse state codes outside 01-38, 97 and 99", () => {
    for (const code of ["00", "39", "40", "96", "98", "AB", "1A"]) {
      const first14 = `${code}AAPFU0939F1Z`;
      // A correct check character, so only the state code is wrong.
      const gstin = first14 + expectedCheck(first14);
      expect(gstinProblem(gstin), gstin).toBe(GSTIN_MESSAGES.stateCode);
    }
    expect(["01", "09", "27", "37", "38", "97", "99"].every(isGstStateCode)).toBe(true);
    expect(isGstStateCode("7")).toBe(false);
  });

  it("refuse a PAN of the wrong shape", () => {
    for (const pan of ["AAPF10939F", "AAPFUA939F", "AAPFU09399", "1APFU0939F", "AAPFU093FF"]) {
      const first14 = `27${pan}1Z`;
      expect(gstinProblem(first14 + expectedCheck(first14)), pan).toBe(GSTIN_MESSAGES.pan);
    }
  });

  it("refuse entity number 0 and a 14th character other than Z", () => {
    const zeroEntity = "27AAPFU0939F0Z";
    expect(gstinProblem(zeroEntity + expectedCheck(zeroEntity))).toBe(GSTIN_MESSAGES.entity);
    const noZ = "27AAPFU0939F1Y";
    expect(gstinProblem(noZ + expectedCheck(noZ))).toBe(GSTIN_MESSAGES.z);
  });

  it("refuse the wrong length and characters other than letters and digits", () => {
    for (const text of ["", "27AAPFU0939F1Z", "27AAPFU0939F1ZV1", "27AAPFU0939F1Z-", "27AAPFU0939F1ZV".repeat(2)]) {
      expect(gstinProblem(normaliseGstin(text)), text).toBe(GSTIN_MESSAGES.length);
      expect(isGstin(text), text).toBe(false);
    }
  });
});
