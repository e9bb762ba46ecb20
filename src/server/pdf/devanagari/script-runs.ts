/** A stretch of a line in one font: Devanagari, or everything else (the Latin font's). */
export interface ScriptRun {
  text: string;
  devanagari: boolean;
}

/** The Devanagari block: what the Devanagari font carries (scripts/fonts/devanagari-font.ts). */
export function isDevanagari(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code >= 0x900 && code <= 0x97f;
}

/** Zero-width (non-)joiners steer the conjunct they sit in, so they stay with the Devanagari before them. */
const JOINERS = new Set(["\u200c", "\u200d"]);

/**
 * `text` cut where the script changes. Spaces and punctuation go to the Latin font, so a run is
 * at most a word: HarfBuzz shapes it once and the width is cached for every line it is tried on.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const character of text) {
    const last = runs.at(-1);
    const devanagari = isDevanagari(character) || (JOINERS.has(character) && last?.devanagari === true);
    if (last?.devanagari === devanagari) last.text += character;
    else runs.push({ text: character, devanagari });
  }
  return runs;
}

export function isJoiner(character: string): boolean {
  return JOINERS.has(character);
}
