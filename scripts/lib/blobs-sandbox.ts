import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import { keyedQueue } from "../../src/server/core/keyed-queue";

/**
 * The embedded store for local runs and tests: Netlify's own Blobs sandbox server, storing on disk,
 * made to keep the promises the hosted service keeps and the sandbox does not:
 *  - a conditional write (If-Match / If-None-Match) is atomic: writes and reads of one key are
 *    serialised, so two writers holding the same etag cannot both succeed;
 *  - reads return the blob's etag, so read-modify-write can be conditional;
 *  - etags change on every write (the stock ones are built from a millisecond mtime only);
 *  - a read with If-None-Match naming the current etag is answered 304 without the data, so a
 *    warm instance can check its cached copy cheaply;
 *  - a write whose body did not arrive whole stores nothing (the stock sandbox stored what came:
 *    empty documents were seen after writes abandoned at the store's deadline in a burst), and a
 *    write abandoned while it waited for its key never lands after its caller was told it failed.
 */

interface SandboxInternals {
  handleRequest(request: Request): Promise<Response>;
  get(request: Request): Promise<Response>;
  put(request: Request): Promise<Response>;
  delete(request: Request): Promise<Response>;
  getLocalPaths(url: URL): { dataPath?: string; key?: string; metadataPath?: string };
  parseAPIRequest(request: Request): { url?: URL; useSignedURL?: boolean } | null;
  dispatchOnRequestEvent(type: string, input: URL): void;
}

/** Where the stock sandbox answers a blob's metadata, and how (@netlify/blobs' encodeMetadata). */
const METADATA_HEADER = "x-amz-meta-user";
const encodeMetadata = (metadata: unknown) => `b64;${Buffer.from(JSON.stringify(metadata)).toString("base64")}`;
/** The metadata a write carries, as the stock sandbox reads it: none is `{}`. */
const decodeMetadata = (header: string | null): unknown =>
  header?.startsWith("b64;") ? JSON.parse(Buffer.from(header.slice(4), "base64").toString("utf8")) : {};

const isMissing = (error: unknown) =>
  error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "EISDIR");

/**
 * A blob as the stock sandbox answers it (its bytes, its metadata in the internal header) with its
 * etag, read with blocking calls: a small file so costs a few µs of CPU where the stock reading
 * (a promise read of the metadata, a stream of the data) cost about 400 µs.
 */
function readBlob(dataPath: string, metadataPath: string, etag: string): Response {
  let data: Buffer<ArrayBuffer>;
  try {
    data = readFileSync(dataPath);
  } catch (error) {
    return new Response(null, { status: isMissing(error) ? 404 : 500 });
  }
  const headers = new Headers({ etag });
  try {
    const metadata: unknown = JSON.parse(readFileSync(metadataPath, "utf8"));
    if (metadata) headers.set(METADATA_HEADER, encodeMetadata(metadata));
  } catch {
    // No metadata (or none that parses): the stock sandbox answers without it too.
  }
  return new Response(data, { headers });
}

/**
 * A write of one blob as the stock sandbox makes it (its `If-Match` and `If-None-Match: *` checks,
 * the data to a temporary file renamed into place, the metadata beside it), with blocking calls.
 */
function writeBlob(dataPath: string, metadataPath: string, body: Uint8Array, headers: Headers): Response {
  try {
    const current = sandboxETag(dataPath);
    const exists = current !== "";
    const ifMatch = headers.get("if-match");
    if (headers.get("if-none-match") === "*" && exists) return new Response(null, { status: 412 });
    if (ifMatch && (!exists || ifMatch !== current)) return new Response(null, { status: 412 });
    const metadata = decodeMetadata(headers.get(METADATA_HEADER));
    const temporary = path.join(path.dirname(dataPath), `.${Math.random().toString(36).slice(2)}`);
    mkdirSync(path.dirname(dataPath), { recursive: true });
    writeFileSync(temporary, body);
    renameSync(temporary, dataPath);
    if (metadata) {
      mkdirSync(path.dirname(metadataPath), { recursive: true });
      writeFileSync(metadataPath, JSON.stringify(metadata));
    }
    return new Response(null, { status: 200, headers: { etag: sandboxETag(dataPath) } });
  } catch {
    return new Response(null, { status: 500 });
  }
}

