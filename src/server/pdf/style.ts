import type { RGB } from "pdf-lib";

/**
 * pdf-lib's `rgb()` without loading pdf-lib (libraries.ts): a colour is plain data, and these are
 * made when the module loads.
 */
const rgb = (red: number, green: number, blue: number): RGB => ({ type: RGB_TYPE, red, green, blue });
/** pdf-lib's `ColorTypes.RGB`: its value is this string, and importing the enum would load pdf-lib. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
const RGB_TYPE = "RGB" as RGB["type"];

/** The colours receipts and certificates share: near-black text, grey labels, the society's green. */
export const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.38, 0.38, 0.38);
export const ACCENT = rgb(0.12, 0.36, 0.22);
export const HAIRLINE = rgb(0.75, 0.75, 0.75);
