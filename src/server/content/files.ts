import { HttpError } from "../http/errors";
import { fileCacheTag, purgeFiles } from "../http/cdn-cache";
import { UPLOAD_LIMITS } from "../../domain/upload-limits";
import type { FileLimit, UploadedFile } from "../http/multipart";
import { deleteFile, getFile, newId, purgeTrashedFiles, putFile, trashFile, untrashFile } from "../store";

/**
 * Uploaded files are trusted by their bytes, never by their name or declared type. Each is stored
 * as its own blob and served same-origin from /api/files/{id}.
 */

export type FileKind = "image" | "pdf";

export const FILE_LIMITS: Record<FileKind, FileLimit> = UPLOAD_LIMITS;

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);

/** The real type of an image from its first bytes, or undefined when it is not JPEG, PNG or WebP. */
export function sniffImage(data: Buffer): string | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return undefined;
}

/** A PDF starts with "%PDF-" (some writers put a little junk first; the format allows 1 KB). */
export function isPdf(data: Buffer): boolean {
  return data.subarray(0, 1024).includes(Buffer.from("%PDF-"));
}

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** The stream every Word 97-2003 file holds, named in UTF-16 in its directory. */
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");
/** The part every .docx holds: its name is stored as is in the archive's headers. */
const DOCX_PART = Buffer.from("word/document.xml");

/**
 * The real type of a PDF or Word document from its bytes: PDF; Word 97-2003 (.doc, a compound
 * file with a WordDocument stream); Word 2007 and later (.docx, a zip archive with
 * word/document.xml). Undefined for anything else (an .xls is a compound file without that stream).
 */
export function sniffDocument(data: Buffer): string | undefined {
  if (isPdf(data)) return "application/pdf";
  if (startsWith(data, OLE_SIGNATURE) && data.includes(WORD_STREAM)) return "application/msword";
  if (startsWith(data, ZIP_SIGNATURE) && data.includes(DOCX_PART))
    return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  return undefined;
}

export const FILE_URL_PREFIX = "/api/files/";
export const fileUrl = (id: string) => `${FILE_URL_PREFIX}${id}`;

/** The stored id behind one of our file URLs, or undefined for anything else (e.g. an external URL). */
export function fileIdFromUrl(url: string | undefined): string | undefined {
  if (!url?.startsWith(FILE_URL_PREFIX)) return undefined;
  const id = url.slice(FILE_URL_PREFIX.length);
  return /^[a-f0-9]{24}$/.test(id) ? id : undefined;
}

/** The bytes of the file behind one of our file URLs, or undefined when there is none. */
export async function storedFileBytes(url: string | undefined): Promise<ArrayBuffer | undefined> {
  const id = fileIdFromUrl(url);
  return id === undefined ? undefined : (await getFile(id))?.data;
}

/** The answer (415) to a file whose bytes are not of the kind the field takes. */
export const NOT_OF_KIND: Record<FileKind, string> = {
  image: "The image must be a JPEG, PNG or WebP picture.",
  pdf: "The file is not a PDF document.",
};

/** Checks an uploaded file's bytes and stores it; returns its URL. `name` is the download name. */
export async function storeUpload(file: UploadedFile, kind: FileKind, name = file.filename): Promise<string> {
  const limit = FILE_LIMITS[kind];
  if (file.data.length === 0) throw new HttpError(400, "The file is empty.");
  if (file.data.length > limit.maxBytes) throw new HttpError(413, `The file is too large: ${limit.label} at most.`);
  const contentType = kind === "pdf" ? (isPdf(file.data) ? "application/pdf" : undefined) : sniffImage(file.data);
  if (!contentType) throw new HttpError(415, NOT_OF_KIND[kind]);
  const id = newId();
  const bytes = file.data.buffer.slice(file.data.byteOffset, file.data.byteOffset + file.data.length) as ArrayBuffer;
  // Stored already made safe: JSON-escaped control characters could overflow the 2 KB metadata.
  await putFile(id, bytes, { contentType, name: safeFileName(name) });
  return fileUrl(id);
}

/** Removes a file we stored that no record ever kept (the upload of a write that failed). */
export async function removeStoredFile(url: string | undefined): Promise<void> {
  const id = fileIdFromUrl(url);
  if (!id) return;
  await deleteFile(id);
  await purgeFiles([id]);
}

/**
 * Takes a deleted or replaced record's file off the site, into the trash for 30 days, so restoring
 * the record from the activity log brings it back. Other URLs are left alone.
 */
export async function trashStoredFile(url: string | undefined): Promise<void> {
  const id = fileIdFromUrl(url);
  if (!id) return;
  await trashFile(id);
  await purgeFiles([id]);
}

/** How long a deleted or replaced record's file stays in the trash, restorable with its record. */
export const TRASH_DAYS = 30;

/** The daily job: files trashed more than TRASH_DAYS ago are deleted for good. */
export const purgeExpiredTrash = (now = new Date()) =>
  purgeTrashedFiles(new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000));

/** The ids of our files a record refers to (a photo, a cover, a PDF), whatever the field. */
export function storedFileIdsOf(record: Record<string, unknown>): string[] {
  return Object.values(record).flatMap((value) => {
    const id = typeof value === "string" ? fileIdFromUrl(value) : undefined;
    return id ? [id] : [];
  });
}

/** Serves again the trashed files of a restored record; false when one was no longer kept. */
export async function untrashFilesOf(record: Record<string, unknown>): Promise<boolean> {
  const ids = storedFileIdsOf(record);
  const found = await Promise.all(ids.map((id) => untrashFile(id)));
  // Nothing should hold the 404 of its time in the trash, but a purge costs little.
  await purgeFiles(ids);
  return found.every(Boolean);
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** GET /api/files/{id}: the bytes with their checked type; PDFs download under their title. */
export async function serveFile(id: string): Promise<Response> {
  const file = /^[a-f0-9]{24}$/.test(id) ? await getFile(id) : undefined;
  if (!file) throw new HttpError(404, "File not found.");
  const headers: Record<string, string> = {
    "content-type": file.contentType,
    "content-length": String(file.data.byteLength),
    "x-content-type-options": "nosniff",
    // A file's id never gets new bytes (a replaced file gets a new id), so browsers and Netlify's
    // CDN keep it; the CDN's copy is purged by its tag when the file is trashed or deleted
    // (cdn-cache.ts). Other shared caches may not keep it: nobody could purge them.
    "cache-control": `private, max-age=${YEAR_SECONDS}, immutable`,
    "netlify-cdn-cache-control": `public, durable, max-age=${YEAR_SECONDS}, immutable`,
    "netlify-cache-tag": fileCacheTag(id),
    "content-security-policy": "default-src 'none'; sandbox",
  };
  if (file.contentType === "application/pdf") headers["content-disposition"] = attachment(`${file.name}.pdf`);
  return new Response(file.data, { status: 200, headers });
}

/**
 * A download name with "_" for path separators, control characters, bidi controls (U+202E shows
 * "report\u202Eexe.pdf" as "reportfdp.exe") and unpaired surrogates (encodeURIComponent throws on
 * them). The record keeps the title as typed.
 */
export function safeFileName(name: string): string {
  return name.replace(/[/\\\p{Cc}\p{Cs}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, "_");
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987), on one safe line. */
export function contentDisposition(disposition: "attachment" | "inline", filename: string): string {
  const safe = safeFileName(filename);
  const ascii = safe.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "_");
  // RFC 5987 allows none of ' ( ) * unescaped, which encodeURIComponent leaves as they are.
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Content-Disposition of a file the browser saves under `filename`. */
export const attachment = (filename: string) => contentDisposition("attachment", filename);
