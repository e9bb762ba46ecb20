import { expect, test, type Locator, type Page } from "@playwright/test";
import { slugFromTitle, type JournalArticleRecord } from "../../src/domain/journal";
import { STALE_EDIT_MESSAGE } from "../../src/domain/messages";
import { ISSN_MESSAGES } from "../../src/domain/scholarly-identifiers";
import { adminToken, openPanelSignedIn } from "./support/common";
import { alert, axeOnDesktopAndPhone, expectStatusShown, pdf, png } from "./support/panel";

/**
 * The Journal tab (docs/rules/journal.md §1-§3), as the owner uses it (an editor sees the same tab:
 * admin-users.spec.ts lists the editor's tabs): the details saved with an ISSN typed loosely and
 * refused with a wrong check digit, and a save over another page's refused as stale; an issue added with a guest editor and a cover; an article
 * with two authors (one named in Devanagari, the other the corresponding author), an ORCID iD and
 * a PDF, marked ready; a stale edit from a second page refused; the address fixed once ready; axe
 * with the article form open at 1280 and 360 px; the author rows' buttons by keyboard. Volume 77 is
 * this spec's own, apart from the demo issues. The rules themselves: tests/unit (journal API).
 */

const tabPart = (page: Page, name: string | RegExp) => page.getByRole("region", { name, exact: true });

/** Presses Tab until `name` has focus; returns the buttons focused on the way, by accessible name. */
async function tabTo(page: Page, name: string): Promise<string[]> {
  const passed: string[] = [];
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element instanceof HTMLButtonElement ? element.textContent.replace(/[↑↓]\s*/g, "").trim() : "";
    });
    if (focused) passed.push(focused.replace(/\s+/g, " "));
    if (focused === name) return passed;
  }
  throw new Error(`Tab never reached ${name}; passed ${passed.join(", ")}`);
}

const author = (form: Locator, n: number) => form.getByRole("group", { name: `Author ${n}`, exact: true });

