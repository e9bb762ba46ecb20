import http from "node:http";
import { rm } from "node:fs/promises";
import { getStore } from "@netlify/blobs";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startBlobsSandbox, type BlobsSandbox } from "../../scripts/lib/blobs-sandbox";
import { STORE_TOO_SLOW, STORE_UNAVAILABLE, VISITOR_READ_MAX_AGE_MS, resetStoreClient } from "../../src/server/store";
import { adminToken, call } from "../support/api";
import { startStoreProxy, type Intercept, type StoreProxy } from "../support/store-proxy";
import { storeFolder } from "../support/store-folder";

/**
 * The store fails: it refuses connections, hangs, or answers reads but never finishes writes.
 * The API must answer 503 with a clear message within its deadline, and a write that did not
 * finish must leave nothing behind. The functions talk to the store through a proxy this test
 * controls, in front of a sandbox of its own (other test files share the common one).
 */

type Mode =
  | "pass"
  | "refuse"
  | "hang"
  | "hang-writes"
  | "hang-record-writes"
  | "store-record-writes-then-hang"
  | "store-record-writes-then-hang-and-another-writes"
  | "fail-record-writes"
  | "fail-activity-writes"
  | "fail-activity-first-attempt";
let mode: Mode = "pass";
let sandbox: BlobsSandbox;
let directory: string;
let proxy: StoreProxy;
const hung = new Set<http.ServerResponse>();
/** Refused writes per activity-log key (the client library itself tries each request 6 times). */
const activityRefusals = new Map<string, number>();
const LIBRARY_ATTEMPTS = 6;
const previousContext = process.env.NETLIFY_BLOBS_CONTEXT;
const previousTimeout = process.env.STORE_TIMEOUT_MS;

/** Answers, holds or drops the store's requests as the current mode says. */
const faults: Intercept = (request, response) => {
  const isWrite = request.method !== "GET" && request.method !== "HEAD";
  if (mode === "refuse") {
    request.socket.destroy();
    return "handled";
  }
  const isRecordWrite = isWrite && decodeURIComponent(request.url ?? "").includes("collections/");
  if (mode === "hang" || (mode === "hang-writes" && isWrite) || (mode === "hang-record-writes" && isRecordWrite)) {
    hung.add(response);
    return "handled";
  }
  // The store keeps the write; its answer never reaches the function.
  if (mode === "store-record-writes-then-hang" && isRecordWrite) return { then: "store, hold answer" };
  // As above, and another instance writes the document right after.
  if (mode === "store-record-writes-then-hang-and-another-writes" && isRecordWrite)
    return { then: "store, hold answer", afterStored: anotherInstanceAddsNews };
  if (mode === "fail-record-writes" && isRecordWrite) {
    response.writeHead(500).end();
    return "handled";
  }
  const key = decodeURIComponent(request.url ?? "");
  if (isWrite && key.includes("activity")) {
    const refused = activityRefusals.get(key) ?? 0;
    // The first attempt of the log's own retry fails (all the library's tries), the second passes.
    if (mode === "fail-activity-writes" || (mode === "fail-activity-first-attempt" && refused < LIBRARY_ATTEMPTS)) {
      activityRefusals.set(key, refused + 1);
      response.writeHead(500).end();
      return "handled";
    }
  }
  return "forward";
};

const OTHER_INSTANCE_TITLE = "Written by another instance";

/** Another function instance adds a news item, straight to the sandbox. */
async function anotherInstanceAddsNews(): Promise<void> {
  const direct = getStore({ name: "society", consistency: "strong", ...sandbox.connection });
  const current = (await direct.get("collections/news", { type: "json" })) as Record<string, unknown>[];
  const now = new Date().toISOString();
  await direct.setJSON("collections/news", [
    ...current,
    { ...news, title: OTHER_INSTANCE_TITLE, _id: "0123456789abcdef01234567", createdAt: now, updatedAt: now },
  ]);
}

