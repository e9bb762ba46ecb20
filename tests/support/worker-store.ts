import { inject } from "vitest";

/** The Blobs sandbox of the worker running this file (VITEST_POOL_ID counts workers from 1). */
export function workerBlobsContext(): string {
  const contexts = inject("blobsContexts");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const context = contexts[worker - 1];
  if (context === undefined)
    throw new Error(`No Blobs sandbox for worker ${String(worker)} of ${String(contexts.length)}.`);
  return context;
}
