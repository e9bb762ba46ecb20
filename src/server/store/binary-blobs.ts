import { guarded } from "./client";

/**
 * Binary blobs under keys the caller names (an outbox message's attachments), with small string
 * metadata. Unlike stored-files.ts, nothing serves these keys publicly.
 */

export interface BinaryBlob {
  data: Uint8Array;
  metadata: Record<string, string>;
}

export async function putBinary(key: string, data: Uint8Array, metadata: Record<string, string>): Promise<void> {
  // A copy: the library takes an ArrayBuffer, and the caller's view may cover only part of one.
  const buffer = new Uint8Array(data).buffer;
  await guarded((store) => store.set(key, buffer, { metadata }));
}

export async function getBinary(key: string): Promise<BinaryBlob | undefined> {
  // Typed loosely by the library: a missing key gives null.
  const entry = (await guarded((store) =>
    store.getWithMetadata(key, { type: "arrayBuffer", consistency: "strong" }),
  )) as { data: ArrayBuffer; metadata: Record<string, unknown> } | null;
  if (!entry) return undefined;
  const metadata = Object.fromEntries(
    Object.entries(entry.metadata).filter((pair): pair is [string, string] => typeof pair[1] === "string"),
  );
  return { data: new Uint8Array(entry.data), metadata };
}

export async function deleteBinary(key: string): Promise<void> {
  await guarded((store) => store.delete(key));
}
