import type http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { HeadersHandler } from "@netlify/headers";
import { ImageHandler } from "@netlify/images";
import { RedirectsHandler } from "@netlify/redirects";
import { StaticHandler } from "@netlify/static";
import { acceptsGzip, COMPRESS_FROM_BYTES, isCompressible, varyWith } from "../../src/server/http/compression";
import { sendResponse, toWebRequest } from "./node-web-bridge";
import { PageCache, type CachedAnswer } from "./page-cache";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** What the CDN may keep of function answers and resized images, beside the pages. */
const KEPT_ANSWERS_MAX_BYTES = 256 * 1024 * 1024;

/**
 * The local stand-in for Netlify's CDN: static files, redirects and netlify.toml headers from the
 * live build through Netlify's own local handlers (`@netlify/static`, `@netlify/redirects`,
 * `@netlify/headers`), with its plain 200 answers kept in memory (page-cache.ts) as the CDN keeps
 * them. It also runs Netlify's local Image CDN (`@netlify/images`: /.netlify/images, IPX and sharp,
 * which fetches the source from this server) and keeps its answers, and keeps the function answers
 * whose Netlify-CDN-Cache-Control lets the CDN keep them (uploaded files, visitors' reads of public
 * collections; never sent to a request with a token when they vary by Authorization) until their
 * max-age ends, their tag is purged (`purge`) or a new build goes live (`newBuild`), as on Netlify.
 * The handlers run in the order `@netlify/dev` runs them (`route`); see docs/decisions/local-runtime.md.
 */
export class LocalCdn {
  private readonly kept = new PageCache(KEPT_ANSWERS_MAX_BYTES);

  private constructor(
    private readonly handlers: NetlifyHandlers,
    private readonly pages: PageCache,
    private readonly origin: string,
  ) {}

  /**
   * Netlify's handlers for the site in `siteRoot` (its `dist` is the live build, its netlify.toml
   * the redirects and headers); `origin` is this server's address, where the Image CDN fetches the
   * photos it resizes.
   */
  static create(siteRoot: string, pages: PageCache, origin: string): LocalCdn {
    const configPath = path.join(siteRoot, "netlify.toml");
    const handlers: NetlifyHandlers = {
      images: new ImageHandler({ imagesConfig: { remote_images: [] }, logger: console }),
      redirects: new RedirectsHandler({
        // Read from netlify.toml itself (configPath); @netlify/dev passed the same rules parsed a second time.
        configPath,
        configRedirects: [],
        jwtRoleClaim: "",
        jwtSecret: "",
        notFoundHandler: () => Promise.resolve(new Response("Not found", { status: 404 })),
        projectDir: siteRoot,
      }),
      headers: new HeadersHandler({ configPath, projectDir: siteRoot, publishDir: "dist", logger: console }),
      files: new StaticHandler({ directory: [path.join(siteRoot, "dist")] }),
    };
    return new LocalCdn(handlers, pages, origin);
  }

  /** Answers from memory when the answer is kept: a hit needs no routing. */
  answerFromMemory(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    const url = request.url ?? "/";
    const cached = PageCache.accepts(request) ? (this.pages.get(url) ?? this.kept.get(url)) : undefined;
    // Kept answers are a visitor's: one that varies by Authorization is not the answer to a token.
    if (!cached || (request.headers.authorization !== undefined && variesBy(cached, "authorization"))) return false;
    sendCached(cached, request, response, HIT);
    return true;
  }

  /**
   * The sender of a function's answer to `request`: keeps it when the CDN may (a plain 200 GET
   * whose Netlify-CDN-Cache-Control is public), as Netlify's CDN keeps a function's answer.
   */
  functionAnswerSender(
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): (answer: Response) => Promise<void> {
    const version = this.kept.version;
    return async (answer) => {
      if (answer.status !== 200 || request.method !== "GET" || !PageCache.accepts(request) || !cdnMayKeep(answer)) {
        await sendResponse(answer, request, response);
        return;
      }
      const kept = { ...(await cachedAnswer(answer)), expiresAt: expiryOf(answer) };
      this.kept.keep(request.url ?? "/", version, kept);
      sendCached(kept, request, response);
    };
  }

  /** Netlify's purge API, locally: drops the answers kept under these tags. */
  purge(tags: readonly string[]): void {
    this.kept.purge(tags);
  }

  /** A new build is live: as a deploy does on Netlify, it empties the CDN's cache. */
  newBuild(): void {
    this.pages.clear();
    this.kept.clear();
  }

