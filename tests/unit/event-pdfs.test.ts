import { PDFDocument, PDFDict, PDFName, PDFStream } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import {
  BADGES_PER_PAGE,
  renderBadgeSheetPdf,
  type Badge,
  type BadgeSheetInput,
} from "../../src/server/pdf/badge-sheet";
import {
  renderParticipationCertificatePdf,
  type ParticipationCertificateInput,
} from "../../src/server/pdf/participation-certificate";
import { readPdf, type PlacedText } from "../support/pdf-text";

const SOCIETY = "Society for Scientific Development in Agriculture and Technology";
const TITLE = "National Symposium on Climate-Resilient Agriculture";

const attendee: ParticipationCertificateInput = {
  societyName: SOCIETY,
  name: "Dr. Asha Verma",
  institution: "Example Institute of Sugarcane Research, Lucknow",
  eventTitle: TITLE,
  eventDates: "12–14 February 2027",
  venue: "Lucknow",
  reference: "EVT-K7QM-2345",
  day: "2027-02-14",
};

/** Landscape A4 in points. */
const LANDSCAPE = { width: 841.89, height: 595.28 };
const A4 = { width: 595.28, height: 841.89 };

/** A piece of text and its font size (PDF.js's height for unrotated text). */
interface SizedText extends PlacedText {
  height: number;
}

/**
 * Every page's pieces of text (readPdf reads the first page only), spaces kept as the pieces they
 * are: a Devanagari run and the Latin after it ("डॉ" and ".") are two pieces with nothing between.
 */
