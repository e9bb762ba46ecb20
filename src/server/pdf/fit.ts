import type { PDFPage } from "pdf-lib";
import type { FontPair } from "./fonts";
import { Pen, type Box, type Sizing } from "./pen";

/**
 * What is tried, in order, until the writing fits the page: as designed, then smaller down to 60 %,
 * then at 60 % with free text (names, addresses) cut to fewer and fewer lines. The settings and
 * forms bound every field, so cutting is for text far beyond them; a document is never two pages.
 */
const ATTEMPTS: Sizing[] = [
  ...[1, 0.9, 0.8, 0.7, 0.6].map((scale) => ({ scale, maxLines: Infinity })),
  ...[12, 8, 5, 3, 2, 1].map((maxLines) => ({ scale: 0.6, maxLines })),
];
const SMALLEST: Sizing = { scale: 0.6, maxLines: 1 };

/**
 * Runs `write` on `page` at the first sizing at which it fits inside `box` (at the top, or in the
 * middle when `centred`), and returns that sizing.
 */
export function writeOnOnePage(
  page: PDFPage,
  fonts: FontPair,
  box: Box,
  write: (pen: Pen) => void,
  centred = false,
): Sizing {
  let used = 0;
  const sizing =
    ATTEMPTS.find((attempt) => {
      const trial = new Pen(undefined, fonts, box, attempt);
      write(trial);
      used = trial.used;
      return trial.fits;
    }) ?? SMALLEST;
  const drop = centred ? Math.max(0, (box.top - box.bottom - used) / 2) : 0;
  write(new Pen(page, fonts, { ...box, top: box.top - drop }, sizing));
  return sizing;
}
