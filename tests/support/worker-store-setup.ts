import { startWorkerSandbox } from "./worker-store";

/** A setup file of the unit run: the worker process's own Blobs sandbox (worker-store.ts). */
await startWorkerSandbox();
