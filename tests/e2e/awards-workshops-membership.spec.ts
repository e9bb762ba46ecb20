import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { site } from "../../src/content/site";
import { adminToken, expectNoAxeViolations, publishState, waitForPublish } from "./support/common";

/**
 * The content pages prebuilt from the store: society awards, guidelines and awardees, award
 * nomination, workshops, membership information and news, checked against the seeded demo
 * content (scripts/lib/demo-content.ts). Expected values are written out here on purpose.
 */

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;

/** Axe and no sideways scrolling, at both viewports; ends on the desktop viewport. */
async function expectAccessibleAtEveryViewport(page: Page, path: string) {
  for (const viewport of [...VIEWPORTS].reverse()) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const response = await page.goto(path);
    expect(response?.status(), `${path} at ${viewport.name}`).toBe(200);
    await expectNoAxeViolations(page);
    // Wide tables scroll inside their box; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} width`).toBeLessThanOrEqual(
      viewport.width,
    );
  }
}

const main = (page: Page) => page.getByRole("main");

/** Text of each row's cells (th and td), for a table found by its caption. */
async function tableRows(page: Page, caption: RegExp | string): Promise<string[][]> {
  const table = main(page).getByRole("table", { name: caption });
  await expect(table).toBeVisible();
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll("th, td")].map((cell) => cell.textContent.replace(/\s+/g, " ").trim()),
      ),
    );
}

const AWARDS = [
  { sno: "1", name: "Demo Fellowship Award for Sustainable Agriculture", year: "2005" },
  { sno: "2", name: "Demo Young Agri-Entrepreneur Award", year: "2012" },
  { sno: "3", name: "Demo Lifetime Award in Environmental Technology", year: "2016" },
];

