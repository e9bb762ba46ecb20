import { inject } from "vitest";
import { startBlobsSandbox, type BlobsSandbox } from "../../scripts/lib/blobs-sandbox";

/**
 * The Blobs sandbox of the worker process running this file, on the worker's store folder
 * (blobs-global-setup.ts; VITEST_POOL_ID counts workers from 1). A setup file of the unit run
 * (worker-store-setup.ts) starts it once per process, before the process's first file. It listens
 * on a port, for the other processes a test starts (store clients standing in for other function
 * instances), and answers this process's own store requests in-process (`inProcess`): over
 * loopback HTTP they cost about three times the CPU.
 */
const KEY = Symbol.for("society.unit.workerSandbox");
type WithSandbox = typeof globalThis & { [KEY]?: BlobsSandbox };

export async function startWorkerSandbox(): Promise<void> {
  const holder = globalThis as WithSandbox;
  if (holder[KEY]) return;
  const directories = inject("blobsDirectories");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const directory = directories[worker - 1];
  if (directory === undefined) {
    throw new Error(`No store folder for worker ${String(worker)} of ${String(directories.length)}.`);
  }
  holder[KEY] = await startBlobsSandbox(directory, { inProcess: true });
}

/** The value of NETLIFY_BLOBS_CONTEXT that points a store client at this worker's sandbox. */
export function workerBlobsContext(): string {
  const sandbox = (globalThis as WithSandbox)[KEY];
  if (!sandbox) throw new Error("The worker's Blobs sandbox was not started (tests/support/worker-store-setup.ts).");
  return sandbox.context;
}
