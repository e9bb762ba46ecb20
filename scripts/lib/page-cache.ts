import type { IncomingMessage } from "node:http";

/**
 * The local stand-in for the CDN's cache: the static answers of the live build, kept in memory.
 * Netlify's local runtime answers each request from disk (and makes and removes a temporary folder
 * for it), a few milliseconds of work a request, where the CDN answers from memory; without this
 * the local server could not show what the site's pages and API cost under load. Emptied when a
 * new build goes live, so an edit is never hidden behind an old page.
 */

export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body gzip-compressed, for text worth compressing (sent to clients that accept it). */
  gzip?: Buffer;
  /** When the answer's own max-age ends (performance.now() time); kept until purged without it. */
  expiresAt?: number | undefined;
}

const sizeOf = (answer: CachedAnswer) => answer.body.length + (answer.gzip?.length ?? 0);

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export class PageCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private bytes = 0;
  private build = 0;

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  /** Plain reads only: a conditional or partial request goes to the runtime, which knows those. */
  static accepts(request: Pick<IncomingMessage, "method" | "headers">): boolean {
    const { headers } = request;
    return (
      (request.method === "GET" || request.method === "HEAD") &&
      headers.range === undefined &&
      headers["if-none-match"] === undefined &&
      headers["if-modified-since"] === undefined
    );
  }

  /** Which build the answers belong to: read it before asking the runtime, hand it to `keep`. */
  get version(): number {
    return this.build;
  }

  get(url: string): CachedAnswer | undefined {
    const answer = this.answers.get(url);
    if (answer?.expiresAt !== undefined && answer.expiresAt <= performance.now()) {
      this.drop(url);
      return undefined;
    }
    if (answer) {
      // Most recently used last: the oldest are dropped first when the cache is full.
      this.answers.delete(url);
      this.answers.set(url, answer);
    }
    return answer;
  }

  /** Keeps `answer` unless a new build went live since `version` was read (it may be of the old one). */
  keep(url: string, version: number, answer: CachedAnswer): void {
    if (version !== this.build || sizeOf(answer) > this.maxBytes / 8) return;
    this.drop(url);
    this.answers.set(url, answer);
    this.bytes += sizeOf(answer);
    for (const [oldest] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  /**
   * Drops the answers tagged (Netlify-Cache-Tag) with any of `tags`, as Netlify's purge API does;
   * answers read before the purge and still on their way are not kept either.
   */
  purge(tags: readonly string[]): void {
    this.build++;
    const wanted = new Set(tags);
    for (const [url, answer] of [...this.answers]) {
      const tagged = (answer.headers["netlify-cache-tag"] ?? "").split(",").map((tag) => tag.trim());
      if (tagged.some((tag) => wanted.has(tag))) this.drop(url);
    }
  }

  /** A new build is live. */
  clear(): void {
    this.build++;
    this.answers.clear();
    this.bytes = 0;
  }

  get size(): { answers: number; bytes: number } {
    return { answers: this.answers.size, bytes: this.bytes };
  }

  private drop(url: string): void {
    const answer = this.answers.get(url);
    if (!answer) return;
    this.answers.delete(url);
    this.bytes -= sizeOf(answer);
  }
}
