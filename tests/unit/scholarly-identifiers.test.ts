import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  doiUrl,
  isDoi,
  issnCheckCharacter,
  issnProblem,
  normaliseDoi,
  normaliseIssn,
  normaliseOrcid,
  orcidCheckCharacter,
  orcidProblem,
  orcidUrl,
} from "../../src/domain/scholarly-identifiers";

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((list) => list.join(""));

/** The same text with the digit at `index` replaced by a different one. */
const withOneDigitChanged = (text: string, index: number, by: number) =>
  text.slice(0, index) + String((Number(text.charAt(index)) + by) % 10) + text.slice(index + 1);

describe("ISSN", () => {
  it("accepts published ISSNs, an X check digit among them", () => {
    for (const issn of ["0317-8471", "2049-3630", "0378-5955", "2434-561X"])
      expect(issnProblem(issn), issn).toBe(undefined);
  });

  it("refuses a wrong check digit and a wrong shape, each with its reason", () => {
    expect(issnProblem("0317-8472")).toBe("check");
    expect(issnProblem("2049-363X")).toBe("check");
    expect(issnProblem("0000-0000 (placeholder)")).toBe("shape");
    expect(issnProblem("20493630")).toBe("shape");
    expect(issnProblem("2049-36300")).toBe("shape");
  });

  it("reads it as people type it", () => {
    expect(normaliseIssn(" 2434 561x ")).toBe("2434-561X");
    expect(normaliseIssn("24345-61x")).toBe("2434-561X");
    expect(normaliseIssn("2434-56")).toBe("2434-56");
  });

  it("its check digit catches every single mistyped digit", () => {
    fc.assert(
      fc.property(digits(7), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 9 }), (first7, index, by) => {
        const issn = `${first7.slice(0, 4)}-${first7.slice(4)}${issnCheckCharacter(first7)}`;
        expect(issnProblem(issn)).toBe(undefined);
        const typo = withOneDigitChanged(first7, index, by);
        expect(issnProblem(`${typo.slice(0, 4)}-${typo.slice(4)}${issnCheckCharacter(first7)}`)).toBe("check");
      }),
    );
  });
});

describe("ORCID iD", () => {
  it("accepts ORCID's own examples, an X check digit among them", () => {
    for (const orcid of ["0000-0002-1825-0097", "0000-0001-5109-3700", "0000-0002-1694-233X"]) {
      expect(orcidProblem(orcid), orcid).toBe(undefined);
    }
  });

  it("refuses a wrong check digit and a wrong shape", () => {
    expect(orcidProblem("0000-0002-1825-0098")).toBe("check");
    expect(orcidProblem("0000-0002-1694-2330")).toBe("check");
    expect(orcidProblem("0000-0002-1825")).toBe("shape");
    expect(orcidProblem("0000000218250097")).toBe("shape");
  });

  it("reads the address or the bare iD as pasted", () => {
    expect(normaliseOrcid("https://orcid.org/0000-0002-1694-233x")).toBe("0000-0002-1694-233X");
    expect(normaliseOrcid("  0000 0002 1825 0097 ")).toBe("0000-0002-1825-0097");
    expect(normaliseOrcid("0000000218250097")).toBe("0000-0002-1825-0097");
    expect(orcidUrl("0000-0002-1825-0097")).toBe("https://orcid.org/0000-0002-1825-0097");
  });

  it("its check digit catches every single mistyped digit and every swap of two neighbours", () => {
    fc.assert(
      fc.property(digits(15), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 9 }), (first15, index, by) => {
        const check = orcidCheckCharacter(first15);
        const grouped = (body: string) => `${body}${check}`.match(/.{4}/g)?.join("-") ?? "";
        expect(orcidProblem(grouped(first15))).toBe(undefined);
        expect(orcidProblem(grouped(withOneDigitChanged(first15, index, by)))).toBe("check");
        if (index < 14) {
          const swapped =
            first15.slice(0, index) + first15.charAt(index + 1) + first15.charAt(index) + first15.slice(index + 2);
          if (swapped !== first15) expect(orcidProblem(grouped(swapped))).toBe("check");
        }
      }),
    );
  });
});

describe("DOI", () => {
  it("accepts DOIs as registries issue them", () => {
    for (const doi of [
      "10.1234/ait.2026.001",
      "10.1000/182",
      "10.5555/12345678",
      "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0",
      "10.12345.6/x",
    ]) {
      expect(isDoi(doi), doi).toBe(true);
    }
  });

  it("refuses what is not one", () => {
    for (const text of [
      "",
      "10.12/x",
      "11.1234/x",
      "10.1234/",
      "10.1234/has space",
      "doi.org/10.1234/x",
      "10.abcd/x",
    ]) {
      expect(isDoi(text), text).toBe(false);
    }
  });

  it("reads a resolver address or a doi: prefix, and links through the resolver with the URL escapes", () => {
    expect(normaliseDoi(" https://doi.org/10.1234/AIT.2026.001 ")).toBe("10.1234/AIT.2026.001");
    expect(normaliseDoi("http://dx.doi.org/10.1000/182")).toBe("10.1000/182");
    expect(normaliseDoi("doi: 10.1000/182")).toBe("10.1000/182");
    expect(doiUrl("10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0")).toBe(
      "https://doi.org/10.1002/(SICI)1097-4571(199806)49:8%3C693::AID-ASI4%3E3.0.CO;2-0",
    );
    expect(doiUrl("10.1234/a#b?c")).toBe("https://doi.org/10.1234/a%23b%3Fc");
    expect(doiUrl("10.1234/a\u0060b^c")).toBe("https://doi.org/10.1234/a%60b%5Ec");
  });
});
