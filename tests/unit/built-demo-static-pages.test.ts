import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "@playwright/test";
import { builtPages, closeBrowser, type BuiltPages } from "../support/built-pages";
import { builtSite, type BuiltSite } from "../support/built-sites";
import { hrefsOf, textOf, textsOf } from "../support/locator-text";

/**
 * The society's static pages and the landing pages as built: home, about, legacy, vision, council
 * info, journal, annual reports, the section landing pages, the conference tables, contact and the
 * 404 page. Expected texts are written out here from the spec, not read from the content files, so
 * a change to either shows up. (Redirects, axe and layout are the end-to-end tests' part.)
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

async function open(path: string, heading: string | RegExp) {
  expect(await pages.open(path), `${path} is built`).toBe(200);
  expect(await textOf(page.getByRole("heading", { level: 1 }))).toMatch(
    typeof heading === "string" ? new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) : heading,
  );
}

/** Every link in `scope` leads to a built page. */
async function expectLinksResolve(scope: Locator) {
  const hrefs = await hrefsOf(scope);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(await site.fileFor(href), `${href} is a built page`).toBeDefined();
}

it("home: welcome, About the Society, Latest News and quick links to the main sections", async () => {
  await open("/", /Welcome/);
  expect(await textOf(page.getByText(/nearly 2,700 members/).first())).not.toBe("");

  const about = page.getByRole("region", { name: "About the Society" });
  expect(await about.getByRole("link", { name: /Read More/ }).getAttribute("href")).toBe("/about");

  const news = page.getByRole("region", { name: "Latest News" });
  expect(await news.getByRole("link", { name: /View All/ }).getAttribute("href")).toBe("/news");
  expect(await news.getByRole("listitem").count()).toBeGreaterThan(0);

  const explore = page.getByRole("region", { name: "Explore the society" });
  expect(await textsOf(explore.getByRole("link"))).toEqual(["Journal", "Membership", "Awards", "Workshops"]);
  expect(await explore.getByRole("link", { name: "Journal" }).getAttribute("href")).toBe("/publications/journal");
  expect(await explore.getByRole("link", { name: "Workshops" }).getAttribute("href")).toBe("/conference/workshop");
  await expectLinksResolve(explore);
  await expectLinksResolve(about);
});

it("Who We Are, Our Legacy and Vision are static text pages", async () => {
  await open("/about", "Who We Are");
  expect(await page.getByRole("heading", { level: 2, name: "What we work for" }).count()).toBe(1);
  for (const area of ["Agriculture", "Entrepreneurship", "Environment", "Technology development"]) {
    expect(await page.getByRole("main").getByText(area, { exact: true }).count(), area).toBeGreaterThan(0);
  }
  expect(await page.getByText(/nearly 2,700 members/).count()).toBeGreaterThan(0);
  expect(
    await page
      .getByRole("navigation", { name: "About us" })
      .getByRole("link", { name: "Who We Are" })
      .getAttribute("aria-current"),
  ).toBe("page");

  await open("/our_legacy", "Our Legacy");
  expect(await page.getByRole("heading", { level: 2, name: "Beginnings" }).count()).toBe(1);
  // The facts at a glance are the site details': the founding is left out until the owner gives it.
  const glance = page.getByRole("region", { name: "At a glance" });
  expect(await glance.locator("dt").allTextContents()).toEqual(["Registration", "Members"]);
  expect(
    await page
      .getByRole("main")
      .getByText(/placeholder/i)
      .count(),
  ).toBe(0);

  await open("/vision", "Vision");
  for (const heading of ["Our vision", "Our mission", "Our values"]) {
    expect(await page.getByRole("heading", { level: 2, name: heading }).count(), heading).toBe(1);
  }
});

