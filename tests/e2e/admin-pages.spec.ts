import { expect, test, type Page } from "@playwright/test";
import { PAGE_TEXT_MESSAGES, SECTION_IMAGE_ALT_MISSING } from "../../src/domain/page-texts";
import { PREVIEW_NOTICE } from "../../src/islands/admin/tabs/pages/preview";
import { adminToken, openPanelSignedIn } from "./support/common";
import { axeOnDesktopAndPhone, expectStatusShown, png } from "./support/panel";

/**
 * The Pages tab (docs/rules/public-site.md §12): a page's form with its sections, a problem next to
 * its field, and the preview: the built page in a new tab with the typed text in place of its own,
 * written with the same markup the build writes, nothing saved. A saved edit reaching the public
 * page: edit-to-live.spec.ts; the rules: tests/unit/page-texts-api.test.ts.
 */

/**
 * The structure of a part of a page: each element with its attributes in order of name, each text
 * with its white space collapsed (the build indents, the preview does not; both render alike).
 */
const structureOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root) => {
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!(node instanceof Element)) return "";
      const attributes = [...node.attributes]
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
        .sort()
        .join(" ");
      const inner = [...node.childNodes]
        .map(walk)
        .filter((part) => part !== "")
        .join("|");
      return `<${node.localName} ${attributes}>${inner}</${node.localName}>`;
    };
    return walk(root);
  });

test("Pages: a page's form, a problem by its field, and a preview that is the built page with the typed text", async ({
  page,
  context,
  request,
}) => {
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  const saved = (await (await request.get("/api/pages/about", { headers: auth })).json()) as { lead: string };
  const { memberCount } = (await (await request.get("/api/site-details", { headers: auth })).json()) as {
    memberCount: string;
  };

  await openPanelSignedIn(page, "/admin/pages");
  await expect(page.getByRole("heading", { level: 2, name: "Pages" })).toBeVisible();
  await page.getByLabel("Page", { exact: true }).selectOption("about");
  const form = page.getByRole("form", { name: "Who We Are" });
  await expect(form.getByRole("textbox", { name: /^Title/ })).toHaveValue("Who We Are");
  await expect(form.getByRole("group", { name: /^Section \d+$/ })).toHaveCount(4);
  await axeOnDesktopAndPhone(page);

  // The preview of the text as saved is the built page, section for section.
  const [unchanged] = await Promise.all([
    context.waitForEvent("page"),
    form.getByRole("button", { name: /^Preview/ }).click(),
  ]);
  await expectStatusShown(unchanged, PREVIEW_NOTICE);
  const built = await context.newPage();
  await built.goto("/about/");
  expect(await structureOf(unchanged, '[data-preview="sections"]')).toBe(
    await structureOf(built, '[data-preview="sections"]'),
  );
  await Promise.all([unchanged.close(), built.close()]);

  // A typed lead, its token filled in from the site details; nothing is saved.
  await form.getByRole("textbox", { name: /^Lead/ }).fill("A lead typed for the preview: {memberCount} members.");
  const firstSection = form.getByRole("group", { name: "Section 1" });
  await firstSection.getByRole("textbox", { name: /^Heading/ }).fill("A heading typed for the preview");
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    form.getByRole("button", { name: /^Preview/ }).click(),
  ]);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Who We Are");
  await expect(preview.getByText(`A lead typed for the preview: ${memberCount} members.`)).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "A heading typed for the preview" })).toBeVisible();
  await expect(preview).toHaveTitle(/^Preview: /);
  await preview.close();
  expect(((await (await request.get("/api/pages/about", { headers: auth })).json()) as { lead: string }).lead).toBe(
    saved.lead,
  );

  // A section without a heading: said next to the field, and neither saved nor previewed.
  await firstSection.getByRole("textbox", { name: /^Heading/ }).fill("");
  await form.getByRole("button", { name: "Save page" }).click();
  await expect(firstSection.getByText("A section's heading is required.")).toBeVisible();
  await expect(firstSection.getByRole("textbox", { name: /^Heading/ })).toBeFocused();
  await form.getByRole("button", { name: /^Preview/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: PAGE_TEXT_MESSAGES.previewInvalid })).toBeVisible();

  // A section's first page or a conference page: a title and a lead only.
  await page.getByLabel("Page", { exact: true }).selectOption("national-symposia");
  const symposia = page.getByRole("form", { name: "National Symposia" });
  await expect(symposia.getByRole("textbox", { name: /^Title/ })).toHaveValue("National Symposia");
  await expect(symposia.getByRole("group", { name: "Sections" })).toHaveCount(0);

  // The home page's preview: the welcome and the About the Society card.
  await page.getByLabel("Page", { exact: true }).selectOption("home");
  const home = page.getByRole("form", { name: "Home page: welcome and About the Society" });
  await home
    .getByRole("group", { name: "About the Society card" })
    .getByLabel("Paragraphs")
    .fill("A card typed for the preview.");
  const [homePreview] = await Promise.all([
    context.waitForEvent("page"),
    home.getByRole("button", { name: /^Preview/ }).click(),
  ]);
  const card = homePreview.getByRole("region", { name: "About the Society" });
  await expect(card.getByText("A card typed for the preview.")).toBeVisible();
  await expect(card.getByRole("link", { name: /Read More/ })).toBeVisible();
  await homePreview.close();
});

