import { spawnTypeScript } from "../../scripts/lib/run-typescript";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Runs `script` (a file of tests/support) as a function instance of its own: a separate process,
 * so its store client, copies and write queues are its own, as on Netlify, against the Blobs
 * sandbox `blobsContext` names. Answers what it printed on stdout, parsed as JSON.
 */
export function runInstanceProcess<T>(script: string, args: readonly string[], blobsContext: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawnTypeScript(path.join("tests/support", script), args, {
      cwd: root,
      env: { ...process.env, NETLIFY_BLOBS_CONTEXT: blobsContext },
      stdio: "pipe",
    });
    let output = "";
    let errors = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(JSON.parse(output) as T);
      else reject(new Error(`${script} ${args.join(" ")} exited with ${String(code)}: ${errors}`));
    });
  });
}
