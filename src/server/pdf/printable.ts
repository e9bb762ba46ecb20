import type { PDFFont } from "pdf-lib";

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * `text` as the font can draw it: composed (NFC, so "e" + accent is the one accented letter the
 * font has), line breaks kept for wrapText, other white space as plain spaces, and every
 * character the font lacks (another script, an emoji) as "?", rather than an empty box that would
 * also be lost from the extracted text.
 */
export function printable(text: string, font: PDFFont): string {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  const characters = known;
  return Array.from(text.normalize("NFC").replace(/[^\S\r\n]/g, " "), (character) =>
    character === "\n" || character === "\r" || characters.has(character.codePointAt(0) ?? 0) ? character : "?",
  ).join("");
}
