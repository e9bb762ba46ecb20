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

  it("never breaks at a no-break space, and keeps it in the line", () => {
    expect(wrapText("export tax (LUT\u00a0AD09) end", 12, byLength)).toEqual(["export tax", "(LUT\u00a0AD09)", "end"]);
    // Words joined by no-break spaces are one word: cut between characters only if wider than the line.
    expect(wrapText("ab cd\u00a0ef", 3, byLength)).toEqual(["ab", "cd\u00a0", "ef"]);
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
      for (const face of [fonts.regular, fonts.bold]) {
        const text = "Rupees One Lakh — ₹1,18,000.00 (Śarmā, Øverby; fi ffl AV To)";
        expect(measurer(face, 11)(text)).toBeCloseTo(face.latin.widthOfTextAtSize(text, 11), 6);
      }
    }
  });

  it("have the rupee sign and the letters of Indian names in Latin script", async () => {
    const document = await PDFDocument.create();
    const { regular } = await embedFamily(document, "sans");
    expect(printable("₹ Śrīmatī Ṛṣikā Ḍāṇḍekar Ñuñez Ștefan", regular)).toBe("₹ Śrīmatī Ṛṣikā Ḍāṇḍekar Ñuñez Ștefan");
    // Decomposed accents are composed; tabs become spaces; other scripts become "?".
    expect(printable("Jose\u0301\tதமிழ்", regular)).toBe("José ?????");
  });

  it("keep Devanagari, its joiners after a Devanagari letter, and nothing else of other scripts", async () => {
    const document = await PDFDocument.create();
    const { regular } = await embedFamily(document, "sans");
    expect(printable("Dr. सिंह, क्\u200dष मोहन 😀", regular)).toBe("Dr. सिंह, क्\u200dष मोहन ?");
    expect(printable("a\u200db", regular)).toBe("a?b");
  });

  it("measure Devanagari as shaped, not letter by letter, and mixed text run by run", async () => {
    const document = await PDFDocument.create();
    const { regular } = await embedFamily(document, "sans");
    const measure = measurer(regular, 10);
    const shaped = regular.devanagari.widthOfTextAtSize("श्रीवास्तव", 10);
    expect(measure("श्रीवास्तव")).toBeCloseTo(shaped, 6);
    // The conjuncts are narrower than their letters side by side.
    const letters = Array.from("श्रीवास्तव").reduce((sum, letter) => sum + measure(letter), 0);
    expect(shaped).toBeLessThan(letters);
    expect(measure("Dr. सिंह, Lucknow")).toBeCloseTo(
      measure("Dr. ") + regular.devanagari.widthOfTextAtSize("सिंह", 10) + measure(", Lucknow"),
      6,
    );
  });

  it("wraps Devanagari between whole syllables, never inside a conjunct", () => {
    const byCharacters = (text: string) => Array.from(text).length;
    expect(wrapText("श्रीवास्तव", 3, byCharacters)).toEqual(["श्री", "वा", "स्त", "व"]);
  });
});
