import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@playwright/test";
import { builtPages, closeBrowser, type BuiltPages } from "../support/built-pages";
import { builtSite, type BuiltSite } from "../support/built-sites";
import { textOf, textsOf } from "../support/locator-text";

/**
 * The events' built pages from the demo store (docs/rules/events.md §2): an event's page with its
 * details, fees, registration form and schema.org Event; a past event's page; the calendar file;
 * the sitemap; and nothing of a draft event anywhere. The demo events (scripts/lib/demo/events.ts)
 * are dated from the day of seeding: a conference 200 days ago, a symposium in 60 days open for
 * registration with early-bird prices, a brochure and abstracts (two accepted, one waiting), a workshop
 * in 25 days, and a draft workshop.
 */

let site: BuiltSite;
let pages: BuiltPages;
let page: Page;
let sitemap = "";

const eventPages = () =>
  [...sitemap.matchAll(/<loc>[^<]*(\/conference\/events\/[^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
const pageOf = (prefix: string) => {
  const found = eventPages().find((path) => path.startsWith(`/conference/events/${prefix}`));
  if (!found) throw new Error(`No event page starts with ${prefix}.`);
  return found;
};

beforeAll(async () => {
  site = await builtSite("demo");
  pages = await builtPages(site, { markupOnly: true });
  page = pages.page;
  sitemap = await site.read("sitemap.xml");
}, 300_000);
afterAll(closeBrowser);

const main = () => page.getByRole("main");

it("every published event has a page in the sitemap, past ones too; a draft has none", async () => {
  expect(eventPages().map((path) => path.replace(/-\d{4}\/$/, "/"))).toEqual(
    expect.arrayContaining([
      "/conference/events/demo-climate-resilient-farming/",
      "/conference/events/demo-soil-health-symposium/",
      "/conference/events/demo-farm-records-workshop/",
    ]),
  );
  expect(eventPages()).toHaveLength(3);
  expect(sitemap).not.toContain("demo-drip-irrigation-workshop");
  for (const list of ["conference/workshop/index.html", "conference/national-symposia/index.html"])
    expect(await site.read(list)).not.toContain("demo-drip-irrigation-workshop");
});

describe("an upcoming event's page", () => {
  beforeAll(async () => {
    expect(await pages.open(pageOf("demo-soil-health-symposium"))).toBe(200);
  });

  it("gives the details, and the places as a number to be filled in as the page opens", async () => {
    expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe(
      "Demo: National Symposium on Soil Health and Farm Enterprise",
    );
    expect(await textsOf(main().locator(".event-facts dt"))).toEqual([
      "Kind",
      "Dates",
      "Venue",
      "Organisers",
      "Contact",
      "Registration",
      "Abstracts",
      "Places",
    ]);
    expect(await textOf(main().locator(".event-facts dd").first())).toBe("National symposium");
    expect(await textOf(main().locator(".event-facts dd").nth(5))).toMatch(
      /^Registration is open until \d+ \w+ \d{4}\.$/,
    );
    expect(await main().locator("[data-event-places]").getAttribute("data-event-places")).toMatch(/^[0-9a-f]{24}$/);
    expect(await main().getByText("This event has taken place.").count()).toBe(0);
  });

  it("shows every fee with its GST, the early-bird prices with their last day, and who may choose each", async () => {
    const rows = await main()
      .getByRole("table", { name: "Fees by category, GST included" })
      .locator("tbody tr")
      .evaluateAll((cells) =>
        cells.map((row) => [...row.children].map((cell) => cell.textContent.replace(/\s+/g, " ").trim())),
      );
    expect(
      rows.map(([name, who, early, regular]) => [name, who, early?.replace(/until .*/, "until …"), regular]),
    ).toEqual([
      [
        "Member",
        "Members in good standing",
        "₹1,770.00 ₹1,500.00 + ₹270.00 GST until …",
        "₹2,360.00 ₹2,000.00 + ₹360.00 GST",
      ],
      ["Non-member", "Anyone", "₹2,950.00 ₹2,500.00 + ₹450.00 GST until …", "₹3,540.00 ₹3,000.00 + ₹540.00 GST"],
      ["Student", "Anyone", "None", "₹1,180.00 ₹1,000.00 + ₹180.00 GST"],
    ]);
  });

  it("offers the registration form, disabled until its script runs, each category at its price today", async () => {
    const form = main().locator("[data-event-registration] form");
    for (const name of ["Full name", "E-mail", "Phone", "Institution (optional)", "Category"])
      expect(await form.getByLabel(name, { exact: true }).isDisabled()).toBe(true);
    expect(await textsOf(form.getByRole("option"))).toEqual([
      "Select a category",
      "Member: ₹1,770.00 (early bird, members only)",
      "Non-member: ₹2,950.00 (early bird)",
      "Student: ₹1,180.00",
    ]);
    expect(await main().getByRole("link", { name: "Add to calendar (.ics)" }).getAttribute("download")).toBe("");
  });

  it("lists its accepted abstracts with the presenting author marked, and offers the abstract form", async () => {
    const accepted = main().getByRole("region", { name: "Accepted abstracts" });
    expect(await textsOf(accepted.locator(".event-abstract-title"))).toEqual([
      "Demo: Cover crops and soil organic carbon in rice-wheat systems",
      "Demo: Vermicompost units as a village enterprise",
    ]);
    const authors = accepted.getByRole("list", { name: "Authors" });
    expect(await textsOf(authors.nth(1).getByRole("listitem"))).toEqual([
      "Demo Author C. Singh",
      "Demo Author D. Khan (presenting)",
      "Demo Author E. Rao",
    ]);
    expect(await textsOf(accepted.locator("strong"))).toEqual(["Demo Author A. Sharma", "Demo Author D. Khan"]);
    // The abstract waiting for the office is on no page.
    expect(await main().getByText("Low-cost soil testing kits").count()).toBe(0);
    expect(await textOf(main().locator(".event-facts dd").nth(6))).toMatch(
      /^Abstracts are taken until \d+ \w+ \d{4}\.$/,
    );

    const form = main().getByRole("region", { name: "Send an abstract" }).locator("[data-event-abstract] form");
    for (const name of [
      "Title",
      "Authors",
      "Presenting author",
      "Your name",
      "E-mail",
      "Reference (only for a revision)",
    ])
      expect(await form.getByLabel(name, { exact: true }).isDisabled()).toBe(true);
    const file = form.getByLabel("The abstract (PDF or Word)", { exact: true });
    expect(await file.getAttribute("type")).toBe("file");
    expect(await file.getAttribute("accept")).toContain(".docx");
  });

  it("describes itself as a schema.org Event, with its place and each price as an offer in INR", async () => {
    const [text] = await page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent));
    const data = JSON.parse(text ?? "{}") as Record<string, unknown>;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Demo: National Symposium on Soil Health and Farm Enterprise",
      location: { "@type": "Place", name: "Demo Agricultural University, Lucknow" },
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    });
    expect(String(data.url)).toMatch(/^https?:\/\/[^/]+\/conference\/events\/demo-soil-health-symposium-\d{4}\/$/);
    const offers = data.offers as { name: string; price: string; priceCurrency: string }[];
    expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ["Member (early bird)", "1770.00", "INR"],
      ["Member", "2360.00", "INR"],
      ["Non-member (early bird)", "2950.00", "INR"],
      ["Non-member", "3540.00", "INR"],
      ["Student", "1180.00", "INR"],
    ]);
  });

  it("links its brochure, a PDF stored as the Events tab stores one", async () => {
    const brochure = main().getByRole("link", { name: "Brochure (PDF)" });
    expect(await brochure.getAttribute("href")).toMatch(/^\/api\/files\/[\w-]+$/);
  });

  it("has its calendar file beside it", async () => {
    const path = pageOf("demo-soil-health-symposium").replace(/\/$/, ".ics");
    const calendar = await site.read(path.slice(1));
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain("SUMMARY:Demo: National Symposium on Soil Health and Farm Enterprise");
    expect(calendar).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
    expect(calendar).toContain("LOCATION:Demo Agricultural University\\, Lucknow");
  });
});

it("a past event keeps its page, says it has taken place, and offers no form", async () => {
  expect(await pages.open(pageOf("demo-climate-resilient-farming"))).toBe(200);
  expect(await main().getByText("This event has taken place.").count()).toBe(1);
  // Only the symposium has a brochure in the demo.
  expect(await main().getByRole("link", { name: "Brochure (PDF)" }).count()).toBe(0);
  expect(await main().locator("form").count()).toBe(0);
  expect(await textOf(main().getByRole("region", { name: "Register" }).locator(".notice"))).toMatch(
    /^Registration closed on \d+ \w+ \d{4}\.$/,
  );
});

it("the workshop page lists the workshop event above the spec's workshop table", async () => {
  expect(await pages.open("/conference/workshop/")).toBe(200);
  const events = main().getByRole("table", { name: "Workshops with registration on this site, upcoming first" });
  expect(await textsOf(events.getByRole("rowheader"))).toEqual([
    "Demo: Workshop on Farm Records and Bookkeeping Registration open",
  ]);
  expect(await events.getByRole("link").getAttribute("href")).toBe(pageOf("demo-farm-records-workshop"));
});
