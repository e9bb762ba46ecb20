import * as z from "zod";
import { requiredText, storedMeta } from "./fields";

/** The answer when the title or the file is missing (the admin's own alert says "Authentication and PDF file are required."). */
export const DOWNLOAD_FIELDS_REQUIRED = "Title and a PDF file are required.";
export const PDF_REQUIRED = "A PDF file is required.";

/**
 * The text part of the downloads form (multipart: `title` + a `pdf` file, both required). The PDF
 * is checked by its bytes on the server, and is also the file's download name ("{title}.pdf").
 */
export const downloadsInput = z.object({
  title: requiredText("Title").pipe(z.string().max(300, { error: "Title is too long (300 characters at most)." })),
});
export type DownloadsInput = z.input<typeof downloadsInput>;

export const downloadsRecord = storedMeta.extend({
  title: z.string(),
  /** "/api/files/{id}": the stored PDF, served as an attachment named "{title}.pdf". */
  pdfUrl: z.string(),
  /** ISO time of the upload. */
  uploadedAt: z.string(),
});
export type DownloadsRecord = z.infer<typeof downloadsRecord>;

/** Latest upload first, as the downloads page lists them. */
export function sortDownloadsNewestFirst(items: readonly DownloadsRecord[]): DownloadsRecord[] {
  return [...items].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.createdAt.localeCompare(a.createdAt));
}