async function readPages(bytes: Uint8Array): Promise<SizedText[][]> {
  const document = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  try {
    const pages: SizedText[][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items.flatMap((item) =>
          "str" in item && item.str !== ""
            ? [
                {
                  text: item.str,
                  x: Number(item.transform[4]),
                  y: Number(item.transform[5]),
                  width: item.width,
                  height: item.height,
                },
              ]
            : [],
        ),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The pieces as lines from the top, each line's pieces joined as they are drawn, white space collapsed. */
function linesOf(pieces: readonly PlacedText[]): string[] {
  const rows = new Map<number, PlacedText[]>();
  for (const piece of pieces) rows.set(Math.round(piece.y), [...(rows.get(Math.round(piece.y)) ?? []), piece]);
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((piece) => piece.text)
        .join("")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((line) => line !== "");
}

/** The size the piece of text that is exactly `text` is drawn at. */
const sizeOf = (pieces: readonly SizedText[] | undefined, text: string) =>
  pieces?.find((piece) => piece.text === text)?.height;

async function certificate(changes: Partial<ParticipationCertificateInput> = {}) {
  const bytes = await renderParticipationCertificatePdf({ ...attendee, ...changes });
  return { bytes, pdf: await readPdf(bytes) };
}

/** Every piece of text inside the certificate's inner frame (34 pt from each edge). */
function expectInsideFrame(pieces: PlacedText[]) {
  for (const piece of pieces) {
    expect(piece.x, piece.text).toBeGreaterThanOrEqual(34);
    expect(piece.x + piece.width, piece.text).toBeLessThanOrEqual(LANDSCAPE.width - 34);
    expect(piece.y, piece.text).toBeGreaterThanOrEqual(34);
    expect(piece.y, piece.text).toBeLessThanOrEqual(LANDSCAPE.height - 34);
  }
}

describe("a participation certificate PDF", () => {
  it("is one landscape A4 page with the name, the event and the reference as text", async () => {
    const { bytes, pdf } = await certificate();
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expect(pdf.pageCount).toBe(1);
    expect(pdf.width).toBeCloseTo(LANDSCAPE.width, 2);
    expect(pdf.height).toBeCloseTo(LANDSCAPE.height, 2);
    expect(pdf.lines).toEqual([
      SOCIETY,
      "Certificate of Participation",
      "This is to certify that",
      "Dr. Asha Verma",
      "of Example Institute of Sugarcane Research, Lucknow",
      "participated in",
      TITLE,
      "held at Lucknow, 12–14 February 2027.",
      "Reference EVT-K7QM-2345",
      "This certificate is computer-generated.",
    ]);
    expectInsideFrame(pdf.pieces);
    expect(bytes.length).toBeLessThan(40_000);
  });

  it("gives the same bytes each time, with the document's own day and properties", async () => {
    const [first, again] = await Promise.all([1, 2].map(() => renderParticipationCertificatePdf(attendee)));
    expect(Buffer.from(again ?? []).equals(Buffer.from(first ?? []))).toBe(true);
    const properties = await PDFDocument.load(first ?? new Uint8Array(), { updateMetadata: false });
    expect(properties.getTitle()).toBe("Participation certificate EVT-K7QM-2345");
    expect(properties.getAuthor()).toBe(SOCIETY);
    expect(properties.getCreationDate()?.toISOString()).toBe("2027-02-14T06:30:00.000Z");
  });

  it("writes a Devanagari name and institution as text that reads back", async () => {
    const name = "डॉ. अनीता शर्मा";
    const { bytes, pdf } = await certificate({ name, institution: "लखनऊ विश्वविद्यालय" });
    expect(pdf.pageCount).toBe(1);
    const [page = []] = await readPages(bytes);
    expect(linesOf(page)).toEqual(expect.arrayContaining([name, "of लखनऊ विश्वविद्यालय"]));
    expect(pdf.flat).not.toContain("?");
    expectInsideFrame(pdf.pieces);
    // The whole Devanagari font goes in: docs/decisions/devanagari-text.md.
    expect(bytes.length).toBeLessThan(200_000);
  });

  it("leaves out the institution and whatever of the venue and dates is missing", async () => {
    const { pdf } = await certificate({ institution: "  ", venue: "" });
    expect(pdf.lines.slice(3, 7)).toEqual(["Dr. Asha Verma", "participated in", TITLE, "12–14 February 2027"]);
    const venueOnly = await certificate({ eventDates: "" });
    expect(venueOnly.pdf.lines).toContain("held at Lucknow.");
  });

  it("keeps a long name whole on one line, smaller, and wraps a long title, on one page", async () => {
    const name = "Dr. Venkata Subrahmanyam Lakshminarayanan-Chakravarthy Iyengar";
    const eventTitle = `${"International Conference on Sustainable Farming Systems, ".repeat(3)}2027`;
    const { bytes, pdf } = await certificate({ name, eventTitle });
    expect(pdf.pageCount).toBe(1);
    expect(pdf.lines).toContain(name);
    const [page] = await readPages(bytes);
    expect(sizeOf(page, name)).toBeLessThan(26);
    expect(sizeOf(page, name)).toBeGreaterThanOrEqual(18);
    expect(pdf.flat).toContain(eventTitle);
    expect(pdf.lines.filter((line) => line.includes("Sustainable")).length).toBeGreaterThan(1);
    expectInsideFrame(pdf.pieces);
  });

  it("stays one page with every field at its longest, and cuts only text far beyond any limit", async () => {
    const long = (word: string, length: number) => `${word} `.repeat(length).slice(0, length).trim();
    const longest = await certificate({
      // The registration form's limits: name 200, institution 300 characters.
      name: long("Name", 200),
      institution: long("Institution", 300),
      eventTitle: long("Title", 200),
      venue: long("Venue", 200),
    });
    expect(longest.pdf.pageCount).toBe(1);
    expect(longest.pdf.flat).toContain(long("Name", 200));
    expect(longest.pdf.flat).toContain(long("Institution", 300));
    expect(longest.pdf.flat).not.toContain("…");
    expectInsideFrame(longest.pdf.pieces);

    const absurd = await certificate({ name: "Unbroken".repeat(800), institution: long("Institution", 5000) });
    expect(absurd.pdf.pageCount).toBe(1);
    expect(absurd.pdf.flat).toContain("…");
    expect(absurd.pdf.lines).toContain("Reference EVT-K7QM-2345");
    expectInsideFrame(absurd.pdf.pieces);
  });
});

const MM = 72 / 25.4;
/** Two across and four down, 90 x 60 mm each, in the middle of the page. */
const BADGE = { width: 90 * MM, height: 60 * MM };
const GRID = { left: (A4.width - 2 * BADGE.width) / 2, top: (A4.height + 4 * BADGE.height) / 2 };
/** The text keeps this far from a badge's cut edges (descenders may reach into it). */
const PADDING = 5 * MM;

/** Which badge of its page (0 to 7, by rows) a piece of text starting at (x, y) is on. */
function placeOf(piece: PlacedText): number {
  const column = Math.floor((piece.x - GRID.left) / BADGE.width);
  const row = Math.floor((GRID.top - piece.y) / BADGE.height);
  return row * 2 + column;
}

/** Each badge's lines, pages one after another; every piece of text checked to stay inside its badge. */
function badgesOf(pages: SizedText[][]): string[][] {
  return pages.flatMap((pieces) => {
    const badges: SizedText[][] = Array.from({ length: BADGES_PER_PAGE }, () => []);
    for (const piece of pieces.filter((each) => each.text.trim() !== "")) {
      const place = placeOf(piece);
      const left = GRID.left + (place % 2) * BADGE.width;
      const top = GRID.top - Math.floor(place / 2) * BADGE.height;
      expect(place, piece.text).toBeGreaterThanOrEqual(0);
      expect(place, piece.text).toBeLessThan(BADGES_PER_PAGE);
      expect(piece.x, piece.text).toBeGreaterThanOrEqual(left + PADDING - 0.01);
      expect(piece.x + piece.width, piece.text).toBeLessThanOrEqual(left + BADGE.width - PADDING + 0.01);
      expect(piece.y, piece.text).toBeGreaterThanOrEqual(top - BADGE.height + PADDING);
      expect(piece.y + piece.height, piece.text).toBeLessThanOrEqual(top - PADDING + 0.01);
      badges[place]?.push(piece);
    }
    // The spaces PDF.js reads between pieces go with the badge the line is on.
    for (const piece of pieces.filter((each) => each.text.trim() === "")) badges[placeOf(piece)]?.push(piece);
    return badges.map(linesOf).filter((lines) => lines.length > 0);
  });
}

/** The letters of a registration reference (src/domain/application-reference.ts). */
const LETTERS = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

const badge = (index: number): Badge => ({
  name: `Participant ${index + 1}`,
  institution: `Example College ${index + 1}`,
  category: index % 2 === 0 ? "Member" : "Student",
  reference: `EVT-K7QM-${[3, 2, 1, 0].map((place) => LETTERS[Math.floor(index / 32 ** place) % 32]).join("")}`,
});

const sheetInput = (badges: readonly Badge[]): BadgeSheetInput => ({
  societyName: SOCIETY,
  eventTitle: TITLE,
  eventDates: "12–14 February 2027",
  day: "2027-02-14",
  badges,
});

async function sheet(badges: readonly Badge[]) {
  const bytes = await renderBadgeSheetPdf(sheetInput(badges));
  const pages = await readPages(bytes);
  return { bytes, pages, badges: badgesOf(pages), first: await readPdf(bytes) };
}

/** How many pages, fonts and forms (XObjects) the PDF holds. */
async function objectsOf(bytes: Uint8Array) {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const dicts = document.context
    .enumerateIndirectObjects()
    .map(([, object]) => (object instanceof PDFStream ? object.dict : object))
    .filter((object) => object instanceof PDFDict);
  const count = (key: string, value: string) =>
    dicts.filter((dict) => dict.get(PDFName.of(key)) === PDFName.of(value)).length;
  return { pages: count("Type", "Page"), fonts: count("Type", "Font"), forms: count("Subtype", "Form") };
}

describe("a sheet of name badges", () => {
  it("puts eight badges on each A4 page, as many pages as it takes, every badge's text in it", async () => {
    expect(BADGES_PER_PAGE).toBe(8);
    for (const [count, pageCount] of [
      [1, 1],
      [8, 1],
      [9, 2],
      [17, 3],
    ] as const) {
      const people = Array.from({ length: count }, (_, index) => badge(index));
      const drawn = await sheet(people);
      expect(drawn.pages, `${count} badges`).toHaveLength(pageCount);
      expect(drawn.first.width).toBeCloseTo(A4.width, 2);
      expect(drawn.first.height).toBeCloseTo(A4.height, 2);
      expect(drawn.badges).toEqual(
        people.map((person) => [
          TITLE,
          "12–14 February 2027",
          person.name,
          person.institution,
          `${person.category} ${person.reference}`,
        ]),
      );
    }
  });

  it("draws one page saying so when there is nobody to print", async () => {
    const pdf = await readPdf(await renderBadgeSheetPdf(sheetInput([])));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.lines).toEqual([TITLE, "12–14 February 2027", "There are no name badges to print."]);
  });

  it("writes a Devanagari name as text that reads back", async () => {
    const name = "डॉ. अनीता शर्मा";
    const { badges } = await sheet([{ ...badge(0), name }, badge(1)]);
    expect(badges[0]).toContain(name);
    expect(badges.flat().join(" ")).not.toContain("?");
  });

  it("prints a name as large as fits one line, shrinks a longer one, and wraps and cuts one far too long", async () => {
    const shrunk = "Dr. Meenakshi Sundaram Iyengar";
    const wrapped = "Dr. Venkata Subrahmanyam Lakshminarayanan-Chakravarthy Iyengar of Mylapore";
    const { pages, badges } = await sheet([
      { ...badge(0), name: "Asha Verma" },
      { ...badge(1), name: shrunk },
      { ...badge(2), name: wrapped },
    ]);
    expect(sizeOf(pages[0], "Asha Verma")).toBeCloseTo(22, 1);
    expect(sizeOf(pages[0], shrunk)).toBeLessThan(22);
    expect(sizeOf(pages[0], shrunk)).toBeGreaterThanOrEqual(12);
    expect(badges[1]).toContain(shrunk);
    // Two lines at the smallest size, the second cut short.
    const [first, second] = badges[2]?.slice(2, 4) ?? [];
    expect(wrapped.startsWith(`${first} ${second?.replace(/…$/, "")}`)).toBe(true);
    expect(second).toMatch(/…$/);
    expect(sizeOf(pages[0], first ?? "")).toBeCloseTo(12, 1);
  });

  it("keeps the longest name and institution inside their badge, clamped to two lines each", async () => {
    const long = (word: string, length: number) => `${word} `.repeat(length).slice(0, length).trim();
    const { badges } = await sheet([
      // The registration form's limits: name 200, institution 300 characters.
      { ...badge(0), name: long("Name", 200), institution: long("Institution", 300) },
      { ...badge(1), name: "Unbroken".repeat(300), institution: "Unbroken".repeat(300), category: long("Cat", 200) },
      badge(2),
    ]);
    for (const lines of badges.slice(0, 2)) {
      const [title, dates, ...rest] = lines;
      expect([title, dates]).toEqual([TITLE, "12–14 February 2027"]);
      // Two lines of name, two of institution, then the category and the reference on one line.
      expect(rest, rest.join("\n")).toHaveLength(5);
      expect(rest[1]).toMatch(/…$/);
      expect(rest[3]).toMatch(/…$/);
    }
    expect(badges[0]?.at(-1)).toBe("Member EVT-K7QM-2222");
    expect(badges[1]?.at(-1)).toMatch(/^Cat Cat .*… EVT-K7QM-2223$/);
    expect(badges[2]).toContain("Participant 3");
  });

  it("embeds the fonts once and stores what pages share once, however many pages; the same bytes each time", async () => {
    const people = Array.from({ length: 80 }, (_, index) => badge(index));
    const [first, again] = await Promise.all([1, 2].map(() => renderBadgeSheetPdf(sheetInput(people))));
    expect(Buffer.from(again ?? []).equals(Buffer.from(first ?? []))).toBe(true);
    // Noto Sans regular and bold, each a Type0 font over a CID font; one form holds the guides and headings.
    expect(await objectsOf(first ?? new Uint8Array())).toEqual({ pages: 10, fonts: 4, forms: 1 });
    expect(first?.length).toBeLessThan(60_000);
    // A last page with one badge has its own form: one heading, no headings on the empty places.
    const seventeen = await sheet(people.slice(0, 17));
    expect(await objectsOf(seventeen.bytes)).toEqual({ pages: 3, fonts: 4, forms: 2 });
    expect(seventeen.pages[2]?.filter((piece) => piece.text === TITLE)).toHaveLength(1);
  });
});
