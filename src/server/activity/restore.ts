import { ACTIVITY_MESSAGES, restoreKindOf, type ActivityEntry } from "../../domain/activity";
import { conflict } from "../http/errors";
import { fileUrl, storedFileIdsOf, trashStoredFile, untrashFilesOf } from "../content/files";
import { RESTORABLE } from "./restorable";
import { withoutSecrets } from "./sanitise";

/**
 * POST /api/admin/activity/{id}/restore (docs/rules/members-and-money.md §9): a deletion puts the record back with its
 * `_id`, an update puts back the earlier version if the record has not changed since. Files come
 * back from the trash (kept 30 days); the version replaced by a restore sends its own files there.
 * The restore's own change is logged by the collection layer like any other.
 */

export interface RestoreOutcome {
  message: string;
  collection: string;
  /** The record as stored now, without secret fields. */
  record: Record<string, unknown>;
}

const logFailure = (what: string) => (error: unknown) =>
  console.error(what, error instanceof Error ? error.message : error);

export async function restoreEntry(entry: ActivityEntry): Promise<RestoreOutcome> {
  const kind = restoreKindOf(entry);
  const target = RESTORABLE[entry.collection];
  if (!kind || !target || !entry.before) throw conflict(ACTIVITY_MESSAGES.notRestorable);

  let record: Record<string, unknown>;
  if (kind === "deletion") {
    record = await target.restoreDeleted(entry.before, entry.recordId);
  } else {
    const { replaced, restored } = await target.restoreVersion(entry.recordId, entry.before, entry.after?.updatedAt);
    record = restored;
    // The record is stored first: a file left in place is wasted space, a record without its file a dead link.
    const kept = new Set(storedFileIdsOf(restored));
    for (const id of storedFileIdsOf(replaced).filter((fileId) => !kept.has(fileId)))
      await trashStoredFile(fileUrl(id)).catch(logFailure("Could not trash a replaced file:"));
  }
  const filesBack = await untrashFilesOf(record).catch((error: unknown) => {
    logFailure("Could not bring a restored record's files back:")(error);
    return false;
  });
  return {
    message: filesBack ? ACTIVITY_MESSAGES.restored : ACTIVITY_MESSAGES.restoredWithoutFiles,
    collection: entry.collection,
    record: withoutSecrets(record),
  };
}
