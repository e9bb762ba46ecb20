import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_RUPEES_IN_WORDS, numberInWords, rupeesInWords } from "../../src/domain/rupees-in-words";

describe("rupees in words", () => {
  it.each([
    [0, "Rupees Zero only"],
    [1, "Rupees One only"],
    [7, "Rupees Seven only"],
    [10, "Rupees Ten only"],
    [11, "Rupees Eleven only"],
    [19, "Rupees Nineteen only"],
    [20, "Rupees Twenty only"],
    [21, "Rupees Twenty One only"],
    [45, "Rupees Forty Five only"],
    [99, "Rupees Ninety Nine only"],
    [100, "Rupees One Hundred only"],
    [101, "Rupees One Hundred One only"],
    [110, "Rupees One Hundred Ten only"],
    [590, "Rupees Five Hundred Ninety only"],
    [999, "Rupees Nine Hundred Ninety Nine only"],
    [1000, "Rupees One Thousand only"],
    [1001, "Rupees One Thousand One only"],
    [1180, "Rupees One Thousand One Hundred Eighty only"],
    [11_800, "Rupees Eleven Thousand Eight Hundred only"],
    [99_999, "Rupees Ninety Nine Thousand Nine Hundred Ninety Nine only"],
    [100_000, "Rupees One Lakh only"],
    [100_001, "Rupees One Lakh One only"],
    [118_000, "Rupees One Lakh Eighteen Thousand only"],
    [250_500, "Rupees Two Lakh Fifty Thousand Five Hundred only"],
    [1_000_000, "Rupees Ten Lakh only"],
    [9_999_999, "Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine only"],
    [10_000_000, "Rupees One Crore only"],
    [10_000_100, "Rupees One Crore One Hundred only"],
    [123_456_789, "Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine only"],
    [999_999_999, "Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine only"],
  ])("%d rupees", (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it.each([
    [590.5, "Rupees Five Hundred Ninety and Fifty Paise only"],
    [0.01, "Rupees Zero and One Paisa only"],
    [0.5, "Rupees Zero and Fifty Paise only"],
    [1.99, "Rupees One and Ninety Nine Paise only"],
    [1180.05, "Rupees One Thousand One Hundred Eighty and Five Paise only"],
    [118_000.1, "Rupees One Lakh Eighteen Thousand and Ten Paise only"],
    [
      999_999_999.99,
      "Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise only",
    ],
  ])("%d with paise", (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it("rounds a finer amount to the nearest paisa", () => {
    expect(rupeesInWords(10.004)).toBe("Rupees Ten only");
    expect(rupeesInWords(10.006)).toBe("Rupees Ten and One Paisa only");
    expect(rupeesInWords(0.1 + 0.2)).toBe("Rupees Zero and Thirty Paise only");
  });

  it.each([-0.01, -1, 1_000_000_000, 999_999_999.996, Number.NaN, Infinity, -Infinity])("refuses %d", (amount) => {
    expect(() => rupeesInWords(amount)).toThrow(RangeError);
  });

  it("takes the largest amount and nothing above it", () => {
    expect(() => rupeesInWords(MAX_RUPEES_IN_WORDS)).not.toThrow();
    expect(() => rupeesInWords(MAX_RUPEES_IN_WORDS + 0.01)).toThrow(RangeError);
  });

  it("agrees with a reading of the en-IN digit groups for any amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (paise) => {
        const amount = paise / 100;
        expect(rupeesInWords(amount)).toBe(wordsFromIndianGroups(paise));
      }),
      { numRuns: 2000 },
    );
  });

  it("writes every number below a thousand as a reader would", () => {
    // Spot checks of the two-digit words the property test's reference builds on.
    expect(numberInWords(13)).toBe("Thirteen");
    expect(numberInWords(40)).toBe("Forty");
    expect(numberInWords(88)).toBe("Eighty Eight");
    expect(numberInWords(700)).toBe("Seven Hundred");
    expect(numberInWords(905)).toBe("Nine Hundred Five");
  });
});

/**
 * The reference for the property test, written apart from the module: it reads the digit groups
 * that en-IN formatting prints ("12,34,56,789": crore, lakh, thousand, then the last three digits)
 * and names the digits as text, rather than dividing by powers of ten.
 */
function wordsFromIndianGroups(paise: number): string {
  const digitWords: Record<string, string> = {
    "1": "One",
    "2": "Two",
    "3": "Three",
    "4": "Four",
    "5": "Five",
    "6": "Six",
    "7": "Seven",
    "8": "Eight",
    "9": "Nine",
  };
  const teenWords: Record<string, string> = {
    "10": "Ten",
    "11": "Eleven",
    "12": "Twelve",
    "13": "Thirteen",
    "14": "Fourteen",
    "15": "Fifteen",
    "16": "Sixteen",
    "17": "Seventeen",
    "18": "Eighteen",
    "19": "Nineteen",
  };
  const tensWords: Record<string, string> = {
    "2": "Twenty",
    "3": "Thirty",
    "4": "Forty",
    "5": "Fifty",
    "6": "Sixty",
    "7": "Seventy",
    "8": "Eighty",
    "9": "Ninety",
  };
  const twoDigits = (text: string): string[] => {
    const padded = text.padStart(2, "0");
    const [tens = "0", unit = "0"] = padded;
    if (tens === "0") return unit === "0" ? [] : [digitWords[unit] ?? "?"];
    if (tens === "1") return [teenWords[padded] ?? "?"];
    return unit === "0" ? [tensWords[tens] ?? "?"] : [tensWords[tens] ?? "?", digitWords[unit] ?? "?"];
  };
  const threeDigits = (text: string): string[] => {
    const padded = text.padStart(3, "0");
    const hundreds = padded[0] ?? "0";
    return [...(hundreds === "0" ? [] : [digitWords[hundreds] ?? "?", "Hundred"]), ...twoDigits(padded.slice(1))];
  };

  const rupees = String(Math.floor(paise / 100));
  const groups = new Intl.NumberFormat("en-IN", { useGrouping: true }).format(Number(rupees)).split(",");
  const last = groups.pop() ?? "0";
  const names = ["Thousand", "Lakh", "Crore"];
  const words: string[] = [];
  groups.reverse().forEach((group, index) => {
    const named = twoDigits(group);
    if (named.length > 0) words.unshift(...named, names[index] ?? "?");
  });
  words.push(...threeDigits(last));
  const rupeeWords = words.length === 0 ? "Zero" : words.join(" ");
  const cents = String(paise % 100);
  const centWords = twoDigits(cents).join(" ");
  if (centWords === "") return `Rupees ${rupeeWords} only`;
  return `Rupees ${rupeeWords} and ${centWords} ${cents === "1" ? "Paisa" : "Paise"} only`;
}
