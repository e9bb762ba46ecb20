import { expect, test, type Page } from "@playwright/test";
import { encodePng } from "../../scripts/lib/demo/png";
import { sortNewsNewestFirst, type NewsRecord } from "../../src/domain/news";
import { PAGE_SIZE } from "../../src/domain/paging";
import { SITE_DETAILS_MESSAGES, type SiteDetails } from "../../src/domain/site-details";
import {
  adminToken,
  axeViolations,
  openPanelSignedIn,
  publishState,
  registerApplicant,
  waitForPublish,
} from "./support/common";
import { expectStatusShown, pdf, png } from "./support/panel";

/**
 * Edit-to-live, once for each kind of public page: saves made in the Admin Panel (a news item, a
 * book with an uploaded cover, an accepted membership request, a footer link in the site details,
 * a paragraph of Who We Are, an annual report) appear on the public site once the
 * rebuild is live, and the panel says when it is. The kinds: a list page (/news, the books grid),
 * a detail page (/news/{id}, /publications/book/{id}), a page with an uploaded picture (the book's
 * cover) and the member directory; and a list that grows past one page is paged with plain links
 * (the shared pager, src/components/Pager.astro); the site search finds the news item. Every other tab's records are checked as stored by its own
 * spec; how each page renders stored records is read from the built pages in the unit tests.
 */

const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });

/** A public page shows an upload through the Image CDN, which names it in `url`. */
const throughImageCdn = (upload: string) => new RegExp(`^/\\.netlify/images\\?url=${upload}&`);

