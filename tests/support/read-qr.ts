import jsQR from "jsqr";
import { PNG } from "pngjs";

/** The text a PNG's QR code holds (what a phone's camera reads), or null when none is found. */
export function readQrPng(bytes: Uint8Array): string | null {
  const image = PNG.sync.read(Buffer.from(bytes));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
