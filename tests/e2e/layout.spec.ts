import { expect, test, type Locator, type Page } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations } from "./support/common";

/**
 * The layout every page shares: header with its menus (mouse, keyboard, touch), the mobile menu,
 * the footer (subscribe form, links, year) and scroll-to-top. Menu targets may not have pages yet;
 * this file checks the menus themselves, not where their links lead. The SEO basics are read from
 * the built pages: tests/unit/built-demo-seo.test.ts.
 */

// docs/rules/public-site.md §2 "Header navigation", written out here on purpose (not read from navigation.ts).
type Link = readonly [label: string, href: string];
interface Menu {
  label: string;
  width: number;
  groups: readonly { heading: string; links: readonly Link[] }[];
}
const council = (filter: string): string => `/present-executive-council?filter=${filter}`;
const MENUS: readonly Menu[] = [
  {
    label: "About us",
    width: 700,
    groups: [
      {
        heading: "The Society",
        links: [
          ["Who We Are", "/about"],
          ["Our Legacy", "/our_legacy"],
          ["Vision", "/vision"],
        ],
      },
      {
        heading: "Executive Council",
        links: [
          ["About The Council", "/executive-council"],
          ["Present Executive Council", "/present-executive-council"],
          ["Presidents", council("President")],
          ["Secretaries", council("Secretary")],
          ["Joint Secretaries", council("Joint Secretary")],
          ["Treasurers", council("Treasurer")],
          ["Chief Editors", council("Chief Editor")],
        ],
      },
    ],
  },
  {
    label: "Publications",
    width: 350,
    groups: [
      {
        heading: "Publications",
        links: [
          ["Journal - Agricultural Innovation & Technology", "/publications/journal"],
          ["Editorial Board", "/publications/editorial-board"],
          ["Books & Reports", "/publications/books"],
          ["Annual Reports", "/publications/annual-reports"],
        ],
      },
    ],
  },
  {
    label: "Awards",
    width: 350,
    groups: [
      {
        heading: "Awards",
        links: [
          ["Society Awards", "/awards/society"],
          ["Award Nomination/Application", "/awards/nomination"],
        ],
      },
    ],
  },
  {
    label: "Conference",
    width: 350,
    groups: [
      {
        heading: "Conference",
        links: [
          ["National Symposia", "/conference/national-symposia"],
          ["International Conferences", "/conference/international-conferences"],
          ["Workshop/Brain Storming", "/conference/workshop"],
        ],
      },
    ],
  },
  {
    label: "Membership",
    width: 350,
    groups: [
      {
        heading: "Membership",
        links: [
          ["Membership Information", "/membership/info"],
          ["Members Directory", "/membership/directory"],
          ["Online Registration", "/membership/registration"],
        ],
      },
    ],
  },
];
const TOP_LEVEL = ["Home", "About us", "Publications", "Awards", "Conference", "Membership", "Downloads"];
const SUBSCRIBED = "Thank you! You are subscribed to news from the society.";
const MOBILE = { width: 390, height: 844 };

/** "…?filter=Joint%20Secretary" and "…?filter=Joint+Secretary" are the same target. */
const target = (href: string | null) => decodeURIComponent((href ?? "").replace(/\+/g, " "));

async function linksOf(scope: Locator): Promise<Link[]> {
  const links = scope.getByRole("link");
  const result: Link[] = [];
  for (let i = 0; i < (await links.count()); i++) {
    const link = links.nth(i);
    result.push([(await link.innerText()).trim(), target(await link.getAttribute("href"))]);
  }
  return result;
}

// Source line breaks around the text are kept in the HTML; hence the \s* at both ends.
const copyright = (page: Page) => page.getByRole("contentinfo").getByText(/^\s*©/);
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuButton = (page: Page, label: string) => mainNav(page).getByRole("button", { name: label, exact: true });
async function dropdownOf(page: Page, label: string): Promise<Locator> {
  const id = await menuButton(page, label).getAttribute("aria-controls");
  expect(id, `${label} names the panel it controls`).toBeTruthy();
  return page.locator(`[id="${id ?? ""}"]`);
}

