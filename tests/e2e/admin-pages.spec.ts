import { expect, test, type Page } from "@playwright/test";
import { PAGE_TEXT_MESSAGES } from "../../src/domain/page-texts";
import { PREVIEW_NOTICE } from "../../src/islands/admin/tabs/pages/preview";
import { adminToken, openPanelSignedIn } from "./support/common";
import { axeOnDesktopAndPhone } from "./support/panel";

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
  await expect(unchanged.getByRole("status").filter({ hasText: PREVIEW_NOTICE })).toBeVisible();
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
  await home.getByRole("group", { name: "Section 1" }).getByLabel("Paragraphs").fill("A card typed for the preview.");
  const [homePreview] = await Promise.all([
    context.waitForEvent("page"),
    home.getByRole("button", { name: /^Preview/ }).click(),
  ]);
  const card = homePreview.getByRole("region", { name: "About the Society" });
  await expect(card.getByText("A card typed for the preview.")).toBeVisible();
  await expect(card.getByRole("link", { name: /Read More/ })).toBeVisible();
  await homePreview.close();
});
