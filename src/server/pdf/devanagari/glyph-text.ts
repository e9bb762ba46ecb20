import { isJoiner } from "./script-runs";

/**
 * Text that PDF.js skips (a format character, Unicode category Cf): for a glyph with no letter of
 * its own, such as the second piece HarfBuzz makes of ई.
 */
export const NO_TEXT = "\u2060";

/**
 * The text each glyph of a shaped run stands for in the font's ToUnicode map. A reader joins
 * glyphs' texts in drawing order, and HarfBuzz draws a cluster's glyphs reordered (ि before its
 * consonant, a reph after it): so within a cluster the glyphs take its letters in logical order,
 * one each and the rest on the last, and the whole cluster reads back as written. Joiners are
 * left out: they steer the shape, not the text.
 */
export function glyphTexts(text: string, glyphs: readonly { cluster: number }[]): string[] {
  const texts: string[] = [];
  let start = 0;
  while (start < glyphs.length) {
    const cluster = glyphs[start]?.cluster ?? 0;
    let end = start;
    while (end < glyphs.length && glyphs[end]?.cluster === cluster) end++;
    const next = glyphs[end]?.cluster ?? text.length;
    const letters = Array.from(text.slice(cluster, next)).filter((character) => !isJoiner(character));
    for (let index = start; index < end; index++) {
      const isLast = index === end - 1;
      const own = index - start;
      texts.push((isLast ? letters.slice(own).join("") : (letters[own] ?? "")) || NO_TEXT);
    }
    start = end;
  }
  return texts;
}
