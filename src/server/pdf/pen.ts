import type { PDFPage, RGB } from "pdf-lib";
import { scriptRuns } from "./devanagari/script-runs";
import type { FontPair, Typeface } from "./fonts";
import { measurer } from "./measure";
import { printable } from "./printable";
import { clampLines, wrapText } from "./wrap";

/** The writing area of a page, in points from its bottom left corner. */
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** How large everything is written (1 = as designed) and how many lines a clampable text may take. */
export interface Sizing {
  scale: number;
  maxLines: number;
}

export interface TextStyle {
  /** In points at scale 1. */
  size: number;
  bold?: boolean;
  color?: RGB;
  align?: "left" | "center" | "right";
  /** The text's column; the whole box by default. */
  x?: number;
  width?: number;
  /** Free text (a name, an address) that may be cut short when nothing else makes the page fit. */
  clamp?: boolean;
}

export interface Cell extends TextStyle {
  text: string;
}

/** Line height and the baseline's drop below a line's top, as parts of the font size. */
const LINE_HEIGHT = 1.3;
const ASCENT = 1.0;

/**
 * Writes down a page from the top, wrapping text to its column. Without a page it only measures:
 * the same drawing code runs once to find a size at which everything fits, then again to draw.
 */
export class Pen {
  private y: number;

  constructor(
    private readonly page: PDFPage | undefined,
    private readonly fonts: FontPair,
    readonly box: Box,
    private readonly sizing: Sizing,
  ) {
    this.y = box.top;
  }

  /** True while everything written so far is inside the box. */
  get fits(): boolean {
    return this.y >= this.box.bottom;
  }

  /** The height written so far. */
  get used(): number {
    return this.box.top - this.y;
  }

  get width(): number {
    return this.box.right - this.box.left;
  }

  text(text: string, style: TextStyle): void {
    this.row([{ text, ...style }]);
  }

  /** Cells side by side from the same top; the pen moves below the tallest. */
  row(cells: Cell[]): void {
    let height = 0;
    for (const cell of cells) {
      const font = cell.bold ? this.fonts.bold : this.fonts.regular;
      const size = cell.size * this.sizing.scale;
      const x = cell.x ?? this.box.left;
      const width = cell.width ?? this.box.right - x;
      const measure = measurer(font, size);
      const wrapped = wrapText(printable(cell.text, font), width, measure);
      const lines = cell.clamp ? clampLines(wrapped, this.sizing.maxLines, width, measure) : wrapped;
      lines.forEach((line, index) => {
        const lineWidth = measure(line);
        const offset =
          cell.align === "right" ? width - lineWidth : cell.align === "center" ? (width - lineWidth) / 2 : 0;
        const baseline = this.y - size * ASCENT - index * size * LINE_HEIGHT;
        if (this.page) drawLine(this.page, line, font, { x: x + offset, y: baseline, size, color: cell.color });
      });
      height = Math.max(height, lines.length * size * LINE_HEIGHT);
    }
    this.y -= height;
  }

  gap(points: number): void {
    this.y -= points * this.sizing.scale;
  }

  /** A horizontal line across the box (or from `x` for `width`). */
  rule(options: { thickness: number; color: RGB; x?: number; width?: number }): void {
    const x = options.x ?? this.box.left;
    const width = options.width ?? this.box.right - x;
    const y = this.y - options.thickness / 2;
    this.page?.drawLine({
      start: { x, y },
      end: { x: x + width, y },
      thickness: options.thickness,
      color: options.color,
    });
    this.y -= options.thickness;
  }
}

/** A line run by run: Latin through pdf-lib, Devanagari shaped (devanagari/shaped-font.ts). */
function drawLine(
  page: PDFPage,
  line: string,
  face: Typeface,
  { x, y, size, color }: { x: number; y: number; size: number; color?: RGB | undefined },
): void {
  const measure = measurer(face, size);
  let left = x;
  for (const run of scriptRuns(line)) {
    const at = { x: left, y, size, ...(color && { color }) };
    if (run.devanagari) face.devanagari.draw(page, run.text, at);
    else page.drawText(run.text, { ...at, font: face.latin });
    left += measure(run.text);
  }
}
