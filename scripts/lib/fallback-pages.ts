import { createReadStream } from "node:fs";
import { access, stat } from "node:fs/promises";
import type http from "node:http";
import path from "node:path";
import { HeadersHandler } from "@netlify/headers";

/**
 * What the CDN answers when no function and no file of Netlify's runtime matches: a page whose
 * address holds escaped characters, else the site's 404 page. Both get the same netlify.toml
 * headers as every other page.
 */
export class FallbackPages {
  private readonly dist: string;
  private readonly notFoundPage: string;
  private readonly pageHeaders: HeadersHandler;

  constructor(siteRoot: string) {
    this.dist = path.join(siteRoot, "dist");
    this.notFoundPage = path.join(this.dist, "404.html");
    this.pageHeaders = new HeadersHandler({
      configPath: path.join(siteRoot, "netlify.toml"),
      projectDir: siteRoot,
      publishDir: "dist",
      logger: console,
    });
  }

  async answer(request: http.IncomingMessage, response: http.ServerResponse, origin: string): Promise<void> {
    // netlify.toml headers are chosen by path alone.
    const address = new Request(new URL(request.url ?? "/", origin));
    const headers = { ...(await this.pageHeaders.apply(address)), "content-type": "text/html; charset=utf-8" };
    const decodedFile = await this.decodedStaticFile(request.url);
    if (decodedFile && (request.method === "GET" || request.method === "HEAD")) {
      response.writeHead(200, headers);
      if (request.method === "HEAD") response.end();
      else createReadStream(decodedFile).pipe(response);
      return;
    }
    const hasPage = await access(this.notFoundPage).then(
      () => true,
      () => false,
    );
    response.writeHead(404, headers);
    if (hasPage) createReadStream(this.notFoundPage).pipe(response);
    else response.end("Not found");
  }

  /**
   * Netlify's CDN finds a page whose folder name holds spaces or other escaped characters
   * (/awards/awardees/Demo%20Award/ is dist/awards/awardees/Demo Award/index.html); the local static
   * handler compares the raw, still-encoded path, so look the decoded path up here.
   */
  private async decodedStaticFile(url: string | undefined): Promise<string | undefined> {
    const pathname = new URL(url ?? "/", "http://localhost").pathname;
    if (!pathname.includes("%")) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const target = path.resolve(this.dist, `.${decoded}`);
    if (!target.startsWith(`${this.dist}${path.sep}`)) return undefined;
    const candidates = decoded.endsWith("/")
      ? [path.join(target, "index.html")]
      : [`${target}.html`, path.join(target, "index.html")];
    for (const candidate of candidates) {
      if ((await stat(candidate).catch(() => undefined))?.isFile()) return candidate;
    }
    return undefined;
  }
}
