import { describe, expect, it } from "vitest";
import { PageCache, type CachedAnswer } from "../../scripts/lib/page-cache";

const page = (text: string): CachedAnswer => ({
  status: 200,
  headers: { "content-type": "text/html" },
  body: Buffer.from(text),
});

describe("the local page cache", () => {
  it("takes plain reads only", () => {
    expect(PageCache.accepts({ method: "GET", headers: {} })).toBe(true);
    expect(PageCache.accepts({ method: "HEAD", headers: {} })).toBe(true);
    expect(PageCache.accepts({ method: "POST", headers: {} })).toBe(false);
    expect(PageCache.accepts({ method: "GET", headers: { range: "bytes=0-9" } })).toBe(false);
    expect(PageCache.accepts({ method: "GET", headers: { "if-none-match": '"x"' } })).toBe(false);
    expect(PageCache.accepts({ method: "GET", headers: { "if-modified-since": "Mon, 01 Jan 2026" } })).toBe(false);
  });

  it("forgets every page when a new build goes live", () => {
    const cache = new PageCache();
    cache.keep("/", cache.version, page("old home"));
    expect(cache.get("/")?.body.toString()).toBe("old home");
    cache.clear();
    expect(cache.get("/")).toBeUndefined();
    expect(cache.size).toEqual({ answers: 0, bytes: 0 });
  });

  it("drops the answers tagged with a purged tag, and only those", () => {
    const cache = new PageCache();
    const tagged = (tags: string): CachedAnswer => ({ ...page(tags), headers: { "netlify-cache-tag": tags } });
    cache.keep("/api/files/a", cache.version, tagged("file-a"));
    cache.keep("/api/files/b", cache.version, tagged("file-b, other"));
    cache.keep("/", cache.version, page("home"));
    const before = cache.version;
    cache.purge(["other"]);
    expect(cache.get("/api/files/b")).toBeUndefined();
    expect(cache.get("/api/files/a")?.body.toString()).toBe("file-a");
    expect(cache.get("/")?.body.toString()).toBe("home");
    // An answer read before the purge is not kept after it.
    cache.keep("/api/files/b", before, tagged("file-b, other"));
    expect(cache.get("/api/files/b")).toBeUndefined();
  });

  it("drops an answer once its max-age has ended, and keeps one whose max-age has not", () => {
    const cache = new PageCache();
    cache.keep("/api/news", cache.version, { ...page("ended"), expiresAt: performance.now() - 1 });
    cache.keep("/api/books", cache.version, { ...page("fresh"), expiresAt: performance.now() + 60_000 });
    expect(cache.get("/api/news")).toBeUndefined();
    expect(cache.size.answers).toBe(1);
    expect(cache.get("/api/books")?.body.toString()).toBe("fresh");
  });

  it("does not keep a page read from the build before the one now live", () => {
    const cache = new PageCache();
    const versionWhenAsked = cache.version;
    cache.clear();
    cache.keep("/news/", versionWhenAsked, page("from the old build"));
    expect(cache.get("/news/")).toBeUndefined();
  });

  it("drops the least recently used pages when full", () => {
    const cache = new PageCache(80);
    cache.keep("/a", cache.version, page("a".repeat(10)));
    cache.keep("/b", cache.version, page("b".repeat(10)));
    cache.get("/a");
    for (let index = 0; index < 7; index++) cache.keep(`/more-${index}`, cache.version, page("m".repeat(10)));
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(80);
  });

  it("never keeps one answer bigger than an eighth of its room", () => {
    const cache = new PageCache(80);
    cache.keep("/big", cache.version, page("x".repeat(11)));
    expect(cache.get("/big")).toBeUndefined();
  });

  it("counts a replaced page once", () => {
    const cache = new PageCache();
    cache.keep("/", cache.version, page("12345"));
    cache.keep("/", cache.version, page("1234567890"));
    expect(cache.size).toEqual({ answers: 1, bytes: 10 });
  });
});
