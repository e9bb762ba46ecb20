import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/common";

/**
 * The society's static pages and the landing pages: home, about, legacy, vision, council info,
 * journal, annual reports, the section landing pages, the conference tables, contact, the /join
 * and /register redirects and the 404 page. Expected texts are written out here from the spec, not
 * read from the content files, so a change to either shows up.
 */

async function open(page: Page, path: string, heading: string | RegExp) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

/** Every link in `scope` leads to a page that answers 200. */
async function expectLinksResolve(request: APIRequestContext, scope: Locator) {
  const hrefs = await scope.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href, "a link has an href").toBeTruthy();
    const response = await request.get(href ?? "");
    expect(response.status(), `${href ?? ""} answers 200`).toBe(200);
  }
}

test("home: welcome, About the Society, Latest News and quick links to the main sections", async ({
  page,
  request,
}) => {
  await open(page, "/", /Welcome/);
  await expect(page.getByText(/nearly 2,700 members/).first()).toBeVisible();

  const about = page.getByRole("region", { name: "About the Society" });
  await expect(about.getByRole("link", { name: /Read More/ })).toHaveAttribute("href", "/about");

  const news = page.getByRole("region", { name: "Latest News" });
  await expect(news.getByRole("link", { name: /View All/ })).toHaveAttribute("href", "/news");

  const explore = page.getByRole("region", { name: "Explore the society" });
  const quickLinks = explore.getByRole("link");
  await expect(quickLinks).toHaveText(["Journal", "Membership", "Awards", "Workshops"]);
  await expect(explore.getByRole("link", { name: "Journal" })).toHaveAttribute("href", "/publications/journal");
  await expect(explore.getByRole("link", { name: "Workshops" })).toHaveAttribute("href", "/conference/workshop");
  await expectLinksResolve(request, explore);
  await expectLinksResolve(request, about);
});

test("Who We Are, Our Legacy and Vision are static text pages", async ({ page }) => {
  await open(page, "/about", "Who We Are");
  await expect(page.getByRole("heading", { level: 2, name: "What we work for" })).toBeVisible();
  for (const area of ["Agriculture", "Entrepreneurship", "Environment", "Technology development"]) {
    await expect(page.getByRole("main").getByText(area, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/nearly 2,700 members/)).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "About us" }).getByRole("link", { name: "Who We Are" }),
  ).toHaveAttribute("aria-current", "page");

  await open(page, "/our_legacy", "Our Legacy");
  await expect(page.getByRole("heading", { level: 2, name: "Beginnings" })).toBeVisible();
  // Invented facts are marked as placeholders.
  await expect(page.getByText("Lucknow, year to be confirmed (placeholder)")).toBeVisible();

  await open(page, "/vision", "Vision");
  for (const heading of ["Our vision", "Our mission", "Our values"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
});

test("About The Council: 24 members, meetings twice a year and the positions table", async ({ page }) => {
  await open(page, "/executive-council", "About The Council");
  const main = page.getByRole("main");
  await expect(page.getByRole("list", { name: "The council at a glance" }).getByRole("listitem")).toHaveText([
    "24 members",
    "Meets at least twice a year",
  ]);
  await expect(main.getByText(/The Executive Council has 24 members/)).toBeVisible();

  const table = page.getByRole("table", { name: /Positions on the Executive Council/ });
  await expect(table.getByRole("columnheader")).toHaveText(["Position", "Role", "How the position is filled"]);
  await expect(table.getByRole("rowheader")).toHaveText([
    "President",
    "President-elect",
    "Secretary",
    "Joint Secretary",
    "Treasurer",
    "Chief Editor",
    "Members",
  ]);
  await expect(table.getByRole("row", { name: /^President Leads/ })).toContainText("Succeeds from President-elect");
  for (const position of ["President-elect", "Secretary", "Joint Secretary"]) {
    await expect(
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: position, exact: true }) }),
    ).toContainText("Elected by the General Body");
  }
  await expect(main.getByRole("link", { name: "Meet the Present Executive Council" })).toHaveAttribute(
    "href",
    "/present-executive-council",
  );
});

