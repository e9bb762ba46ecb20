import type { PDFDocument, PDFObject, PDFOperator, PDFPage, RGB } from "pdf-lib";
import { pdfLib } from "../libraries";
import { CidFontObjects, type CodeEntry } from "./cid-font";
import { glyphTexts } from "./glyph-text";
import { createShaper, type ShapedGlyph, type Shaper } from "./harfbuzz";

const shapers = new WeakMap<Uint8Array, Shaper>();

/** HarfBuzz for these font bytes, made once per process (the bytes are decoded once too: fonts.ts). */
function shaperFor(bytes: Uint8Array): Shaper {
  let shaper = shapers.get(bytes);
  if (!shaper) {
    shaper = createShaper(bytes);
    shapers.set(bytes, shaper);
  }
  return shaper;
}

interface ShapedRun {
  glyphs: ShapedGlyph[];
  /** In thousandths of the font size. */
  width: number;
}

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  color?: RGB;
}

/**
 * A font whose text HarfBuzz shapes (conjuncts, matras, reph, nukta) and which draws the glyphs
 * where HarfBuzz puts them: pdf-lib would take the glyphs and drop their positions
 * (docs/decisions/devanagari-text.md). Embedded in a document only when something is drawn in it.
 */
export class ShapedFont {
  private readonly runs = new Map<string, ShapedRun>();
  private readonly codes = new Map<string, number>();
  private readonly entries: CodeEntry[] = [];
  private readonly objects: CidFontObjects;

  constructor(
    document: PDFDocument,
    private readonly bytes: Uint8Array,
    private readonly name: string,
  ) {
    this.objects = new CidFontObjects(document.context, bytes, name);
  }

  private get shaper(): Shaper {
    return shaperFor(this.bytes);
  }

  /** True when the font has a glyph of its own for the character. */
  has(character: string): boolean {
    return this.shaper.has(character.codePointAt(0) ?? 0);
  }

  /** The shaped width of `text` at `size`. */
  widthOfTextAtSize(text: string, size: number): number {
    return (this.shaped(text).width * size) / 1000;
  }

  /** Draws `text` with its left end of the baseline at (x, y). */
  draw(page: PDFPage, text: string, { x, y, size, color }: DrawOptions): void {
    const { glyphs } = this.shaped(text);
    const texts = glyphTexts(text, glyphs);
    const scale = 1000 / this.shaper.unitsPerEm;
    const codes = glyphs.map((glyph, index) => this.code(glyph.glyph, texts[index] ?? ""));
    const key = page.node.newFontDictionary(this.name, this.objects.write(this.entries));

    const {
      beginText,
      endText,
      moveText,
      PDFHexString,
      PDFOperator,
      PDFOperatorNames,
      popGraphicsState,
      pushGraphicsState,
      setFillingColor,
      setFontAndSize,
      setTextRise,
    } = pdfLib();
    const operators: PDFOperator[] = [pushGraphicsState(), beginText()];
    if (color) operators.push(setFillingColor(color));
    operators.push(setFontAndSize(key, size), moveText(x, y));
    // TJ moves left by a number: each glyph is shifted by its offset, then the pen moves on by
    // HarfBuzz's advance instead of the glyph's own width. A vertical offset needs a text rise.
    let shown: PDFObject[] = [];
    let rise = 0;
    const flush = () => {
      if (shown.length > 0)
        operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [page.doc.context.obj(shown)]));
      shown = [];
    };
    glyphs.forEach((glyph, index) => {
      const code = codes[index] ?? 0;
      const width = this.entries[code - 1]?.width ?? 0;
      const offset = glyph.xOffset * scale;
      const glyphRise = (glyph.yOffset * scale * size) / 1000;
      if (glyphRise !== rise) {
        flush();
        operators.push(setTextRise(glyphRise));
        rise = glyphRise;
      }
      if (offset !== 0) shown.push(page.doc.context.obj(-offset));
      shown.push(PDFHexString.of(code.toString(16).padStart(4, "0")));
      const rest = glyph.xAdvance * scale - offset - width;
      if (rest !== 0) shown.push(page.doc.context.obj(-rest));
    });
    flush();
    operators.push(endText(), popGraphicsState());
    page.pushOperators(...operators);
  }

  private shaped(text: string): ShapedRun {
    let run = this.runs.get(text);
    if (!run) {
      const glyphs = this.shaper.shape(text);
      const advance = glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0);
      run = { glyphs, width: (advance * 1000) / this.shaper.unitsPerEm };
      this.runs.set(text, run);
    }
    return run;
  }

  /** The code drawing `glyph` as `text`: one per pair, numbered from 1 in the order first drawn. */
  private code(glyph: number, text: string): number {
    const key = `${glyph} ${text}`;
    let code = this.codes.get(key);
    if (code === undefined) {
      const width = (this.shaper.advance(glyph) * 1000) / this.shaper.unitsPerEm;
      this.entries.push({ glyph, width, text });
      code = this.entries.length;
      this.codes.set(key, code);
    }
    return code;
  }
}
