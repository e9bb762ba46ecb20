import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { embedFamily } from "../../src/server/pdf/fonts";
import { NOTO_SANS_DEVANAGARI_REGULAR } from "../../src/server/pdf/fonts/noto-sans-devanagari";
import { Pen } from "../../src/server/pdf/pen";
import { referenceImage, type PlacedLine, type Placement } from "../support/devanagari-reference";
import { rasterisePdf } from "../support/rasterise-pdf";

const NAMES = ["श्रीवास्तव", "त्रिपाठी", "द्विवेदी", "कृष्ण", "पृथ्वी", "सिंह", "प्रियंका"];
const PAGE = { width: 200, height: 330 };
const SIZE = 28;
const LEFT = 20;
const TOP = PAGE.height - 10;
/** Pixels a point: 4 (288 dpi), fine enough that a mark moved by a fraction of a point shows. */
const SCALE = 4;

/** The names through the real renderer (Pen, fonts.ts, devanagari/), one a line. */
async function rendererPage(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const fonts = await embedFamily(document, "sans");
  const page = document.addPage([PAGE.width, PAGE.height]);
  const pen = new Pen(
    page,
    fonts,
    { left: LEFT, right: PAGE.width - 10, top: TOP, bottom: 10 },
    { scale: 1, maxLines: 1 },
  );
  for (const name of NAMES) pen.text(name, { size: SIZE });
  return document.save();
}

/** Where Pen puts each line: the baseline a font size below its top, lines 1.3 sizes apart. */
const LINES: PlacedLine[] = NAMES.map((text, index) => ({
  text,
  x: LEFT,
  baseline: TOP - SIZE - index * SIZE * 1.3,
  size: SIZE,
}));

/**
 * How far two pictures of the same lines differ, line by line: the summed difference in grey
 * over the line's band, as a share of the reference's ink there. The worst line is returned, so
 * one misplaced mark in one name is not averaged away by six good names.
 */
function worstLineDifference(drawn: Buffer, reference: Buffer): number {
  const width = PAGE.width * SCALE;
  let worst = 0;
  for (const line of LINES) {
    const top = Math.round((PAGE.height - line.baseline - SIZE) * SCALE);
    const bottom = Math.round((PAGE.height - line.baseline + SIZE * 0.3) * SCALE);
    let difference = 0;
    let ink = 0;
    for (let offset = top * width; offset < bottom * width; offset++) {
      difference += Math.abs((drawn[offset] ?? 255) - (reference[offset] ?? 255));
      ink += 255 - (reference[offset] ?? 255);
    }
    worst = Math.max(worst, difference / ink);
  }
  return worst;
}

const reference = (placement: Placement) =>
  referenceImage(new Uint8Array(Buffer.from(NOTO_SANS_DEVANAGARI_REGULAR, "base64")), LINES, PAGE, SCALE, placement);

describe("Devanagari in a PDF, as a picture", () => {
  it("draws the names as HarfBuzz shapes and places them, and not as unpositioned glyphs", async () => {
    const drawn = await rasterisePdf(await rendererPage(), SCALE);
    const shaped = await reference("shaped");
    const unpositioned = await reference("unpositioned");
    expect(drawn.length).toBe(shaped.length);
    // Measured: about 0.12 for the renderer (edges drawn by poppler and by librsvg), 0.43 for the
    // unpositioned glyphs (the ृ under कृष्ण, and the letters after it, out of place).
    const figures = {
      rendererAgainstHarfBuzz: worstLineDifference(drawn, shaped),
      unpositionedAgainstHarfBuzz: worstLineDifference(unpositioned, shaped),
      rendererAgainstUnpositioned: worstLineDifference(drawn, unpositioned),
    };
    console.log(
      `devanagari picture: worst line differs ${figures.rendererAgainstHarfBuzz.toFixed(3)} from HarfBuzz's own drawing ` +
        `(unpositioned glyphs: ${figures.unpositionedAgainstHarfBuzz.toFixed(3)}; renderer against them: ${figures.rendererAgainstUnpositioned.toFixed(3)})`,
    );
    expect(figures.rendererAgainstHarfBuzz).toBeLessThan(0.2);
    expect(figures.unpositionedAgainstHarfBuzz).toBeGreaterThan(0.3);
    expect(figures.rendererAgainstUnpositioned).toBeGreaterThan(0.3);
  });
});
