import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockCacheFolder } from "../../scripts/lib/cache-lock";

/** One build at a time per Astro cache folder (scripts/lib/cache-lock.ts, docs/decisions/rebuild-time.md). */

const folders: string[] = [];
const newFolder = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), "cache-lock-"));
  folders.push(folder);
  return folder;
};
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe("the cache folder's lock", () => {
  it("is held by one build until it lets go", async () => {
    const folder = await newFolder();
    const first = await lockCacheFolder(folder);
    expect(first).toBeDefined();
    expect(await readFile(path.join(folder, "build.lock"), "utf8")).toBe(String(process.pid));
    expect(await lockCacheFolder(folder)).toBeUndefined();
    await first?.release();
    const second = await lockCacheFolder(folder);
    expect(second).toBeDefined();
    await second?.release();
  });

  it("is taken over from a build whose process has ended", async () => {
    const folder = await newFolder();
    // The id of a process that has exited.
    const ended = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    });
    await writeFile(path.join(folder, "build.lock"), ended.stdout);
    const lock = await lockCacheFolder(folder);
    expect(lock).toBeDefined();
    expect(await readFile(path.join(folder, "build.lock"), "utf8")).toBe(String(process.pid));
    await lock?.release();
  });

  it("makes the folder when there is none yet", async () => {
    const folder = path.join(await newFolder(), "astro-cache");
    const lock = await lockCacheFolder(folder);
    expect(lock).toBeDefined();
    await lock?.release();
  });
});
