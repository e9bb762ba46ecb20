import { expect, test } from "@playwright/test";

/**
 * What the host does with addresses, beyond serving the built pages: the /join and /register
 * redirects (netlify.toml) and the 404 answer. The pages' own content is checked on the built
 * pages (tests/unit/built-demo-static-pages.test.ts); axe on every kind of page in crawl.spec.ts.
 */

for (const path of ["/join", "/register"]) {
  test(`${path} sends the visitor to the online registration`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/membership\/registration\/?$/);
    await expect(page.getByRole("heading", { level: 1, name: "Online Registration" })).toBeVisible();
  });
}

test("an unknown address answers 404 with the helpful page", async ({ page }) => {
  for (const path of ["/no-such-page-here", "/executive-profile/no-such-member", "/publications/book/no-such-book"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Page not found");
  }
});
