import type { ArchiveEntry } from "./archive";
import { CHUNK_KEY_PREFIX, isChunked } from "../../src/server/store/record-chunks";

/** What a set of blobs holds, in the terms the society knows: records, files and their size. */
export interface StoreSummary {
  /** Records per collection, by name. */
  records: Record<string, number>;
  files: number;
  fileBytes: number;
  /** Entries of the activity log, and deleted records' files waiting in the trash. */
  activityEntries: number;
  trashedFiles: number;
  /** Any other blobs (the publishing and seeding state). */
  other: string[];
  bytes: number;
}

const COLLECTION = "collections/";
const FILE = "files/";
const ACTIVITY = "activity/";
const TRASH = "files-trash/";

export function summarize(entries: readonly ArchiveEntry[]): StoreSummary {
  const summary: StoreSummary = {
    records: {},
    files: 0,
    fileBytes: 0,
    activityEntries: 0,
    trashedFiles: 0,
    other: [],
    bytes: 0,
  };
  const byKey = new Map(entries.map((entry) => [entry.key, entry.data]));
  for (const { key, data } of entries) {
    summary.bytes += data.length;
    if (key.startsWith(COLLECTION)) {
      summary.records[key.slice(COLLECTION.length)] = recordCount(data, byKey);
    } else if (key.startsWith(CHUNK_KEY_PREFIX)) {
      // Counted with the collection that names it; one it does not name is a leftover.
      continue;
    } else if (key.startsWith(FILE)) {
      summary.files++;
      summary.fileBytes += data.length;
    } else if (key.startsWith(ACTIVITY)) {
      summary.activityEntries++;
    } else if (key.startsWith(TRASH)) {
      summary.trashedFiles++;
    } else {
      summary.other.push(key);
    }
  }
  return summary;
}

/**
 * A collection blob is a JSON array of records, or the newest records and the keys of chunks that
 * hold the rest; anything else counts as none (this only describes).
 */
function recordCount(data: Buffer | undefined, byKey: ReadonlyMap<string, Buffer>): number {
  const value = parsed(data);
  if (Array.isArray(value)) return value.length;
  if (!isChunked(value)) return 0;
  return value.chunks.reduce((sum, key) => {
    const chunk = parsed(byKey.get(key));
    return sum + (Array.isArray(chunk) ? chunk.length : 0);
  }, value.records.length);
}

function parsed(data: Buffer | undefined): unknown {
  try {
    return data ? (JSON.parse(data.toString("utf8")) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The summary as indented lines for the console. */
export function describeSummary(summary: StoreSummary, indent = "  "): string[] {
  const collections = Object.entries(summary.records);
  const total = collections.reduce((sum, [, count]) => sum + count, 0);
  return [
    `records: ${total} in ${collections.length} collections` +
      (collections.length ? ` (${collections.map(([name, count]) => `${name} ${count}`).join(", ")})` : ""),
    `files:   ${summary.files} (${formatBytes(summary.fileBytes)}), ${summary.trashedFiles} in the trash`,
    `log:     ${summary.activityEntries} activity entries`,
    ...(summary.other.length ? [`other:   ${summary.other.join(", ")}`] : []),
    `total:   ${formatBytes(summary.bytes)}`,
  ].map((line) => indent + line);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
