import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startBlobsSandbox, type BlobsSandbox } from "../../scripts/lib/blobs-sandbox";

/**
 * One real Blobs sandbox in a temp dir per worker of the unit run: the files one worker runs, one
 * after another, share theirs (they use distinct records or reset), and files running side by side
 * never see each other's writes (tests/support/worker-store.ts picks a worker's).
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, project.config.maxWorkers);
  const started: { sandbox: BlobsSandbox; directory: string }[] = [];
  for (let worker = 0; worker < workers; worker++) {
    const directory = await mkdtemp(path.join(tmpdir(), "society-unit-store-"));
    started.push({ sandbox: await startBlobsSandbox(directory), directory });
  }
  project.provide(
    "blobsContexts",
    started.map(({ sandbox }) => sandbox.context),
  );
  return async () => {
    for (const { sandbox, directory } of started) {
      await sandbox.stop();
      await rm(directory, { recursive: true, force: true });
    }
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    blobsContexts: string[];
  }
}
