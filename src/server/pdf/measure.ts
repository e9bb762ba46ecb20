import { scriptRuns } from "./devanagari/script-runs";
import type { Typeface } from "./fonts";

const widths = new WeakMap<Typeface, Map<string, number>>();

/**
 * A width measure for `face` at `size`. Latin text: the sum of its characters' advance widths,
 * each asked of the font once, exact for our Latin fonts, which carry no kerning or ligatures
 * (scripts/fonts). Devanagari runs: their width as HarfBuzz shapes them (cached per run), since
 * conjuncts and matras are not the sum of their letters. Fast enough to wrap and fit even
 * absurdly long text many times over.
 */
export function measurer(face: Typeface, size: number): (text: string) => number {
  let known = widths.get(face);
  if (!known) {
    known = new Map();
    widths.set(face, known);
  }
  const cache = known;
  const latinWidth = (text: string) => {
    let total = 0;
    for (const character of text) {
      let width = cache.get(character);
      if (width === undefined) {
        width = face.latin.widthOfTextAtSize(character, 1000);
        cache.set(character, width);
      }
      total += width;
    }
    return total;
  };
  return (text) => {
    let total = 0;
    for (const run of scriptRuns(text)) {
      total += run.devanagari ? face.devanagari.widthOfTextAtSize(run.text, 1000) : latinWidth(run.text);
    }
    return (total * size) / 1000;
  };
}
