import { rm } from "node:fs/promises";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startBlobsSandbox, type BlobsSandbox } from "../../scripts/lib/blobs-sandbox";
import deployFailed from "../../netlify/functions/deploy-failed.mts";
import deploySucceeded from "../../netlify/functions/deploy-succeeded.mts";
import { resetConfigCache } from "../../src/server/core/config";
import {
  markBuildStarted,
  markPublished,
  markPublishFailed,
  readPublishStatus,
  recordBuildError,
  requestPublish,
  retryFailedPublish,
  RETRY_DELAYS_MS,
} from "../../src/server/content/publish";
import { storeFolder } from "../support/store-folder";

// This file owns its own store: the publish records are shared keys.
let sandbox: BlobsSandbox;
let directory: string;
let hook: http.Server;
let hookCalls = 0;
const quiet = { log: () => undefined };

beforeAll(async () => {
  directory = await storeFolder("society-publish-store-");
  sandbox = await startBlobsSandbox(directory);
  process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;
  hook = http.createServer((_request, response) => {
    hookCalls++;
    response.writeHead(202).end();
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  const address = hook.address();
  if (!address || typeof address === "string") throw new Error("hook server did not start");
  process.env.BUILD_HOOK_URL = `http://127.0.0.1:${address.port}/build`;
  resetConfigCache();
});

afterAll(async () => {
  await new Promise((resolve) => hook.close(resolve));
  await sandbox.stop();
  await rm(directory, { recursive: true, force: true });
  delete process.env.BUILD_HOOK_URL;
  resetConfigCache();
});

describe("publishing", () => {
  it("coalesces writes, stays busy until the build is live, and asks again for late changes", async () => {
    expect(await readPublishStatus()).toEqual({ state: "idle", lastPublishedAt: null, pendingChanges: 0 });

    // A burst of writes calls the hook once.
    await Promise.all([requestPublish(), requestPublish(), requestPublish()]);
    expect(hookCalls).toBe(1);
    expect(await readPublishStatus()).toMatchObject({ state: "queued", pendingChanges: 3 });

    await markBuildStarted();
    await requestPublish(); // saved while building: not in this build
    expect(hookCalls).toBe(1);
    expect(await readPublishStatus()).toMatchObject({ state: "building", pendingChanges: 4 });

    await markPublished(new Date("2026-11-01T10:00:00Z"));
    expect(hookCalls).toBe(2);
    expect(await readPublishStatus()).toEqual({
      state: "queued",
      lastPublishedAt: "2026-11-01T10:00:00.000Z",
      pendingChanges: 1,
    });

    await markBuildStarted();
    await markPublished(new Date("2026-11-01T10:01:00Z"));
    expect(hookCalls).toBe(2);
    expect(await readPublishStatus()).toEqual({
      state: "idle",
      lastPublishedAt: "2026-11-01T10:01:00.000Z",
      pendingChanges: 0,
    });
  });

  it("plans a bounded series of retries with growing waits, keeping the build's own reason and the last publish", async () => {
    const calls = hookCalls;
    await requestPublish();
    expect(hookCalls).toBe(calls + 1);
    const failedAt = new Date();
    const plans = [];
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
      await markBuildStarted();
      await recordBuildError("Build failed: broken page");
      plans.push(await markPublishFailed("The deploy did not complete.", failedAt));
      if (attempt < RETRY_DELAYS_MS.length) {
        expect(await readPublishStatus()).toEqual({
          state: "retrying",
          lastPublishedAt: "2026-11-01T10:01:00.000Z",
          pendingChanges: attempt + 1,
        });
        // A retry is on its way: a write waits for it.
        await requestPublish();
      }
    }
    expect(plans.map((plan) => plan.reason)).toEqual(Array(4).fill("Build failed: broken page"));
    expect(plans.map((plan) => plan.retry?.delayMs)).toEqual([5_000, 15_000, 30_000, undefined]);
    expect(plans[0]?.retry?.at).toBe(new Date(failedAt.getTime() + 5_000).toISOString());
    expect(hookCalls).toBe(calls + 1);
    expect(await readPublishStatus()).toEqual({
      state: "failed",
      lastPublishedAt: "2026-11-01T10:01:00.000Z",
      pendingChanges: 4,
    });

    // The retries ran out: the next write asks for a build, which starts a new series.
    await requestPublish();
    expect(hookCalls).toBe(calls + 2);
    expect(await readPublishStatus()).toMatchObject({ state: "queued", pendingChanges: 5 });
    await markBuildStarted();
    expect((await markPublishFailed("The deploy did not complete.")).retry?.delayMs).toBe(RETRY_DELAYS_MS[0]);
    expect((await markPublishFailed("The deploy did not complete.")).reason).toBe("The deploy did not complete.");
  });

  it("calls the hook when the retry is due, unless a build started meanwhile", async () => {
    await markBuildStarted();
    const failure = await markPublishFailed("The deploy did not complete.");
    const waits: number[] = [];
    const calls = hookCalls;
    await retryFailedPublish(failure, { ...quiet, wait: (ms) => Promise.resolve(void waits.push(ms)) });
    expect(waits).toEqual([failure.retry?.delayMs]);
    expect(hookCalls).toBe(calls + 1);

    const again = await markPublishFailed("The deploy did not complete.");
    await retryFailedPublish(again, { ...quiet, wait: () => markBuildStarted() });
    expect(hookCalls).toBe(calls + 1);
    await markPublished();
    expect(await readPublishStatus()).toMatchObject({ state: "idle", pendingChanges: 0 });
  });

  it("resends a request whose build never started", async () => {
    const calls = hookCalls;
    await requestPublish();
    expect(hookCalls).toBe(calls + 1);
    await requestPublish();
    expect(hookCalls).toBe(calls + 1);
    await requestPublish(new Date(Date.now() + 6 * 60 * 1000));
    expect(hookCalls).toBe(calls + 2);
    await markBuildStarted();
    await markPublished();
  });

  it("shows a retry that never came as failed, and the next write asks for a build", async () => {
    await requestPublish();
    await markBuildStarted();
    await markPublishFailed("The deploy did not complete.", new Date(Date.now() - 10 * 60 * 1000));
    expect(await readPublishStatus()).toMatchObject({ state: "failed", pendingChanges: 1 });
    const calls = hookCalls;
    await requestPublish();
    expect(hookCalls).toBe(calls + 1);
    expect(await readPublishStatus()).toMatchObject({ state: "queued", pendingChanges: 2 });
    await markBuildStarted();
    await markPublished();
  });

  it("on Netlify, the deploy events record the outcome and a failed deploy calls the build hook again", async () => {
    await requestPublish();
    await markBuildStarted();
    const calls = hookCalls;
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await deployFailed();
    log.mockRestore();
    error.mockRestore();
    expect(failed.status).toBe(204);
    expect(hookCalls).toBe(calls + 1);
    expect(await readPublishStatus()).toMatchObject({ state: "retrying", pendingChanges: 1 });

    await markBuildStarted();
    expect((await deploySucceeded()).status).toBe(204);
    expect(await readPublishStatus()).toMatchObject({ state: "idle", pendingChanges: 0 });
  }, 30_000);
});
