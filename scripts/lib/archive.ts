import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import * as z from "zod";

/**
 * The backup file format: gzip-compressed JSON Lines, one JSON value per line, so no single string
 * has to hold the whole store (V8 strings stop at about 512 MB) and `zcat | jq` reads it.
 *   line 1      header: { format, version, createdAt, store, entries }
 *   then        one line per blob: { key, metadata, size, sha256, data (base64) }
 *   last line   trailer: { end: true, sha256 } over every byte before it
 * The per-blob sha256 names a damaged blob; the trailer catches a missing, reordered or edited line.
 * Decoding checks all of it and answers only a complete, intact archive.
 */

export const ARCHIVE_FORMAT = "society-store-backup";
export const ARCHIVE_VERSION = 1;

export interface ArchiveEntry {
  key: string;
  data: Buffer;
  metadata: Record<string, unknown>;
}

export interface Archive {
  /** The name of the Blobs store it was taken from. */
  store: string;
  createdAt: string;
  entries: ArchiveEntry[];
}

/** The file is not an intact backup; the message says why, in plain words. */
export class ArchiveError extends Error {
  override name = "ArchiveError";
}

const header = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  createdAt: z.iso.datetime(),
  store: z.string().min(1),
  entries: z.int().nonnegative(),
});

const entryLine = z.object({
  key: z.string().min(1),
  metadata: z.record(z.string(), z.unknown()),
  size: z.int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  data: z.string(),
});

const trailer = z.object({ end: z.literal(true), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const line = (value: unknown) => Buffer.from(`${JSON.stringify(value)}\n`);

export function encodeArchive(archive: Archive): Buffer {
  const { store, createdAt, entries } = archive;
  const lines = [line({ format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, createdAt, store, entries: entries.length })];
  for (const { key, metadata, data } of entries) {
    lines.push(line({ key, metadata, size: data.length, sha256: sha256(data), data: data.toString("base64") }));
  }
  const body = Buffer.concat(lines);
  return gzipSync(Buffer.concat([body, line({ end: true, sha256: sha256(body) })]));
}

/** Reads an archive, refusing with an ArchiveError anything but a complete, intact one. */
export function decodeArchive(file: Buffer): Archive {
  let text: Buffer;
  try {
    text = gunzipSync(file);
  } catch {
    throw new ArchiveError("The backup file is damaged or incomplete: it does not unpack.");
  }
  const lines = splitLines(text);
  const first = parseLine(lines[0], 1);
  const { format, version } = typeof first === "object" && first !== null ? (first as Record<string, unknown>) : {};
  if (format !== ARCHIVE_FORMAT) throw new ArchiveError("This file is not a backup of the society's store.");
  if (version !== ARCHIVE_VERSION) {
    throw new ArchiveError(
      `This backup is in format version ${JSON.stringify(version)}; this program reads version ${ARCHIVE_VERSION}.`,
    );
  }
  const head = check(header, first, "its header");

  const last = lines.at(-1);
  const end = trailer.safeParse(parseLine(last, lines.length));
  if (!end.success || !last) throw new ArchiveError("The backup file is incomplete: its end is missing.");
  if (lines.length !== head.entries + 2) {
    throw new ArchiveError(
      `The backup file is damaged: it should hold ${head.entries} blobs, not ${lines.length - 2}.`,
    );
  }

  const seen = new Set<string>();
  const entries = lines.slice(1, -1).map((bytes, index): ArchiveEntry => {
    const {
      key,
      metadata,
      size,
      sha256: expected,
      data: base64,
    } = check(entryLine, parseLine(bytes, index + 2), "a blob");
    const data = Buffer.from(base64, "base64");
    // Buffer.from skips characters that are not base64; re-encoding shows whether any were.
    if (data.toString("base64") !== base64 || data.length !== size || sha256(data) !== expected) {
      throw new ArchiveError(`The backup file is damaged: "${key}" does not match its checksum.`);
    }
    if (seen.has(key)) throw new ArchiveError(`The backup file is damaged: "${key}" appears twice.`);
    seen.add(key);
    return { key, metadata, data };
  });

  const bodyLength = text.length - last.length - 1;
  if (sha256(text.subarray(0, bodyLength)) !== end.data.sha256) {
    throw new ArchiveError("The backup file is damaged: its contents do not match its checksum.");
  }
  return { store: head.store, createdAt: head.createdAt, entries };
}

/** The lines of the unpacked file as bytes, each without its newline; the file ends with one. */
function splitLines(text: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let end = text.indexOf(10); end !== -1; end = text.indexOf(10, start)) {
    lines.push(text.subarray(start, end));
    start = end + 1;
  }
  if (start !== text.length) throw new ArchiveError("The backup file is incomplete: its last line is cut off.");
  return lines;
}

function parseLine(bytes: Buffer | undefined, number: number): unknown {
  if (!bytes) throw new ArchiveError("The backup file is empty.");
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new ArchiveError(`The backup file is damaged: line ${number} is not readable.`);
  }
}

function check<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ArchiveError(`The backup file is damaged: ${what} is not as expected.`);
  return result.data;
}