/** Tab from the start of a freshly loaded page until `name` has focus. */
async function tabTo(page: Page, locator: Locator, name: string) {
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    if (await locator.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test.describe("desktop header", () => {
  test.use({ viewport: DESKTOP });

  test("shows the logo, name, registration line, account links and the top-level menu in order", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.locator('img[src="/logo.svg"]')).toBeVisible();
    await expect(
      header.getByText("Society for Agriculture, Entrepreneurship, Environment and Technology Development"),
    ).toBeVisible();
    await expect(header.getByText(/Registered under the Societies Registration Act/)).toBeVisible();
    await expect(header.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Join New Member" })).toHaveAttribute(
      "href",
      "/membership/registration",
    );
    await expect(header.getByRole("button", { name: "Menu" })).toBeHidden();

    const items = mainNav(page).locator(":scope > ul > li > :is(a, button)");
    await expect(items).toHaveText(TOP_LEVEL);
    await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(mainNav(page).getByRole("link", { name: "Downloads" })).toHaveAttribute("href", "/downloads");
    await expect(mainNav(page).getByRole("link", { name: "Downloads" })).not.toHaveAttribute("aria-current", /.*/);
  });

  test("each dropdown has exactly the spec's groups, labels, targets and width", async ({ page }) => {
    await page.goto("/");
    for (const menu of MENUS) {
      const button = menuButton(page, menu.label);
      const dropdown = await dropdownOf(page, menu.label);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(dropdown).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(dropdown).toBeVisible();
      expect((await dropdown.boundingBox())?.width, `${menu.label} width`).toBeCloseTo(menu.width, 0);
      const box = await dropdown.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= DESKTOP.width, "inside the window").toBe(true);

      if (menu.groups.length === 1) {
        expect(await linksOf(dropdown)).toEqual(menu.groups[0]?.links);
      } else {
        const lists = menu.groups.map((group) => dropdown.getByRole("list", { name: group.heading }));
        for (const group of menu.groups) {
          await expect(dropdown.getByText(group.heading, { exact: true })).toBeVisible();
          expect(await linksOf(dropdown.getByRole("list", { name: group.heading }))).toEqual(group.links);
        }
        expect(await linksOf(dropdown)).toEqual(menu.groups.flatMap((group) => group.links));
        // Two columns side by side.
        const [first, second] = await Promise.all(lists.map((list) => list.boundingBox()));
        expect((second?.x ?? 0) - (first?.x ?? 0)).toBeGreaterThan(250);
        expect(Math.abs((second?.y ?? 0) - (first?.y ?? 100))).toBeLessThan(5);
      }
    }
    // Only the last one opened is open.
    const expanded = mainNav(page).locator('button[aria-expanded="true"]');
    await expect(expanded).toHaveCount(1);
    await expect(expanded).toHaveText("Membership");
  });

  test("mouse: one dropdown at a time; a second click, a press outside the header and navigation close it", async ({
    page,
  }) => {
    await page.goto("/");
    const about = menuButton(page, "About us");
    const publications = menuButton(page, "Publications");
    await about.click();
    await expect(await dropdownOf(page, "About us")).toBeVisible();
    await publications.click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(await dropdownOf(page, "About us")).toBeHidden();
    await expect(publications).toHaveAttribute("aria-expanded", "true");
    await publications.click();
    await expect(publications).toHaveAttribute("aria-expanded", "false");

    // A press inside the header (its name) leaves the menu open; one outside closes it.
    await about.click();
    await page.getByRole("banner").locator(".brand-registration").dispatchEvent("pointerdown");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    // The copyright line takes no focus: only the press itself can close the menu.
    await copyright(page).click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(await dropdownOf(page, "About us")).toBeHidden();

    // Following a menu link: the next page starts with every menu closed, and so does coming back.
    await about.click();
    await (await dropdownOf(page, "About us")).getByRole("link", { name: "Who We Are" }).click();
    await page.waitForURL("**/about");
    await expect(mainNav(page).locator('button[aria-expanded="true"]')).toHaveCount(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(mainNav(page).locator('button[aria-expanded="true"]')).toHaveCount(0);
    await expect(page.locator(".dropdown:visible")).toHaveCount(0);
  });

  test("keyboard: Tab to a menu button, Enter/Space open, Tab into the links, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const about = menuButton(page, "About us");
    await tabTo(page, about, "About us");
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Who We Are" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Our Legacy" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(await dropdownOf(page, "About us")).toBeHidden();
    await expect(about).toBeFocused();

    await page.keyboard.press("Space");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeFocused();

    // ArrowDown on a button opens its menu at the first link; Tab past the last link closes it.
    const awards = menuButton(page, "Awards");
    await awards.focus();
    await page.keyboard.press("ArrowDown");
    await expect(awards).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Society Awards" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(menuButton(page, "Conference")).toBeFocused();
    await expect(awards).toHaveAttribute("aria-expanded", "false");
  });

  test("marks the council filter the visitor is on", async ({ page }) => {
    await page.goto("/present-executive-council?filter=Treasurer");
    const dropdown = await dropdownOf(page, "About us");
    await expect(dropdown.locator('[aria-current="page"]')).toHaveText(["Treasurers"]);
    await expect(mainNav(page).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", /.*/);
  });

  test("has no WCAG 2.2 A/AA violations with a dropdown open", async ({ page }) => {
    // Closed, at this width and at 360 px: crawl.spec.ts.
    await page.goto("/");
    await menuButton(page, "About us").click();
    await expect(await dropdownOf(page, "About us")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("touch on a wide screen", () => {
  test.use({ viewport: DESKTOP, hasTouch: true });

  test("a tap opens and closes a dropdown; a tap outside the header closes it", async ({ page }) => {
    await page.goto("/");
    const conference = menuButton(page, "Conference");
    await conference.tap();
    await expect(conference).toHaveAttribute("aria-expanded", "true");
    await expect(await dropdownOf(page, "Conference")).toBeVisible();
    await conference.tap();
    await expect(conference).toHaveAttribute("aria-expanded", "false");
    await conference.tap();
    await menuButton(page, "Membership").tap();
    await expect(conference).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton(page, "Membership")).toHaveAttribute("aria-expanded", "true");
    await copyright(page).tap();
    await expect(menuButton(page, "Membership")).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(".dropdown:visible")).toHaveCount(0);
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });

  test("the menu button opens a panel with every link in sections; Escape and a tap outside close it", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator(".site-nav")).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = page.locator(`[id="${(await toggle.getAttribute("aria-controls")) ?? ""}"]`);
    await expect(panel).toBeHidden();
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Join New Member" })).toBeVisible();

    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(panel.getByRole("link", { name: "Downloads" })).toHaveAttribute("href", "/downloads");
    for (const menu of MENUS) {
      const section = panel.getByRole("region", { name: menu.label, exact: true });
      await expect(section.getByText(menu.label, { exact: true })).toBeVisible();
      expect(await linksOf(section), menu.label).toEqual(menu.groups.flatMap((group) => group.links));
      for (const group of menu.groups) {
        const list = section.getByRole("list", { name: menu.groups.length > 1 ? group.heading : menu.label });
        expect(await linksOf(list)).toEqual(group.links);
        if (menu.groups.length > 1) await expect(section.getByText(group.heading, { exact: true })).toBeVisible();
      }
    }
    const box = await panel.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(MOBILE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.tap();
    await expect(panel).toBeVisible();
    await page.getByRole("heading", { level: 1 }).tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });
});

for (const [name, viewport] of [
  ["desktop", DESKTOP],
  ["mobile", MOBILE],
] as const) {
  test.describe(`scroll to top (${name})`, () => {
    test.use({ viewport });

    async function makeTall(page: Page) {
      await page.goto("/");
      // The test needs room to scroll, whatever the home page holds today.
      await page.evaluate(() => {
        const spacer = document.createElement("div");
        spacer.style.height = "3000px";
        document.querySelector("main")?.append(spacer);
      });
    }

    test("appears after more than 200 px, scrolls smoothly to the top and moves focus to the top", async ({ page }) => {
      await makeTall(page);
      const button = page.getByRole("button", { name: "Scroll to top" });
      await expect(button).toBeHidden();
      await page.evaluate(() => {
        window.scrollTo({ top: 200, behavior: "instant" });
      });
      await page.waitForTimeout(150);
      await expect(button).toBeHidden();
      await page.evaluate(() => {
        window.scrollTo({ top: 1500, behavior: "instant" });
      });
      await expect(button).toBeVisible();
      await button.focus();
      await page.keyboard.press("Enter");
      // Smooth: not at the top at once, and at the top soon after.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
      await expect(button).toBeHidden();
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    });

    test("jumps at once when the visitor prefers reduced motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await makeTall(page);
      await page.evaluate(() => {
        window.scrollTo({ top: 1200, behavior: "instant" });
      });
      const button = page.getByRole("button", { name: "Scroll to top" });
      await button.click();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe("footer", () => {
  test.use({ viewport: DESKTOP });

  test("shows the secretary's contact, real links and named social icons", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const contact = footer.getByRole("region", { name: "Contact" });
    await expect(contact).toContainText("The Secretary");
    await expect(contact.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(contact.getByRole("link", { name: /\+91/ })).toHaveAttribute("href", /^tel:\+91/);

    const useful = footer.getByRole("region", { name: "Useful links" }).getByRole("link");
    expect(await useful.count()).toBeGreaterThanOrEqual(5);
    for (const href of await useful.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/[a-z]/);
    }
    const social = footer.getByRole("list", { name: "Follow us" }).getByRole("link");
    await expect(social).toHaveCount(4);
    for (const name of ["Facebook", "X (Twitter)", "YouTube", "LinkedIn"]) {
      await expect(social.filter({ hasText: name })).toHaveAttribute("href", /^https:\/\/[^#]+$/);
      const box = await social.filter({ hasText: name }).boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    }
    expect(await footer.locator('a[href="#"], a[href=""]').count()).toBe(0);
  });

  test("subscribe: confirms a new and a repeated address, explains a bad one, and stores it once", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const form = page.getByRole("contentinfo");
    const input = form.getByLabel("E-mail address");
    const button = form.getByRole("button", { name: "Subscribe" });
    const status = form.getByRole("status");
    const email = `Layout.${Date.now()}@Example.org`;

    await input.fill("not an address");
    await button.click();
    await expect(status).toHaveText(/E-mail address must be a valid e-mail address\./);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await input.fill(email);
    await expect(input).not.toHaveAttribute("aria-invalid", /.*/);

    const answer = () => page.waitForResponse((response) => new URL(response.url()).pathname === "/api/subscribers");
    const first = answer();
    await button.click();
    expect((await first).status()).toBe(201);
    await expect(status).toHaveText(SUBSCRIBED);
    await expect(input).toHaveValue("");
    await input.fill(email.toLowerCase());
    const repeat = answer();
    await input.press("Enter");
    expect((await repeat).status()).toBe(200);
    await expect(status).toHaveText(SUBSCRIBED);

    const login = await request.post("/api/admin/login", {
      data: { email: "admin@example.org", password: "change-me-locally" },
    });
    const { token } = (await login.json()) as { token: string };
    const list = (await (
      await request.get("/api/subscribers", { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { email: string }[];
    expect(list.filter((record) => record.email === email.toLowerCase())).toHaveLength(1);
  });

  test("subscribe: shows a busy state, and the fallback text when the server fails", async ({ page }) => {
    const waiting: (() => void)[] = [];
    const held = new Promise<void>((resolve) => waiting.push(resolve));
    await page.route("**/api/subscribers", async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" });
    });
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("E-mail address").fill("someone@example.org");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const busyButton = footer.getByRole("button", { name: "Subscribing…" });
    await expect(busyButton).toHaveAttribute("aria-disabled", "true");
    await expect(footer.locator("form")).toHaveAttribute("aria-busy", "true");
    for (const release of waiting) release();
    await expect(footer.getByRole("status")).toHaveText("Could not subscribe. Please try again.");
    await expect(footer.getByRole("button", { name: "Subscribe" })).toHaveAttribute("aria-disabled", "false");

    await page.unrouteAll();
    await page.route("**/api/subscribers", (route) => route.abort("failed"));
    const failed = page.waitForEvent("requestfailed");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await failed;
    await expect(footer.getByRole("status")).toHaveText("Could not subscribe. Please try again.");
    await expect(footer.getByRole("button", { name: "Subscribe" })).toHaveAttribute("aria-disabled", "false");
  });

  test("the copyright line shows the current year, even on a page built in an earlier year", async ({ page }) => {
    const year = new Date().getFullYear();
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<span data-current-year[^>]*>)\d{4}/,
          (_, open: string) => `${open}${year - 3}`,
        );
        expect(html).toContain(String(year - 3));
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto("/");
    await expect(copyright(page)).toHaveText(
      new RegExp(
        `^\\s*©\\s${year}\\sSociety for Agriculture, Entrepreneurship, Environment and Technology Development\\s*$`,
      ),
    );
  });
});
