import { expect, test } from "@playwright/test";

/**
 * When the store (and with it every /api call) is down, the public site keeps serving: its pages
 * are prebuilt with their content, and the member directory searches data in its own page. Only
 * the calls that must reach the server (subscribing, registering) say they failed.
 */

const STORE_DOWN = { message: "The data store is not available. Please try again later." };

test.beforeEach(async ({ page }) => {
  await page.route("**/api/**", (route) =>
    route.fulfill({ status: 503, headers: { "retry-after": "30" }, json: STORE_DOWN }),
  );
});

test("the public pages keep their content with every API call failing", async ({ page }) => {
  const pages: [string, RegExp][] = [
    ["/", /^Welcome to the /],
    ["/news/", /^News$/],
    ["/present-executive-council/", /^Present Executive Council$/],
    ["/publications/books/", /^Books & Bulletins$/],
    ["/awards/society/", /^Society Awards$/],
    ["/membership/info/", /^Membership Information$/],
    ["/downloads/", /^Downloads$/],
  ];
  for (const [path, heading] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await expect(page.locator("main :is(table tbody tr, article, li)").first(), path).toBeVisible();
    // Lists are in the page itself, not fetched: the page has rows or cards of content.
    expect(await page.locator("main").innerText(), path).not.toMatch(/not available|Failed to load/i);
  }
});

test("the member directory lists and searches its members without the API", async ({ page }) => {
  await page.goto("/membership/directory/");
  const search = page.getByRole("searchbox", { name: "Search", exact: true });
  await expect(search).toBeEnabled();
  await search.fill("SOIL science");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("table")).toContainText("Demo Member Neha Tripathi");
});

test("subscribing says it failed, and keeps the address typed", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("E-mail address").fill("outage@example.org");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toHaveText(/not available|Could not subscribe/);
  await expect(footer.getByLabel("E-mail address")).toHaveValue("outage@example.org");
});
