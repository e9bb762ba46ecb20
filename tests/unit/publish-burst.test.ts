import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startBlobsSandbox, type BlobsSandbox } from "../../scripts/lib/blobs-sandbox";
import { startBuildHookServer, type BuildHookServer } from "../../scripts/lib/build-hook-server";
import { LocalBuilder } from "../../scripts/lib/local-builder";
import type { NewsRecord } from "../../src/domain/news";
import { issueAdminToken } from "../../src/server/auth";
import { resetConfigCache } from "../../src/server/core/config";
import * as server from "../../src/server/content/publish";
import { newsHandler } from "../../src/server/resources/news";
import { startStoreProxy, type StoreProxy } from "../support/store-proxy";
import { storeFolder } from "../support/store-folder";

/**
 * Publishing under bursts of content writes, as `npm start` runs it: the real news API saves and
 * asks for builds through the real build hook and local builder; the build is a stand-in for
 * the site build (scripts/lib/site-build.ts) that marks itself started, reads the news and writes them to its "page", or
 * fails when told to. Like the real build it runs as another instance (its own copy of the
 * publish and store modules), and it reaches the store more slowly than the server, as a busy
 * build process does: the writes' instance wins every race it can.
 */

type PublishModule = typeof import("../../src/server/content/publish");
type StoreModule = typeof import("../../src/server/store");

const RETRIES = server.RETRY_DELAYS_MS.length;

let directory: string;
let sandbox: BlobsSandbox;
let proxy: StoreProxy;
let hook: BuildHookServer;
let builder: LocalBuilder;
let build: { publish: PublishModule; store: StoreModule };
let token = "";
const siteRoot = () => path.join(directory, "site");

/** Outcomes of the coming builds, in order (true: it succeeds); once used up, builds succeed. */
let outcomes: boolean[] = [];
/** Retries go at once or, while held, wait until the test lets each go; the waits they were given. */
const retries = { held: false, waiting: [] as (() => void)[], waits: [] as number[] };
let buildsRunning = 0;
let buildsRun = 0;

/** The stand-in for the site build: the news it read, as its page, in `outDir`. */
async function buildInto(outDir: string): Promise<boolean> {
  buildsRunning++;
  buildsRun++;
  try {
    await build.publish.markBuildStarted();
    const titles = (await build.store.collection<NewsRecord>("news").list()).map((n) => n.title);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (!(outcomes.shift() ?? true)) {
      await build.publish.recordBuildError("Build failed: a page could not be rendered.");
      return false;
    }
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, "news.json"), JSON.stringify(titles));
    return true;
  } finally {
    buildsRunning--;
  }
}

/** The news on the live "page". */
async function livePage(): Promise<string[]> {
  return JSON.parse(await readFile(path.join(siteRoot(), "dist", "news.json"), "utf8")) as string[];
}

async function createNews(title: string): Promise<void> {
  const request = new Request("http://localhost/api/news", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ title, date: "2026-11-21", bigContent: "Saved in a burst." }),
  });
  const response = await newsHandler(request, { params: {} });
  if (response.status !== 201) throw new Error(`POST /api/news answered ${response.status}`);
}

/** `writers` admins at once, each saving `each` news one after another; the titles in the order saved. */
async function burst(label: string, writers: number, each: number): Promise<string[]> {
  const saved: string[] = [];
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let index = 0; index < each; index++) {
        const title = `${label} writer ${writer} item ${index}`;
        await createNews(title);
        saved.push(title);
      }
    }),
  );
  return saved;
}

/** Resolves once the status has settled: `state`, and no build running. */
async function settled(state: string) {
  await vi.waitFor(
    async () => {
      expect(await server.readPublishStatus()).toMatchObject({ state });
      expect(buildsRunning).toBe(0);
    },
    { timeout: 20_000, interval: 20 },
  );
}

beforeAll(async () => {
  directory = await storeFolder("society-publish-burst-");
  sandbox = await startBlobsSandbox(path.join(directory, "store"));
  process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;
  hook = await startBuildHookServer(() => void builder.request());
  process.env.BUILD_HOOK_URL = hook.url;
  resetConfigCache();
  token = await issueAdminToken();
  // The server's instance talks to the store directly.
  await server.readPublishStatus();

  // The build's instance: its own modules, talking to the store through a slower path.
  proxy = await startStoreProxy(sandbox, { delayMs: 10 });
  process.env.NETLIFY_BLOBS_CONTEXT = proxy.context;
  vi.resetModules();
  build = { publish: await import("../../src/server/content/publish"), store: await import("../../src/server/store") };
  await build.publish.readPublishStatus();
  process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;

  builder = new LocalBuilder({
    siteRoot: siteRoot(),
    buildInto,
    log: () => undefined,
    retryWait: (ms) => {
      retries.waits.push(ms);
      return retries.held ? new Promise((resolve) => retries.waiting.push(resolve)) : Promise.resolve();
    },
  });
});

