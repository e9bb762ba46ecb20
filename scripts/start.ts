import { createReadStream } from "node:fs";
import { access, copyFile, mkdir, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { NetlifyDev } from "@netlify/dev";
import { HeadersHandler } from "@netlify/headers";
import { isLoopback } from "../src/server/client-limit";
import { acceptsGzip, COMPRESS_FROM_BYTES, isCompressible, varyWith } from "../src/server/compression";
import { LOCAL_DEFAULTS } from "../src/server/config";
import { markPublished } from "../src/server/publish";
import { startBlobsSandbox } from "./lib/blobs-sandbox";
import { loadFunctions } from "./lib/function-router";
import { PageCache, type CachedAnswer } from "./lib/page-cache";
import { LocalBuilder } from "./lib/local-builder";
import { localEnvironment } from "./lib/local-env";
import { seedDemoContentOnce } from "./lib/seed";

/**
 * `npm start`: the production build of the site with its API on http://localhost:8888, the Blobs
 * sandbox on disk as the store, Netlify's local runtime for static files and netlify.toml headers,
 * and the functions kept warm in this process. Content edits rebuild the pages locally, just as a
 * build hook does on Netlify.
 */
const gzipAsync = promisify(gzip);
const startedAt = performance.now();
const { config, storeDir, root } = localEnvironment();

/** What to close on exit, most recent first. */
const closers: (() => unknown)[] = [];
let stopping = false;
async function shutdown(code = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const close of closers.reverse()) await Promise.resolve(close()).catch(() => undefined);
  }
  process.exit(code);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());

const sandbox = await startBlobsSandbox(storeDir);
closers.push(() => sandbox.stop());
process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;

// The local build hook: functions POST here after content writes (BUILD_HOOK_URL).
// The default store serves the project's own dist/; a custom STORE_DIR gets its own site folder
// beside it, so a second instance (as the tests run) never swaps the first one's pages.
const siteRoot = process.env.STORE_DIR ? `${storeDir}-site` : root;
if (siteRoot !== root) {
  await mkdir(siteRoot, { recursive: true });
  await copyFile(path.join(root, "netlify.toml"), path.join(siteRoot, "netlify.toml"));
}
const pages = new PageCache();
const builder = new LocalBuilder(
  root,
  siteRoot,
  process.env,
  async () => {
    pages.clear();
    await markPublished();
  },
  (line) => {
    console.log(line);
  },
);
closers.push(() => {
  builder.stop();
});
const hookServer = http.createServer((request, response) => {
  if (request.method === "POST" && request.url === "/build") {
    void builder.request();
    response.writeHead(202).end();
  } else {
    response.writeHead(404).end();
  }
});
await listen(hookServer, 0, "127.0.0.1");
closers.push(() => new Promise((resolve) => hookServer.close(resolve)));
const hookAddress = hookServer.address();
if (!hookAddress || typeof hookAddress === "string") throw new Error("The local build hook did not start.");
process.env.BUILD_HOOK_URL = `http://127.0.0.1:${hookAddress.port}/build`;

if (await seedDemoContentOnce()) console.log("Seeded the local store with demo content.");

console.log("Building the site...");
if (!(await builder.request())) {
  console.error("The first build failed; see the errors above.");
  await shutdown(1);
}

const netlify = new NetlifyDev({
  projectRoot: siteRoot,
  skipGitignore: true,
  serverAddress: null,
  blobs: { enabled: false },
  edgeFunctions: { enabled: false },
  environmentVariables: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
  aiGateway: { enabled: false },
  database: { enabled: false },
  server: { enabled: false },
  // Functions run warm in this process (see lib/function-router.ts); Netlify's runtime serves the rest.
  functions: { enabled: false },
});
await netlify.start();
closers.push(() => netlify.stop());
const functions = await loadFunctions(path.join(root, "netlify", "functions"));
const notFoundPage = path.join(siteRoot, "dist", "404.html");
// The pages answered below (404, escaped paths) get the same headers as every other page.
const pageHeaders = new HeadersHandler({
  configPath: path.join(siteRoot, "netlify.toml"),
  projectDir: siteRoot,
  publishDir: "dist",
  logger: console,
});

