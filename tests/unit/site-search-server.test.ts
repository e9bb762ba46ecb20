import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import * as pagefind from "pagefind";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INDEX_PARTS, writeSearchIndex, type SearchIndexResult } from "../../scripts/lib/search-index";
import { HttpError } from "../../src/server/http/errors";
import { SEARCH_UNAVAILABLE, searchSite } from "../../src/server/site-search/search";
import { call } from "../support/api";

/**
 * The site search on the server (src/server/site-search/search.ts): Pagefind's own search script,
 * kept in the repository, over an index the build's step writes, read over HTTP as the deployed
 * function reads the site's /pagefind/. Which pages the index holds: site-search.test.ts; the search
 * page in a browser: tests/e2e/site-search.spec.ts.
 */

let site = "";
let server: http.Server;
let origin = "";

/** A built page as BaseLayout marks it for the index. */
function page(title: string, kind: string, text: string): string {
  return (
    `<!doctype html><html lang="en"><head><title>${title}</title>` +
    `<meta data-pagefind-meta="title[content]" content="${title}"><meta data-pagefind-meta="kind[content]" content="${kind}"></head>` +
    `<body><nav>menu words</nav><main data-pagefind-body><h1>${title}</h1><p>${text}</p></main></body></html>`
  );
}

/** Writes the pages as a build would, then the index (with the parts kept in `cacheDir`, if given). */
async function writeSite(pages: Record<string, string>, cacheDir?: string): Promise<SearchIndexResult> {
  await rm(site, { recursive: true, force: true });
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), html);
  }
  return writeSearchIndex(site, { cacheDir });
}

