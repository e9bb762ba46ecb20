import type { z } from "zod";
import { removeStoredFile, storeUpload, trashStoredFile } from "../content/files";
import { HttpError } from "../http/errors";
import type { UploadedFile } from "../http/multipart";

/**
 * A record that is one required PDF and a few fields (a download, an annual report): added and
 * deleted, never edited. The fields and the file are checked together, so one answer names
 * everything missing; the file is stored before the record and removed again if the record is
 * refused; a deleted record's file goes to the trash, from which a restore brings it back.
 */

export interface PdfFormMessages {
  /** The answer when the file or the named field is missing. */
  required: string;
  /** The file's own issue when it is missing. */
  pdfRequired: string;
}

/** The form's fields as `schema` reads them and its `pdf`; 400 naming every problem otherwise. */
export function checkedPdfForm<S extends z.ZodType>(
  schema: S,
  body: Record<string, unknown>,
  pdf: UploadedFile | undefined,
  /** The field a form-level issue belongs to, and whose absence (with the file's) says "required". */
  mainField: string,
  messages: PdfFormMessages,
): { data: z.output<S>; pdf: UploadedFile } {
  const parsed = schema.safeParse(body);
  const issues = (parsed.error?.issues ?? []).map((issue) => ({
    field: issue.path.map(String).join(".") || mainField,
    message: issue.message,
  }));
  if (!pdf) issues.push({ field: "pdf", message: messages.pdfRequired });
  if (!parsed.success || !pdf) {
    const main = body[mainField];
    const missing = !pdf || typeof main !== "string" || main.trim() === "";
    const text = missing ? messages.required : [...new Set(issues.map((issue) => issue.message))].join(" ");
    throw new HttpError(400, text, { issues });
  }
  return { data: parsed.data, pdf };
}

/** Stores `pdf` (downloaded as "`name`.pdf"), then the record `save` makes with its address. */
export async function insertWithPdf<T>(
  pdf: UploadedFile,
  name: string,
  save: (pdfUrl: string) => Promise<T>,
): Promise<T> {
  const pdfUrl = await storeUpload(pdf, "pdf", name);
  try {
    return await save(pdfUrl);
  } catch (error) {
    await removeStoredFile(pdfUrl).catch((cleanup: unknown) =>
      console.error("Could not remove an unused PDF:", cleanup),
    );
    throw error;
  }
}

/** Removes the record (undefined when there was none), then sends its PDF to the trash. */
export async function removeWithPdf<T extends { pdfUrl: string }>(remove: () => Promise<T | undefined>) {
  const removed = await remove();
  // The record goes first: a file left behind is wasted space, a record without its file a dead link.
  if (removed)
    await trashStoredFile(removed.pdfUrl).catch((error: unknown) => console.error("Could not trash a PDF:", error));
  return removed;
}
