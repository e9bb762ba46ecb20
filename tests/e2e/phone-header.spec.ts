import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/common";

/**
 * The header on a phone (docs/rules/public-site.md §2): short enough to leave the screen to the
 * page, the search behind a button, and "Your account" for a browser with the signed-in hint.
 * The menus themselves, on a phone too: layout.spec.ts. The hint cookie's attributes, set and
 * cleared with the session: tests/unit/member-sign-in-api.test.ts.
 */

const PHONE_375 = { width: 375, height: 812 };
/** docs/rules/public-site.md §2: the header leaves the rest of a 375 or 360 px phone to the page. */
const MAX_HEADER_HEIGHT = 120;

const headerHeight = async (page: Page) => (await page.getByRole("banner").boundingBox())?.height ?? Infinity;

test.describe("the phone header", () => {
  test.use({ viewport: PHONE_375, hasTouch: true, isMobile: true });

  test("fits in 120 px; Search opens the search box with the focus in it, and Escape closes it", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    expect(await headerHeight(page), "at 375 px").toBeLessThan(MAX_HEADER_HEIGHT);
    // The short name shows; the full name stays the home link's name.
    await expect(banner.getByText("SAEETD", { exact: true })).toBeVisible();
    await expect(
      banner.getByRole("link", { name: /^SAEETD Society for Agriculture, .* \(home page\)$/ }),
    ).toBeVisible();
    await expect(banner.getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Join New Member" })).toBeVisible();

    // The button, told from the search form's own Search (submit) button by its aria-expanded.
    const toggle = (expanded: boolean) => banner.getByRole("button", { name: "Search", exact: true, expanded });
    const box = banner.getByRole("searchbox", { name: "Search the site" });
    await expect(box).toBeHidden();
    await toggle(false).tap();
    await expect(toggle(true)).toBeVisible();
    await expect(box).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(toggle(false)).toBeFocused();

    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: PHONE_375.height });
      if (width === 360) expect(await headerHeight(page), "at 360 px").toBeLessThan(MAX_HEADER_HEIGHT);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways scrolling at ${String(width)} px`).toBeLessThanOrEqual(0);
    }
  });

  test("with the signed-in hint, shows Your account in the place of Login from the first paint", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "signed_in", value: "1", url: baseURL ?? "" }]);
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Your account", exact: true })).toHaveAttribute("href", "/account");
    await expect(banner.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    // Swapped by an inline script where the link stands, so nothing in the header moved (layout shift).
    const headerShifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const shifts = list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[];
            const header = document.querySelector("header");
            resolve(
              shifts.filter((shift) => shift.sources?.some((source) => header?.contains(source.node ?? null))).length,
            );
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(headerShifts).toBe(0);
  });
});

test.describe("the phone header without scripts", () => {
  test.use({ viewport: PHONE_375, javaScriptEnabled: false });

  test("offers Search as a link to the search page", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Search", exact: true })).toHaveAttribute("href", "/search/");
    await expect(banner.getByRole("button", { name: "Search", exact: true })).toBeHidden();
  });
});
