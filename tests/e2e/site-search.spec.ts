import { expect, test, type Page } from "@playwright/test";
import type { NewsRecord } from "../../src/domain/news";
import { DESKTOP, PHONE, expectNoAxeViolations } from "./support/common";

/**
 * The site search as a visitor uses it: the header's box on any page, Enter, the results page
 * (GET /api/search: Pagefind on the server, over the index written by the build) listing the news
 * item with a working link; the empty state; the page axe-clean on a desktop and a 360 px phone.
 * Which pages the index holds is tests/unit/site-search.test.ts; the server's search,
 * tests/unit/site-search-server.test.ts.
 */

const status = (page: Page) => page.getByRole("main").getByRole("status");
const results = (page: Page) => page.getByRole("list", { name: "Results" });

test("a word of a news title typed in the header's box finds the news item, and its link opens it", async ({
  page,
  request,
}) => {
  const news = (await (await request.get("/api/news")).json()) as NewsRecord[];
  const item = news.find((candidate) => candidate.title.includes("water-wise"));
  if (!item) throw new Error("The demo content has no news item about water-wise farming.");

  // Nothing of the search is fetched before the box is used, and the browser never loads the index.
  const searchRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/(pagefind|api\/search)\b/.test(request.url())) searchRequests.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  const box = page.getByRole("search", { name: "Site search" }).getByRole("searchbox", { name: "Search the site" });
  await box.fill("water-wise");
  expect(searchRequests).toEqual([]);
  await box.press("Enter");

  await expect(page).toHaveURL(/\/search\/\?q=water-wise$/);
  await expect(status(page)).toHaveText(/^\d+ pages? found for “water-wise”\.$/);
  await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue("water-wise");
  const link = results(page).getByRole("link", { name: item.title, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
  expect(new URL(page.url()).pathname).toBe(`/news/${item._id}/`);
  expect(searchRequests).toEqual(["/api/search"]);
});

test("a word no page holds shows the empty state", async ({ page }) => {
  await page.goto("/search/?q=zqxjvbwk");
  await expect(status(page)).toHaveText("No pages found for “zqxjvbwk”. Try another word, or fewer words.");
  await expect(results(page)).toBeHidden();
});

test("the results page is axe clean on a desktop and a 360 px phone, and fits the phone", async ({ page }) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto("/search/?q=demo");
    await expect(status(page)).toHaveText(/pages found for “demo”/);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scrolling at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
});

test("when the search cannot be reached the page says so, and Try again searches once it can", async ({ page }) => {
  let refuse = true;
  await page.route("**/api/search?**", (route) => (refuse ? route.abort() : route.fallback()));
  await page.goto("/search/?q=demo");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("The search could not be loaded.");
  refuse = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(status(page)).toHaveText(/pages found for “demo”/);
  await expect(alert).toBeHidden();
});

test("the first five results show, and Show more results adds the next ones with the focus on the first new one", async ({
  page,
}) => {
  await page.goto("/search/?q=demo");
  await expect(status(page)).toHaveText(/pages found for “demo”/);
  const links = results(page).getByRole("heading", { level: 2 }).getByRole("link");
  await expect(links).toHaveCount(5);
  await page.getByRole("button", { name: "Show more results" }).click();
  await expect(links).toHaveCount(15);
  await expect(links.nth(5)).toBeFocused();
});

test("a further search from the results page runs in place, and Back returns to the last one", async ({ page }) => {
  await page.goto("/search/?q=demo");
  await expect(status(page)).toHaveText(/pages found for “demo”/);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  const box = page.getByRole("searchbox", { name: "Search for" });
  await box.fill("water-wise");
  await box.press("Enter");
  await expect(status(page)).toHaveText(/^\d+ pages? found for “water-wise”\.$/);
  await expect(page).toHaveURL(/\/search\/\?q=water-wise$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await page.goBack();
  await expect(status(page)).toHaveText(/pages found for “demo”/);
  await expect(box).toHaveValue("demo");
});
