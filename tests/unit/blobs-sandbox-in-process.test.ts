import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { request } from "node:http";
import { rm } from "node:fs/promises";
import path from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startBlobsSandbox, type BlobsSandbox } from "../../scripts/lib/blobs-sandbox";
import { STORE_NAME } from "../../src/server/store";
import { storeFolder } from "../support/store-folder";

/**
 * A sandbox answered in-process (`inProcess`: `npm start`, the seeding scripts, each unit
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
  directory = await storeFolder("society-in-process-");
  inProcess = await startBlobsSandbox(path.join(directory, "in-process"), { inProcess: true });
  overHttp = await startBlobsSandbox(path.join(directory, "over-http"));
  subscribe("undici:request:create", onRequestCreated);
});

afterAll(async () => {
  unsubscribe("undici:request:create", onRequestCreated);
  await inProcess.stop();
  await overHttp.stop();
  await rm(directory, { recursive: true, force: true });
});

/** A store client as the site makes one: every request carries an abort signal (src/server/store/client.ts). */
const clientOf = (sandbox: BlobsSandbox): Store =>
  getStore({
    name: STORE_NAME,
    consistency: "strong",
    ...sandbox.connection,
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(10_000) }),
  });

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
    const headers = { authorization: `Bearer ${inProcess.connection.token}` };
    const put = (key: string, signal: AbortSignal) =>
      fetch(`${inProcess.url}/${inProcess.connection.siteID}/site:${STORE_NAME}/${key}`, {
        method: "PUT",
        headers,
        body: "{}",
        signal,
      });

    // Given up before it was sent.
    const before = new AbortController();
    before.abort();
    await expect(put("records/given-up-before", before.signal)).rejects.toThrow(/abort/i);

    // Given up while it waited for its key: another client (over HTTP) holds the key with a write
    // whose body has not all arrived, so this one is queued in the sandbox behind it. A sandbox of
    // its own tells when each write has reached it.
    const writes: string[] = [];
    const watched = await startBlobsSandbox(path.join(directory, "watched"), {
      inProcess: true,
      onRequest: (event) => {
        if (event.type === "set") writes.push(event.url);
      },
    });
    const reached = (count: number) => vi.waitFor(() => expect(writes.length).toBeGreaterThanOrEqual(count));
    const key = "records/given-up-waiting";
    const address = `${watched.url}/${watched.connection.siteID}/site:${STORE_NAME}/${key}`;
    const auth = { authorization: `Bearer ${watched.connection.token}` };
    const holder = request(address, { method: "PUT", headers: { ...auth, "content-length": "10" } });
    holder.on("error", () => undefined);
    holder.write("{}   ");
    await reached(1);
    const waiting = new AbortController();
    const queued = fetch(address, { method: "PUT", headers: auth, body: "{}", signal: waiting.signal });
    await reached(2);
    waiting.abort();
    // The caller hears of it at once, not when the key comes free.
    await expect(queued).rejects.toThrow(/abort/i);
    // The key comes free (the holder's write arrives short, and stores nothing); the queued write
    // then finds its body unreadable and stores nothing either.
    holder.destroy();
    // A read of the key waits its turn behind both writes.
    expect((await fetch(address, { headers: auth })).status).toBe(404);
    await watched.stop();

    expect(await clientOf(inProcess).get("records/given-up-before")).toBeNull();
  });

  it("goes back to HTTP once the sandbox stops", async () => {
    const directoryOfStopped = await storeFolder("society-in-process-stopped-");
    const stopped = await startBlobsSandbox(directoryOfStopped, { inProcess: true });
    await stopped.stop();
    // Nothing listens there any more: the request goes to the socket and finds no one.
    await expect(fetch(`${stopped.url}/${stopped.connection.siteID}/${STORE_NAME}/records/a`)).rejects.toThrow();
    expect(sentOverHttp.at(-1)).toBe(stopped.url);
    await rm(directoryOfStopped, { recursive: true, force: true });
  });
});
