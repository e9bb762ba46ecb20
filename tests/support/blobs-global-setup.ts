import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startBlobsSandbox } from "../../scripts/lib/blobs-sandbox";

/** One real Blobs sandbox in a temp dir for the unit run; tests use distinct records or reset. */
export default async function setup(project: TestProject) {
  const directory = await mkdtemp(path.join(tmpdir(), "society-unit-store-"));
  const sandbox = await startBlobsSandbox(directory);
  project.provide("blobsContext", sandbox.context);
  return async () => {
    await sandbox.stop();
    await rm(directory, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    blobsContext: string;
  }
}