it("About The Council: 24 members, meetings twice a year and the positions table", async () => {
  await open("/executive-council", "About The Council");
  const main = page.getByRole("main");
  expect(await textsOf(page.getByRole("list", { name: "The council at a glance" }).getByRole("listitem"))).toEqual([
    "24 members",
    "Meets at least twice a year",
  ]);
  expect(await main.getByText(/The Executive Council has 24 members/).count()).toBe(1);

  const table = page.getByRole("table", { name: /Positions on the Executive Council/ });
  expect(await textsOf(table.getByRole("columnheader"))).toEqual(["Position", "Role", "How the position is filled"]);
  expect(await textsOf(table.getByRole("rowheader"))).toEqual([
    "President",
    "President-elect",
    "Secretary",
    "Joint Secretary",
    "Treasurer",
    "Chief Editor",
    "Members",
  ]);
  expect(await textOf(table.getByRole("row", { name: /^President Leads/ }))).toContain("Succeeds from President-elect");
  for (const position of ["President-elect", "Secretary", "Joint Secretary"]) {
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: position, exact: true }) });
    expect(await textOf(row), position).toContain("Elected by the General Body");
  }
  expect(await main.getByRole("link", { name: "Meet the Present Executive Council" }).getAttribute("href")).toBe(
    "/present-executive-council",
  );
});

it("journal: quarterly issues, focus areas, special issue, ISSNs, indexing, guidelines, VIEW ALL", async () => {
  await open("/publications/journal", "Agricultural Innovation & Technology");
  const issues = await textsOf(page.getByRole("region", { name: "Published quarterly" }).getByRole("listitem"));
  expect(issues).toHaveLength(4);
  ["March", "June", "September", "December"].forEach((month, index) => expect(issues[index]).toContain(month));
  expect(await page.getByRole("region", { name: "Focus areas" }).getByRole("listitem").count()).toBeGreaterThan(0);

  const special = page.getByRole("region", { name: "Climate-Smart Agriculture and Rural Enterprise" });
  expect(await special.getByRole("heading", { name: "Guest editors" }).count()).toBe(1);
  expect(await special.getByText(/Guest Editor One \(placeholder\)/).count()).toBe(1);
  expect(await special.getByText("Manuscripts due").count()).toBe(1);

  const details = page.getByRole("region", { name: "Journal details" });
  expect(await details.getByText("ISSN (print)").count()).toBe(1);
  expect(await details.getByText("ISSN (online)").count()).toBe(1);
  // The demo journal's details (scripts/lib/demo/journal.ts): ISSNs made up for the demo.
  expect(await details.getByText("0000-0019").count()).toBe(1);
  expect(await details.getByText("0000-0027").count()).toBe(1);

  expect(await page.getByRole("heading", { level: 2, name: "Indexing" }).count()).toBe(1);
  expect(
    await page.getByRole("region", { name: "Submission guidelines" }).getByRole("listitem").count(),
  ).toBeGreaterThan(0);
  expect(
    await page
      .getByRole("main")
      .getByRole("link", { name: /^View all books & reports$/ })
      .getAttribute("href"),
  ).toBe("/publications/books");
});

