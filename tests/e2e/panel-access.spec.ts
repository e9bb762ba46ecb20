import { expect, test, type Page } from "@playwright/test";
import { ADMIN, PHONE, expectNoAxeViolations, openPanelSignedIn, signIn } from "./support/common";
import { unsignedToken } from "./support/panel";

/**
 * Getting into the Admin Panel and around it: sign-in, the guard, the tabs, the panel's layout
 * and axe, and Logout. Nothing here changes content, so it runs beside the public-site specs.
 */

const newsTable = (page: Page) => page.getByRole("table", { name: "News items" });

test("sign-in: wrong credentials are refused, the right ones open the panel; the page passes axe", async ({ page }) => {
  await page.goto("/admin-login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the Admin Panel");
  await expect(page.getByRole("button", { name: "Dev Admin Login" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);

  // Empty fields are caught before any call, next to the fields.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email is required.")).toBeVisible();
  await expect(page.getByLabel("Email")).toBeFocused();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  await expectNoAxeViolations(page);

  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // Who signed in, and their role (the site owner from ADMIN_EMAIL).
  await expect(page.getByText("Signed in as Owner (Owner)")).toBeVisible();
  // /admin shows News.
  await expect(page.getByRole("heading", { level: 2, name: "News" })).toBeVisible();
  await expect(page.getByRole("link", { name: "News", exact: true })).toHaveAttribute("aria-current", "page");
});

test("the guard sends visitors without a usable token to the sign-in page", async ({ page }) => {
  await page.goto("/admin/books");
  await expect(page).toHaveURL(/\/admin-login\?next=%2Fadmin%2Fbooks/);
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByText("Authentication error. Please log in again.")).toHaveCount(0);

  // An expired token (the payload's exp is in the past) is no token.
  await page.evaluate((token) => localStorage.setItem("adminToken", token), unsignedToken(1_600_000_000));
  await page.goto("/admin/news");
  await expect(page).toHaveURL(/\/admin-login/);
  await expect(page.getByText("Authentication error. Please log in again.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();

  // Signing in returns to the tab asked for.
  await page.goto("/admin-login?next=/admin/books");
  await signIn(page, /\/admin\/books$/);
  await expect(page.getByRole("heading", { level: 2, name: "Books" })).toBeVisible();
});

test("tabs: deep links, in-page navigation, Back, and unknown sub-paths show News", async ({ page }) => {
  await openPanelSignedIn(page, "/admin/subscribers");
  await expect(page.getByRole("heading", { level: 2, name: "Subscribers" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  await expect(nav.getByRole("link")).toHaveText([
    "News",
    "Pages",
    "Executive Council",
    "Editorial Board",
    "Books",
    "Workshops",
    "Awards",
    "Awardees",
    "Nominations",
    "Downloads",
    "Annual Reports",
    "Journal",
    "Events",
    "Conference listings",
    "Abstracts",
    "Membership",
    "Membership Types",
    "Event Registrations",
    "Payment Details",
    "Subscribers",
    "E-mails",
    "Settings",
    "Administrators",
    "Activity",
    "My account",
  ]);
  await expect(nav.getByRole("link", { name: "Subscribers" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Workshops" }).click();
  await expect(page).toHaveURL(/\/admin\/workshops$/);
  await expect(page.getByRole("heading", { level: 2, name: "Workshops" })).toBeFocused();
  await expect(nav.getByRole("link", { name: "Workshops" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Subscribers" })).not.toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 2, name: "Subscribers" })).toBeVisible();

  // What Netlify does with the rewrite /admin/* -> /admin/index.html (200).
  const shell = await (await page.request.get("/admin/")).text();
  await page.route("**/admin/no-such-tab", (route) => route.fulfill({ contentType: "text/html", body: shell }));
  await page.goto("/admin/no-such-tab");
  await expect(page.getByRole("heading", { level: 2, name: "News" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "News", exact: true })).toHaveAttribute("aria-current", "page");
});

test("the panel passes axe with the form open, on a desktop and at 360 px", async ({ page }) => {
  await openPanelSignedIn(page);
  await expect(newsTable(page)).toBeVisible();
  await page.getByRole("button", { name: "Add News" }).click();
  await expect(page.getByLabel("Title")).toBeFocused();
  await expectNoAxeViolations(page);

  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  // Nothing but the table (which scrolls in its own region) is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Save" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Save" })).toBeInViewport();
  // Keyboard: the edit buttons in the table can be reached and used.
  const firstEdit = newsTable(page)
    .getByRole("button", { name: /^Edit / })
    .first();
  await firstEdit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Discard your changes?" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 3, name: /Edit news item/ })).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();
});

test("Logout removes the token and the panel is guarded again", async ({ page }) => {
  // The panel's GET /api/admin/me answers after Logout, before the sign-in page replaces the panel
  // (as on a slow connection): the session stays forgotten.
  let answerMe: () => void = () => undefined;
  const meReleased = new Promise<void>((resolve) => {
    answerMe = resolve;
  });
  await page.route("**/api/admin/me", async (route) => {
    await meReleased;
    await route.continue();
  });
  await openPanelSignedIn(page);
  await page.route("**/admin-login", async (route) => {
    const answered = page.waitForResponse("**/api/admin/me");
    answerMe();
    await answered;
    // The panel's code runs on the answer while the sign-in page is still on its way.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("adminProfile"))).toBeNull();
  await page.unrouteAll();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin-login/);
});
