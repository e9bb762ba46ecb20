import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerInProcess, startBlobsSandbox, type BlobsSandbox } from "../../scripts/lib/blobs-sandbox";
import { STORE_NAME } from "../../src/server/store";

/**
 * A sandbox answered in-process (`answerInProcess`: `npm start`, the seeding scripts, each unit
 * worker) must answer its own process's store client exactly as it answers one over HTTP, and keep
 * what the socket gave: a write whose caller gave up stores nothing.
 */

let directory = "";
let inProcess: BlobsSandbox;
let overHttp: BlobsSandbox;
/** Requests this process sent through Node's HTTP client (undici), by origin. */
const sentOverHttp: string[] = [];
const onRequestCreated = (message: unknown) => {
  const { request } = message as { request: { origin: string } };
  sentOverHttp.push(request.origin);
};

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "society-in-process-"));
  inProcess = await startBlobsSandbox(path.join(directory, "in-process"));
  overHttp = await startBlobsSandbox(path.join(directory, "over-http"));
  answerInProcess(inProcess);
  subscribe("undici:request:create", onRequestCreated);
});

afterAll(async () => {
  unsubscribe("undici:request:create", onRequestCreated);
  await inProcess.stop();
  await overHttp.stop();
  await rm(directory, { recursive: true, force: true });
});

const clientOf = (sandbox: BlobsSandbox): Store =>
  getStore({ name: STORE_NAME, consistency: "strong", ...sandbox.connection });

/** The same store work on either sandbox, with what a caller can observe of each step. */
async function storeWork(store: Store): Promise<unknown[]> {
  const seen: unknown[] = [];
  const first = await store.setJSON("records/a", { n: 1 }, { metadata: { by: "first" }, onlyIfNew: true });
  seen.push(first.modified);
  seen.push((await store.setJSON("records/a", { n: 9 }, { onlyIfNew: true })).modified);
  const read = await store.getWithMetadata("records/a", { type: "json" });
  seen.push(read?.data, read?.metadata, read?.etag === first.etag);
  const unchanged = await store.getWithMetadata("records/a", { type: "json", etag: read?.etag ?? "" });
  seen.push(unchanged?.data ?? "not sent again", unchanged?.etag === read?.etag);
  const second = await store.setJSON("records/a", { n: 2 }, { onlyIfMatch: read?.etag ?? "" });
  seen.push(second.modified, second.etag !== first.etag);
  seen.push((await store.setJSON("records/a", { n: 3 }, { onlyIfMatch: read?.etag ?? "" })).modified);
  await store.set("files/b", new Uint8Array([0, 1, 2, 255]).buffer);
  seen.push([...new Uint8Array(await store.get("files/b", { type: "arrayBuffer" }))]);
  seen.push((await store.getMetadata("records/a"))?.metadata);
  seen.push((await store.list()).blobs.map((blob) => blob.key).sort());
  seen.push((await store.list({ prefix: "files/" })).blobs.map((blob) => blob.key));
  await store.delete("files/b");
  seen.push(await store.get("files/b"), await store.get("never/written"));
  return seen;
}

describe("a sandbox answered in-process", () => {
  it("gives its process's store client the answers the same sandbox gives over HTTP, without a socket", async () => {
    sentOverHttp.length = 0;
    const overHttpAnswers = await storeWork(clientOf(overHttp));
    expect(sentOverHttp.length).toBeGreaterThan(10);
    expect(new Set(sentOverHttp)).toEqual(new Set([overHttp.url]));

    sentOverHttp.length = 0;
    const inProcessAnswers = await storeWork(clientOf(inProcess));
    expect(sentOverHttp).toEqual([]);
    expect(inProcessAnswers).toEqual(overHttpAnswers);
    expect(inProcessAnswers.slice(0, 7)).toEqual([
      true,
      false,
      { n: 1 },
      { by: "first" },
      true,
      "not sent again",
      true,
    ]);
  });

  it("is still reached over HTTP by other clients, which see the same blobs", async () => {
    await clientOf(inProcess).setJSON("records/shared", { from: "this process" });
    // A Request object is passed on as it is: this one goes over the socket, as another process's would.
    const address = `${inProcess.url}/${inProcess.connection.siteID}/site:${STORE_NAME}/records/shared`;
    const response = await fetch(
      new Request(address, { headers: { authorization: `Bearer ${inProcess.connection.token}` } }),
    );
    expect(sentOverHttp.at(-1)).toBe(inProcess.url);
    expect(await response.json()).toEqual({ from: "this process" });
  });

  it("stores nothing for a write whose caller gave up, and tells the caller it was abandoned", async () => {
    const blobUrl = (key: string) => `${inProcess.url}/${inProcess.connection.siteID}/site:${STORE_NAME}/${key}`;
    const headers = { authorization: `Bearer ${inProcess.connection.token}` };
    const before = new AbortController();
    before.abort();
    await expect(
      fetch(blobUrl("records/given-up-before"), { method: "PUT", headers, body: "{}", signal: before.signal }),
    ).rejects.toThrow(/abort/i);

    const during = new AbortController();
    const sent = fetch(blobUrl("records/given-up-during"), {
      method: "PUT",
      headers,
      body: "{}",
      signal: during.signal,
    });
    during.abort();
    await expect(sent).rejects.toThrow(/abort/i);

    const store = clientOf(inProcess);
    expect(await store.get("records/given-up-before")).toBeNull();
    expect(await store.get("records/given-up-during")).toBeNull();
  });

  it("goes back to HTTP once the sandbox stops", async () => {
    const directoryOfStopped = await mkdtemp(path.join(tmpdir(), "society-in-process-stopped-"));
    const stopped = await startBlobsSandbox(directoryOfStopped);
    answerInProcess(stopped);
    await stopped.stop();
    // Nothing listens there any more: the request goes to the socket and finds no one.
    await expect(fetch(`${stopped.url}/${stopped.connection.siteID}/${STORE_NAME}/records/a`)).rejects.toThrow();
    expect(sentOverHttp.at(-1)).toBe(stopped.url);
    await rm(directoryOfStopped, { recursive: true, force: true });
  });
});
