import { afterEach, describe, expect, it } from "vitest";
import { workerBlobsContext } from "../support/worker-store";
import { ConfigurationError, parseStoreConfig, resetConfigCache } from "../../src/server/core/config";
import { collection, resetStoreClient } from "../../src/server/store";

/**
 * The store reads its own settings (STORE_TIMEOUT_MS), validated, and needs nothing else: the
 * build, backup and restore use it where the admin secrets are not set.
 */

const saved = { ...process.env };

afterEach(() => {
  for (const name of [
    "NETLIFY_BLOBS_CONTEXT",
    "SITE_ENV",
    "ADMIN_EMAIL",
    "ADMIN_PASSWORD",
    "JWT_SECRET",
    "STORE_TIMEOUT_MS",
  ]) {
    if (saved[name] === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = saved[name];
  }
  resetConfigCache();
  resetStoreClient();
});

describe("the store's settings", () => {
  it("default to an 8 s deadline and take a whole number of milliseconds", () => {
    expect(parseStoreConfig({})).toEqual({ STORE_TIMEOUT_MS: 8000 });
    expect(parseStoreConfig({ STORE_TIMEOUT_MS: " " })).toEqual({ STORE_TIMEOUT_MS: 8000 });
    expect(parseStoreConfig({ STORE_TIMEOUT_MS: "700" })).toEqual({ STORE_TIMEOUT_MS: 700 });
  });

  it.each(["soon", "0", "-5", "1.5"])("refuse STORE_TIMEOUT_MS=%s, naming the variable", (value) => {
    expect(() => parseStoreConfig({ STORE_TIMEOUT_MS: value })).toThrow(ConfigurationError);
    expect(() => parseStoreConfig({ STORE_TIMEOUT_MS: value })).toThrow(
      /^The site is not configured: STORE_TIMEOUT_MS/,
    );
  });
});

describe("store access", () => {
  it("works where the admin secrets are missing, as the build and a backup run", async () => {
    process.env.NETLIFY_BLOBS_CONTEXT = workerBlobsContext();
    process.env.SITE_ENV = "production";
    for (const name of ["ADMIN_EMAIL", "ADMIN_PASSWORD", "JWT_SECRET"]) Reflect.deleteProperty(process.env, name);
    resetConfigCache();
    resetStoreClient();
    const notes = collection<{ _id: string; createdAt: string; updatedAt: string; text: string }>("config-test-notes");
    const added = await notes.insert({ text: "stored without admin secrets" });
    expect((await notes.list()).map((note) => note._id)).toContain(added._id);
  });

  it("fails with the configuration message when STORE_TIMEOUT_MS is not valid", async () => {
    process.env.NETLIFY_BLOBS_CONTEXT = workerBlobsContext();
    process.env.STORE_TIMEOUT_MS = "soon";
    resetStoreClient();
    await expect(collection("config-test-notes").list()).rejects.toThrow(
      "The site is not configured: STORE_TIMEOUT_MS must be a number of milliseconds.",
    );
  });
});
