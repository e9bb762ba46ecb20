import { isDeepStrictEqual } from "node:util";
import { ArchiveError, decodeArchive, encodeArchive, type Archive, type ArchiveEntry } from "./archive";
import { replaceStore, snapshotStore, STORE_NAME } from "../../src/server/store";

/** Backup and restore of the whole store, for scripts/backup.ts and scripts/restore.ts. */

/** A problem the person running the command can fix; printed without a stack trace. */
export class BackupError extends Error {
  override name = "BackupError";
}

export const isUserError = (error: unknown): error is Error =>
  error instanceof BackupError || error instanceof ArchiveError;

/** Reads every blob of the store into an archive file. */
export async function createBackup(now = new Date()): Promise<{ file: Buffer; archive: Archive }> {
  const archive: Archive = { store: STORE_NAME, createdAt: now.toISOString(), entries: await snapshotStore() };
  return { file: encodeArchive(archive), archive };
}

/** Reads a backup file, refusing a damaged one or one of another store before anything is touched. */
export function readBackup(file: Buffer): Archive {
  const archive = decodeArchive(file);
  if (archive.store !== STORE_NAME) {
    throw new ArchiveError(`This is a backup of the store "${archive.store}", not of "${STORE_NAME}".`);
  }
  return archive;
}

/** Makes the store exactly the archive's, then reads it all back to prove it. */
export async function restoreBackup(archive: Archive): Promise<{ written: number; deleted: number }> {
  const result = await replaceStore(archive.entries);
  const difference = firstDifference(archive.entries, await snapshotStore());
  if (difference) {
    throw new BackupError(`After restoring, the store still differs from the backup (${difference}). Run it again.`);
  }
  return result;
}

/** The first way `actual` differs from `expected` (keys, bytes, metadata), or undefined if identical. */
export function firstDifference(
  expected: readonly ArchiveEntry[],
  actual: readonly ArchiveEntry[],
): string | undefined {
  const left = new Map(actual.map((entry) => [entry.key, entry]));
  for (const { key, data, metadata } of expected) {
    const found = left.get(key);
    if (!found) return `"${key}" is missing`;
    if (!found.data.equals(data)) return `"${key}" has other contents`;
    if (!isDeepStrictEqual(found.metadata, metadata)) return `"${key}" has other metadata`;
    left.delete(key);
  }
  const [extra] = left.keys();
  return extra === undefined ? undefined : `"${extra}" is not in the backup`;
}