const server = http.createServer((request, response) => {
  void (async () => {
    try {
      // Only static answers are kept, for paths no function serves: a hit needs no routing.
      const url = request.url ?? "/";
      const cacheable = PageCache.accepts(request);
      const cached = cacheable ? pages.get(url) : undefined;
      if (cached) {
        sendCached(cached, request, response);
        return;
      }
      const webRequest = toWebRequest(request, `http://localhost:${config.PORT}`);
      const fn = functions.match(webRequest, clientAddress(request));
      if (fn) {
        await sendResponse(await fn.run(), request, response);
        return;
      }
      const version = pages.version;
      const found = await netlify.handleAndIntrospectNodeRequest(request);
      if (found?.type === "static" && found.response.status === 200 && cacheable && request.method === "GET") {
        const answer = await cachedAnswer(found.response);
        pages.keep(url, version, answer);
        sendCached(answer, request, response);
        return;
      }
      if (found) {
        await sendResponse(found.response, request, response);
        return;
      }
      const headers = { ...(await pageHeaders.apply(webRequest)), "content-type": "text/html; charset=utf-8" };
      const decodedFile = await decodedStaticFile(request.url);
      if (decodedFile && (request.method === "GET" || request.method === "HEAD")) {
        response.writeHead(200, headers);
        if (request.method === "HEAD") response.end();
        else createReadStream(decodedFile).pipe(response);
        return;
      }
      const hasPage = await access(notFoundPage).then(
        () => true,
        () => false,
      );
      response.writeHead(404, headers);
      if (hasPage) createReadStream(notFoundPage).pipe(response);
      else response.end("Not found");
    } catch (error) {
      console.error("Request failed:", error);
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end("Internal error");
    }
  })();
});
// Idle keep-alive connections stay open a minute (Node closes them after 5 s): a client that reuses
// one just as the server closes it gets "socket hang up", which bursts of requests after a pause
// met often.
server.keepAliveTimeout = 60_000;
server.headersTimeout = 65_000;
await listen(server, config.PORT);
closers.push(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const password = process.env.ADMIN_PASSWORD ? "(your ADMIN_PASSWORD)" : LOCAL_DEFAULTS.ADMIN_PASSWORD;
console.log(`
  The society website is running at http://localhost:${config.PORT}  (ready in ${seconds} s)
  Admin sign-in:  ${config.ADMIN_EMAIL} / ${password}
  Local store:    ${path.relative(root, storeDir)}   (npm run seed:reset erases and re-seeds it)
  Press Ctrl-C to stop.
`);

function listen(target: http.Server, port: number, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    target.once("error", reject);
    target.listen(port, host, resolve);
  });
}

/**
 * The visitor's address as the functions see it. On Netlify the CDN sets it in the
 * x-nf-client-connection-ip header; here a caller on this machine may set that header too (the
 * load tests play many visitors so), while a request from elsewhere cannot claim an address.
 */
function clientAddress(request: http.IncomingMessage): string | undefined {
  const socketAddress = request.socket.remoteAddress;
  const claimed = request.headers["x-nf-client-connection-ip"];
  const fromThisMachine = socketAddress !== undefined && isLoopback(socketAddress);
  return fromThisMachine && typeof claimed === "string" && claimed !== "" ? claimed : socketAddress;
}

function toWebRequest(request: http.IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const init: RequestInit & { duplex?: "half" } = { method: request.method ?? "GET", headers };
  if (hasBody) {
    init.body = Readable.toWeb(request) as unknown as ReadableStream;
    init.duplex = "half";
  }
  return new Request(new URL(request.url ?? "/", origin), init);
}

/** Sends an answer whole, as Netlify sends a function's (buffered) answer. */
async function sendResponse(answer: Response, request: http.IncomingMessage, response: http.ServerResponse) {
  const headers: Record<string, string | string[]> = Object.fromEntries(answer.headers);
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const body = answer.body && request.method !== "HEAD" ? Buffer.from(await answer.arrayBuffer()) : undefined;
  delete headers["transfer-encoding"];
  if (body) headers["content-length"] = String(body.length);
  response.writeHead(answer.status, headers);
  response.end(body);
}

/** A page as the CDN keeps it: whole, and gzip-compressed once when it is text worth compressing. */
async function cachedAnswer(found: Response): Promise<CachedAnswer> {
  const headers = Object.fromEntries(found.headers);
  const body = Buffer.from(await found.arrayBuffer());
  if (body.length < COMPRESS_FROM_BYTES || !isCompressible(headers["content-type"]) || headers["content-encoding"]) {
    return { status: found.status, headers, body };
  }
  return {
    status: found.status,
    headers: { ...headers, vary: varyWith(headers.vary, "Accept-Encoding") },
    body,
    gzip: await gzipAsync(body),
  };
}

function sendCached(answer: CachedAnswer, request: http.IncomingMessage, response: http.ServerResponse): void {
  const compressed = answer.gzip && acceptsGzip(request.headers["accept-encoding"]) ? answer.gzip : undefined;
  const body = compressed ?? answer.body;
  response.writeHead(answer.status, {
    ...answer.headers,
    ...(compressed ? { "content-encoding": "gzip" } : {}),
    "content-length": String(body.length),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * Netlify's CDN finds a page whose folder name holds spaces or other escaped characters
 * (/awards/awardees/Demo%20Award/ is dist/awards/awardees/Demo Award/index.html); the local static
 * handler compares the raw, still-encoded path, so look the decoded path up here.
 */
async function decodedStaticFile(url: string | undefined): Promise<string | undefined> {
  const pathname = new URL(url ?? "/", "http://localhost").pathname;
  if (!pathname.includes("%")) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const dist = path.join(siteRoot, "dist");
  const target = path.resolve(dist, `.${decoded}`);
  if (!target.startsWith(`${dist}${path.sep}`)) return undefined;
  const candidates = decoded.endsWith("/")
    ? [path.join(target, "index.html")]
    : [`${target}.html`, path.join(target, "index.html")];
  for (const candidate of candidates) {
    if ((await stat(candidate).catch(() => undefined))?.isFile()) return candidate;
  }
  return undefined;
}
