// Preloaded into netlify-cli's process by netlify-cli.ts (`node --import`). Only the main thread starts
// Blobs sandboxes; the worker each function call runs in inherits this preload and skips it, so a
// call does not pay for loading the patch.
import { enableCompileCache } from "node:module";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

if (isMainThread) {
  const { register } = await import("tsx/esm/api");
  register();
  await import("./netlify-cli-sandbox.ts");
} else {
  // Each call runs in a fresh worker that compiles the function's bundle and netlify-cli's own
  // runtime again; Node's compile cache keeps V8's compiled code for the next call, beside the
  // site's other local files (docs/decisions/test-layout.md).
  enableCompileCache(path.join(process.cwd(), ".netlify", "functions-compile-cache"));
}
