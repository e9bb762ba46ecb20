import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBlobsSandbox, type BlobsSandbox } from "../../scripts/lib/blobs-sandbox";
import { resetConfigCache } from "../../src/server/config";
import {
  markBuildStarted,
  markPublished,
  markPublishFailed,
  readPublishStatus,
  requestPublish,
} from "../../src/server/publish";

// This file owns its own store: the publish record is one shared key.
let sandbox: BlobsSandbox;
let directory: string;
let hook: http.Server;
let hookCalls = 0;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "society-publish-store-"));
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

  it("reports a failure, keeps the last publish time, and retries on the next write", async () => {
    const calls = hookCalls;
    await requestPublish();
    await markBuildStarted();
    await markPublishFailed("Build failed: broken page");
    await markPublishFailed("The deploy did not complete.");
    expect(await readPublishStatus()).toEqual({
      state: "failed",
      lastPublishedAt: "2026-11-01T10:01:00.000Z",
      pendingChanges: 1,
    });
    await requestPublish();
    expect(hookCalls).toBe(calls + 2);
    expect(await readPublishStatus()).toMatchObject({ state: "queued", pendingChanges: 2 });
  });

  it("resends a request whose build never started", async () => {
    const calls = hookCalls;
    await requestPublish(new Date(Date.now() + 6 * 60 * 1000));
    expect(hookCalls).toBe(calls + 1);
  });
});
