import type { PDFDocument, PDFEmbeddedPage, PDFPage } from "pdf-lib";
import { pdfLib } from "./libraries";

/**
 * What `draw` puts on a page of `size`, as a form (a PDF form XObject) that any page of `document`
 * then places with one operator: for what every page shows alike, drawn and stored once. `draw`
 * works on a scratch page, which is taken out of the document again once the form is made.
 */
export async function formOf(
  document: PDFDocument,
  size: [number, number],
  draw: (page: PDFPage) => void,
): Promise<PDFEmbeddedPage> {
  const scratch = document.addPage(size);
  draw(scratch);
  const form = await document.embedPage(scratch);
  await form.embed();
  document.removePage(document.getPageCount() - 1);
  const contents = scratch.node.normalizedEntries().Contents;
  for (const reference of contents?.asArray() ?? []) {
    if (reference instanceof pdfLib().PDFRef) document.context.delete(reference);
  }
  document.context.delete(scratch.ref);
  return form;
}