/**
 * The etag the sandbox answers for the blob kept in `filePath` ("" when there is none). Read with a
 * blocking stat: on a local disk it takes about 2 µs of CPU where the promise form takes about 30 µs,
 * and the sandbox asks on every read.
 */
export function sandboxETag(filePath: string): string {
  try {
    const info = statSync(filePath, { bigint: true });
    const fingerprint = `${filePath}:${info.ino}:${info.size}:${info.mtimeNs}`;
    return `"${createHash("sha256").update(fingerprint).digest("hex")}"`;
  } catch {
    return "";
  }
}

(BlobsServer as unknown as { generateETag: (filePath: string) => Promise<string> }).generateETag = (filePath) =>
  Promise.resolve(sandboxETag(filePath));

export interface BlobsSandbox {
  /** The value for NETLIFY_BLOBS_CONTEXT that points `getStore()` at this sandbox. */
  context: string;
  url: string;
  /** What a second client (another instance, a backup) needs to reach the sandbox directly. */
  connection: { edgeURL: string; uncachedEdgeURL: string; token: string; siteID: string };
  stop(): Promise<void>;
}

export const SANDBOX_SITE_ID = "local-site";

/** What the sandbox was asked to do: "get", "set", "delete", "list" or "getMetadata", and the key's path. */
export interface SandboxEvent {
  type: string;
  url: string;
}

export interface SandboxOptions {
  /** Told of each request the sandbox answers. */
  onRequest?: (event: SandboxEvent) => void;
  /**
   * This process's own store clients reach the sandbox without a socket: until it stops, a `fetch`
   * of its address is answered by its handler in this process (no loopback connection, no HTTP
   * written and parsed twice; about a third of the CPU of a store request). Requests from other
   * processes still come over HTTP.
   */
  inProcess?: boolean;
}

export async function startBlobsSandbox(
  directory: string,
  { onRequest, inProcess = false }: SandboxOptions = {},
): Promise<BlobsSandbox> {
  const token = createHash("sha256").update(`${directory}:${Math.random()}`).digest("hex").slice(0, 32);
  const server = new BlobsServer({ directory, token, port: 0, ...(onRequest ? { onRequest } : {}) });
  const internals = server as unknown as SandboxInternals;
  patchForAtomicity(internals);
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const connection = { edgeURL: url, uncachedEdgeURL: url, token, siteID: SANDBOX_SITE_ID };
  const context = Buffer.from(JSON.stringify({ ...connection, primaryRegion: "local" })).toString("base64");
  const handle = (request: Request) => internals.handleRequest(request);
  if (inProcess) answerInProcess(url, handle);
  return {
    context,
    url,
    connection,
    stop: () => {
      // Only this sandbox's own route: another may since have been given the same port.
      if (inProcessRoutes.get(url) === handle) inProcessRoutes.delete(url);
      return server.stop();
    },
  };
}

/** Sandbox address -> its handler, for the sandboxes this process answers itself. */
const inProcessRoutes = new Map<string, (request: Request) => Promise<Response>>();
let fetchAnswersInProcess = false;

function answerInProcess(address: string, handle: (request: Request) => Promise<Response>): void {
  if (!fetchAnswersInProcess) {
    globalThis.fetch = inProcessFetch((origin) => inProcessRoutes.get(origin), globalThis.fetch);
    fetchAnswersInProcess = true;
  }
  inProcessRoutes.set(address, handle);
}

/**
 * A fetch for clients in the sandboxes' own process: a request to a sandbox answered in-process goes
 * to its handler as it would arrive over HTTP; any other goes to `next`. What the socket gave the
 * request is kept: the body's Content-Length, a body that can no longer be read once the caller
 * has given up (so a write abandoned while it waited for its key stores nothing), and an abort
 * that ends the caller's wait for the answer.
 */