afterAll(async () => {
  await hook.close();
  await proxy.close();
  await sandbox.stop();
  await rm(directory, { recursive: true, force: true });
  delete process.env.BUILD_HOOK_URL;
  resetConfigCache();
});

describe("publishing during bursts of content writes", () => {
  it("the build records its start, failure and success while another instance saves non-stop", async () => {
    let saving = true;
    const savers = Array.from({ length: 8 }, async () => {
      while (saving) await server.requestPublish();
    });
    const outcomes: string[] = [];
    const attempt = (work: () => Promise<unknown>) =>
      work().then(
        () => "recorded",
        (error: unknown) => String(error),
      );
    for (let round = 0; round < 3; round++) {
      outcomes.push(await attempt(() => build.publish.markBuildStarted()));
      outcomes.push(await attempt(() => build.publish.recordBuildError("Build failed: broken page")));
      outcomes.push(await attempt(() => build.publish.markPublishFailed("The deploy did not complete.")));
      outcomes.push(await attempt(() => build.publish.markBuildStarted()));
      outcomes.push(await attempt(() => build.publish.markPublished()));
    }
    saving = false;
    await Promise.all(savers);
    expect(outcomes).toEqual(Array(15).fill("recorded"));
    await settled("idle");
  }, 60_000);

  it("after any burst of writes during builds, some failing, the status ends idle with the last write live", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 12 }),
        // Builds that fail, in runs no longer than the retries allow, between ones that succeed.
        fc.array(fc.integer({ min: 0, max: RETRIES }), { maxLength: 4 }),
        async (writers, each, failureRuns) => {
          outcomes = failureRuns.flatMap((failures) => [...Array<boolean>(failures).fill(false), true]);
          const saved = await burst(`Run ${++run}`, writers, each);
          await settled("idle");
          const page = await livePage();
          expect(page).toEqual(expect.arrayContaining(saved));
          expect(page).toContain(saved.at(-1));
          expect(await server.readPublishStatus()).toMatchObject({ pendingChanges: 0 });
        },
      ),
      // A failing run reports itself: shrinking it would wait out each attempt in turn.
      { numRuns: 12, endOnFailure: true },
    );
  }, 120_000);

  it("retries a failed build after growing waits, says so, stops after the last, and publishes on the next edit", async () => {
    const before = buildsRun;
    retries.held = true;
    retries.waits = [];
    outcomes = Array<boolean>(1 + RETRIES).fill(false);
    const saved = await burst("Never built", 1, 1);
    for (let retry = 1; retry <= RETRIES; retry++) {
      await settled("retrying");
      await vi.waitFor(() => expect(retries.waiting).toHaveLength(1));
      expect(await livePage()).not.toContain(saved[0]);
      retries.waiting.shift()?.();
    }
    await settled("failed");
    retries.held = false;
    expect(buildsRun - before).toBe(1 + RETRIES);
    expect(retries.waits).toEqual(server.RETRY_DELAYS_MS);

    const fixed = await burst("After the failures", 1, 1);
    await settled("idle");
    expect(await livePage()).toEqual(expect.arrayContaining([...saved, ...fixed]));
  }, 60_000);

  it("takes a change saved while a retry waits into the retry, without another build", async () => {
    const before = buildsRun;
    retries.held = true;
    outcomes = [false];
    const first = await burst("Before the retry", 1, 1);
    await settled("retrying");
    await vi.waitFor(() => expect(retries.waiting).toHaveLength(1));
    const during = await burst("While the retry waits", 2, 2);
    expect(await server.readPublishStatus()).toMatchObject({ state: "retrying", pendingChanges: 5 });
    expect(buildsRun - before).toBe(1);
    retries.waiting.shift()?.();
    retries.held = false;
    await settled("idle");
    expect(buildsRun - before).toBe(2);
    expect(await livePage()).toEqual(expect.arrayContaining([...first, ...during]));
  }, 60_000);
});
