import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { embedFamily } from "../../src/server/pdf/fonts";
import { measurer } from "../../src/server/pdf/measure";
import { printable } from "../../src/server/pdf/printable";
import { clampLines, wrapText } from "../../src/server/pdf/wrap";

/** One unit per character: easy to reason about. */
const byLength = (text: string) => Array.from(text).length;

describe("wrapping text for a PDF", () => {
  it("breaks at spaces and keeps every line within the width", () => {
    const lines = wrapText("the quick brown fox jumps over the lazy dog", 10, byLength);
    expect(lines).toEqual(["the quick", "brown fox", "jumps over", "the lazy", "dog"]);
    for (const line of lines) expect(byLength(line)).toBeLessThanOrEqual(10);
  });

  it("starts a new line at each line break and drops blank lines and extra spaces", () => {
    expect(wrapText("  one  two\r\n\nthree\rfour\n", 20, byLength)).toEqual(["one two", "three", "four"]);
    expect(wrapText("   ", 20, byLength)).toEqual([]);
  });

  it("cuts a word wider than the line between characters", () => {
    expect(wrapText("ab abcdefghij", 4, byLength)).toEqual(["ab", "abcd", "efgh", "ij"]);
    // At least one character a line, however narrow.
    expect(wrapText("abc", 0, byLength)).toEqual(["a", "b", "c"]);
  });

  it("cuts to a number of lines, marking the cut", () => {
    const lines = ["aaaa", "bbbb", "cccc"];
    expect(clampLines(lines, 3, 4, byLength)).toBe(lines);
    expect(clampLines(lines, 2, 4, byLength)).toEqual(["aaaa", "bbb…"]);
    expect(clampLines(lines, 0, 4, byLength)).toEqual(["aaa…"]);
  });
});

describe("the embedded fonts", () => {
  it("measure as pdf-lib does, character by character", async () => {
    const document = await PDFDocument.create();
    for (const family of ["sans", "serif"] as const) {
      const fonts = await embedFamily(document, family);
      for (const font of [fonts.regular, fonts.bold]) {
        const text = "Rupees One Lakh — ₹1,18,000.00 (Śarmā, Øverby; fi ffl AV To)";
        expect(measurer(font, 11)(text)).toBeCloseTo(font.widthOfTextAtSize(text, 11), 6);
      }
    }
  });

  it("have the rupee sign and the letters of Indian names in Latin script", async () => {
    const document = await PDFDocument.create();
    const { regular } = await embedFamily(document, "sans");
    expect(printable("₹ Śrīmatī Ṛṣikā Ḍāṇḍekar Ñuñez Ștefan", regular)).toBe("₹ Śrīmatī Ṛṣikā Ḍāṇḍekar Ñuñez Ștefan");
    // Decomposed accents are composed; tabs become spaces; other scripts become "?".
    expect(printable("Jose\u0301\tमोहन", regular)).toBe("José ????");
  });
});