function inProcessFetch(
  handlerOf: (address: string) => ((request: Request) => Promise<Response>) | undefined,
  next: typeof fetch,
): typeof fetch {
  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const handle = input instanceof Request ? undefined : handlerOf(/^http:\/\/[^/]+/.exec(url)?.[0] ?? "");
    if (!handle) return next(input, init);
    const signal = init?.signal ?? undefined;
    signal?.throwIfAborted();
    const headers = new Headers(init?.headers);
    let body: ReadableStream<Uint8Array> | undefined;
    if (init?.body !== undefined && init.body !== null) {
      const bytes = new Uint8Array(await new Response(init.body).arrayBuffer());
      headers.set("content-length", String(bytes.byteLength));
      body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (signal?.aborted) {
              controller.error(signal.reason);
              return;
            }
            controller.enqueue(bytes);
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
    }
    // A caller that gave up before the request was sent has sent nothing.
    signal?.throwIfAborted();
    const request = new Request(url, {
      method: init?.method ?? "GET",
      headers,
      ...(body ? { body, duplex: "half" } : {}),
    });
    const answer = handle(request);
    if (!signal) return answer;
    let stopWaiting: (() => void) | undefined;
    const abandoned = new Promise<never>((_, reject) => {
      stopWaiting = () => {
        reject(signal.reason as Error);
      };
      signal.addEventListener("abort", stopWaiting, { once: true });
    });
    try {
      return await Promise.race([answer, abandoned]);
    } finally {
      if (stopWaiting) signal.removeEventListener("abort", stopWaiting);
    }
  };
}

export function patchForAtomicity(internals: SandboxInternals): void {
  const queue = keyedQueue();
  /** The request's API match (if it is one), its address and the key's files. */
  const locate = (request: Request) => {
    const api = internals.parseAPIRequest(request);
    const url = api?.url ?? new URL(request.url);
    return { api, url, ...internals.getLocalPaths(url) };
  };
  const serialised = <T>(key: string | undefined, work: () => Promise<T>): Promise<T> =>
    key ? queue(key, work) : work();

  const get = internals.get.bind(internals);
  const put = internals.put.bind(internals);
  const remove = internals.delete.bind(internals);

  internals.get = (request) => {
    const { api, url, dataPath, key, metadataPath } = locate(request);
    // Lists, and the signed-URL step of the API's own protocol, as the stock sandbox answers them.
    if (!dataPath || !key || !metadataPath || api?.useSignedURL) return get(request);
    return serialised(dataPath, () => {
      const etag = sandboxETag(dataPath);
      const known = request.headers.get("if-none-match");
      if (known && etag !== "" && etag === known) {
        return Promise.resolve(new Response(null, { status: 304, headers: { etag } }));
      }
      internals.dispatchOnRequestEvent("get", url);
      return Promise.resolve(readBlob(dataPath, metadataPath, etag));
    });
  };
  // The body is read inside the key's turn, as the stock sandbox does: a write whose sender gave up
  // while it waited (the store's deadline) then finds its body gone and stores nothing, instead of
  // landing after its caller was told it failed. One that arrives short stores nothing either.
  // The write itself is made here with blocking calls (writeBlob), as the read is; the API's
  // signed-URL step goes to the stock code.
  internals.put = (request) => {
    const { api, dataPath, key, metadataPath } = locate(request);
    return serialised(dataPath, async () => {
      const declared = request.headers.get("content-length");
      let body: ArrayBuffer;
      try {
        body = await request.arrayBuffer();
      } catch {
        return new Response(null, { status: 400 });
      }
      if (declared === null || Number(declared) !== body.byteLength) return new Response(null, { status: 400 });
      if (api || !dataPath || !key || !metadataPath) {
        return put(new Request(request.url, { method: request.method, headers: request.headers, body }));
      }
      return writeBlob(dataPath, metadataPath, new Uint8Array(body), request.headers);
    });
  };
  internals.delete = (request) => serialised(locate(request).dataPath, () => remove(request));
}
