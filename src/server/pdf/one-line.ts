import type { Typeface } from "./fonts";
import { measurer } from "./measure";
import { printable } from "./printable";

/**
 * The size, from `largest` down to `smallest`, at which `text` fits `width` on one line: a name
 * shrinks to stay whole on its line. Below `smallest` it would be too small to read, so a longer
 * text keeps that size and wraps (and is clamped) as any other. Rounded down to a tenth of a point.
 */
export function oneLineSize(
  text: string,
  face: Typeface,
  width: number,
  { largest, smallest }: { largest: number; smallest: number },
): number {
  const widthAtOnePoint = measurer(face, 1)(printable(text, face));
  if (widthAtOnePoint === 0) return largest;
  return Math.max(smallest, Math.min(largest, Math.floor((width / widthAtOnePoint) * 10) / 10));
}