test.describe("society awards", () => {
  test("the table lists the awards by S.No. with a guidelines and an awardees link each", async ({ page }) => {
    await page.goto("/awards/society");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Society Awards");
    const rows = await tableRows(page, /Society awards/);
    expect(rows.map(([sno, name, year]) => ({ sno, name, year }))).toEqual(AWARDS);

    for (const award of AWARDS) {
      const guidelines = main(page).getByRole("link", { name: `View guidelines for ${award.name}`, exact: true });
      const awardees = main(page).getByRole("link", { name: `View awardees of ${award.name}`, exact: true });
      await expect(guidelines).toHaveText(/^\s*View\s+guidelines/);
      await expect(guidelines).toHaveAttribute("href", /^\/awards\/guidelines\/[\w-]+$/);
      await expect(awardees).toHaveAttribute("href", `/awards/awardees/${encodeURIComponent(award.name)}`);
      for (const link of [guidelines, awardees]) {
        const href = await link.getAttribute("href");
        expect((await page.request.get(href ?? "")).status(), href ?? "").toBe(200);
      }
    }
    // The sitemap lists the same addresses the links use.
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    for (const award of AWARDS) expect(sitemap).toContain(`/awards/awardees/${encodeURIComponent(award.name)}/`);

    await expectAccessibleAtEveryViewport(page, "/awards/society");
  });

  test("the guidelines page shows every section of one award", async ({ page }) => {
    await page.goto("/awards/society");
    await main(page)
      .getByRole("link", { name: "View guidelines for Demo Young Agri-Entrepreneur Award", exact: true })
      .click();
    await expect(page).toHaveURL(/\/awards\/guidelines\/[\w-]+\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo Young Agri-Entrepreneur Award");
    const facts = main(page).getByRole("definition");
    await expect(facts).toHaveText(["2012", "Demo value: a citation and ₹15,000.", "Biennial"]);
    for (const [heading, text] of [
      ["Eligibility", "Members below 40 years of age who run an agriculture or food enterprise."],
      ["Administration", "Administered by the society's entrepreneurship cell."],
      ["Procedure", "three finalists present to the committee."],
      ["Presentation", "Presented every second year at the society's national workshop."],
    ] as const) {
      const section = main(page).getByRole("region", { name: heading });
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(heading);
      await expect(section).toContainText(text);
    }
    await expect(
      main(page).getByRole("link", { name: "View awardees of Demo Young Agri-Entrepreneur Award" }),
    ).toHaveAttribute("href", "/awards/awardees/Demo%20Young%20Agri-Entrepreneur%20Award");
    await main(page)
      .getByRole("link", { name: /Back to Society Awards/ })
      .click();
    await expect(page).toHaveURL(/\/awards\/society\/?$/);

    const unknown = await page.goto("/awards/guidelines/no-such-award");
    expect(unknown?.status()).toBe(404);
  });

  test("the awardees page lists an award's awardees by year", async ({ page }) => {
    await page.goto("/awards/society");
    await main(page)
      .getByRole("link", { name: "View awardees of Demo Fellowship Award for Sustainable Agriculture", exact: true })
      .click();
    await expect(page).toHaveURL(/\/awards\/awardees\/Demo%20Fellowship%20Award%20for%20Sustainable%20Agriculture\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Awardees: Demo Fellowship Award for Sustainable Agriculture",
    );
    expect(await tableRows(page, /Awardees of the Demo Fellowship Award/)).toEqual([
      ["1", "2023", "Demo Awardee Dr. Kavita Mishra", "Demo lecture: Pulses in rice-wheat systems"],
      [
        "2",
        "2024",
        "Demo Awardee Dr. Rajendra Prasad Yadav",
        "Demo lecture: Zero-budget natural farming, evidence so far",
      ],
      ["3", "2025", "Demo Awardee Dr. Sarita Kumari", "— No lecture"],
    ]);
    await expect(main(page).getByText("No awardees data available for this award yet.")).toHaveCount(0);
    await expect(
      main(page).getByRole("link", { name: "Guidelines for Demo Fellowship Award for Sustainable Agriculture" }),
    ).toHaveAttribute("href", /^\/awards\/guidelines\/[\w-]+$/);

    // Another award: a different set, again oldest first.
    await page.goto(`/awards/awardees/${encodeURIComponent("Demo Lifetime Award in Environmental Technology")}`);
    const lifetime = await tableRows(page, /Awardees of the Demo Lifetime Award/);
    expect(lifetime.map((row) => row.slice(1, 3))).toEqual([
      ["2019", "Demo Awardee Prof. Vinod Bihari Lal"],
      ["2022", "Demo Awardee Dr. Geeta Pant"],
    ]);

    await expectAccessibleAtEveryViewport(
      page,
      `/awards/awardees/${encodeURIComponent("Demo Fellowship Award for Sustainable Agriculture")}`,
    );
    for (const award of AWARDS.slice(1)) {
      await expectAccessibleAtEveryViewport(page, (await guidelinesHref(page, award.name)) ?? "");
    }
  });
});

async function guidelinesHref(page: Page, awardName: string): Promise<string | null> {
  await page.goto("/awards/society");
  return main(page)
    .getByRole("link", { name: `View guidelines for ${awardName}`, exact: true })
    .getAttribute("href");
}

test("the nomination page starts with the apply link and numbers the instructions", async ({ page }) => {
  await page.goto("/awards/nomination");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Award Nomination/Application");
  // The first link of the page's content (after the breadcrumb trail).
  const firstLink = main(page).locator("a:not(nav a)").first();
  await expect(firstLink).toHaveText("CLICK HERE TO APPLY");
  await expect(firstLink).toHaveAttribute("href", "https://example.org/demo-award-nomination-form");
  await expect(
    main(page).getByText("The society invites nominations for its awards for the coming year."),
  ).toBeVisible();
  // Stored HTML is rendered as HTML, not shown as tags.
  await expect(main(page).getByRole("link", { name: "demo nomination form" })).toBeVisible();
  await expect(main(page).getByText("<p>")).toHaveCount(0);

  const instructions = main(page).getByRole("region", { name: "General instructions" }).getByRole("list");
  expect(await instructions.evaluate((list) => list.tagName)).toBe("OL");
  const items = instructions.getByRole("listitem");
  await expect(items).toHaveCount(5);
  await expect(items.first()).toHaveText(
    "Demo: Fill in the nomination form completely; incomplete forms are not considered.",
  );
  await expect(items.nth(1).locator("strong")).toHaveText("two-page");
  await expect(main(page).getByText("No nomination information has been configured yet.")).toHaveCount(0);

  await expectAccessibleAtEveryViewport(page, "/awards/nomination");
});

test("workshops are listed by serial number with long en-GB dates", async ({ page }) => {
  await page.goto("/conference/workshop");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Workshop/Brain Storming");
  const rows = await tableRows(page, /Workshops/);
  expect(rows.map(([serial, year, topic, , date]) => [serial, year, topic, date])).toEqual([
    ["1", "2022", "Demo: Soil health cards and balanced fertiliser use", "18 March 2022"],
    ["2", "2023", "Demo: Agri-startups, from idea to incubation", "10 February 2023"],
    ["3", "2024", "Demo: Climate-resilient farming in the Gangetic plains", "22 November 2024"],
    ["4", "2025", "Demo: Drones and sensors for small farms", "5 September 2025"],
    ["5", "2026", "Demo: Waste to wealth, composting and bio-energy in villages", "4 December 2026"],
  ]);
  expect(rows[0]?.[3]).toBe("Demo venue: Example Krishi Bhawan, Lucknow");
  await expect(main(page).locator("time").first()).toHaveAttribute("datetime", "2022-03-18");
  await expect(page.getByRole("columnheader")).toHaveText(["S.No.", "Year", "Topic", "Venue", "Date"]);

  await expectAccessibleAtEveryViewport(page, "/conference/workshop");
});

test("membership information shows the Indian rates with 18% GST, how to join and the bank details", async ({
  page,
}) => {
  await page.goto("/membership/info");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Membership Information");
  await expect(main(page)).toContainText(`${site.memberCount} members`);

  await expect(main(page).getByRole("table").getByRole("columnheader")).toHaveText([
    "Membership type",
    "About",
    "Fee",
    "GST (18%)",
    "Total",
  ]);
  const rows = await tableRows(page, /Membership fees for Indian members/);
  expect(rows.map(([type, , fee, gst, total]) => [type, fee, gst, total])).toEqual([
    ["Annual", "₹1,000.00", "₹180.00", "₹1,180.00"],
    ["Life", "₹10,000.00", "₹1,800.00", "₹11,800.00"],
    ["Institutional", "₹25,000.00", "₹4,500.00", "₹29,500.00"],
  ]);
  // Only Indian rows: the SAARC and foreign fees and texts are not on the page.
  for (const other of ["₹2,000.00", "₹5,000.00", "₹1,18,000.00", "SAARC countries", "other countries, paid once"]) {
    await expect(main(page).getByRole("table")).not.toContainText(other);
  }

  const join = main(page).getByRole("link", { name: "Join New Member" });
  await expect(join).toHaveAttribute("href", "/join");
  const joined = await page.request.get("/join");
  expect(joined.status()).toBe(200);
  expect(new URL(joined.url()).pathname).toMatch(/^\/membership\/registration\/?$/);

  const bank = main(page).getByRole("region", { name: "Bank details for payment" });
  const terms = bank.getByRole("term");
  await expect(terms).toHaveText(["Account holder", "Bank and branch", "Account number", "IFSC code", "MICR code"]);
  await expect(bank.getByRole("definition")).toHaveText([
    "Demo Society Account (not a real account)",
    "Demo Bank, Example Branch, Lucknow (demonstration only)",
    "000000000000",
    "DEMO0000001",
    "000000000",
  ]);

  await expectAccessibleAtEveryViewport(page, "/membership/info");
});

test("news list and detail use the page layout, en-GB dates and a Read more link", async ({ page }) => {
  await page.goto("/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toBeVisible();
  const title = "Demo: Call for papers for the winter issue of the journal";
  const item = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title }) });
  await expect(item).toContainText("2 November 2026");
  // Newest first.
  await expect(main(page).getByRole("heading", { level: 2 })).toHaveText([
    title,
    "Demo: National workshop on water-wise farming announced",
    "Demo: Nominations open for the society's annual awards",
  ]);
  await expectAccessibleAtEveryViewport(page, "/news");

  await page.goto("/news");
  await main(page).getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/news\/[\w-]+\/?$/);
  const detail = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(main(page).locator("time")).toHaveText("2 November 2026");
  await expect(main(page).getByText("Submissions are reviewed by two referees.")).toBeVisible();
  const readMore = main(page).getByRole("link", { name: /^Read more about Demo: Call for papers/ });
  await expect(readMore).toHaveAttribute("href", "https://example.org/demo-call-for-papers");
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "News" }),
  ).toHaveAttribute("href", "/news");
  await expectAccessibleAtEveryViewport(page, new URL(detail).pathname);
});

