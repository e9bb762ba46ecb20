import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Starts netlify-cli (`netlify dev`, `netlify serve`) the way this project needs it:
 *  - with netlify-cli-sandbox.ts preloaded (through netlify-cli-preload.mjs), so its Blobs sandbox
 *    gives etags and atomic conditional writes like the hosted store;
 *  - with node_modules/.bin first on PATH, as in an npm script, so it finds the `deno` the project
 *    installs instead of trying to download one (the machines that run the tests are offline).
 * Always offline: nothing here needs a Netlify account.
 */
export function spawnNetlifyCli(
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; stdio: StdioOptions; detached?: boolean },
): ChildProcess {
  const cli = path.join(root, "node_modules", "netlify-cli", "bin", "run.js");
  const preload = pathToFileURL(path.join(import.meta.dirname, "netlify-cli-preload.mjs")).href;
  const bin = path.join(root, "node_modules", ".bin");
  return spawn(process.execPath, ["--import", preload, cli, ...args, "--offline"], {
    cwd: options.cwd,
    stdio: options.stdio,
    detached: options.detached ?? false,
    env: { ...options.env, PATH: `${bin}${path.delimiter}${options.env.PATH ?? ""}`, BROWSER: "none" },
  });
}
