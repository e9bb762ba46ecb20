import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { site } from "../../src/content/site";
import { sortBooks, type BooksRecord } from "../../src/domain/books";
import { sortDownloadsNewestFirst, type DownloadsRecord } from "../../src/domain/downloads";
import { groupEditorialsByCategory, type EditorialsRecord } from "../../src/domain/editorials";
import {
  EXECUTIVE_CATEGORIES,
  executiveCategory,
  parseBiodata,
  type ExecutiveCategory,
  type ExecutivesRecord,
} from "../../src/domain/executives";
import { formatLongDate, formatRupees } from "../../src/domain/format";
import { DESKTOP, expectNoAxeViolations } from "./support/common";

/**
 * The content pages prebuilt from the store: the council grid and its filter, profiles, the
 * editorial board, books and book details, and downloads. Expectations come from the seeded demo
 * content as the public API returns it, so a page that drops or misfiles a record fails.
 */

const MOBILE = { width: 390, height: 844 };

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
  test("lists every member with photo or initials, designation and a profile link", async ({ page, request }) => {
    const members = await executives(request);
    expect(members).toHaveLength(24);

    const response = await page.goto("/present-executive-council");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Present Executive Council");
    await expect(memberCards(page)).toHaveCount(24);
    await expect(councilStatus(page)).toHaveText("Showing 24 of 24 members");

    // Office-bearers first: the President, then the Vice President, then the other offices.
    await expect(memberCards(page).nth(0)).toContainText("President");
    await expect(memberCards(page).nth(1)).toContainText("Vice President");
    await expect(memberCards(page).nth(2)).toHaveAttribute("data-category", "Secretary");

    for (const member of members) {
      const card = memberCards(page).filter({ has: page.getByRole("heading", { name: member.name, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(member.designation);
      await expect(card).toHaveAttribute("data-category", executiveCategory(member.designation));
      await expect(card.getByRole("link", { name: /^View profile/ })).toHaveAttribute(
        "href",
        `/executive-profile/${member._id}`,
      );
      if (member.image) await expect(card.locator("img")).toHaveAttribute("src", member.image);
      else await expect(card.locator(".placeholder")).toHaveText(/^\s*[A-Z]{1,2}\s*$/);
    }
    expect(members.filter((member) => member.image !== "")).toHaveLength(4);
  });

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

test.describe("executive profiles", () => {
  test("a structured biodata shows birth, education and positions, with contact links", async ({ page, request }) => {
    const members = await executives(request);
    const member = members.find(
      (candidate) => parseBiodata(candidate.biodata).kind === "structured" && candidate.image,
    );
    if (!member) throw new Error("The demo content has no member with structured biodata and a photo.");
    const biodata = parseBiodata(member.biodata);
    if (biodata.kind !== "structured") throw new Error("unreachable");

    await page.goto("/present-executive-council");
    await page.getByRole("link", { name: `View profile of ${member.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/executive-profile/${member._id}/?$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(member.name);
    await expect(page.getByRole("img", { name: `Photo of ${member.name}` })).toHaveAttribute("src", member.image);

    const contact = page.getByRole("region", { name: "Contact information" });
    await expect(contact).toContainText(member.designation);
    await expect(contact).toContainText(member.postalAddress.split("\n")[0] ?? "");
    await expect(contact.getByRole("link", { name: member.email })).toHaveAttribute("href", `mailto:${member.email}`);
    await expect(contact.getByRole("link", { name: member.mobile })).toHaveAttribute(
      "href",
      `tel:${member.mobile.replace(/[^\d+]/g, "")}`,
    );

    const about = page.getByRole("region", { name: "Brief biodata" });
    await expect(about.getByRole("heading", { name: "Birth" })).toBeVisible();
    await expect(about).toContainText(biodata.birth);
    await expect(about.getByRole("heading", { name: "Education" })).toBeVisible();
    await expect(about.getByRole("heading", { name: "Positions held" })).toBeVisible();
    const lists = about.getByRole("list");
    await expect(lists.nth(0).getByRole("listitem")).toHaveCount(biodata.education.length);
    await expect(lists.nth(1).getByRole("listitem")).toHaveText(biodata.positions);

    await page.getByRole("link", { name: /Back to the Present Executive Council/ }).click();
    await expect(page).toHaveURL(/\/present-executive-council\/?$/);
  });

  test("a plain-text biodata is shown as paragraphs; a member without photo gets initials", async ({
    page,
    request,
  }) => {
    const members = await executives(request);
    const member = members.find((candidate) => parseBiodata(candidate.biodata).kind === "plain" && !candidate.image);
    if (!member) throw new Error("The demo content has no member with plain biodata and no photo.");
    const biodata = parseBiodata(member.biodata);
    if (biodata.kind !== "plain") throw new Error("unreachable");

    const response = await page.goto(`/executive-profile/${member._id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(member.name);
    const about = page.getByRole("region", { name: "Brief biodata" });
    await expect(about.getByRole("paragraph").first()).toContainText(biodata.text.split("\n")[0] ?? "");
    await expect(about.getByRole("heading", { name: "Education" })).toHaveCount(0);
    await expect(page.locator(".placeholder")).toBeVisible();
    await expect(page.getByRole("main").getByRole("img")).toHaveCount(0);
  });

  test("an unknown profile is the 404 page", async ({ page }) => {
    const response = await page.goto("/executive-profile/no-such-member");
    expect(response?.status()).toBe(404);
  });
});

test("the editorial board is grouped by category with multiline names", async ({ page, request }) => {
  const groups = groupEditorialsByCategory(await getJson<EditorialsRecord[]>(request, "/api/editorials"));
  expect(groups.map((group) => group.category)).toEqual(["Chief Editor", "Editors", "Advisory Board"]);

  const response = await page.goto("/publications/editorial-board");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editorial Board");
  await expect(page.getByRole("table")).toHaveCount(groups.length);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
    groups.map((group) => group.category),
  );

  for (const group of groups) {
    const table = page.getByRole("table", { name: group.category });
    await expect(table.getByRole("columnheader")).toHaveText(["Name and affiliation", "Areas of specialization"]);
    const rows = table.getByRole("rowgroup").nth(1).getByRole("row");
    await expect(rows).toHaveCount(group.entries.length);
    for (const [index, entry] of group.entries.entries()) {
      const [nameCell, areasCell] = [
        rows.nth(index).getByRole("cell").nth(0),
        rows.nth(index).getByRole("cell").nth(1),
      ];
      // Line breaks are kept: the rendered text has the content's lines.
      expect(await nameCell.evaluate((cell) => (cell as HTMLElement).innerText)).toBe(entry.content);
      await expect(areasCell.getByRole("listitem")).toHaveText(entry.areasOfSpecialization);
    }
  }
});

test("books grid leads to a book's details with its price in rupees and an Order Now e-mail", async ({
  page,
  request,
}) => {
  const books = sortBooks(await getJson<BooksRecord[]>(request, "/api/books"));
  expect(books).toHaveLength(6);

  const response = await page.goto("/publications/books");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Books & Bulletins");
  const shelf = page.getByRole("list", { name: "Books and bulletins" });
  await expect(shelf.getByRole("listitem")).toHaveCount(books.length);
  await expect(shelf.getByRole("heading", { level: 2 })).toHaveText(books.map((book) => book.name));
  // No covers in the demo: each shows the designed placeholder with its title.
  for (const book of books) await expect(shelf.locator(".placeholder", { hasText: book.name })).toHaveCount(1);

  const book = books[1] ?? books[0];
  if (!book) throw new Error("no books");
  await shelf.getByRole("link", { name: book.name }).click();
  await expect(page).toHaveURL(new RegExp(`/publications/book/${book._id}/?$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(book.name);
  const price = formatRupees(book.price);
  expect(price).toMatch(/^₹/);
  const details = page.getByRole("main").getByRole("term");
  await expect(details).toHaveText([
    book.editors.length === 1 ? "Editor" : "Editors",
    "Year",
    "Pages",
    "ISBN",
    "Price",
  ]);
  await expect(page.getByRole("main").getByRole("definition")).toHaveText([
    book.editors.join(", "),
    String(book.year),
    String(book.pages),
    book.isbn,
    price,
  ]);

  const order = page.getByRole("link", { name: /^Order Now/ });
  const href = (await order.getAttribute("href")) ?? "";
  expect(href.startsWith(`mailto:${site.secretary.email}?`)).toBe(true);
  const query = new URLSearchParams(href.slice(href.indexOf("?") + 1));
  expect(query.get("subject")).toBe(`Order: ${book.name}`);
  expect(href).not.toContain(" ");

  const about = page.getByRole("region", { name: "About" });
  await expect(about.locator("p").first()).toBeVisible();
  expect(await about.locator(".about").innerHTML()).toBe(book.about);
  const contents = page.getByRole("region", { name: "Contents" });
  expect(await contents.locator(".contents").evaluate((node) => (node as HTMLElement).innerText)).toBe(book.contents);

  await page.getByRole("link", { name: /Back to Books & Bulletins/ }).click();
  await expect(page).toHaveURL(/\/publications\/books\/?$/);

  expect((await page.goto("/publications/book/no-such-book"))?.status()).toBe(404);
});

test("downloads are listed newest first and save as '{title}.pdf'", async ({ page, request }) => {
  const files = sortDownloadsNewestFirst(await getJson<DownloadsRecord[]>(request, "/api/downloads"));
  expect(files).toHaveLength(3);

  const response = await page.goto("/downloads");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Downloads");
  const list = page.getByRole("list", { name: "Files to download" });
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(files.map((file) => file.title));

  for (const file of files) {
    const item = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: file.title }) });
    await expect(item).toContainText(`uploaded ${formatLongDate(file.uploadedAt)}`);
    const link = item.getByRole("link", { name: `Download PDF of ${file.title}` });
    await expect(link).toHaveAttribute("download", `${file.title}.pdf`);
    await expect(link).toHaveAttribute("href", file.pdfUrl);

    const downloadEvent = page.waitForEvent("download");
    await link.click();
    const download = await downloadEvent;
    // The file is named "{title}.pdf" by the server and by the link; Chromium then swaps the
    // characters no file name may hold (the demo titles' ":") for "_", as it does for any site.
    expect(download.suggestedFilename()).toBe(`${file.title}.pdf`.replace(/["*/:<>?\\|]/g, "_"));
    const served = await request.get(file.pdfUrl);
    expect(served.headers()["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${file.title}.pdf`)}`,
    );
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
});

test.describe("accessibility", () => {
  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ] as const) {
    test(`no WCAG 2.2 A/AA violations on the content pages (${name})`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const members = await executives(request);
      const books = await getJson<BooksRecord[]>(request, "/api/books");
      const profile = members.find((member) => member.image) ?? members[0];
      const plainProfile = members.find((member) => !member.image) ?? members[0];
      const routes = [
        "/present-executive-council",
        "/present-executive-council?filter=Treasurer",
        `/executive-profile/${profile?._id ?? ""}`,
        `/executive-profile/${plainProfile?._id ?? ""}`,
        "/publications/editorial-board",
        "/publications/books",
        `/publications/book/${books[0]?._id ?? ""}`,
        "/downloads",
      ];
      for (const route of routes) {
        await test.step(route, async () => {
          const response = await page.goto(route);
          expect(response?.status()).toBe(200);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
});
