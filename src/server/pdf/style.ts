import { rgb } from "pdf-lib";

/** The colours receipts and certificates share: near-black text, grey labels, the society's green. */
export const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.38, 0.38, 0.38);
export const ACCENT = rgb(0.12, 0.36, 0.22);
export const HAIRLINE = rgb(0.75, 0.75, 0.75);