/** Everything in the sandbox, read directly (not through the proxy). */
async function storeContents(): Promise<Record<string, string>> {
  const store = getStore({
    name: "society",
    consistency: "strong",
    ...sandbox.connection,
  });
  const contents: Record<string, string> = {};
  for (const { key } of (await store.list()).blobs) {
    if (/(^|\/)\./.test(key)) continue;
    // Typed loosely by the library: a key deleted since the list gives null.
    const data = (await store.get(key, { type: "arrayBuffer" })) as ArrayBuffer | null;
    contents[key] = data ? Buffer.from(data).toString("base64") : "(gone)";
  }
  return contents;
}

let token = "";

beforeAll(async () => {
  directory = await storeFolder("society-fault-store-");
  sandbox = await startBlobsSandbox(directory);
  proxy = await startStoreProxy(sandbox, { intercept: faults });
  process.env.NETLIFY_BLOBS_CONTEXT = proxy.context;
  process.env.STORE_TIMEOUT_MS = "700";
  resetStoreClient();
  token = await adminToken();
  mode = "pass";
  const created = await call("POST", "/api/news", {
    token,
    body: { title: "Stored before the fault", date: "2026-01-01", bigContent: "Text", links: [] },
  });
  expect(created.status).toBe(201);
});

afterAll(async () => {
  for (const response of hung) response.destroy();
  await proxy.close();
  await sandbox.stop();
  await rm(directory, { recursive: true, force: true });
  process.env.NETLIFY_BLOBS_CONTEXT = previousContext;
  if (previousTimeout === undefined) delete process.env.STORE_TIMEOUT_MS;
  else process.env.STORE_TIMEOUT_MS = previousTimeout;
  resetStoreClient();
});

beforeEach(() => {
  mode = "pass";
});

const news = { title: "Written during the fault", date: "2026-02-02", bigContent: "Text", links: [] };
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function executiveForm(): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: "Fault Test",
    designation: "Member",
    postalAddress: "Lucknow",
    email: "fault@example.org",
    mobile: "9876543210",
    biodata: "Text",
  }))
    form.set(name, value);
  form.set("image", new Blob([png], { type: "image/png" }), "photo.png");
  return form;
}

describe.each([
  { fault: "refuses connections", setMode: "refuse" as const, message: [STORE_UNAVAILABLE, STORE_TOO_SLOW] },
  { fault: "never answers", setMode: "hang" as const, message: [STORE_TOO_SLOW] },
])("when the store $fault", ({ setMode, message }) => {
  it("public reads and registration answer 503 with a clear message and Retry-After", async () => {
    mode = setMode;
    // A visitor may be answered from a copy the store confirmed within the last second; past that
    // every read must reach the store.
    const later = Date.now() + VISITOR_READ_MAX_AGE_MS;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => later);
    try {
      for (const [method, url, body] of [
        ["GET", "/api/news", undefined],
        ["GET", "/api/books", undefined],
        ["POST", "/api/subscribers", { email: "fault@example.org" }],
      ] as const) {
        const response = await call(method, url, body === undefined ? {} : { body });
        expect(response.status, `${method} ${url}`).toBe(503);
        expect(message).toContain(response.json.message);
        expect(response.headers.get("retry-after")).toBe("30");
      }
    } finally {
      clock.mockRestore();
    }
  });

  it("admin writes answer 503 and store nothing", async () => {
    const before = await storeContents();
    mode = setMode;
    const created = await call("POST", "/api/news", { token, body: news });
    expect(created.status).toBe(503);
    expect(message).toContain(created.json.message);
    mode = "pass";
    expect(await storeContents()).toEqual(before);
  });
});

describe("when the store answers reads but never finishes a write", () => {
  it("a create answers 503 and leaves the store as it was", async () => {
    const before = await storeContents();
    mode = "hang-writes";
    const created = await call("POST", "/api/news", { token, body: news });
    expect(created.status).toBe(503);
    expect(created.json.message).toBe(STORE_TOO_SLOW);
    mode = "pass";
    expect(await storeContents()).toEqual(before);
  });

  it("an upload answers 503 and leaves neither a record nor a file", async () => {
    const before = await storeContents();
    mode = "hang-writes";
    const created = await call("POST", "/api/executives", { token, form: executiveForm() });
    expect(created.status).toBe(503);
    mode = "pass";
    expect(await storeContents()).toEqual(before);
  });

  it("an upload whose file was stored but whose record was not removes the file again", async () => {
    const before = await storeContents();
    mode = "hang-record-writes";
    const created = await call("POST", "/api/executives", { token, form: executiveForm() });
    expect(created.status).toBe(503);
    mode = "pass";
    expect(await storeContents()).toEqual(before);
  });

  it("an update and a delete answer 503 and change nothing", async () => {
    const [item] = (await call("GET", "/api/news")).json as unknown as { _id: string }[];
    expect(item).toBeDefined();
    const before = await storeContents();
    mode = "hang-writes";
    const updated = await call("PUT", `/api/news/${item?._id ?? ""}`, { token, body: news });
    expect(updated.status).toBe(503);
    const deleted = await call("DELETE", `/api/news/${item?._id ?? ""}`, { token });
    expect(deleted.status).toBe(503);
    mode = "pass";
    expect(await storeContents()).toEqual(before);
  });
});

