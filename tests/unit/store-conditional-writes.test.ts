import { rm } from "node:fs/promises";
import { getStore } from "@netlify/blobs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startBlobsSandbox, type BlobsSandbox } from "../../scripts/lib/blobs-sandbox";
import { CONDITIONAL_WRITES_UNSUPPORTED, resetStoreClient } from "../../src/server/store";
import { PROBE_KEY } from "../../src/server/store/conditional-writes";
import { call } from "../support/api";
import { startStoreProxy, type HeaderRewrite, type StoreProxy } from "../support/store-proxy";
import { storeFolder } from "../support/store-folder";

/**
 * A store that cannot do conditional writes: one that stores a write whatever its condition, and
 * netlify-cli's own sandbox, whose reads carry no etag to make a write conditional on. Either gets
 * 503 with the cause and the commands that give a working store, never a bare 500. The functions
 * talk to a sandbox of this file's own through a proxy that makes it so.
 */

type Mode = "keeps conditions" | "ignores conditions" | "reads without etags";
let mode: Mode = "keeps conditions";
const CONDITIONS = ["if-match", "if-none-match"];
let conditionalPuts = 0;

const without = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

/** "reads without etags" is netlify-cli's stock sandbox: a read ignores If-None-Match and names no version. */
const rewrite: HeaderRewrite = {
  request: (request, headers) => {
    const isWrite = request.method === "PUT";
    if (isWrite && CONDITIONS.some((name) => name in headers)) conditionalPuts++;
    if (mode === "ignores conditions" && isWrite) return without(headers, CONDITIONS);
    if (mode === "reads without etags" && !isWrite) return without(headers, CONDITIONS);
    return headers;
  },
  answer: (request, headers) => {
    if (mode !== "reads without etags" || request.method === "PUT") return headers;
    return without(headers, ["etag"]);
  },
};

let sandbox: BlobsSandbox;
let directory: string;
let proxy: StoreProxy;
const previousContext = process.env.NETLIFY_BLOBS_CONTEXT;

const signIn = () =>
  call("POST", "/api/admin/login", {
    body: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  });

const subscribe = (email: string) => call("POST", "/api/subscribers", { body: { email } });

/** The keys in the sandbox, read directly (not through the proxy). */
async function storedKeys(): Promise<string[]> {
  const store = getStore({ name: "society", consistency: "strong", ...sandbox.connection });
  return (await store.list()).blobs.map((blob) => blob.key).filter((key) => !/(^|\/)\./.test(key));
}

beforeAll(async () => {
  directory = await storeFolder("society-conditional-store-");
  sandbox = await startBlobsSandbox(directory);
  proxy = await startStoreProxy(sandbox, { rewrite });
  process.env.NETLIFY_BLOBS_CONTEXT = proxy.context;
  resetStoreClient();
  // A collection that exists: a store without etags can still create one, never change it.
  expect((await subscribe("first@example.org")).status).toBe(201);
});

afterAll(async () => {
  await proxy.close();
  await sandbox.stop();
  await rm(directory, { recursive: true, force: true });
  process.env.NETLIFY_BLOBS_CONTEXT = previousContext;
  resetStoreClient();
});

beforeEach(() => {
  // A new client, as a new function instance has: the store is asked afresh whether it keeps conditions.
  resetStoreClient();
  conditionalPuts = 0;
});

describe("a store that cannot do conditional writes", () => {
  it.each(["ignores conditions", "reads without etags"] as const)(
    "when it %s, sign-in and a public write answer 503 naming the cause and the commands to use",
    async (storeMode) => {
      mode = storeMode;
      for (const response of [await signIn(), await signIn(), await subscribe("conditional@example.org")]) {
        expect(response.status).toBe(503);
        expect(response.json).toEqual({ message: CONDITIONAL_WRITES_UNSUPPORTED });
      }
      expect(CONDITIONAL_WRITES_UNSUPPORTED).toContain("does not support conditional writes");
      expect(CONDITIONAL_WRITES_UNSUPPORTED).toContain("`npm start` or `npm run dev`");
      // The check leaves nothing behind in the store it found wanting.
      expect(await storedKeys()).not.toContain(PROBE_KEY);
    },
  );

  it("is told apart from a store that keeps them, which is asked once per client and signs in", async () => {
    mode = "keeps conditions";
    const first = await signIn();
    expect(first.status).toBe(200);
    expect(typeof first.json.token).toBe("string");
    const afterFirst = conditionalPuts;
    expect((await signIn()).status).toBe(200);
    // The second sign-in's writes (the throttle's count, then its release, its activity entry) are
    // conditional too, but the store is not asked again: one probe per client. The first sign-in
    // also noted the activity log's first month, which a client claims once.
    expect(conditionalPuts - afterFirst).toBe(afterFirst - 2);
    expect(await storedKeys()).not.toContain(PROBE_KEY);
  });
});
