// Preloaded into netlify-cli's process by netlify-cli.ts (`node --import`). Only the main thread starts
// Blobs sandboxes; the worker each function call runs in inherits this preload and skips it, so a
// call does not pay for loading the patch.
import { isMainThread } from "node:worker_threads";

if (isMainThread) {
  const { register } = await import("tsx/esm/api");
  register();
  await import("./netlify-cli-sandbox.ts");
}
