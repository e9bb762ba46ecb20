import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "@playwright/test";
import { awardeesPath } from "../../src/domain/award-pages";
import { builtPages, closeBrowser, type BuiltPages } from "../support/built-pages";
import { builtSite, type BuiltSite } from "../support/built-sites";
import { textOf } from "../support/locator-text";
import { EDGE } from "../support/site-fixtures";

/**
 * Records at the edges of the page rules, as built (tests/support/site-fixtures.ts): an award
 * without awardees, award names with characters a path cannot hold, a lakh-rupee rate, and an
 * awardee whose S.No. is not its place in the table.
 */

let site: BuiltSite;
let pages: BuiltPages;
let page: Page;

beforeAll(async () => {
  site = await builtSite("fixtures");
  pages = await builtPages(site);
  page = pages.page;
}, 300_000);
afterAll(closeBrowser);

const main = () => page.getByRole("main");

it("an award without awardees links to its awardees page, which says there are none", async () => {
  await pages.open("/awards/society");
  const link = main().getByRole("link", { name: `View awardees of ${EDGE.awardWithoutAwardees}`, exact: true });
  // Spaces, "&", ":" and accented letters stay in the encoded name.
  expect(await link.getAttribute("href")).toBe(`/awards/awardees/${encodeURIComponent(EDGE.awardWithoutAwardees)}`);
  expect(await pages.open((await link.getAttribute("href")) ?? "")).toBe(200);
  expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe(`Awardees: ${EDGE.awardWithoutAwardees}`);
  expect(await main().getByText("No awardees data available for this award yet.").count()).toBe(1);
  expect(await main().getByRole("table").count()).toBe(0);
  expect(await site.read("sitemap.xml")).toContain(
    `/awards/awardees/${encodeURIComponent(EDGE.awardWithoutAwardees)}/`,
  );
});

it("'%' and '/' in an award's name become '-' in its awardees address", async () => {
  await pages.open("/awards/society");
  const link = main().getByRole("link", { name: `View awardees of ${EDGE.awardWithOddName}`, exact: true });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toBe(`/awards/awardees/${encodeURIComponent("Fixture 100- Organic - Natural")}`);
  expect(href).toBe(awardeesPath(EDGE.awardWithOddName));
  expect(await pages.open(href)).toBe(200);
  expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe(`Awardees: ${EDGE.awardWithOddName}`);
});

it("a rate of a lakh or more is written with Indian digit grouping, beside the term the option was given", async () => {
  await pages.open("/membership/info");
  const row = main()
    .getByRole("table", { name: /Membership fees for Indian members/ })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: EDGE.patronType }) });
  expect(await row.locator("th, td").evaluateAll((cells) => cells.map((cell) => cell.textContent.trim()))).toEqual([
    EDGE.patronType,
    "Life",
    EDGE.patronInfo,
    "₹1,00,000.00",
    "₹18,000.00",
    "₹1,18,000.00",
  ]);
});

it("an awardee is numbered by its place in the award's table, not by its S.No. in the panel", async () => {
  await pages.open(awardeesPath(EDGE.awardee.awardName));
  const rows = main()
    .getByRole("table", { name: `Awardees of the ${EDGE.awardee.awardName}, by year` })
    .locator("tbody tr");
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  // The latest year is the last row.
  const last = await rows
    .nth(count - 1)
    .locator("th, td")
    .evaluateAll((cells) => cells.map((cell) => cell.textContent.trim()));
  expect(last.slice(0, 3)).toEqual([String(count), String(EDGE.awardee.year), EDGE.awardee.awardeeName]);
  expect(String(count)).not.toBe(String(EDGE.awardee.sno));
});