test("journal: quarterly issues, focus areas, special issue, ISSNs, indexing, guidelines, VIEW ALL", async ({
  page,
}) => {
  await open(page, "/publications/journal", "Agricultural Innovation & Technology");
  const main = page.getByRole("main");
  const issues = page.getByRole("region", { name: "Published quarterly" }).getByRole("listitem");
  await expect(issues).toHaveText([/March/, /June/, /September/, /December/]);
  await expect(page.getByRole("region", { name: "Focus areas" }).getByRole("listitem")).not.toHaveCount(0);

  const special = page.getByRole("region", { name: "Climate-Smart Agriculture and Rural Enterprise" });
  await expect(special.getByRole("heading", { name: "Guest editors" })).toBeVisible();
  await expect(special.getByText(/Guest Editor One \(placeholder\)/)).toBeVisible();
  await expect(special.getByText("Manuscripts due")).toBeVisible();

  const details = page.getByRole("region", { name: "Journal details" });
  await expect(details.getByText("ISSN (print)")).toBeVisible();
  await expect(details.getByText("ISSN (online)")).toBeVisible();
  await expect(details.getByText("0000-0000 (placeholder)")).toHaveCount(2);

  await expect(page.getByRole("heading", { level: 2, name: "Indexing" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Submission guidelines" }).getByRole("listitem")).not.toHaveCount(0);
  await expect(main.getByRole("link", { name: /^View all books & reports$/ })).toHaveAttribute(
    "href",
    "/publications/books",
  );
});

test("annual reports: six years, each link downloads a PDF", async ({ page, request }) => {
  await open(page, "/publications/annual-reports", "Annual Reports");
  const table = page.getByRole("table", { name: /Annual reports/ });
  const years = ["2019-20", "2018-19", "2017-18", "2016-17", "2015-16", "2014-15"];
  await expect(table.getByRole("rowheader")).toHaveText(
    years.map((year) => `${year} April ${year.slice(0, 4)} to March ${Number(year.slice(0, 4)) + 1}`),
  );

  const links = table.getByRole("link");
  await expect(links).toHaveCount(6);
  for (const year of years) {
    const link = table.getByRole("link", { name: new RegExp(`^Annual Report ${year} \\(PDF, \\d+ (bytes|KB|MB)\\)$`) });
    const href = await link.getAttribute("href");
    expect(href).toBe(`/reports/annual-report-${year}.pdf`);
    const response = await request.get(href ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    const body = await response.body();
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(body.toString("latin1")).toContain(`Annual Report ${year}`);
  }
});

const LANDINGS = [
  {
    path: "/publications",
    title: "Publications",
    links: [
      ["Journal - Agricultural Innovation & Technology", "/publications/journal"],
      ["Editorial Board", "/publications/editorial-board"],
      ["Books & Reports", "/publications/books"],
      ["Annual Reports", "/publications/annual-reports"],
    ],
  },
  {
    path: "/awards",
    title: "Awards",
    links: [
      ["Society Awards", "/awards/society"],
      ["Award Nomination/Application", "/awards/nomination"],
    ],
  },
  {
    path: "/conference",
    title: "Conference",
    links: [
      ["National Symposia", "/conference/national-symposia"],
      ["International Conferences", "/conference/international-conferences"],
      ["Workshop/Brain Storming", "/conference/workshop"],
    ],
  },
  {
    path: "/membership",
    title: "Membership",
    links: [
      ["Membership Information", "/membership/info"],
      ["Members Directory", "/membership/directory"],
      ["Online Registration", "/membership/registration"],
    ],
  },
] as const;

for (const landing of LANDINGS) {
  test(`landing page ${landing.path} lists its sub-pages as cards`, async ({ page, request }) => {
    await open(page, landing.path, landing.title);
    const list = page.getByRole("list", { name: "In this section" });
    const cards = list.getByRole("listitem");
    await expect(cards).toHaveCount(landing.links.length);
    for (const [index, [label, href]] of landing.links.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("link")).toHaveText(label);
      await expect(card.getByRole("link")).toHaveAttribute("href", href);
      // A one-line description under each link.
      await expect(card.getByRole("paragraph")).not.toBeEmpty();
    }
    await expectLinksResolve(request, list);
  });
}

test("national symposia: the table says it is empty; international conferences list 2023 and 2022", async ({
  page,
}) => {
  await open(page, "/conference/national-symposia", "National Symposia");
  const symposia = page.getByRole("table", { name: "National symposia of the society" });
  await expect(symposia.getByRole("columnheader")).toHaveText(["S.No.", "Year", "Theme", "Venue", "Dates"]);
  await expect(symposia.getByRole("cell", { name: "No national symposia are listed yet." })).toBeVisible();

  await open(page, "/conference/international-conferences", "International Conferences");
  const conferences = page.getByRole("table", { name: "International conferences of the society" });
  await expect(conferences.getByRole("columnheader")).toHaveText(["S.No.", "Year", "Theme", "Venue", "Dates"]);
  await expect(conferences.getByRole("rowheader")).toHaveText(["2023", "2022"]);
  const first = conferences.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "2023" }) });
  await expect(first.getByRole("cell")).toHaveText(["1", "To be announced", "To be announced", "To be announced"]);
});

test("contact: the Secretary's address, e-mail and phone", async ({ page, request }) => {
  await open(page, "/contact", "Contact Us");
  const secretary = page.getByRole("region", { name: "The Secretary" });
  await expect(secretary.getByText("Lucknow 226 000, Uttar Pradesh, India")).toBeVisible();
  await expect(secretary.getByRole("link", { name: "secretary@example.org" })).toHaveAttribute(
    "href",
    "mailto:secretary@example.org",
  );
  await expect(secretary.getByRole("link", { name: "+91 00000 00000" })).toHaveAttribute("href", "tel:+910000000000");
  await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
  await expectLinksResolve(request, page.getByRole("region", { name: /Answers you may find faster/ }));
});

for (const path of ["/join", "/register"]) {
  test(`${path} sends the visitor to the online registration`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/membership\/registration\/?$/);
  });
}

test("an unknown address answers 404 with links to the main sections", async ({ page, request }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  const sections = page.getByRole("navigation", { name: "Main sections of the site" });
  for (const label of ["Home", "About the Society", "Publications", "Awards", "Conference", "Membership"]) {
    await expect(sections.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await expectLinksResolve(request, sections);
});

const AXE_ROUTES = [
  "/",
  "/about",
  "/our_legacy",
  "/vision",
  "/executive-council",
  "/publications",
  "/publications/journal",
  "/publications/annual-reports",
  "/awards",
  "/conference",
  "/conference/national-symposia",
  "/conference/international-conferences",
  "/membership",
  "/contact",
  "/no-such-page-here",
];
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`axe finds no WCAG 2.2 A/AA violation on the static pages (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const route of AXE_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await test.step(route, () => expectNoAxeViolations(page));
    }
  });
}
