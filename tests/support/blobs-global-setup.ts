import { rm } from "node:fs/promises";
import type { TestProject } from "vitest/node";
import { storeFolder } from "./store-folder";

/**
 * One store folder per worker of the unit run (store-folder.ts: in memory where the machine
 * allows). Each worker process runs its own Blobs sandbox on its folder (worker-store.ts): the files
 * one worker runs, one after another, share it (they use distinct records or reset), and files
 * running side by side never see each other's writes.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, project.config.maxWorkers);
  const directories: string[] = [];
  for (let worker = 0; worker < workers; worker++) {
    directories.push(await storeFolder("society-unit-store-"));
  }
  project.provide("blobsDirectories", directories);
  return async () => {
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    blobsDirectories: string[];
  }
}
