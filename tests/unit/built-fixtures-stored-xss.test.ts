import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { builtPages, closeBrowser, type BuiltPages } from "../support/built-pages";
import { builtSite, type BuiltSite } from "../support/built-sites";
import { hostilePages, hostileSummary, type HostileContent } from "../support/hostile-content";
import { scanDocument } from "../support/xss-detectors";

/**
 * Stored script stays text on every built page. The fixtures store holds one hostile record per
 * collection (tests/support/hostile-content.ts); every HTML file of its build is parsed as a
 * browser with scripting parses it, and must hold no markup that could run (on* attributes,
 * script addresses, frames, scripts mentioning the payloads) while showing each payload as text.
 * tests/e2e/stored-xss.spec.ts opens one page of each kind, and every admin tab, with scripts
 * running and the site's own Content-Security-Policy.
 */

let site: BuiltSite;
let pages: BuiltPages;
let hostile: HostileContent;

beforeAll(async () => {
  site = await builtSite("fixtures");
  pages = await builtPages(site, { markupOnly: true });
  const fixtures = site.fixtures;
  if (!fixtures) throw new Error("The fixtures site has no fixtures.");
  hostile = fixtures.hostile;
}, 300_000);
afterAll(closeBrowser);

/** Every HTML file of the build, as the address it is served at. */
async function builtPaths(): Promise<string[]> {
  const files = (await readdir(site.outDir, { recursive: true })).filter((file) => file.endsWith(".html"));
  return files
    .map((file) => file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, ""))
    .map((file) => `/${file.split("/").map(encodeURIComponent).join("/")}`)
    .sort();
}

it("every collection took payloads in its text fields, and every script address was refused", () => {
  console.log(hostileSummary(hostile).join("\n"));
  expect(hostile.created.map((made) => made.key).sort()).toEqual(
    [
      "annual-reports",
      "award-nomination",
      "awardees",
      "awards",
      "books",
      "conference-listings",
      "downloads",
      "editorials",
      "event-abstracts",
      "event-registrations",
      "events",
      "executives",
      "journal-articles",
      "journal-issues",
      "membership-registrations",
      "memberships",
      "news",
      "pages",
      "payment-details",
      "workshops",
    ].sort(),
  );
  for (const made of hostile.created) expect(made.carried.length, made.key).toBeGreaterThan(0);
  // news.image, news.links, award-nomination.links and a page's list item, link and picture, five
  // script addresses each (the site details' links, profiles and logo: tests/e2e/stored-xss.spec.ts).
  expect(hostile.urlRefusals).toHaveLength(30);
});

it("the records' pages are built and in the sitemap", async () => {
  const sitemap = await site.read("sitemap.xml");
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? "").replace(/&amp;/g, "&"));
    return `${url.pathname.replace(/(.)\/$/, "$1")}${url.search}`;
  });
  for (const address of Object.keys(hostilePages(hostile)).filter((address) => !address.includes("?"))) {
    expect(listed, address).toContain(address);
  }
});

it("no built page holds markup that could run, and each shows its payloads as text", async () => {
  const expected = hostilePages(hostile);
  const visit = [...new Set([...(await builtPaths()), ...Object.keys(expected)])];
  for (const address of Object.keys(expected)) expect(visit, "pages with payloads are read").toContain(address);
  const problems: string[] = [];
  for (const address of visit) {
    await pages.open(address);
    const scan = await pages.page.evaluate(scanDocument);
    problems.push(...scan.markup.map((line) => `${address}: ${line}`));
    for (const text of expected[address] ?? []) {
      if (!scan.text.includes(text)) problems.push(`${address}: does not show ${JSON.stringify(text)} as text`);
    }
  }
  console.log(`stored-xss ${hostile.run}: ${visit.length} built pages read`);
  expect(problems).toEqual([]);
  expect(visit.length).toBeGreaterThan(40);
  // Every built page in a browser, one after another: past the 20 s default on a loaded machine.
}, 90_000);

it("the news links keep their hostile addresses inside the attribute", async () => {
  const news = hostile.created.find((made) => made.key === "news");
  await pages.open(`/news/${news?.record._id ?? ""}`);
  const hrefs = await pages.page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const links = (news?.record.links ?? []) as string[];
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(hrefs).toContain(link);
});

it("the scan finds markup that could run (it is not blind)", async () => {
  await pages.page.setContent(
    `<img src=x onerror="alert(1)"><a href=" JaVaScRiPt:alert(1)">x</a><iframe></iframe><script>window.__xss=1</script>`,
  );
  const scan = await pages.page.evaluate(scanDocument);
  expect(scan.markup.some((line) => line.includes('has onerror="alert(1)"'))).toBe(true);
  expect(scan.markup.some((line) => line.includes('has href=" JaVaScRiPt:alert(1)"'))).toBe(true);
  expect(scan.markup.some((line) => line.includes("<iframe> exists"))).toBe(true);
  expect(scan.markup.some((line) => line.includes("<script> contains"))).toBe(true);
  expect(path.isAbsolute(site.outDir)).toBe(true);
});