const twelveNews = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => [
    `news/item-${i}/index.html`,
    page(`Millets field day ${i}`, "News", `Farmers of block ${i} saw millets grown with little water.`),
  ]),
);

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), "site-search-server-"));
  server = http.createServer((request, response) => {
    const file = path.join(site, decodeURIComponent(new URL(request.url ?? "/", "http://site").pathname));
    readFile(file).then(
      (data) => response.end(data),
      () => {
        response.statusCode = 404;
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(site, { recursive: true, force: true });
});

describe("the server's copy of Pagefind's search script", () => {
  it("is the script the installed Pagefind writes beside an index", async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), "pagefind-script-"));
    try {
      const { index } = await pagefind.createIndex({ forceLanguage: "en" });
      if (!index) throw new Error("Pagefind did not start.");
      await index.addCustomRecord({ url: "/", content: "a page", language: "en" });
      await index.writeFiles({ outputPath: scratch });
      const written = await readFile(path.join(scratch, "pagefind.js"), "utf8");
      const kept = await readFile(new URL("../../src/server/site-search/pagefind.js", import.meta.url), "utf8");
      // After a Pagefind upgrade: copy the new pagefind.js over the kept one.
      expect(kept === written, "src/server/site-search/pagefind.js differs from the installed Pagefind's").toBe(true);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});

describe("searchSite", () => {
  it("finds the pages holding the words, best first, with their address, title, kind and marked excerpt", async () => {
    await writeSite({
      ...twelveNews,
      "publications/book/soil/index.html": page(
        "Soil health in the plains",
        "Book",
        "Soil health cards for every farm.",
      ),
      "about/index.html": page("About the society", "Page", "A society in Lucknow since 1988."),
    });
    const answer = await searchSite(`${origin}/pagefind/`, { q: "soil health", offset: 0, limit: 10 });
    expect(answer.total).toBe(1);
    expect(answer.results).toEqual([
      {
        url: "/publications/book/soil/",
        title: "Soil health in the plains",
        kind: "Book",
        excerpt: expect.arrayContaining([{ text: "Soil", marked: true }]) as unknown,
      },
    ]);
    // Nothing outside <main> is indexed.
    expect((await searchSite(`${origin}/pagefind/`, { q: "menu", offset: 0, limit: 10 })).total).toBe(0);
  });

  it("sends the results asked for: the first five, then the next ten, every page once", async () => {
    await writeSite(twelveNews);
    const first = await searchSite(`${origin}/pagefind/`, { q: "millets", offset: 0, limit: 5 });
    const rest = await searchSite(`${origin}/pagefind/`, { q: "millets", offset: 5, limit: 10 });
    expect(first.total).toBe(12);
    expect(rest.total).toBe(12);
    expect(first.results).toHaveLength(5);
    expect(rest.results).toHaveLength(7);
    const urls = [...first.results, ...rest.results].map((result) => result.url);
    expect(new Set(urls)).toEqual(new Set(Object.keys(twelveNews).map((file) => `/${path.dirname(file)}/`)));
    expect(await searchSite(`${origin}/pagefind/`, { q: "millets", offset: 12, limit: 10 })).toEqual({
      total: 12,
      results: [],
    });
  });

  it("searches the new index after a rebuild replaces it: a removed page is no longer found", async () => {
    await writeSite(twelveNews);
    expect((await searchSite(`${origin}/pagefind/`, { q: "millets", offset: 0, limit: 5 })).total).toBe(12);
    const elevenNews = Object.fromEntries(
      Object.entries(twelveNews).filter(([file]) => file !== "news/item-0/index.html"),
    );
    await writeSite({ ...elevenNews, "news/new/index.html": page("Sorghum seeds", "News", "Sorghum for dry land.") });
    expect(
      (await searchSite(`${origin}/pagefind/`, { q: "millets", offset: 0, limit: 20 })).results.map((r) => r.url),
    ).not.toContain("/news/item-0/");
    expect((await searchSite(`${origin}/pagefind/`, { q: "sorghum", offset: 0, limit: 5 })).total).toBe(1);
  });

  it("indexes again only the part whose page changed; the parts copied from the last build still answer", async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), "search-index-parts-"));
    try {
      const fortyNews = Object.fromEntries(
        Array.from({ length: 40 }, (_, i) => [
          `news/item-${i}/index.html`,
          page(`Millets field day ${i}`, "News", `Farmers of block ${i} saw millets grown with little water.`),
        ]),
      );
      const first = await writeSite(fortyNews, cacheDir);
      expect(first).toMatchObject({ pages: 40, pagesIndexed: 40, partsCopied: 0 });
      expect(first.parts).toBeGreaterThan(8);
      expect(first.parts).toBeLessThanOrEqual(INDEX_PARTS);

      const second = await writeSite(
        { ...fortyNews, "news/item-3/index.html": page("Sorghum field day", "News", "Sorghum for dry land.") },
        cacheDir,
      );
      expect(second).toMatchObject({ pages: 40, parts: first.parts, partsCopied: first.parts - 1 });
      expect(second.pagesIndexed).toBeGreaterThan(0);
      expect(second.pagesIndexed).toBeLessThan(10);

      const search = (q: string) => searchSite(`${origin}/pagefind/`, { q, offset: 0, limit: 10 });
      expect((await search("sorghum")).results.map((result) => result.url)).toEqual(["/news/item-3/"]);
      expect((await search("millets")).total).toBe(39);
      // The cache keeps the parts of the last build, and nothing else.
      const parts = (
        JSON.parse(await readFile(path.join(site, "pagefind", "parts.json"), "utf8")) as { parts: string[] }
      ).parts;
      expect((await readdir(cacheDir)).sort()).toEqual([...parts].sort());
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it("finds nothing, and is available, when the build indexed no page", async () => {
    await writeSite({ "admin/index.html": '<!doctype html><html lang="en"><body><main>Admin</main></body></html>' });
    expect(await searchSite(`${origin}/pagefind/`, { q: "admin", offset: 0, limit: 5 })).toEqual({
      total: 0,
      results: [],
    });
  });

  it("says the search is not available when the site has no index", async () => {
    await rm(path.join(site, "pagefind"), { recursive: true, force: true });
    const failure = await searchSite(`${origin}/pagefind/`, { q: "millets", offset: 0, limit: 5 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 503, message: SEARCH_UNAVAILABLE });
  });
});

describe("GET /api/search", () => {
  it.each(["", "?q=%20%20"])(
    "answers %s, a blank query, with nothing found, without reading the index",
    async (query) => {
      const answer = await call("GET", `/api/search${query}`);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ total: 0, results: [] });
      // The CDN may keep it a minute (a deploy empties its cache); a browser keeps nothing.
      expect(answer.headers.get("netlify-cdn-cache-control")).toBe("public, durable, s-maxage=60");
      expect(answer.headers.get("cache-control")).toBe("no-store");
    },
  );

  it.each([
    ["?q=millets&offset=-1", "offset must be a whole number from 0."],
    ["?q=millets&limit=11", "limit must be a whole number from 1 to 10."],
    ["?q=millets&limit=two", "limit must be a whole number from 1 to 10."],
  ])("refuses %s with 400 and says why", async (query, reason) => {
    const answer = await call("GET", `/api/search${query}`);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toContain(reason);
  });
});
