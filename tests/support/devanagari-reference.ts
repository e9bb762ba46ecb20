import * as harfbuzz from "harfbuzzjs";
import sharp from "sharp";

/** Where a line of text stands, in points from the page's bottom left corner. */
export interface PlacedLine {
  text: string;
  x: number;
  baseline: number;
  size: number;
}

/**
 * How the glyphs are placed: as HarfBuzz positions them ("shaped"), or HarfBuzz's glyphs each
 * moved on by its own advance width with no offsets, as pdf-lib places what fontkit gives it
 * ("unpositioned", pdf-lib issue #1409).
 */
export type Placement = "shaped" | "unpositioned";

/**
 * `lines` drawn apart from the renderer: shaped by harfbuzzjs's own build, each glyph's outline
 * an SVG path, rasterised by sharp (librsvg) to a grey image of `scale` pixels a point.
 */
export async function referenceImage(
  fontBytes: Uint8Array,
  lines: PlacedLine[],
  page: { width: number; height: number },
  scale: number,
  placement: Placement,
): Promise<Buffer> {
  const face = new harfbuzz.Face(new harfbuzz.Blob(fontBytes));
  const font = new harfbuzz.Font(face);
  const paths: string[] = [];
  for (const line of lines) {
    const buffer = new harfbuzz.Buffer();
    buffer.addText(line.text);
    buffer.guessSegmentProperties();
    harfbuzz.shape(font, buffer);
    const unit = line.size / face.upem;
    let pen = 0;
    for (const glyph of buffer.getGlyphInfosAndPositions()) {
      const shaped = placement === "shaped";
      const x = line.x + (pen + (shaped ? (glyph.xOffset ?? 0) : 0)) * unit;
      const y = page.height - line.baseline - (shaped ? (glyph.yOffset ?? 0) : 0) * unit;
      paths.push(
        `<path transform="translate(${x} ${y}) scale(${unit} ${-unit})" d="${font.glyphToPath(glyph.codepoint)}"/>`,
      );
      pen += shaped ? (glyph.xAdvance ?? 0) : font.glyphHAdvance(glyph.codepoint);
    }
  }
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width * scale}" height="${page.height * scale}"`,
    ` viewBox="0 0 ${page.width} ${page.height}"><rect width="100%" height="100%" fill="#fff"/>`,
    `<g fill="#000">${paths.join("")}</g></svg>`,
  ].join("");
  return sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).toColourspace("b-w").raw().toBuffer();
}
