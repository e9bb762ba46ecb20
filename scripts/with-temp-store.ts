import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startBlobsSandbox } from "./lib/blobs-sandbox";

/**
 * Runs a command with an empty, throw-away store, for tools that load the content collections
 * without needing real content (e.g. `astro check`). Usage: tsx scripts/with-temp-store.ts CMD ARGS...
 */
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Usage: tsx scripts/with-temp-store.ts COMMAND [ARGS...]");
  process.exit(2);
}
const directory = await mkdtemp(path.join(tmpdir(), "society-store-"));
const sandbox = await startBlobsSandbox(directory);
const code = await new Promise<number>((resolve) => {
  const child = spawn(command, args, {
    stdio: "inherit",
    env: { ...process.env, NETLIFY_BLOBS_CONTEXT: sandbox.context, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  child.on("exit", (exitCode) => {
    resolve(exitCode ?? 1);
  });
  child.on("error", () => {
    resolve(1);
  });
});
await sandbox.stop();
await rm(directory, { recursive: true, force: true });
process.exit(code);
