import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A piece of text as the PDF places it: from x, `width` wide, on the baseline y. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  width: number;
}

export interface ReadPdf {
  pageCount: number;
  /** The first page's size in points. */
  width: number;
  height: number;
  /** The first page's text, a line per baseline from the top, pieces on one line joined by a space. */
  lines: string[];
  /** All of it on one line, white space collapsed: for finding text that wraps. */
  flat: string;
  pieces: PlacedText[];
}

/** Reads a PDF back with PDF.js, as a reader's copy and paste or a search engine would. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // PDF.js takes its input over (detaching the buffer): give it a copy.
  const document = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  try {
    const page = await document.getPage(1);
    const [left = 0, bottom = 0, right = 0, top = 0] = page.view;
    const content = await page.getTextContent();
    const pieces: PlacedText[] = [];
    for (const item of content.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      pieces.push({ text: item.str, x: Number(item.transform[4]), y: Number(item.transform[5]), width: item.width });
    }
    const rows = new Map<number, PlacedText[]>();
    for (const piece of pieces) {
      const key = Math.round(piece.y);
      rows.set(key, [...(rows.get(key) ?? []), piece]);
    }
    const lines = [...rows.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, row]) =>
        row
          .sort((a, b) => a.x - b.x)
          .map((piece) => piece.text.trim())
          .join(" "),
      );
    return {
      pageCount: document.numPages,
      width: right - left,
      height: top - bottom,
      lines,
      flat: lines.join(" ").replace(/\s+/g, " "),
      pieces,
    };
  } finally {
    await document.destroy();
  }
}
