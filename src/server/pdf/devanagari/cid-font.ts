import { deflateSync } from "node:zlib";
import type { PDFContext, PDFRef } from "pdf-lib";
import { fontkit, pdfLib } from "../libraries";

/** A code the content stream draws: the glyph it shows, its width and the text it stands for. */
export interface CodeEntry {
  glyph: number;
  /** In thousandths of the font size, as the PDF's widths are. */
  width: number;
  text: string;
}

/** Symbolic: the font's glyphs are outside the standard Latin set. */
const SYMBOLIC = 4;
/** A CMap's bfchar block may hold no more than 100 entries. */
const BLOCK = 100;

/**
 * The PDF objects of a TrueType font drawn by codes of our own (Type0, Identity-H): code n shows
 * `entries[n - 1].glyph`, through a CIDToGIDMap, and reads back as its text through ToUnicode. A
 * code per glyph and text, rather than the glyph id itself, because one glyph can stand for
 * different text in different words. Written again after each drawing, under the same
 * references, so the document always holds every code drawn so far; nothing is written for a
 * document with no Devanagari.
 */
export class CidFontObjects {
  private refs?: { font: PDFRef; cidFont: PDFRef; gids: PDFRef; toUnicode: PDFRef; descriptor: PDFRef };

  constructor(
    private readonly context: PDFContext,
    private readonly bytes: Uint8Array,
    private readonly name: string,
  ) {}

  /** Writes the font for `entries` and returns its reference; the font file goes in on the first call only. */
  write(entries: readonly CodeEntry[]): PDFRef {
    const context = this.context;
    const refs = (this.refs ??= {
      font: context.nextRef(),
      cidFont: context.nextRef(),
      gids: context.nextRef(),
      toUnicode: context.nextRef(),
      descriptor: context.register(this.descriptor()),
    });
    const gids = new Uint8Array(2 * (entries.length + 1));
    entries.forEach((entry, index) => {
      gids[2 * (index + 1)] = entry.glyph >> 8;
      gids[2 * (index + 1) + 1] = entry.glyph & 0xff;
    });
    context.assign(refs.gids, context.flateStream(gids));
    context.assign(refs.toUnicode, context.flateStream(toUnicodeCMap(entries)));
    context.assign(
      refs.cidFont,
      context.obj({
        Type: "Font",
        Subtype: "CIDFontType2",
        BaseFont: this.name,
        CIDSystemInfo: {
          Registry: pdfLib().PDFString.of("Adobe"),
          Ordering: pdfLib().PDFString.of("Identity"),
          Supplement: 0,
        },
        FontDescriptor: refs.descriptor,
        W: [1, entries.map((entry) => entry.width)],
        CIDToGIDMap: refs.gids,
      }),
    );
    context.assign(
      refs.font,
      context.obj({
        Type: "Font",
        Subtype: "Type0",
        BaseFont: this.name,
        Encoding: "Identity-H",
        DescendantFonts: [refs.cidFont],
        ToUnicode: refs.toUnicode,
      }),
    );
    return refs.font;
  }

  private descriptor() {
    const font = fontkit().create(this.bytes);
    const scale = 1000 / font.unitsPerEm;
    const { minX, minY, maxX, maxY } = font.bbox;
    return this.context.obj({
      Type: "FontDescriptor",
      FontName: this.name,
      Flags: SYMBOLIC,
      FontBBox: [minX * scale, minY * scale, maxX * scale, maxY * scale],
      ItalicAngle: font.italicAngle,
      Ascent: font.ascent * scale,
      Descent: font.descent * scale,
      CapHeight: (font.capHeight || font.ascent) * scale,
      StemV: 0,
      FontFile2: this.context.register(
        this.context.stream(compressed(this.bytes), { Filter: "FlateDecode", Length1: this.bytes.length }),
      ),
    });
  }
}

const compressedFonts = new WeakMap<Uint8Array, Uint8Array>();

/** The font file deflated once per process: compressing 160 KB again for every document takes 0.2 s. */
function compressed(bytes: Uint8Array): Uint8Array {
  let deflated = compressedFonts.get(bytes);
  if (!deflated) {
    deflated = new Uint8Array(deflateSync(bytes));
    compressedFonts.set(bytes, deflated);
  }
  return deflated;
}

function hex(value: number): string {
  return value.toString(16).padStart(4, "0");
}

function utf16Hex(text: string): string {
  return Array.from({ length: text.length }, (_, index) => hex(text.charCodeAt(index))).join("");
}

/** The ToUnicode CMap: code n reads as `entries[n - 1].text`. */
function toUnicodeCMap(entries: readonly CodeEntry[]): string {
  const blocks: string[] = [];
  for (let first = 0; first < entries.length; first += BLOCK) {
    const block = entries.slice(first, first + BLOCK);
    const lines = block.map((entry, index) => `<${hex(first + index + 1)}> <${utf16Hex(entry.text)}>`);
    blocks.push(`${block.length} beginbfchar\n${lines.join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <ffff>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}
