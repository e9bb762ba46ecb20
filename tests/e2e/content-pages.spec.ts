import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { sortDownloadsNewestFirst, type DownloadsRecord } from "../../src/domain/downloads";
import {
  EXECUTIVE_CATEGORIES,
  executiveCategory,
  type ExecutiveCategory,
  type ExecutivesRecord,
} from "../../src/domain/executives";

/**
 * What the content pages do in a browser: the council filter (header menu links, the on-page
 * control, the address kept in step, the keyboard) and a download saved under its title. What the
 * built pages hold is checked in tests/unit/built-demo-content-pages.test.ts; axe in crawl.spec.ts.
 */

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const executives = (request: APIRequestContext) => getJson<ExecutivesRecord[]>(request, "/api/executives/get");

const memberCards = (page: Page) => page.getByRole("list", { name: "Council members" }).getByRole("listitem");
const councilStatus = (page: Page) => page.getByRole("main").getByRole("status");
const filterButton = (page: Page, label: string) =>
  page.getByRole("group", { name: "Show" }).getByRole("button", { name: new RegExp(`^${label} \\(\\d+\\)$`) });

const LABELS: Record<ExecutiveCategory, string> = {
  President: "Presidents",
  Secretary: "Secretaries",
  "Joint Secretary": "Joint Secretaries",
  Treasurer: "Treasurers",
  "Chief Editor": "Chief Editors",
  Member: "Members",
};

test.describe("Present Executive Council", () => {
  test("each header menu filter shows exactly that office's members", async ({ page, request }) => {
    const members = await executives(request);
    await page.goto("/present-executive-council");
    const menuLinks = await page
      .locator("header a[href*='present-executive-council?filter=']")
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
    expect(menuLinks).toEqual(
      ["President", "Secretary", "Joint Secretary", "Treasurer", "Chief Editor"].map(
        (filter) => `/present-executive-council?filter=${encodeURIComponent(filter)}`,
      ),
    );

    for (const href of menuLinks) {
      const filter = new URL(href, "http://x").searchParams.get("filter") as ExecutiveCategory;
      const expected = members.filter((member) => executiveCategory(member.designation) === filter);
      expect(expected.length, filter).toBeGreaterThan(0);

      await page.goto(href);
      await expect(memberCards(page)).toHaveCount(expected.length);
      expect((await memberCards(page).getByRole("heading").allTextContents()).sort()).toEqual(
        expected.map((member) => member.name).sort(),
      );
      await expect(councilStatus(page)).toHaveText(`Showing ${expected.length} of 24 members`);
      await expect(filterButton(page, LABELS[filter])).toHaveAttribute("aria-pressed", "true");
      await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "false");
    }

    // DECISIONS 10: the Joint Secretary is not among the Secretaries.
    await page.goto("/present-executive-council?filter=Secretary");
    await expect(memberCards(page)).toHaveCount(1);
    await expect(memberCards(page)).toContainText("Secretary");
    await expect(memberCards(page)).not.toContainText("Joint Secretary");
    await page.goto("/present-executive-council?filter=Treasurer");
    await expect(memberCards(page)).toHaveCount(1);
    await expect(memberCards(page)).toContainText("Treasurer");
    await expect(councilStatus(page)).toHaveText("Showing 1 of 24 members");
  });

  test("the on-page filter switches without a reload and keeps the address in step", async ({ page, request }) => {
    const members = await executives(request);
    const count = (category: ExecutiveCategory) =>
      members.filter((member) => executiveCategory(member.designation) === category).length;

    await page.goto("/present-executive-council");
    let navigations = 0;
    page.on("load", () => (navigations += 1));
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    for (const category of EXECUTIVE_CATEGORIES) {
      await filterButton(page, LABELS[category]).click();
      await expect(memberCards(page)).toHaveCount(count(category));
      await expect(councilStatus(page)).toHaveText(`Showing ${count(category)} of 24 members`);
      await expect(filterButton(page, LABELS[category])).toHaveAttribute("aria-pressed", "true");
      expect(new URL(page.url()).searchParams.get("filter")).toBe(category);
      expect(page.url()).toContain(`filter=${encodeURIComponent(category)}`);
      for (const card of await memberCards(page).all()) await expect(card).toHaveAttribute("data-category", category);
    }

    // The keyboard works the control too; "All" clears the query.
    await filterButton(page, "All").focus();
    await page.keyboard.press("Enter");
    await expect(memberCards(page)).toHaveCount(24);
    expect(new URL(page.url()).searchParams.has("filter")).toBe(false);
    await filterButton(page, "Joint Secretaries").focus();
    await page.keyboard.press("Space");
    await expect(memberCards(page)).toHaveCount(count("Joint Secretary"));

    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(navigations).toBe(0);

    // A reload keeps the chosen filter, read from the address.
    await page.reload();
    await expect(memberCards(page)).toHaveCount(count("Joint Secretary"));
    await expect(filterButton(page, "Joint Secretaries")).toHaveAttribute("aria-pressed", "true");
  });

  test("an unknown filter shows everyone; the value is matched regardless of case", async ({ page }) => {
    await page.goto("/present-executive-council?filter=Nobody");
    await expect(memberCards(page)).toHaveCount(24);
    await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "true");
    await page.goto("/present-executive-council?filter=chief%20editor");
    await expect(memberCards(page)).toHaveCount(1);
    await expect(filterButton(page, "Chief Editors")).toHaveAttribute("aria-pressed", "true");
    expect(page.url()).toContain("filter=Chief%20Editor");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every card shows and no filter control is offered", async ({ page }) => {
      await page.goto("/present-executive-council?filter=Treasurer");
      await expect(memberCards(page)).toHaveCount(24);
      await expect(page.getByRole("group", { name: "Show" })).toBeHidden();
    });
  });
});

test("a download saves as '{title}.pdf', with the characters no file name may hold replaced", async ({
  page,
  request,
}) => {
  const [file] = sortDownloadsNewestFirst(await getJson<DownloadsRecord[]>(request, "/api/downloads"));
  if (!file) throw new Error("The demo content has no downloads.");
  await page.goto("/downloads");
  const link = page.getByRole("link", { name: `Download PDF of ${file.title}` });
  const downloadEvent = page.waitForEvent("download");
  await link.click();
  const download = await downloadEvent;
  // The file is named "{title}.pdf" by the server and by the link; Chromium then swaps the
  // characters no file name may hold (the demo titles' ":") for "_", as it does for any site.
  expect(file.title).toContain(":");
  expect(download.suggestedFilename()).toBe(`${file.title}.pdf`.replace(/["*/:<>?\\|]/g, "_"));
  const served = await request.get(file.pdfUrl);
  expect(served.headers()["content-disposition"]).toContain(
    `filename*=UTF-8''${encodeURIComponent(`${file.title}.pdf`)}`,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});
