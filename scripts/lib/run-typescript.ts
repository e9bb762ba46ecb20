import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

/**
 * Starts a TypeScript file of the project in a Node process of its own, with tsx's loader
 * (`node --import tsx FILE`), and Node's own `nodeFlags` if any. `cwd` is the project's root: Node
 * finds tsx and `file` from there. The `tsx` command would start a second Node process to do the
 * same, about a quarter of a second of CPU more for each start.
 */
export function spawnTypeScript(
  file: string,
  args: readonly string[],
  { nodeFlags = [], ...options }: SpawnOptions & { cwd: string; nodeFlags?: readonly string[] },
): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, "--import", "tsx", file, ...args], options);
}
