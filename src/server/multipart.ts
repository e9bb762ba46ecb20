import { Readable } from "node:stream";
import busboy from "busboy";
import { HttpError, tooLarge } from "./errors";

/**
 * multipart/form-data bodies (admin forms with a file), read with busboy under hard limits so a
 * large or endless upload is cut off early. Netlify accepts about 6 MB per request, so no file
 * limit here may exceed 5 MB.
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

export interface FileLimit {
  /** Largest accepted file in bytes. */
  maxBytes: number;
  /** How the limit is said to people, e.g. "2 MB". */
  label: string;
}

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

  const fields: Record<string, string | string[]> = {};
  const files: Record<string, UploadedFile> = {};
  const done = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      request.body?.cancel().catch(() => undefined);
      reject(error);
    };
    parser.on("field", (rawName, value, info) => {
      if (info.valueTruncated) return fail(tooLarge(`The field "${rawName}" is too long.`));
      const name = rawName.replace(/\[\]$/, "");
      const existing = fields[name];
      if (existing === undefined) fields[name] = rawName.endsWith("[]") ? [value] : value;
      else fields[name] = [...(Array.isArray(existing) ? existing : [existing]), value];
    });
    parser.on("file", (name, stream, info) => {
      // Typed as string, but absent when the part has no filename.
      const sentName: unknown = info.filename;
      const filename = typeof sentName === "string" ? sentName.trim() : "";
      const limit = fileLimits[name];
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

  Readable.fromWeb(request.body as never).pipe(parser);
  await done;
  return { fields, files };
}

function limitMessage(fileLimits: Record<string, FileLimit>): string {
  const labels = Object.values(fileLimits).map((limit) => limit.label);
  return `The upload is too large: ${labels.join(" / ") || "no files"} at most.`;
}
