import type { PDFFont } from "pdf-lib";

const widths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * A width measure for `font` at `size`: the sum of its characters' advance widths, each asked of
 * the font once. Exact for our fonts, which carry no kerning or ligatures (scripts/fonts), and
 * fast enough to wrap and fit even absurdly long text many times over.
 */
export function measurer(font: PDFFont, size: number): (text: string) => number {
  let known = widths.get(font);
  if (!known) {
    known = new Map();
    widths.set(font, known);
  }
  const cache = known;
  return (text) => {
    let total = 0;
    for (const character of text) {
      let width = cache.get(character);
      if (width === undefined) {
        width = font.widthOfTextAtSize(character, 1000);
        cache.set(character, width);
      }
      total += width;
    }
    return (total * size) / 1000;
  };
}
