import type http from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { NetlifyDev } from "@netlify/dev";
import { acceptsGzip, COMPRESS_FROM_BYTES, isCompressible, varyWith } from "../../src/server/compression";
import { sendResponse } from "./node-web-bridge";
import { PageCache, type CachedAnswer } from "./page-cache";

const gzipAsync = promisify(gzip);

/**
 * The local stand-in for Netlify's CDN: static files, redirects and netlify.toml headers from the
 * live build through Netlify's own local runtime, with its plain 200 answers kept in memory
 * (page-cache.ts) as the CDN keeps them.
 */
export class LocalCdn {
  private constructor(
    private readonly runtime: NetlifyDev,
    private readonly pages: PageCache,
  ) {}

  /** Netlify's runtime for the site in `siteRoot` (its `dist` is the live build). */
  static async start(siteRoot: string, pages: PageCache): Promise<LocalCdn> {
    const runtime = new NetlifyDev({
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
      // Functions run warm in the server's process (see function-router.ts); the runtime serves the rest.
      functions: { enabled: false },
    });
    await runtime.start();
    return new LocalCdn(runtime, pages);
  }

  /** Answers from memory when the live build's answer is kept: a hit needs no routing. */
  answerFromMemory(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    const cached = PageCache.accepts(request) ? this.pages.get(request.url ?? "/") : undefined;
    if (!cached) return false;
    sendCached(cached, request, response);
    return true;
  }

  /** Answers from the live build through Netlify's runtime; false when it has nothing for the path. */
  async answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<boolean> {
    const url = request.url ?? "/";
    const version = this.pages.version;
    const found = await this.runtime.handleAndIntrospectNodeRequest(request);
    if (!found) return false;
    if (
      found.type === "static" &&
      found.response.status === 200 &&
      request.method === "GET" &&
      PageCache.accepts(request)
    ) {
      const answer = await cachedAnswer(found.response);
      this.pages.keep(url, version, answer);
      sendCached(answer, request, response);
      return true;
    }
    await sendResponse(found.response, request, response);
    return true;
  }

  stop(): Promise<void> {
    return this.runtime.stop();
  }
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
