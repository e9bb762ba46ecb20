import { guarded } from "./client";

/** Files (images, PDFs) are binary blobs of their own, with their type and download name in metadata. */

export interface StoredFile {
  data: ArrayBuffer;
  contentType: string;
  name: string;
}

const fileKey = (id: string) => `files/${id}`;

export async function putFile(id: string, data: ArrayBuffer, meta: { contentType: string; name: string }) {
  await guarded((store) => store.set(fileKey(id), data, { metadata: meta }));
}

export async function getFile(id: string): Promise<StoredFile | undefined> {
  // Typed loosely by the library: a missing key gives null.
  const entry = (await guarded((store) =>
    store.getWithMetadata(fileKey(id), { type: "arrayBuffer", consistency: "strong" }),
  )) as {
    data: ArrayBuffer;
    metadata: Record<string, unknown>;
  } | null;
  if (!entry) return undefined;
  const { contentType, name } = entry.metadata as { contentType?: string; name?: string };
  return { data: entry.data, contentType: contentType ?? "application/octet-stream", name: name ?? id };
}

export async function deleteFile(id: string): Promise<void> {
  await guarded((store) => store.delete(fileKey(id)));
}

/**
 * The trash: a deleted or replaced record's file moves here (`files-trash/<id>`, with the time it
 * was trashed), where /api/files never looks, so it is no longer served; restoring the record moves
 * it back, and the daily job purges what has been here 30 days (docs/decisions/activity-log.md).
 */
const trashKey = (id: string) => `files-trash/${id}`;
const TRASH_PREFIX = "files-trash/";

interface StoredBlob {
  data: ArrayBuffer;
  metadata: Record<string, unknown>;
}

const readBlob = async (key: string) =>
  (await guarded((store) =>
    store.getWithMetadata(key, { type: "arrayBuffer", consistency: "strong" }),
  )) as StoredBlob | null;

const textMetadata = (metadata: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(metadata).filter((pair): pair is [string, string] => typeof pair[1] === "string"));

/** Moves a served file to the trash; false when there was no such file. Copied first, so a failure never loses it. */
export async function trashFile(id: string, now = new Date()): Promise<boolean> {
  const file = await readBlob(fileKey(id));
  if (!file) return false;
  const metadata = { ...textMetadata(file.metadata), trashedAt: now.toISOString() };
  await guarded((store) => store.set(trashKey(id), file.data, { metadata }));
  await deleteFile(id);
  return true;
}

/** Serves a trashed file again; true when the file is served afterwards (also if it never left). */
export async function untrashFile(id: string): Promise<boolean> {
  const trashed = await readBlob(trashKey(id));
  if (!trashed) return (await readBlob(fileKey(id))) !== null;
  const { contentType, name } = textMetadata(trashed.metadata);
  await guarded((store) =>
    store.set(fileKey(id), trashed.data, { metadata: { contentType: contentType ?? "", name: name ?? id } }),
  );
  await guarded((store) => store.delete(trashKey(id)));
  return true;
}

/** Deletes every file trashed before `cutoff` for good; answers how many went and how many stay. */
export async function purgeTrashedFiles(cutoff: Date): Promise<{ purged: number; kept: number }> {
  const keys: string[] = [];
  await guarded(async (store) => {
    for await (const page of store.list({ prefix: TRASH_PREFIX, paginate: true }))
      keys.push(...page.blobs.map((blob) => blob.key).filter((key) => !/(^|\/)\./.test(key)));
  });
  const summary = { purged: 0, kept: 0 };
  for (const key of keys) {
    const metadata = (await guarded((store) => store.getMetadata(key)))?.metadata ?? {};
    const trashedAt = Date.parse(String(metadata.trashedAt));
    // A file without a readable time is kept: it is only wasted space, never a loss.
    if (Number.isNaN(trashedAt) || trashedAt >= cutoff.getTime()) {
      summary.kept++;
      continue;
    }
    await guarded((store) => store.delete(key));
    summary.purged++;
  }
  return summary;
}