test("Journal: the details, an issue, an article with its authors and PDF, a stale edit, axe, keyboard", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  await openPanelSignedIn(page, "/admin/journal");
  await expect(page.getByRole("heading", { level: 2, name: "Journal" })).toBeVisible();

  // ------------------------------------------------------------ the journal's details
  const details = tabPart(page, "The journal’s details");
  await details.getByRole("button", { name: "Edit details" }).click();
  const detailsForm = page.getByRole("form", { name: "Edit the journal’s details" });
  await expect(detailsForm.getByLabel("Name of the journal")).toBeFocused();
  const issnPrint = detailsForm.getByLabel("ISSN (print)");
  const issnOnline = detailsForm.getByLabel("ISSN (online)");
  // A wrong check digit: the schema's own message, by the field, before anything is sent.
  await issnPrint.fill("2434-5610");
  await issnOnline.fill("");
  await detailsForm.getByRole("button", { name: "Save details" }).click();
  await expect(detailsForm.getByText(`ISSN (print) ${ISSN_MESSAGES.check}`)).toBeVisible();
  await expect(issnPrint).toHaveAttribute("aria-invalid", "true");
  await expect(issnPrint).toBeFocused();
  await expect(alert(page, "Please correct the highlighted fields.")).toBeVisible();
  // Typed with a space and a small x: saved as the standard writes it.
  await issnPrint.fill("");
  await issnOnline.fill("2434 561x");
  await detailsForm.getByRole("button", { name: "Save details" }).click();
  await expectStatusShown(page, "Journal details saved successfully!");
  await expect(details.getByRole("button", { name: "Edit details" })).toBeFocused();
  await expect(details.getByRole("definition").filter({ hasText: "2434-561X" })).toBeVisible();
  const savedDetails = (await (await request.get("/api/journal", { headers: auth })).json()) as { issnOnline: string };
  expect(savedDetails.issnOnline).toBe("2434-561X");

  // Someone saves the details meanwhile: this page's save is refused, and the latest version loads.
  await details.getByRole("button", { name: "Edit details" }).click();
  const elsewhere = { ...savedDetails, publisher: `Saved elsewhere ${stamp}` };
  expect((await request.put("/api/journal", { headers: auth, data: elsewhere })).status()).toBe(200);
  await detailsForm.getByLabel("Publisher").fill("Typed here");
  await detailsForm.getByRole("button", { name: "Save details" }).click();
  const staleDetails = alert(page, STALE_EDIT_MESSAGE);
  await expect(staleDetails).toBeVisible();
  await expect(detailsForm.getByLabel("Publisher")).toHaveValue("Typed here");
  await staleDetails.getByRole("button", { name: "Load the latest version" }).click();
  await expect(detailsForm.getByLabel("Publisher")).toHaveValue(elsewhere.publisher);
  await expectStatusShown(page, "The latest version is loaded. Make your changes again and save.");
  await detailsForm.getByRole("button", { name: "Cancel" }).click();
  await expect(details.getByRole("definition").filter({ hasText: elsewhere.publisher })).toBeVisible();

  // ------------------------------------------------------------ an issue
  const number = String(100 + (stamp % 800));
  const issueName = `Vol. 77, No. ${number} (June 2026)`;
  const issues = tabPart(page, "Issues");
  await issues.getByRole("button", { name: "Add Issue" }).click();
  const issueForm = page.getByRole("form", { name: "Add issue" });
  await expect(issueForm.getByLabel("Volume")).toBeFocused();
  await issueForm.getByLabel("Volume").fill("77");
  await issueForm.getByLabel("Number").fill(number);
  await issueForm.getByLabel("Year").fill("2026");
  await issueForm.getByLabel("Month").selectOption({ label: "June" });
  await issueForm.getByRole("button", { name: "Add guest editor" }).click();
  const guestEditor = issueForm.getByRole("group", { name: "Guest editor 1", exact: true });
  await expect(guestEditor.getByLabel("Name")).toBeFocused();
  await guestEditor.getByLabel("Name").fill("Dr. Guest Editor");
  await guestEditor.getByLabel("Affiliation").fill("Example Institute, Lucknow");
  await issueForm.getByLabel("Cover").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png(4, 6) });
  await issueForm.getByLabel("Published").check();
  await issueForm.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "Issue added successfully!");
  await expect(
    issues.getByRole("table", { name: "Issues, newest first" }).getByRole("row", { name: `Vol. 77, No. ${number}` }),
  ).toContainText("Published");

  // A published demo issue's Crossref deposit, fetched with the token and saved as a file.
  const [deposit] = await Promise.all([
    page.waitForEvent("download"),
    issues.getByRole("button", { name: "Crossref XML of Vol. 2, No. 3 (September 2026)" }).click(),
  ]);
  expect(deposit.suggestedFilename()).toBe("crossref-volume-2-issue-3.xml");

  // ------------------------------------------------------------ an article in it
  const articles = tabPart(page, "Articles");
  await articles.getByLabel("Issue", { exact: true }).selectOption({ label: issueName });
  await expect(articles.getByText("No articles in this issue yet.")).toBeVisible();
  await articles.getByRole("button", { name: "Add Article" }).click();
  const form = page.getByRole("form", { name: "Add article" });
  await expect(form.getByLabel("Title")).toBeFocused();
  const title = `Soil carbon under zero tillage ${stamp}`;
  await form.getByLabel("Title").fill(title);
  // The address is proposed from the title.
  await expect(form.getByLabel("Address")).toHaveValue(slugFromTitle(title));

  await author(form, 1).getByLabel("Name").fill("डॉ. आशा वर्मा");
  await author(form, 1).getByLabel("Affiliation").fill("Example Agricultural University");
  await author(form, 1).getByLabel("ORCID iD").fill("https://orcid.org/0000-0002-1825-0097");
  await form.getByRole("button", { name: "Add author" }).click();
  await expect(author(form, 2).getByLabel("Name")).toBeFocused();
  await author(form, 2).getByLabel("Name").fill("R. Kumar");
  await author(form, 2).getByLabel("Affiliation").fill("Example Institute, Kanpur");
  // Only the corresponding author has an e-mail field.
  await expect(author(form, 2).getByLabel("E-mail")).toHaveCount(0);
  await author(form, 2).getByLabel("Corresponding author").check();
  await expect(author(form, 1).getByLabel("E-mail")).toHaveCount(0);
  await author(form, 2).getByLabel("E-mail").fill("r.kumar@example.org");

  await form.getByLabel("Abstract").fill("Zero tillage kept more carbon in the topsoil over three seasons.");
  await form.getByLabel("Keywords").fill("soil carbon\nzero tillage");
  await form.getByLabel("First page").fill("1");
  await form.getByLabel("Last page").fill("12");
  await form.getByLabel("DOI").fill("https://doi.org/10.1234/ait.2026.077");
  await form.getByLabel("Received").fill("2026-01-10");
  await form.getByLabel("Accepted").fill("2026-03-02");
  await form.getByLabel("Published (required)").fill("2026-06-15");
  await form.getByLabel("PDF").setInputFiles({
    name: "article.pdf",
    mimeType: "application/pdf",
    buffer: pdf("journal tab test"),
  });
  await expect(form.getByText("Chosen: article.pdf")).toBeVisible();
  await form.getByLabel("Ready to appear when its issue is published").check();

  // Keyboard only: the row buttons are in the tab order, named after their row, and work.
  await author(form, 1).getByLabel("Name").focus();
  const passed = await tabTo(page, "Add author");
  expect(passed).toEqual([
    "Move author 1 Down",
    "Remove author 1",
    "Move author 2 Up",
    "Remove author 2",
    "Add author",
  ]);
  await author(form, 2).getByRole("button", { name: "Move author 2 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(author(form, 1).getByLabel("Name")).toHaveValue("R. Kumar");
  await expect(author(form, 1).getByRole("button", { name: "Move author 1 down" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(author(form, 1).getByLabel("Name")).toHaveValue("डॉ. आशा वर्मा");

  await axeOnDesktopAndPhone(page);

  await form.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "Article added successfully!");
  const row = articles.getByRole("table", { name: `Articles in ${issueName}` }).getByRole("row", { name: title });
  await expect(row).toContainText("Research article");
  await expect(row).toContainText("1–12");
  await expect(row).toContainText("Ready");

  const stored = (
    (await (await request.get("/api/journal/articles", { headers: auth })).json()) as {
      _id: string;
      title: string;
      slug: string;
      doi: string;
      keywords: string[];
      pdf: string;
      everReady: boolean;
      authors: { name: string; orcid: string; email: string; corresponding: boolean }[];
    }[]
  ).find((article) => article.title === title);
  expect(stored).toMatchObject({
    slug: slugFromTitle(title),
    doi: "10.1234/ait.2026.077",
    keywords: ["soil carbon", "zero tillage"],
    everReady: true,
    authors: [
      { name: "डॉ. आशा वर्मा", orcid: "0000-0002-1825-0097", email: "", corresponding: false },
      { name: "R. Kumar", orcid: "", email: "r.kumar@example.org", corresponding: true },
    ],
  });
  expect(stored?.pdf).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);

  // ------------------------------------------------------------ a stale edit, and the fixed address
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const editForm = page.getByRole("form", { name: `Edit article: ${title}` });
  const address = editForm.getByLabel("Address");
  await expect(address).toHaveValue(slugFromTitle(title));
  await expect(address).toHaveAttribute("readonly", "");
  await expect(address).toHaveAccessibleDescription("The address is fixed: the article has been marked ready.");
  await expect(editForm.getByRole("link", { name: "download the current PDF" })).toHaveAttribute(
    "href",
    stored?.pdf ?? "",
  );

  // Someone saves the same article in a second page meanwhile.
  const other = await page.context().newPage();
  await other.goto("/admin/journal");
  await tabPart(other, "Articles").getByLabel("Issue", { exact: true }).selectOption({ label: issueName });
  await other.getByRole("button", { name: `Edit ${title}` }).click();
  await other.getByLabel("Abstract").fill("Their abstract.");
  await other.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(other, "Article updated successfully!");
  await other.close();

  await editForm.getByLabel("Abstract").fill("My abstract.");
  await editForm.getByRole("button", { name: "Update" }).click();
  const stale = alert(page, STALE_EDIT_MESSAGE);
  await expect(stale).toBeVisible();
  await expect(editForm.getByLabel("Abstract")).toHaveValue("My abstract.");
  await stale.getByRole("button", { name: "Load the latest version" }).click();
  await expect(editForm.getByLabel("Abstract")).toHaveValue("Their abstract.");
  await editForm.getByRole("button", { name: "Cancel" }).click();

  // ------------------------------------------------------------ the order of a demo issue's contents
  await articles.getByLabel("Issue", { exact: true }).selectOption({ label: "Vol. 1, No. 1 (March 2025)" });
  const contents = articles.getByRole("table", { name: "Articles in Vol. 1, No. 1 (March 2025)" });
  // The issue's titles in their contents order, as the API lists them to the editors.
  const issueList = (await (await request.get("/api/journal/issues", { headers: auth })).json()) as {
    _id: string;
    volume: number;
    number: number;
  }[];
  const firstIssue = issueList.find((issue) => issue.volume === 1 && issue.number === 1);
  const titles = async () =>
    ((await (await request.get("/api/journal/articles", { headers: auth })).json()) as JournalArticleRecord[])
      .filter((article) => article.issueId === firstIssue?._id)
      .map((article) => article.title);
  const before = await titles();
  expect(before.length).toBeGreaterThan(1);
  const [first = "", second = ""] = before;
  // The first has no "Move up"; moved down, it changes places with the second, and back again.
  await expect(contents.getByRole("button", { name: `Move up ${first}` })).toHaveCount(0);
  await contents.getByRole("button", { name: `Move down ${first}` }).click();
  await expectStatusShown(page, "Article moved down.");
  await expect.poll(titles).toEqual([second, first, ...before.slice(2)]);
  await contents.getByRole("button", { name: `Move up ${first}` }).click();
  await expectStatusShown(page, "Article moved up.");
  await expect.poll(titles).toEqual(before);
});
