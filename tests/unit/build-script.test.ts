import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BuildScript } from "../../scripts/lib/build-script";
import { isRunning } from "../../scripts/lib/is-running";
import { runningProcesses } from "../support/processes";

/**
 * `npm start`'s builds run in one process kept warm between them (scripts/lib/build-script.ts);
 * here a stand-in (tests/support/stand-in-build-worker.ts) that names its process in each build.
 * The real builds in a warm process, each showing the edits before it, are the e2e live specs'.
 */

const root = path.resolve(import.meta.dirname, "../..");
let folder: string;
let script: BuildScript;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The stand-in processes this test process has started and that still run. */
const standInsRunning = async () =>
  (await runningProcesses())
    .filter((running) => running.parent === process.pid && running.command.includes("stand-in-build-worker"))
    .map((running) => running.pid);

/** The process that made the build called `name`; fails if the build did not succeed. */
async function builtBy(name: string): Promise<number> {
  const outDir = path.join(folder, name);
  expect(await script.run(outDir), name).toBe(true);
  return Number(await readFile(path.join(outDir, "pid"), "utf8"));
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "society-build-script-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("the build process", () => {
  afterEach(() => {
    script.stop();
  });

  it("stays for the next builds, and is new after one that leaves its heap past the limit", async () => {
    script = new BuildScript(root, process.env, { workerFile: "tests/support/stand-in-build-worker.ts" });
    const warm = [await builtBy("build-1"), await builtBy("build-2"), await builtBy("full-3")];
    expect(new Set(warm).size).toBe(1);
    const next = await builtBy("build-4");
    expect(next).not.toBe(warm[0]);
    await expect.poll(() => isRunning(warm[0] ?? 0), { timeout: 10_000 }).toBe(false);
  });

  it("stays after a failed build; after a crash the next build succeeds in a new one", async () => {
    script = new BuildScript(root, process.env, { workerFile: "tests/support/stand-in-build-worker.ts" });
    const first = await builtBy("before");
    expect(await script.run(path.join(folder, "fail-1"))).toBe(false);
    expect(await builtBy("after-failure")).toBe(first);

    expect(await script.run(path.join(folder, "crash-1"))).toBe(false);
    expect(isRunning(first)).toBe(false);
    const afterCrash = await builtBy("after-crash");
    expect(afterCrash).not.toBe(first);
  });

  it("can be started before the first build is asked for, which it then makes", async () => {
    script = new BuildScript(root, process.env, { workerFile: "tests/support/stand-in-build-worker.ts" });
    // The tests before stopped theirs.
    await expect.poll(standInsRunning, { timeout: 10_000 }).toEqual([]);
    script.warm();
    const started = await standInsRunning();
    expect(started).toHaveLength(1);
    expect(await builtBy("after-warm")).toBe(started[0]);
  });

  it("is ended when a build is not answered in time, and the next build gets a new one", async () => {
    // The limit also covers starting a new process, which can take over a second on a loaded machine.
    script = new BuildScript(root, process.env, {
      workerFile: "tests/support/stand-in-build-worker.ts",
      timeoutMs: 6_000,
    });
    const first = await builtBy("before-hang");
    expect(await script.run(path.join(folder, "hang-1"))).toBe(false);
    await expect.poll(() => isRunning(first), { timeout: 10_000 }).toBe(false);
    expect(await builtBy("after-hang")).not.toBe(first);
  });

  it("ends when no build comes for a while, and when the server stops", async () => {
    script = new BuildScript(root, process.env, {
      workerFile: "tests/support/stand-in-build-worker.ts",
      idleMs: 2_000,
    });
    const idle = await builtBy("idle-1");
    await pause(300);
    expect(isRunning(idle)).toBe(true);
    await expect.poll(() => isRunning(idle), { timeout: 10_000 }).toBe(false);
    const next = await builtBy("idle-2");
    expect(next).not.toBe(idle);
    script.stop();
    await expect.poll(() => isRunning(next), { timeout: 10_000 }).toBe(false);
  });
});
