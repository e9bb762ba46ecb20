import { rm } from "node:fs/promises";
import { getStore, type Store } from "@netlify/blobs";
import { afterAll, beforeAll } from "vitest";
import { startBlobsSandbox, type BlobsSandbox, type SandboxEvent } from "../../scripts/lib/blobs-sandbox";
import { resetStoreClient, STORE_NAME } from "../../src/server/store";
import { storeFolder } from "./store-folder";

export interface OwnSandbox {
  sandbox: BlobsSandbox;
  /** A second client of the same store, standing in for another function instance. */
  otherInstance: Store;
}

/**
 * Gives the calling test file a Blobs sandbox of its own for its lifetime (other files share the
 * common one), so it can watch every request the store receives. The fields are set once the
 * file's `beforeAll` has run.
 */
export function useOwnSandbox(name: string, onRequest?: (event: SandboxEvent) => void): OwnSandbox {
  const own = {} as OwnSandbox;
  const previousContext = process.env.NETLIFY_BLOBS_CONTEXT;
  let directory = "";

  beforeAll(async () => {
    directory = await storeFolder(`society-${name}-store-`);
    own.sandbox = await startBlobsSandbox(directory, { inProcess: true, ...(onRequest ? { onRequest } : {}) });
    process.env.NETLIFY_BLOBS_CONTEXT = own.sandbox.context;
    resetStoreClient();
    own.otherInstance = getStore({ name: STORE_NAME, consistency: "strong", ...own.sandbox.connection });
  });

  afterAll(async () => {
    if (previousContext === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
    else process.env.NETLIFY_BLOBS_CONTEXT = previousContext;
    resetStoreClient();
    await own.sandbox.stop();
    await rm(directory, { recursive: true, force: true });
  });

  return own;
}
