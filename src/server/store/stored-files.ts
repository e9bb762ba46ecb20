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
