import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalBuilder } from "../../scripts/lib/local-builder";
import "../support/api";

/**
 * `npm start`'s builder waits for a burst of saves to pause before it builds, so the burst goes into
 * one build; a burst that goes on does not hold the build off for ever.
 */

let siteRoot: string;
beforeAll(async () => {
  siteRoot = await mkdtemp(path.join(tmpdir(), "society-local-builder-"));
});
afterAll(async () => {
  await rm(siteRoot, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A builder whose builds write the number of saves they saw, and count themselves. */
function countingBuilder(
  settle: { quietMs: number; maxMs: number } | undefined,
  saves: { count: number },
  buildMs = 0,
) {
  const builds: number[] = [];
  const builder = new LocalBuilder({
    siteRoot,
    log: () => undefined,
    ...(settle ? { settle } : {}),
    buildInto: async (outDir) => {
      builds.push(saves.count);
      await pause(buildMs);
      await mkdir(outDir, { recursive: true });
      await writeFile(path.join(outDir, "index.html"), String(saves.count));
      return true;
    },
  });
  return { builder, builds };
}

describe("the local builder", () => {
  it("builds a burst of saves once when it waits for them to pause", async () => {
    const saves = { count: 0 };
    const { builder, builds } = countingBuilder({ quietMs: 1_000, maxMs: 10_000 }, saves);
    const asked: Promise<boolean>[] = [];
    for (let save = 0; save < 5; save++) {
      saves.count++;
      asked.push(builder.request());
      await pause(20);
    }
    expect(await Promise.all(asked)).toEqual([true, true, true, true, true]);
    expect(builds).toEqual([5]);
    expect(await readFile(path.join(siteRoot, "dist", "index.html"), "utf8")).toBe("5");
  });

  it("without the wait, the first save builds alone and the rest follow in one more build", async () => {
    const saves = { count: 0 };
    // A build long enough for every later save to arrive while it runs.
    const { builder, builds } = countingBuilder(undefined, saves, 1_000);
    const asked: Promise<boolean>[] = [];
    for (let save = 0; save < 5; save++) {
      saves.count++;
      asked.push(builder.request());
      await pause(20);
    }
    await Promise.all(asked);
    expect(builds).toEqual([1, 5]);
  });

  it("starts a build while saves go on, once the longest wait has passed", async () => {
    const saves = { count: 0 };
    const { builder, builds } = countingBuilder({ quietMs: 200, maxMs: 400 }, saves);
    // Saves every 20 ms would keep a wait without a limit going for as long as they come.
    const first = builder.request();
    while (builds.length === 0) {
      saves.count++;
      void builder.request();
      await pause(20);
    }
    expect(await first).toBe(true);
  });

  it("builds at once when asked to (the first build as the site starts)", async () => {
    const saves = { count: 1 };
    const { builder, builds } = countingBuilder({ quietMs: 60_000, maxMs: 60_000 }, saves);
    expect(await builder.request({ atOnce: true })).toBe(true);
    expect(builds).toEqual([1]);
  });
});