test("saves in the panel reach a list page, a detail page, a page with a picture and the directory", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const newsTitle = `Live news ${stamp}`;
  const bookName = `Live Book ${stamp}`;
  const memberName = `Live Member ${stamp}`;
  const memberId = await registerApplicant(request, memberName, `live.${stamp}@example.org`);
  const before = await publishState(request, token);
  // A word only the news item will hold: the site search finds nothing with it yet, and the CDN may keep that answer.
  const newsWord = `zq${String(stamp).replace(/\d/g, (digit) => "abcdefghij".charAt(Number(digit)))}`;
  const searchForWord = async () =>
    ((await (await request.get(`/api/search?q=${newsWord}`)).json()) as { results: { url: string }[] }).results;
  expect(await searchForWord()).toEqual([]);

  // A news item. A visitor's read of the API before it leaves a copy in the CDN.
  expect((await request.get("/api/news")).status()).toBe(200);
  await openPanelSignedIn(page, "/admin/news");
  await page.getByRole("button", { name: "Add News" }).click();
  await page.getByLabel("Title").fill(newsTitle);
  await page.getByLabel("Date").fill("2026-11-25");
  await page.getByLabel("Content").fill(`First paragraph from the panel, ${newsWord}.\n\nSecond paragraph.`);
  await page.getByLabel("Link").fill("https://example.org/panel");
  await page.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "News created successfully!");
  // The API's visitors see it at once, before any rebuild: the save purged the CDN's copy.
  const visitorsNews = await request.get("/api/news");
  expect(visitorsNews.headers()["cache-status"]).toBeUndefined();
  expect(await visitorsNews.text()).toContain(newsTitle);

  // A book with a cover.
  await adminNav(page).getByRole("link", { name: "Books" }).click();
  await page.getByRole("button", { name: "Add Book" }).click();
  await page.getByLabel("Name").fill(bookName);
  await page.getByLabel("Editors").fill("A. Kumar,  B. Singh ,");
  await page.getByLabel("Year").fill("2026");
  await page.getByLabel("Pages").fill("212");
  await page.getByLabel("ISBN").fill("978-81-00000-00-1");
  await page.getByLabel("Price").fill("₹1,180.50");
  await page.getByLabel("About").fill("A <strong>panel</strong> book.");
  await page.getByLabel("Contents").fill("1. Soils\n2. Water");
  const cover = encodePng(3, 4, () => [34, 120, 60]);
  await page.getByLabel("Cover").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
  await page.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "Book added successfully!");

  // A membership request accepted (after the question that names the balance: nothing was paid).
  await adminNav(page).getByRole("link", { name: "Membership", exact: true }).click();
  await page.getByRole("button", { name: `Accept ${memberName}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Accept" }).click();
  await expectStatusShown(page, "Membership request accepted successfully!");

  // A footer link, added in the site details (Settings): every page's footer shows it.
  const linkText = `Live link ${stamp}`;
  const savedDetails = (await (await request.get("/api/site-details", { headers: auth })).json()) as SiteDetails & {
    updatedAt?: string;
  };
  const siteDetails: SiteDetails = { ...savedDetails };
  delete (siteDetails as { updatedAt?: string }).updatedAt;
  await adminNav(page).getByRole("link", { name: "Settings" }).click();
  const detailsForm = page.getByRole("form", { name: "Site details" });
  await detailsForm.getByRole("button", { name: "Add link" }).click();
  const newLink = detailsForm.getByRole("group", { name: `Link ${String(siteDetails.usefulLinks.length + 1)}` });
  await newLink.getByLabel("Text").fill(linkText);
  await newLink.getByLabel("Address").fill("/publications/annual-reports");
  // And a logo, uploaded from the form (wider than high: it must not be cropped); "Use the built-in
  // logo" takes the form back to the built-in one, and the picture chosen again is what is saved.
  const logoField = detailsForm.getByLabel("Logo (JPEG, PNG or WebP, square works best)");
  const builtInButton = detailsForm.getByRole("button", { name: "Use the built-in logo" });
  await expect(detailsForm.getByRole("img", { name: "Preview: the built-in logo" })).toHaveAttribute(
    "src",
    "/logo.svg",
  );
  await expect(builtInButton).toBeDisabled();
  const logo = { name: "logo.png", mimeType: "image/png", buffer: encodePng(8, 4, () => [20, 83, 45]) };
  const uploadedPreview = detailsForm.getByRole("img", { name: "Preview: the uploaded logo" });
  await logoField.setInputFiles(logo);
  await expect(uploadedPreview).toHaveAttribute("src", /^\/api\/files\/[a-f0-9]{24}$/);
  await builtInButton.click();
  await expect(detailsForm.getByRole("img", { name: "Preview: the built-in logo" })).toBeVisible();
  await logoField.setInputFiles(logo);
  await expect(uploadedPreview).toHaveAttribute("src", /^\/api\/files\/[a-f0-9]{24}$/);
  const logoUrl = (await uploadedPreview.getAttribute("src")) ?? "";
  await detailsForm.getByRole("button", { name: "Save site details" }).click();
  await expectStatusShown(page, SITE_DETAILS_MESSAGES.saved);

  // A paragraph of Who We Are, in the Pages tab; {memberCount} is filled in from the site details.
  const paragraph = `A paragraph from the Pages tab, ${stamp}: {memberCount} members.`;
  const aboutBefore = (await (await request.get("/api/pages/about", { headers: auth })).json()) as Record<
    string,
    unknown
  >;
  delete aboutBefore.updatedAt;
  await adminNav(page).getByRole("link", { name: "Pages" }).click();
  await page.getByLabel("Page", { exact: true }).selectOption("about");
  const aboutForm = page.getByRole("form", { name: "Who We Are" });
  const firstParagraphs = aboutForm.getByRole("group", { name: "Section 1" }).getByLabel("Paragraphs");
  await firstParagraphs.fill(`${await firstParagraphs.inputValue()}\n\n${paragraph}`);
  // And a picture, through the photo pipeline.
  const firstSection = aboutForm.getByRole("group", { name: "Section 1" });
  await firstSection
    .getByLabel("Picture", { exact: true })
    .setInputFiles({ name: "field.png", mimeType: "image/png", buffer: png(6, 4) });
  await firstSection.getByRole("textbox", { name: /^Picture's description/ }).fill(`A field day, ${stamp}`);
  await aboutForm.getByRole("button", { name: "Save page" }).click();
  await expectStatusShown(page, "Page saved. It is being rebuilt.");

  // An annual report, with its PDF.
  await adminNav(page).getByRole("link", { name: "Annual Reports" }).click();
  await page.getByRole("button", { name: "Add Annual Report" }).click();
  await page.getByLabel("Year").fill("2024-25");
  await page.getByLabel("PDF file").setInputFiles({
    name: "report.pdf",
    mimeType: "application/pdf",
    buffer: pdf("Annual report 2024-25"),
  });
  await page.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "Annual report added successfully!");
  const report = (
    (await (await request.get("/api/annual-reports")).json()) as { _id: string; year: string; pdfUrl: string }[]
  ).find((item) => item.year === "2024-25");

  const news = ((await (await request.get("/api/news")).json()) as { _id: string; title: string }[]).find(
    (item) => item.title === newsTitle,
  );
  const book = (
    (await (await request.get("/api/books")).json()) as { _id: string; name: string; image: string }[]
  ).find((item) => item.name === bookName);
  expect(news && book).toBeTruthy();
  expect(book?.image).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);

  try {
    // The panel says so once the rebuild with all three is live.
    await waitForPublish(request, token, before);
    await expect(page.getByRole("status").filter({ hasText: "All changes are live" })).toBeVisible({
      timeout: 70_000,
    });
    await expect(page.getByText(/Last published \d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST/)).toBeVisible();

    const publicPage = await page.context().newPage();
    // A list page leading to a detail page.
    await publicPage.goto("/news");
    await publicPage.getByRole("link", { name: newsTitle }).click();
    await expect(publicPage).toHaveURL(new RegExp(`/news/${news?._id ?? ""}/?$`));
    await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(newsTitle);
    await expect(publicPage.getByText("Second paragraph.")).toBeVisible();
    await expect(publicPage.getByText("25 November 2026")).toBeVisible();
    // The site search finds it too (and the home page, which shows the latest news): the new index is
    // searched, and the CDN's copy of the empty answer went with the old build.
    expect((await searchForWord()).map((result) => result.url)).toContain(`/news/${news?._id ?? ""}/`);
    await expect(publicPage.getByRole("link", { name: /^Read more about / })).toHaveAttribute(
      "href",
      "https://example.org/panel",
    );

    // A page with an uploaded picture: the grid and the book's page show the cover.
    await publicPage.goto("/publications/books");
    const shelfItem = publicPage
      .getByRole("list", { name: "Books and bulletins" })
      .getByRole("listitem")
      .filter({ has: publicPage.getByRole("heading", { level: 2, name: bookName, exact: true }) });
    await expect(shelfItem).toContainText("2026 · 212 pages");
    await expect(shelfItem.locator("img")).toHaveAttribute("src", throughImageCdn(book?.image ?? ""));
    await shelfItem.getByRole("link", { name: bookName, exact: true }).click();
    await expect(publicPage).toHaveURL(new RegExp(`/publications/book/${book?._id ?? ""}/?$`));
    const cover = publicPage.getByRole("img", { name: `Cover of ${bookName}` });
    await expect(cover).toHaveAttribute("src", throughImageCdn(book?.image ?? ""));
    // The upload (3 px wide) arrives through the Image CDN, which never enlarges a picture.
    await expect(cover).toHaveJSProperty("naturalWidth", 3);
    const details = publicPage.getByRole("region", { name: "Details", exact: true });
    await expect(details.getByRole("definition")).toHaveText([
      "A. Kumar, B. Singh",
      "2026",
      "212",
      "978-81-00000-00-1",
      "₹1,180.50",
    ]);
    await expect(publicPage.getByRole("region", { name: "About", exact: true }).locator("strong")).toHaveText("panel");

    // The directory.
    await publicPage.goto("/membership/directory");
    await expect(
      publicPage.getByRole("table", { name: "Members of the society" }).getByRole("rowheader", { name: memberName }),
    ).toBeVisible();
    // Who We Are has the new paragraph, with the member count of the site details.
    await publicPage.goto("/about");
    await expect(
      publicPage.getByText(`A paragraph from the Pages tab, ${stamp}: ${siteDetails.memberCount} members.`),
    ).toBeVisible();
    // Its picture, resized by the Image CDN for the section's slot.
    const picture = publicPage.getByRole("img", { name: `A field day, ${stamp}` });
    await expect(picture).toHaveAttribute("src", /^\/\.netlify\/images\?url=\/api\/files\/.+&w=720&h=480/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The annual reports list the new one first, linking to its PDF.
    await publicPage.goto("/publications/annual-reports");
    const newest = publicPage.getByRole("table").getByRole("row").nth(1);
    await expect(newest).toContainText("2024-25");
    await expect(newest.getByRole("link")).toHaveAttribute("href", report?.pdfUrl ?? "?");

    // Every page's header shows the uploaded logo whole (fit=contain), through the Image CDN at its
    // 56 px slot, at once (not lazy); the 8 x 4 picture keeps its shape, never cropped to the square.
    const headerLogo = publicPage
      .getByRole("banner")
      .getByRole("link", { name: /home page/ })
      .locator("img");
    await expect(headerLogo).toHaveAttribute(
      "src",
      new RegExp(`^/\\.netlify/images\\?url=${logoUrl}&w=56&h=56&fit=contain&`),
    );
    await expect(headerLogo).toHaveAttribute("srcset", /&w=112&h=112&fit=contain&.* 2x$/);
    await expect(headerLogo).toHaveAttribute("width", "56");
    await expect(headerLogo).toHaveAttribute("height", "56");
    await expect(headerLogo).toHaveAttribute("loading", "eager");
    // Its shape as loaded (whichever density the browser took): twice as wide as high.
    await expect
      .poll(() => headerLogo.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth / img.naturalHeight]))
      .toEqual([true, 2]);

    // Every page's footer, this one's too, has the new link last.
    await expect(publicPage.getByRole("contentinfo").getByRole("link", { name: linkText })).toHaveAttribute(
      "href",
      "/publications/annual-reports",
    );
    // The panel's own bar too, at its 36 px slot.
    await publicPage.goto("/admin-login");
    await expect(publicPage.getByRole("banner").locator("img")).toHaveAttribute(
      "src",
      new RegExp(`^/\\.netlify/images\\?url=${logoUrl}&w=36&h=36&fit=contain&`),
    );
    await publicPage.close();
  } finally {
    // Taken away again (the next rebuild drops them).
    expect((await request.put("/api/site-details", { headers: auth, data: siteDetails })).status()).toBe(200);
    expect((await request.put("/api/pages/about", { headers: auth, data: aboutBefore })).status()).toBe(200);
    expect((await request.delete(`/api/annual-reports/${report?._id ?? ""}`, { headers: auth })).status()).toBe(200);
    for (const path of [
      `/api/news/${news?._id ?? ""}`,
      `/api/books/${book?._id ?? ""}`,
      `/api/membership-registrations/reject/${memberId}`,
    ]) {
      expect((await request.delete(path, { headers: auth })).status(), path).toBe(200);
    }
  }
});

test("a list longer than one page is paged: page 2 is a plain link away, shows the next items and passes axe", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const before = await publishState(request, token);
  // Dated long ago, so they come last (newest first) and the other specs' news stays on page 1.
  const ids: string[] = [];
  for (let day = 1; day <= PAGE_SIZE.news; day += 1) {
    const response = await request.post("/api/news", {
      headers: auth,
      data: {
        title: `Paged news ${stamp} no. ${day}`,
        date: `2001-01-${String(day).padStart(2, "0")}`,
        bigContent: "An old item, to make the list longer than a page.",
      },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { _id: string })._id);
  }

  try {
    await waitForPublish(request, token, before);
    const all = sortNewsNewestFirst((await (await request.get("/api/news")).json()) as NewsRecord[]);
    const lastPage = Math.ceil(all.length / PAGE_SIZE.news);
    expect(lastPage).toBeGreaterThanOrEqual(2);
    const onPage = (n: number) => all.slice((n - 1) * PAGE_SIZE.news, n * PAGE_SIZE.news).map((item) => item.title);
    const newsTitles = (target: Page) => target.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();

    await page.goto("/news");
    const pager = page.getByRole("navigation", { name: "Pages" });
    expect((await newsTitles(page)).map((title) => title.trim())).toEqual(onPage(1));
    await expect(pager.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByRole("link", { name: /Previous/ })).toHaveCount(0);
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", /\/news\/2\/$/);

    // Page 2 by its numbered link (a plain link: the pager needs no script).
    await pager.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/\/news\/2\/$/);
    await expect(page).toHaveTitle(`News, page 2 of ${String(lastPage)} | SAEETD`);
    expect((await newsTitles(page)).map((title) => title.trim())).toEqual(onPage(2));
    await expect(pager.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByRole("link", { name: "Page 1", exact: true })).not.toHaveAttribute("aria-current");
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", /\/news\/$/);
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "News" }),
    ).toHaveAttribute("href", "/news/");
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);

    // "Previous" goes back to the list's own address; an item on page 2 opens its page.
    await pager.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/news\/$/);
    await page.goto("/news/2/");
    const item = all[PAGE_SIZE.news];
    await page.getByRole("link", { name: item?.title ?? "?", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${item?._id ?? "?"}/?$`));

    // The sitemap lists the later page.
    expect(await (await request.get("/sitemap.xml")).text()).toMatch(/<loc>[^<]*\/news\/2\/<\/loc>/);
  } finally {
    for (const id of ids) expect((await request.delete(`/api/news/${id}`, { headers: auth })).status()).toBe(200);
  }
});
