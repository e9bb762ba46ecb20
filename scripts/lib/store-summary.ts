import type { ArchiveEntry } from "../../src/server/archive";

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
  for (const { key, data } of entries) {
    summary.bytes += data.length;
    if (key.startsWith(COLLECTION)) {
      summary.records[key.slice(COLLECTION.length)] = recordCount(data);
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

/** A collection blob is a JSON array of records; anything else counts as none (this only describes). */
function recordCount(data: Buffer): number {
  try {
    const value: unknown = JSON.parse(data.toString("utf8"));
    return Array.isArray(value) ? value.length : 0;
  } catch {
    return 0;
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