  /** Answers from the live build through Netlify's runtime; false when it has nothing for the path. */
  async answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<boolean> {
    const url = request.url ?? "/";
    const version = this.pages.version;
    const keptVersion = this.kept.version;
    const found = await this.route(request);
    if (!found) return false;
    if (found.type === "image" && found.response.status === 200 && PageCache.accepts(request)) {
      // A resized photo is kept as the Image CDN keeps it, until the next build.
      const answer = await cachedAnswer(found.response);
      this.kept.keep(url, keptVersion, answer);
      sendCached(answer, request, response);
      return true;
    }
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

  /**
   * Netlify's request chain as `@netlify/dev` runs it with functions, edge functions and servers
   * off (`handleInEphemeralDirectory` in its dist/main.js): the Image CDN; a redirect or rewrite,
   * whose target may be an image or a file; else a file of the build, with its headers.
   */
  private async route(incoming: http.IncomingMessage): Promise<Routed | undefined> {
    const { images, redirects, headers, files } = this.handlers;
    // Without its body: the CDN only answers from files, images and redirects (netlify.toml proxies
    // nothing to another site), none of which reads one. The address as the client asked for it.
    const matching = toWebRequest(incoming, `http://${incoming.headers.host ?? "localhost"}`);
    const image = images.match(matching);
    if (image) return { type: "image", response: await image.handle(this.origin) };
    const redirect = await redirects.match(matching);
    if (redirect) {
      const target = new Request(redirect.target);
      const imageTarget = images.match(target);
      if (imageTarget) return { type: "image", response: await imageTarget.handle(this.origin) };
      const response = await redirects.handle(matching, redirect, async (maybeFile) => {
        const file = await files.match(maybeFile);
        if (!file) return undefined;
        return async () => {
          const answer = await file.handle();
          await headers.apply(target, answer);
          return answer;
        };
      });
      if (response) return { type: "redirect", response };
    }
    const file = await files.match(matching);
    if (!file) return undefined;
    const response = await file.handle();
    await headers.apply(matching, response);
    return { type: "static", response };
  }
}

/** What answered a request, and how. */
interface Routed {
  type: "image" | "redirect" | "static";
  response: Response;
}

interface NetlifyHandlers {
  images: ImageHandler;
  redirects: RedirectsHandler;
  headers: HeadersHandler;
  files: StaticHandler;
}

/** What the CDN reads of an answer's caching: Netlify-CDN-Cache-Control, else Cache-Control. */
const cdnControlOf = (answer: Response) =>
  answer.headers.get("netlify-cdn-cache-control") ?? answer.headers.get("cache-control") ?? "";

/** The answer lets a shared cache keep it. */
function cdnMayKeep(answer: Response): boolean {
  const control = cdnControlOf(answer);
  return /\bpublic\b/.test(control) && !/\b(no-store|private|no-cache)\b/.test(control);
}

/** When the CDN's copy goes stale (s-maxage, else max-age); undefined when it is kept until purged. */
function expiryOf(answer: Response): number | undefined {
  const control = cdnControlOf(answer);
  const seconds = /\bs-maxage=(\d+)/.exec(control)?.[1] ?? /\bmax-age=(\d+)/.exec(control)?.[1];
  return seconds === undefined ? undefined : performance.now() + Number(seconds) * 1000;
}

const variesBy = (answer: CachedAnswer, name: string) =>
  (answer.headers.vary ?? "").split(",").some((item) => item.trim().toLowerCase() === name);

/**
 * An answer as the CDN keeps it: whole, and gzip-compressed once when it is text worth compressing.
 * One that came gzip-compressed (a function's, to the client that asked first) is kept both ways,
 * so a client that does not accept gzip gets it plain; sendCached sets the encoding and length.
 */
async function cachedAnswer(found: Response): Promise<CachedAnswer> {
  const headers = Object.fromEntries(found.headers);
  const body = Buffer.from(await found.arrayBuffer());
  if (headers["content-encoding"] === "gzip") {
    delete headers["content-encoding"];
    delete headers["content-length"];
    return { status: found.status, headers, body: await gunzipAsync(body), gzip: body };
  }
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

/** What Netlify's CDN says of an answer it sent from its cache (RFC 9211 Cache-Status). */
const HIT = { "cache-status": '"Netlify Edge"; hit' };

function sendCached(
  answer: CachedAnswer,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: Record<string, string> = {},
): void {
  const compressed = answer.gzip && acceptsGzip(request.headers["accept-encoding"]) ? answer.gzip : undefined;
  const body = compressed ?? answer.body;
  response.writeHead(answer.status, {
    ...answer.headers,
    ...status,
    ...(compressed ? { "content-encoding": "gzip" } : {}),
    "content-length": String(body.length),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}
