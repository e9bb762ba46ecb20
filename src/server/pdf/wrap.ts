/**
 * Greedy line breaking: `text` in lines no wider than `width` (as `measure` finds them). Breaks at
 * spaces, never at a no-break space (U+00A0); a line break in the text starts a new line; a word wider than the line is cut between
 * characters (user-perceived ones: a Devanagari conjunct with its matras stays whole). Blank lines
 * are dropped. Never returns an empty list for text that has a character.
 */
export function wrapText(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = "";
    for (const word of paragraph.split(/[^\S\u00a0]+/).filter((part) => part !== "")) {
      const joined = line === "" ? word : `${line} ${word}`;
      if (measure(joined) <= width) {
        line = joined;
        continue;
      }
      if (line !== "") lines.push(line);
      const pieces = cutWord(word, width, measure);
      line = pieces.pop() ?? "";
      lines.push(...pieces);
    }
    if (line !== "") lines.push(line);
  }
  return lines;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** `text` in user-perceived characters (grapheme clusters). */
function characters(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/** A word in pieces that each fit (one character at least per piece, however narrow the line). */
function cutWord(word: string, width: number, measure: (line: string) => number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const character of characters(word)) {
    if (piece !== "" && measure(piece + character) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += character;
  }
  if (piece !== "") pieces.push(piece);
  return pieces;
}

/** `lines` cut to `max`, the last one kept ending in "…" within `width` when any were dropped. */
export function clampLines(lines: string[], max: number, width: number, measure: (line: string) => number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, Math.max(1, max));
  let last = kept.pop() ?? "";
  while (last !== "" && measure(`${last}…`) > width) last = characters(last).slice(0, -1).join("");
  kept.push(`${last.trimEnd()}…`);
  return kept;
}
