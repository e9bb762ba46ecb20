import type { PDFDocument, PDFEmbeddedPage, PDFPage } from "pdf-lib";
import { A4, newDocument } from "./document";
import { writeOnOnePage } from "./fit";
import { embedFamily, type FontPair } from "./fonts";
import { oneLineSize } from "./one-line";
import { formOf } from "./page-form";
import { Pen, type Box, type Sizing } from "./pen";
import { ACCENT, HAIRLINE, INK, MUTED } from "./style";

export interface Badge {
  name: string;
  /** Left out when empty. */
  institution: string;
  /** The registration's fee category ("Student", "Member"). */
  category: string;
  /** The registration's reference ("EVT-ABCD-2345"). */
  reference: string;
}

export interface BadgeSheetInput {
  /** The document's author; not printed on the badges. */
  societyName: string;
  eventTitle: string;
  /** As the event's pages write them ("12–14 February 2027"). */
  eventDates: string;
  /** YYYY-MM-DD: the document's date, kept as its creation date. */
  day: string;
  badges: readonly Badge[];
}

const MM = 72 / 25.4;
/** 90 x 60 mm, edge to edge, so one cut parts two badges. */
const BADGE = { width: 90 * MM, height: 60 * MM };
const COLUMNS = 2;
const ROWS = 4;
export const BADGES_PER_PAGE = COLUMNS * ROWS;
/** The grid's top left corner: the grid sits in the middle of the page. */
const GRID = { left: (A4.width - COLUMNS * BADGE.width) / 2, top: (A4.height + ROWS * BADGE.height) / 2 };
/** Room between a badge's cut edges and its text. */
const PADDING = 5 * MM;
/** The cut guides run this far past the grid, so they still show once the outer badges are cut. */
const OVERRUN = 6 * MM;
/** The event's title (two lines at most) and dates at a badge's top, the category and reference at its foot. */
const HEADER = 42;
const FOOTER = 20;
const TWO_LINES: Sizing = { scale: 1, maxLines: 2 };
const ONE_LINE: Sizing = { scale: 1, maxLines: 1 };

interface EventHeading {
  title: string;
  dates: string;
}

/**
 * Name badges for an event's registrants, eight to an A4 page (two across, four down) with light
 * cut guides, as many pages as it takes. Each badge has the event's title and dates, the name as
 * large as fits one line (or in two smaller lines, clamped), the institution, the category and the
 * reference; no text leaves its badge. The fonts are embedded once for the whole document, widths
 * are cached (measure.ts) and what every page shows alike is stored once, so 5,000 badges (625
 * pages) take about two seconds and 1.2 MB. With no badges it draws one page that says there is
 * nobody to print, rather than failing or giving an empty document.
 */
export async function renderBadgeSheetPdf(input: BadgeSheetInput): Promise<Uint8Array> {
  const document = await newDocument({
    title: `Name badges: ${input.eventTitle}`,
    author: input.societyName,
    subject: `Name badges for ${input.eventTitle}`,
    day: input.day,
  });
  const fonts = await embedFamily(document, "sans");
  const event = { title: input.eventTitle, dates: input.eventDates };
  if (input.badges.length === 0) {
    writeNobodyPage(document, fonts, event);
    return document.save();
  }
  const formFor = pageForms(document, fonts, event);
  for (let first = 0; first < input.badges.length; first += BADGES_PER_PAGE) {
    const badges = input.badges.slice(first, first + BADGES_PER_PAGE);
    const form = await formFor(badges.length);
    const page = document.addPage([A4.width, A4.height]);
    page.drawPage(form);
    badges.forEach((badge, place) => writePerson(page, fonts, badge, badgeBox(place)));
  }
  return document.save();
}

/**
 * A page's fixed part, its cut guides and its badges' headings, as a form (page-form.ts) made once
 * and placed on every page: each full page shows the same. A last page that is not full has one of
 * its own, with no headings on its empty places.
 */
function pageForms(
  document: PDFDocument,
  fonts: FontPair,
  event: EventHeading,
): (badges: number) => Promise<PDFEmbeddedPage> {
  const forms = new Map<number, Promise<PDFEmbeddedPage>>();
  return (badges) => {
    let form = forms.get(badges);
    if (!form) {
      form = formOf(document, [A4.width, A4.height], (page) => {
        drawCutGuides(page);
        for (let place = 0; place < badges; place += 1) writeHeading(page, fonts, event, badgeBox(place));
      });
      forms.set(badges, form);
    }
    return form;
  };
}