test("content created through the API is published: an award without awardees, a lakh-rupee rate", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const before = await publishState(request, token);
  // What the test adds is deleted again at the end, pass or fail: the other public-site specs
  // compare pages with the demo content alone.
  const createdPaths: string[] = [];
  const keep = async (response: APIResponse, path: (id: string) => string) => {
    if (response.ok()) createdPaths.push(path(((await response.json()) as { _id: string })._id));
    return response;
  };

  try {
    // Spaces, "&", ":" and accented letters stay in the encoded name; "%" and "/" become "-".
    const stamp = Date.now();
    const name = `E2E Award: Soil & Water, Ūrjā ${stamp}`;
    const created = await keep(
      await request.post("/api/awards", {
        headers,
        data: {
          sno: 99,
          name,
          year: 2026,
          value: "A citation (end-to-end test).",
          periodicity: "One-time",
          eligibility: "Anyone (end-to-end test).",
          administration: "The test.",
          procedure: "Created through the API.",
          presentation: "Never.",
        },
      }),
      (id) => `/api/awards/${id}`,
    );
    expect(created.status()).toBe(201);
    const oddComplete = await keep(
      await request.post("/api/awards", {
        headers,
        data: {
          sno: 100,
          name: `E2E 100% Organic / Natural ${stamp}`,
          year: 2026,
          value: "v",
          periodicity: "Annual",
          eligibility: "e",
          administration: "a",
          procedure: "p",
          presentation: "p",
        },
      }),
      (id) => `/api/awards/${id}`,
    );
    expect(oddComplete.status()).toBe(201);
    // An Indian rate of a lakh or more shows the Indian digit grouping (1,00,000 rather than 100,000).
    const patron = await keep(
      await request.post("/api/memberships/create", {
        headers,
        data: {
          membershipInfo: `E2E patron membership ${stamp}.`,
          nationality: "Indian",
          membershipType: `E2E Patron ${stamp}`,
          membershipFee: 100_000,
        },
      }),
      (id) => `/api/memberships/${id}`,
    );
    expect(patron.status()).toBe(201);

    await waitForPublish(request, token, before);

    await page.goto("/awards/society");
    const awardeesLink = main(page).getByRole("link", { name: `View awardees of ${name}`, exact: true });
    await expect(awardeesLink).toHaveAttribute("href", `/awards/awardees/${encodeURIComponent(name)}`);
    await awardeesLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Awardees: ${name}`);
    await expect(main(page).getByText("No awardees data available for this award yet.")).toBeVisible();
    await expect(main(page).getByRole("table")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto("/awards/society");
    const oddLink = main(page).getByRole("link", { name: `View awardees of E2E 100% Organic / Natural ${stamp}` });
    await expect(oddLink).toHaveAttribute(
      "href",
      `/awards/awardees/${encodeURIComponent(`E2E 100- Organic - Natural ${stamp}`)}`,
    );
    await oddLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Awardees: E2E 100% Organic / Natural ${stamp}`);
    await expect(main(page).getByText("No awardees data available for this award yet.")).toBeVisible();

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/awards/awardees/${encodeURIComponent(name)}/`);

    await page.goto("/membership/info");
    const rows = await tableRows(page, /Membership fees for Indian members/);
    expect(rows.at(-1)).toEqual([
      `E2E Patron ${stamp}`,
      `E2E patron membership ${stamp}.`,
      "₹1,00,000.00",
      "₹18,000.00",
      "₹1,18,000.00",
    ]);
  } finally {
    const beforeCleanup = await publishState(request, token);
    for (const path of createdPaths) expect((await request.delete(path, { headers })).status()).toBe(200);
    if (createdPaths.length > 0) await waitForPublish(request, token, beforeCleanup);
  }
});
