import type { PDFDocument, PDFFont } from "pdf-lib";
import { ShapedFont } from "./devanagari/shaped-font";
import { loadPdfLibraries } from "./libraries";
import { NOTO_SANS_BOLD, NOTO_SANS_REGULAR } from "./fonts/noto-sans";
import { NOTO_SANS_DEVANAGARI_BOLD, NOTO_SANS_DEVANAGARI_REGULAR } from "./fonts/noto-sans-devanagari";
import { NOTO_SERIF_BOLD, NOTO_SERIF_REGULAR } from "./fonts/noto-serif";

/** One weight: the Latin font, and the Devanagari font for runs in that script (devanagari/). */
export interface Typeface {
  latin: PDFFont;
  devanagari: ShapedFont;
}

/** A family's two weights, embedded in one document. */
export interface FontPair {
  regular: Typeface;
  bold: Typeface;
}

/**
 * The fonts travel as base64 modules rather than files, so a function bundle carries them with no
 * path to resolve (docs/decisions/pdf-documents.md). Decoded once per process. Both families
 * write Devanagari in Noto Sans Devanagari (docs/decisions/devanagari-text.md).
 */
const FAMILIES = {
  sans: { name: "NotoSans", regular: NOTO_SANS_REGULAR, bold: NOTO_SANS_BOLD },
  serif: { name: "NotoSerif", regular: NOTO_SERIF_REGULAR, bold: NOTO_SERIF_BOLD },
} as const;
export type FontFamily = keyof typeof FAMILIES;

const decoded = new Map<string, Uint8Array>();
function bytesOf(base64: string): Uint8Array {
  let bytes = decoded.get(base64);
  if (!bytes) {
    bytes = new Uint8Array(Buffer.from(base64, "base64"));
    decoded.set(base64, bytes);
  }
  return bytes;
}

/**
 * Embeds the family, subset to the glyphs the document uses. The names carry a fixed subset tag
 * where pdf-lib would add a random suffix, so the same receipt always gives the same bytes. The
 * Devanagari fonts go into the document only if it draws Devanagari.
 */
export async function embedFamily(document: PDFDocument, family: FontFamily): Promise<FontPair> {
  const { fontkit } = await loadPdfLibraries();
  document.registerFontkit(fontkit);
  const { name, regular, bold } = FAMILIES[family];
  const [regularFont, boldFont] = await Promise.all([
    document.embedFont(bytesOf(regular), { subset: true, customName: `AAAAAA+${name}-Regular` }),
    document.embedFont(bytesOf(bold), { subset: true, customName: `AAAAAB+${name}-Bold` }),
  ]);
  return {
    regular: {
      latin: regularFont,
      devanagari: new ShapedFont(document, bytesOf(NOTO_SANS_DEVANAGARI_REGULAR), "AAAAAC+NotoSansDevanagari-Regular"),
    },
    bold: {
      latin: boldFont,
      devanagari: new ShapedFont(document, bytesOf(NOTO_SANS_DEVANAGARI_BOLD), "AAAAAD+NotoSansDevanagari-Bold"),
    },
  };
}