/** Where the badge in `place` (0 to 7, by rows from the top left) writes: inside its cut edges by the padding. */
function badgeBox(place: number): Box {
  const left = GRID.left + (place % COLUMNS) * BADGE.width;
  const top = GRID.top - Math.floor(place / COLUMNS) * BADGE.height;
  return {
    left: left + PADDING,
    right: left + BADGE.width - PADDING,
    top: top - PADDING,
    bottom: top - BADGE.height + PADDING,
  };
}

/** Dashed hairlines along every edge of the grid, past it into the margins. */
function drawCutGuides(page: PDFPage): void {
  const right = GRID.left + COLUMNS * BADGE.width;
  const bottom = GRID.top - ROWS * BADGE.height;
  const guide = { thickness: 0.4, color: HAIRLINE, dashArray: [3, 3] };
  for (let column = 0; column <= COLUMNS; column += 1) {
    const x = GRID.left + column * BADGE.width;
    page.drawLine({ start: { x, y: bottom - OVERRUN }, end: { x, y: GRID.top + OVERRUN }, ...guide });
  }
  for (let row = 0; row <= ROWS; row += 1) {
    const y = GRID.top - row * BADGE.height;
    page.drawLine({ start: { x: GRID.left - OVERRUN, y }, end: { x: right + OVERRUN, y }, ...guide });
  }
}

/** The event's title and dates at the top of a badge, over a short rule. */
function writeHeading(page: PDFPage, fonts: FontPair, event: EventHeading, box: Box): void {
  const centred = { align: "center" as const };
  const title = new Pen(page, fonts, box, TWO_LINES);
  title.text(event.title, { ...centred, size: 8.5, bold: true, color: ACCENT, clamp: true });
  const dates = new Pen(page, fonts, { ...box, top: box.top - title.used - 1 }, ONE_LINE);
  dates.text(event.dates, { ...centred, size: 7.5, color: MUTED, clamp: true });
  dates.gap(5);
  const ornament = 40;
  dates.rule({ thickness: 0.6, color: ACCENT, x: box.left + (dates.width - ornament) / 2, width: ornament });
}

/**
 * A badge's own part: the name and institution in the middle of the room between the heading and
 * the foot, then the category and reference at the foot.
 */
function writePerson(page: PDFPage, fonts: FontPair, badge: Badge, box: Box): void {
  const centred = { align: "center" as const };
  const middle = { ...box, top: box.top - HEADER, bottom: box.bottom + FOOTER };
  const nameSize = oneLineSize(badge.name, fonts.bold, box.right - box.left, { largest: 22, smallest: 12 });
  const institution = badge.institution.trim();
  const write = (pen: Pen) => {
    pen.text(badge.name, { ...centred, size: nameSize, bold: true, color: INK, clamp: true });
    if (institution === "") return;
    pen.gap(4);
    pen.text(institution, { ...centred, size: 9.5, color: MUTED, clamp: true });
  };
  const trial = new Pen(undefined, fonts, middle, TWO_LINES);
  write(trial);
  const drop = Math.max(0, (middle.top - middle.bottom - trial.used) / 2);
  write(new Pen(page, fonts, { ...middle, top: middle.top - drop }, TWO_LINES));

  const foot = new Pen(page, fonts, { ...box, top: box.bottom + FOOTER }, ONE_LINE);
  foot.rule({ thickness: 0.4, color: HAIRLINE });
  foot.gap(5);
  const split = foot.width / 2 + 20;
  foot.row([
    { text: badge.category, size: 9, bold: true, color: ACCENT, width: split, clamp: true },
    {
      text: badge.reference,
      size: 9,
      color: INK,
      x: box.left + split,
      width: foot.width - split,
      align: "right",
      clamp: true,
    },
  ]);
}

/** The one page of a sheet with no badges: the event, and that there is nobody to print. */
function writeNobodyPage(document: PDFDocument, fonts: FontPair, event: EventHeading): void {
  const page = document.addPage([A4.width, A4.height]);
  const margin = 20 * MM;
  const box = { left: margin, right: A4.width - margin, top: A4.height - margin, bottom: margin };
  writeOnOnePage(page, fonts, box, (pen) => {
    pen.text(event.title, { size: 15, bold: true, color: ACCENT, clamp: true });
    pen.gap(2);
    pen.text(event.dates, { size: 10, color: MUTED });
    pen.gap(18);
    pen.text("There are no name badges to print.", { size: 11, color: INK });
  });
}
