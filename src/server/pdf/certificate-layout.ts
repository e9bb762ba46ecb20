import type { PDFDocument, PDFPage } from "pdf-lib";
import { A4 } from "./document";
import type { Box, Pen } from "./pen";
import { ACCENT, INK, MUTED } from "./style";

/** What every certificate shares: its page and frame, its opening lines and its closing note. */

/** Landscape A4. */
export const CERTIFICATE_PAGE = { width: A4.height, height: A4.width } as const;
const BORDER = 28;
const INSET = 6;
const MARGIN = 80;

/**
 * A landscape A4 page in the certificates' plain double frame (a heavy line, a light one inside
 * it), and the box their text is written in.
 */
export function addFramedPage(document: PDFDocument): { page: PDFPage; box: Box } {
  const { width, height } = CERTIFICATE_PAGE;
  const page = document.addPage([width, height]);
  for (const [offset, thickness] of [
    [BORDER, 2.4],
    [BORDER + INSET, 0.8],
  ] as const) {
    page.drawRectangle({
      x: offset,
      y: offset,
      width: width - 2 * offset,
      height: height - 2 * offset,
      borderColor: ACCENT,
      borderWidth: thickness,
    });
  }
  return { page, box: { left: MARGIN, right: width - MARGIN, top: height - MARGIN + 10, bottom: MARGIN - 10 } };
}

/** The society, the certificate's title over a short rule, and "This is to certify that". */
export function writeCertificateOpening(pen: Pen, societyName: string, title: string): void {
  pen.text(societyName, { align: "center", size: 17, bold: true, color: ACCENT, clamp: true });
  pen.gap(26);
  pen.text(title, { align: "center", size: 30, bold: true, color: INK });
  pen.gap(8);
  const ornament = 120;
  pen.rule({ thickness: 0.8, color: ACCENT, x: pen.box.left + (pen.width - ornament) / 2, width: ornament });
  pen.gap(22);
  pen.text("This is to certify that", { align: "center", size: 13, color: MUTED });
  pen.gap(10);
}

/** The last line of every certificate. */
export function writeCertificateNote(pen: Pen): void {
  pen.text("This certificate is computer-generated.", { align: "center", size: 9, color: MUTED });
}