it("annual reports: the six seeded years, newest first, each link that year's PDF from the store", async () => {
  await open("/publications/annual-reports", "Annual Reports");
  const table = page.getByRole("table", { name: "Annual reports, 2014-15 to 2019-20" });
  const years = ["2019-20", "2018-19", "2017-18", "2016-17", "2015-16", "2014-15"];
  expect(await textsOf(table.getByRole("rowheader"))).toEqual(
    years.map((year) => `${year} April ${year.slice(0, 4)} to March ${Number(year.slice(0, 4)) + 1}`),
  );
  expect(await table.getByRole("link").count()).toBe(6);
  const stored = site.records["annual-reports"];
  for (const year of years) {
    const link = table.getByRole("link", { name: new RegExp(`^Annual Report ${year} \\(PDF, \\d+ (bytes|KB|MB)\\)$`) });
    // Served by the files function, as downloads are: the record's own file, saved under the year's name.
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);
    expect(href).toBe(stored.find((report) => report.year === year)?.pdfUrl);
    expect(await link.getAttribute("download")).toBe(`annual-report-${year}.pdf`);
  }
  expect(await site.fileFor("/reports/annual-report-2019-20.pdf"), "no copy left in public/").toBeUndefined();
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

describe.each(LANDINGS)("landing page $path", (landing) => {
  it("lists its sub-pages as cards, each with a line about it", async () => {
    await open(landing.path, landing.title);
    const list = page.getByRole("list", { name: "In this section" });
    const cards = list.getByRole("listitem");
    expect(await cards.count()).toBe(landing.links.length);
    for (const [index, [label, href]] of landing.links.entries()) {
      const card = cards.nth(index);
      expect(await textOf(card.getByRole("link"))).toBe(label);
      expect(await card.getByRole("link").getAttribute("href")).toBe(href);
      expect(await textOf(card.getByRole("paragraph"))).not.toBe("");
    }
    await expectLinksResolve(list);
  });
});

it("national symposia list the demo symposium; international conferences the past demo conference, then 2023 and 2022", async () => {
  await open("/conference/national-symposia", "National Symposia");
  const symposia = page.getByRole("table", { name: "National symposia of the society" });
  expect(await textsOf(symposia.getByRole("columnheader"))).toEqual(["S.No.", "Year", "Theme", "Venue", "Dates"]);
  const symposium = symposia.getByRole("link", { name: /^Demo: National Symposium on Soil Health/ });
  expect(await symposium.getAttribute("href")).toMatch(/^\/conference\/events\/demo-soil-health-symposium-\d{4}\/$/);
  expect(await symposia.getByText("Registration open").count()).toBe(1);

  await open("/conference/international-conferences", "International Conferences");
  const conferences = page.getByRole("table", { name: "International conferences of the society" });
  expect(await textsOf(conferences.getByRole("columnheader"))).toEqual(["S.No.", "Year", "Theme", "Venue", "Dates"]);
  const headers = await textsOf(conferences.getByRole("rowheader"));
  expect(headers.slice(1)).toEqual(["2023", "2022"]);
  // Those rows are the conference listings the seed stored (the panel's Conference listings tab edits them).
  expect(site.records["conference-listings"].map((listing) => [listing.kind, listing.year])).toEqual([
    ["conference", 2023],
    ["conference", 2022],
  ]);
  expect(headers[0]).toMatch(/^Demo: International Conference on Climate-Resilient Farming$/);
  // The past conference is not open for registration.
  expect(await conferences.getByText("Registration open").count()).toBe(0);
  const first = conferences.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "2023" }) });
  expect(await textsOf(first.getByRole("cell"))).toEqual([
    "2",
    "To be announced",
    "To be announced",
    "To be announced",
  ]);
});

it("contact: the Secretary's address, e-mail and phone, and no form", async () => {
  await open("/contact", "Contact Us");
  const secretary = page.getByRole("region", { name: "The Secretary" });
  expect(await secretary.getByText("Lucknow 226 000, Uttar Pradesh, India").count()).toBe(1);
  expect(await secretary.getByRole("link", { name: "secretary@example.org" }).getAttribute("href")).toBe(
    "mailto:secretary@example.org",
  );
  expect(await secretary.getByRole("link", { name: "+91 00000 00000" }).getAttribute("href")).toBe("tel:+910000000000");
  expect(await page.getByRole("main").getByRole("textbox").count()).toBe(0);
  await expectLinksResolve(page.getByRole("region", { name: /Answers you may find faster/ }));
});

it("the 404 page links to the main sections and to the contact page", async () => {
  expect(await pages.open("/no-such-page-here")).toBe(404);
  expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe("Page not found");
  const sections = page.getByRole("navigation", { name: "Main sections of the site" });
  for (const label of ["Home", "About the Society", "Publications", "Awards", "Conference", "Membership"]) {
    expect(await sections.getByRole("link", { name: label, exact: true }).count(), label).toBe(1);
  }
  expect(await page.getByRole("main").getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
  await expectLinksResolve(sections);
});