describe("when the store stores a write but its answer never comes", () => {
  it.each([
    { setMode: "store-record-writes-then-hang" as const, title: "Stored, answer lost", others: 0 },
    {
      setMode: "store-record-writes-then-hang-and-another-writes" as const,
      title: "Stored, then another instance wrote",
      others: 1,
    },
  ])("$title: the create is answered 201 once a read shows it stored, and is stored once", async (example) => {
    const listedBefore = (await call("GET", "/api/news", { token })).json as unknown as { title: string }[];
    mode = example.setMode;
    const created = await call("POST", "/api/news", { token, body: { ...news, title: example.title } });
    mode = "pass";
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const listed = (await call("GET", "/api/news", { token })).json as unknown as { _id: string; title: string }[];
    expect(listed.filter((item) => item.title === example.title).map((item) => item._id)).toEqual([created.json._id]);
    const others = (items: { title: string }[]) => items.filter((item) => item.title === OTHER_INSTANCE_TITLE).length;
    expect(others(listed) - others(listedBefore)).toBe(example.others);
  });
});

describe("when the store refuses record writes with 500", () => {
  it("a create answers 503, not 201: nothing is known to be stored", async () => {
    const before = await storeContents();
    mode = "fail-record-writes";
    const created = await call("POST", "/api/news", { token, body: news });
    expect(created.status).toBe(503);
    expect(created.json.message).toBe(STORE_UNAVAILABLE);
    mode = "pass";
    expect(await storeContents()).toEqual(before);
    const listed = (await call("GET", "/api/news", { token })).json as unknown as { title: string }[];
    expect(listed.map((item) => item.title)).not.toContain(news.title);
  });
});

describe("when the store refuses the activity log's writes", () => {
  const activityEntries = async () =>
    Object.entries(await storeContents())
      .filter(([key]) => key.startsWith("activity/"))
      .map(([, value]) => JSON.parse(Buffer.from(value, "base64").toString("utf8")) as { recordId: string });

  it("the change stands and is answered as usual; the entry is tried again and written", async () => {
    mode = "fail-activity-first-attempt";
    const created = await call("POST", "/api/news", { token, body: { ...news, title: "Logged on the retry" } });
    expect(created.status).toBe(201);
    mode = "pass";
    expect((await activityEntries()).filter((entry) => entry.recordId === created.json._id)).toHaveLength(1);
  });

  it("failing twice, the change still stands, and the lost entry is reported in the function's log", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      mode = "fail-activity-writes";
      const created = await call("POST", "/api/news", { token, body: { ...news, title: "Not logged" } });
      expect(created.status).toBe(201);
      mode = "pass";
      expect((await call("GET", `/api/news/${String(created.json._id)}`)).status).toBe(200);
      expect((await activityEntries()).filter((entry) => entry.recordId === created.json._id)).toEqual([]);
      expect(errors.mock.calls.map((args) => String(args[0]))).toContain(
        `Activity entry not written (create news ${String(created.json._id)}):`,
      );
    } finally {
      errors.mockRestore();
    }
  });
});

describe("after the store recovers", () => {
  it("the same calls work again", async () => {
    const created = await call("POST", "/api/news", { token, body: news });
    expect(created.status).toBe(201);
    const removed = await call("DELETE", `/api/news/${String(created.json._id)}`, { token });
    expect(removed.status).toBe(200);
  });
});
