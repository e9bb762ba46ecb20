import type { PDFFont } from "pdf-lib";
import { isDevanagari, isJoiner } from "./devanagari/script-runs";
import type { Typeface } from "./fonts";

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * `text` as the fonts can draw it: composed (NFC, so "e" + accent is the one accented letter the
 * font has), line breaks and no-break spaces kept for wrapText, other white space as plain spaces,
 * Devanagari the Devanagari font has (with the joiners that steer its conjuncts, after a Devanagari letter), and every other character the
 * fonts lack (another script, an emoji) as "?", rather than an empty box that would also be lost
 * from the extracted text.
 */
export function printable(text: string, face: Typeface): string {
  let known = characterSets.get(face.latin);
  if (!known) {
    known = new Set(face.latin.getCharacterSet());
    characterSets.set(face.latin, known);
  }
  const characters = known;
  const drawable = (character: string, previous: string) =>
    character === "\n" ||
    character === "\r" ||
    characters.has(character.codePointAt(0) ?? 0) ||
    (isJoiner(character) && isDevanagari(previous)) ||
    (isDevanagari(character) && face.devanagari.has(character));
  const input = Array.from(text.normalize("NFC").replace(/[^\S\r\n\u00a0]/g, " "));
  return input.map((character, index) => (drawable(character, input[index - 1] ?? "") ? character : "?")).join("");
}
