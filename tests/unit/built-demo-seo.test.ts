import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "@playwright/test";
import { builtPages, closeBrowser, type BuiltPages } from "../support/built-pages";
import { builtSite, type BuiltSite } from "../support/built-sites";

/**
 * The SEO basics of the built pages: title, description, canonical, Open Graph, Twitter card, lang,
 * robots.txt, sitemap; the member pages kept private (noindex, no member data in their HTML).
 */

let site: BuiltSite;
let pages: BuiltPages;
let page: Page;

beforeAll(async () => {
  site = await builtSite("demo");
  pages = await builtPages(site);
  page = pages.page;
}, 300_000);
afterAll(closeBrowser);

const meta = (selector: string) => page.locator(`head ${selector}`);

it("the home page names the society, with a description, canonical address and social cards", async () => {
  await pages.open("/");
  expect(await page.locator("html").getAttribute("lang")).toBe("en");
  expect(await page.title()).toMatch(/Society for Agriculture/);
  expect(await meta('meta[name="description"]').getAttribute("content")).toMatch(/.{50,}/);
  const canonical = await meta('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(/^https?:\/\/[^/]+\/$/);
  expect(await meta('meta[property="og:url"]').getAttribute("content")).toBe(canonical);
  expect(await meta('meta[property="og:title"]').getAttribute("content")).toMatch(/Society for Agriculture/);
  const image = (await meta('meta[property="og:image"]').getAttribute("content")) ?? "";
  expect(image).toMatch(/^https?:\/\/.+\/og-image\.jpg$/);
  expect(await meta('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
  // The image is built with the site, and is a JPEG by its bytes.
  const jpeg = await site.fileFor(new URL(image).pathname);
  expect([...(await readFile(jpeg ?? "")).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
});

it("other pages carry the site's name after their own, and their own canonical address", async () => {
  await pages.open("/news");
  expect(await page.title()).toMatch(/\| SAEETD$/);
  expect(await meta('link[rel="canonical"]').getAttribute("href")).toMatch(/\/news\/$/);
});

it("the 404 page asks not to be indexed and has no canonical address", async () => {
  expect(await pages.open("/this-page-does-not-exist")).toBe(404);
  expect(await meta('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  expect(await meta('link[rel="canonical"]').count()).toBe(0);
});

it("robots.txt allows everything and names the sitemap, which lists the pages but not 404 or admin", async () => {
  const robots = await site.read("robots.txt");
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(/^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? "").toMatch(/^https?:\/\/.+\/sitemap\.xml$/);
  const locs = [...(await site.read("sitemap.xml")).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  expect(locs).toEqual(expect.arrayContaining(["/", "/news/"]));
  // Record ids are random, so match whole path segments, not substrings.
  expect(locs.filter((path) => /^\/(404|admin)(\/|\.html|$)/.test(path))).toEqual([]);
});

it("the member area asks not to be indexed and is not in the sitemap; the sign-in page is an ordinary page", async () => {
  expect(await pages.open("/account")).toBe(200);
  expect(await meta('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  expect(await meta('link[rel="canonical"]').count()).toBe(0);
  expect(await meta('meta[property="og:url"]').count()).toBe(0);
  expect(await pages.open("/login")).toBe(200);
  expect(await meta('meta[name="robots"]').count()).toBe(0);
  expect(await meta('link[rel="canonical"]').getAttribute("href")).toMatch(/\/login\/$/);
  const locs = [...(await site.read("sitemap.xml")).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  expect(locs).toContain("/login/");
  expect(locs.filter((path) => path.startsWith("/account"))).toEqual([]);
});

it("the built member pages are the same for everyone: the account's island gets the secretary's address and nothing else", async () => {
  const html = await site.read("account/index.html");
  const props = [...html.matchAll(/<astro-island[^>]*\sprops="([^"]*)"/g)].map((match) =>
    (match[1] ?? "").replaceAll("&quot;", '"'),
  );
  expect(props).toEqual(['{"secretaryEmail":[0,"secretary@example.org"]}']);
  // The sign-in page is plain HTML and a script (docs/decisions/public-forms.md): no island, and
  // no address but the secretary's.
  const login = await site.read("login/index.html");
  expect(login).not.toContain("<astro-island");
  expect([...new Set(login.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g))]).toEqual(["secretary@example.org"]);
  // Before the island has read /api/member/me, the account page says it is loading, and nothing more.
  await pages.open("/account");
  const main = page.getByRole("main");
  expect(await main.getByRole("status").textContent()).toBe("Loading your account…");
  expect(await main.getByRole("heading").allTextContents()).toEqual(["Your account"]);
});
