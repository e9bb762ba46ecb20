import type { PDFDocument } from "pdf-lib";
import { loadPdfLibraries } from "./libraries";

/** A4 in points, portrait; a landscape page swaps the two. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  /** YYYY-MM-DD: the day the document speaks of (a receipt's date), kept as its creation date. */
  day: string;
}

/**
 * A new document with its properties set. The creation date is the document's own day (noon in
 * India) rather than the moment it is drawn, since receipts and certificates are drawn again on
 * every download and should say the same each time.
 */
export async function newDocument(info: DocumentInfo): Promise<PDFDocument> {
  const { pdfLib } = await loadPdfLibraries();
  const document = await pdfLib.PDFDocument.create();
  const day = new Date(`${info.day}T12:00:00+05:30`);
  document.setTitle(info.title, { showInWindowTitleBar: true });
  document.setAuthor(info.author);
  document.setSubject(info.subject);
  document.setCreator(info.author);
  document.setProducer("pdf-lib");
  document.setLanguage("en-IN");
  if (!Number.isNaN(day.getTime())) {
    document.setCreationDate(day);
    document.setModificationDate(day);
  }
  return document;
}