test("a page's parts (the council's positions table, the contact page's tips and topics) are edited and previewed in their places", async ({
  page,
  context,
}) => {
  await openPanelSignedIn(page, "/admin/pages");
  await page.getByLabel("Page", { exact: true }).selectOption("council");
  const form = page.getByRole("form", { name: "About The Council" });
  const table = form.getByRole("group", { name: "Positions table" });
  await expect(table.getByRole("textbox", { name: /^Heading/ })).toHaveValue("Positions on the council");
  await expect(table.getByRole("textbox", { name: /^Position/ }).first()).toHaveValue("President");
  await expect(table.getByRole("textbox", { name: /^How the position is filled/ }).first()).toHaveValue(
    "Succeeds from President-elect.",
  );
  // A part stays: it cannot be removed, moved or added to.
  await expect(form.getByRole("button", { name: /Remove section|Add section/ })).toHaveCount(0);
  await expect(table.getByRole("textbox", { name: /^Paragraphs/ })).toHaveCount(0);

  // Unchanged, the preview is the built page, part for part.
  const built = await context.newPage();
  await built.goto("/executive-council/");
  const [unchanged] = await Promise.all([
    context.waitForEvent("page"),
    form.getByRole("button", { name: /^Preview/ }).click(),
  ]);
  await expectStatusShown(unchanged, PREVIEW_NOTICE);
  for (const part of ['[data-preview="sections"]', '[data-preview="part-1-heading"]', '[data-preview="part-1-rows"]'])
    expect(await structureOf(unchanged, part), part).toBe(await structureOf(built, part));
  await unchanged.close();

  // A position typed in: a row of the previewed table.
  await table.getByRole("textbox", { name: /^Role/ }).first().fill("Chairs every meeting (typed).");
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    form.getByRole("button", { name: /^Preview/ }).click(),
  ]);
  await expect(
    preview.getByRole("row", { name: /President Chairs every meeting \(typed\)\. Succeeds from President-elect\./ }),
  ).toBeVisible();
  await preview.close();

  await page.getByLabel("Page", { exact: true }).selectOption("contact");
  const contact = page.getByRole("form", { name: "Contact Us" });
  await expect(contact.getByRole("group", { name: "Writing to the society" })).toBeVisible();
  await expect(
    contact
      .getByRole("group", { name: "Topics" })
      .getByRole("textbox", { name: /^Link's text/ })
      .first(),
  ).toHaveValue("Membership information");
  await axeOnDesktopAndPhone(page);
  await built.goto("/contact/");
  const [contactPreview] = await Promise.all([
    context.waitForEvent("page"),
    contact.getByRole("button", { name: /^Preview/ }).click(),
  ]);
  await expectStatusShown(contactPreview, PREVIEW_NOTICE);
  for (const part of ['[data-preview="part-0-list"]', '[data-preview="part-1-cards"]'])
    expect(await structureOf(contactPreview, part), part).toBe(await structureOf(built, part));
  await Promise.all([contactPreview.close(), built.close()]);
});

test("a section's picture is uploaded through the photo pipeline, needs its description, and shows in the preview", async ({
  page,
  context,
}) => {
  await openPanelSignedIn(page, "/admin/pages");
  await page.getByLabel("Page", { exact: true }).selectOption("vision");
  const form = page.getByRole("form", { name: "Vision" });
  const section = form.getByRole("group", { name: "Section 1" });
  await expect(section.getByText("No picture: the section is text only.")).toBeVisible();

  // Not a picture: said at once, nothing kept.
  await section
    .getByLabel("Picture", { exact: true })
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(section.getByText("The picture must be a JPEG, PNG or WebP picture.")).toBeVisible();

  await section
    .getByLabel("Picture", { exact: true })
    .setInputFiles({ name: "field.png", mimeType: "image/png", buffer: png(6, 4) });
  await expect(section.getByRole("img", { name: "Preview: the uploaded picture" })).toBeVisible();
  // Without its description it is neither saved nor previewed.
  await form.getByRole("button", { name: "Save page" }).click();
  await expect(section.getByText(SECTION_IMAGE_ALT_MISSING)).toBeVisible();
  await section.getByRole("textbox", { name: /^Picture's description/ }).fill("Wheat fields near Lucknow");
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    form.getByRole("button", { name: /^Preview/ }).click(),
  ]);
  const picture = preview.getByRole("img", { name: "Wheat fields near Lucknow" });
  await expect(picture).toHaveAttribute("src", /^\/\.netlify\/images\?url=\/api\/files\//);
  await expect(picture).toHaveAttribute("width", "720");
  await preview.close();

  // Removed again: the section is text only, and nothing was saved.
  await section.getByRole("button", { name: "Remove the picture" }).click();
  await expect(section.getByText("No picture: the section is text only.")).toBeVisible();
  await expect(section.getByRole("textbox", { name: /^Picture's description/ })).toHaveCount(0);
});
