import { Readable } from "node:stream";
import busboy from "busboy";
import type { UploadLimit } from "../../domain/upload-limits";
import { HttpError, tooLarge } from "./errors";

/**
 * multipart/form-data bodies (admin forms with a file), read with busboy under hard limits so a
 * large or endless upload is cut off early. Netlify hands a function at most 6 MB of request, a
 * binary one base64-encoded, so no file limit here may exceed 4 MB (src/domain/upload-limits.ts).
 */

export interface UploadedFile {
  field: string;
  filename: string;
  declaredType: string;
  data: Buffer;
}

export interface MultipartBody {
  /** Text fields; a name sent more than once (or ending in "[]") becomes an array. */
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
}

export type FileLimit = UploadLimit;

const MAX_FIELD_BYTES = 200 * 1024;
const MAX_FIELDS = 100;

export const isMultipart = (request: Request) =>
  /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");

export async function readMultipart(request: Request, fileLimits: Record<string, FileLimit>): Promise<MultipartBody> {
  if (!request.body) throw new HttpError(400, "The form was sent without content.");
  const largest = Math.max(0, ...Object.values(fileLimits).map((limit) => limit.maxBytes));
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > largest + 1024 * 1024) throw tooLarge(limitMessage(fileLimits));

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // Browsers send a file's name as UTF-8; busboy's default (latin1) garbles any name not in Latin script.
      defParamCharset: "utf8",
      limits: {
        fieldSize: MAX_FIELD_BYTES,
        fields: MAX_FIELDS,
        files: Object.keys(fileLimits).length,
        fileSize: largest + 1,
      },
    });
  } catch {
    throw new HttpError(400, "The form could not be read (malformed multipart body).");
  }

  // A Map, so that fields named "__proto__" or "constructor" are plain fields, not the object's prototype.
  const fields = new Map<string, string | string[]>();
  const files: Record<string, UploadedFile> = {};
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(request.headers.get("content-type") ?? "");
  const delimiters = delimiterCounter(boundary?.[1] ?? boundary?.[2] ?? "");
  let partsRead = 0;
  const done = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      request.body?.cancel().catch(() => undefined);
      reject(error);
    };
    parser.on("field", (rawName, value, info) => {
      partsRead++;
      // Typed as string, but absent when the part's Content-Disposition has no name; a throw here would kill the process.
      const sentName: unknown = rawName;
      if (typeof sentName !== "string") return fail(new HttpError(400, "Every field of the form needs a name."));
      if (info.valueTruncated) return fail(tooLarge(`The field "${rawName}" is too long.`));
      const name = rawName.replace(/\[\]$/, "");
      const existing = fields.get(name);
      if (existing === undefined) fields.set(name, rawName.endsWith("[]") ? [value] : value);
      else fields.set(name, [...(Array.isArray(existing) ? existing : [existing]), value]);
    });
    parser.on("file", (name, stream, info) => {
      partsRead++;
      // Typed as string, but absent when the part has no filename.
      const sentName: unknown = info.filename;
      const filename = typeof sentName === "string" ? sentName.trim() : "";
      // A body cut off mid-file also errors the file's stream; unheard, that error kills the process.
      stream.on("error", () => fail(new HttpError(400, "The form could not be read (malformed multipart body).")));
      const limit = Object.hasOwn(fileLimits, name) ? fileLimits[name] : undefined;
      if (!limit) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit.maxBytes) {
          stream.destroy();
          fail(tooLarge(`The file is too large: ${limit.label} at most.`));
          return;
        }
        chunks.push(chunk);
      });
      stream.on("end", () => {
        // A file input left empty still sends a part with no name and no bytes.
        if (size === 0 && filename === "") return;
        files[name] = {
          field: name,
          filename: filename === "" ? name : filename,
          declaredType: info.mimeType,
          data: Buffer.concat(chunks),
        };
      });
    });
    parser.on("filesLimit", () => fail(new HttpError(400, "Too many files in one form.")));
    parser.on("fieldsLimit", () => fail(new HttpError(400, "Too many fields in one form.")));
    parser.on("error", () => fail(new HttpError(400, "The form could not be read (malformed multipart body).")));
    parser.on("close", () => resolve());
  });

  Readable.fromWeb(request.body as never)
    .on("data", delimiters.feed)
    .pipe(parser);
  await done;
  // One part per delimiter but the closing one; fewer means parts were merged or skipped.
  if (partsRead !== delimiters.count() - 1) {
    throw new HttpError(400, "The form could not be read (malformed multipart body).");
  }
  return { fields: Object.fromEntries(fields), files };
}

/**
 * Counts the delimiters ("CRLF--boundary") in the bytes fed to it, across chunk edges. busboy
 * quietly merges a part whose headers never end into the next part (whose value then lands under
 * the first part's name), and skips a part without a Content-Disposition: both show as a form
 * with fewer parts read than delimiters sent.
 */
function delimiterCounter(boundary: string) {
  const delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  // The body opens with a delimiter that has no line break before it.
  let carry = Buffer.from("\r\n");
  let count = 0;
  return {
    feed: (chunk: Buffer): void => {
      const data = Buffer.concat([carry, chunk]);
      let searchFrom = 0;
      for (let at = data.indexOf(delimiter); at !== -1; at = data.indexOf(delimiter, searchFrom)) {
        count++;
        searchFrom = at + delimiter.length;
      }
      // Keep what may begin a delimiter split across chunks, but nothing already counted.
      carry = data.subarray(Math.max(searchFrom, data.length - delimiter.length + 1));
    },
    count: () => count,
  };
}

function limitMessage(fileLimits: Record<string, FileLimit>): string {
  const labels = Object.values(fileLimits).map((limit) => limit.label);
  return `The upload is too large: ${labels.join(" / ") || "no files"} at most.`;
}
