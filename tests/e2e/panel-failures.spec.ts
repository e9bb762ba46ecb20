import { expect, test, type Page } from "@playwright/test";
import { openPanelSignedIn } from "./support/common";
import { alert, discardForm, expectDeleteAndLoadFailures, goOffline, pdf, png } from "./support/panel";

/**
 * Each tab's messages when the network or the server fails (the spec's texts), and that nothing
 * typed is lost. The failing calls never reach the server, so nothing here changes content and the
 * file runs beside the public-site specs.
 */

const newsTable = (page: Page) => page.getByRole("table", { name: "News items" });

test.describe("News", () => {
  test("network failures show the tab's messages and lose nothing typed", async ({ page }) => {
    await openPanelSignedIn(page, "/admin/subscribers");
    // The list cannot be loaded: the spec's message and a way to try again.
    await page.route("**/api/news", (route) => route.abort("internetdisconnected"));
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "News" }).click();
    const loadFailed = page
      .getByRole("alert")
      .filter({ hasText: "Failed to load news. Please check your connection." });
    await expect(loadFailed).toBeVisible();
    await page.unroute("**/api/news");
    await loadFailed.getByRole("button", { name: "Try again" }).click();
    await expect(newsTable(page)).toBeVisible();

    // A save that does not reach the server keeps the form as typed.
    await page.route("**/api/news", (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
    );
    await page.getByRole("button", { name: "Add News" }).click();
    await page.getByLabel("Title").fill("Not sent");
    await page.getByLabel("Date").fill("2026-08-01");
    await page.getByLabel("Content").fill("Still here after the failure.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to save news. Please try again." })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Not sent");
    await expect(page.getByLabel("Content")).toHaveValue("Still here after the failure.");

    // The same when the server answers that its store is down (503).
    await page.unroute("**/api/news");
    await page.route("**/api/news", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 503,
            headers: { "retry-after": "30" },
            json: { message: "The data store is not available. Please try again later." },
          })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to save news. Please try again." })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Not sent");
    await expect(page.getByLabel("Content")).toHaveValue("Still here after the failure.");
    await page.unroute("**/api/news");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page
      .getByRole("dialog", { name: "Discard your changes?" })
      .getByRole("button", { name: "Discard changes" })
      .click();

    // A delete that fails says so and keeps the row.
    await page.route("**/api/news/*", (route) =>
      route.request().method() === "DELETE" ? route.abort("internetdisconnected") : route.fallback(),
    );
    const firstDelete = newsTable(page)
      .getByRole("button", { name: /^Delete / })
      .first();
    const rowsBefore = await newsTable(page).getByRole("row").count();
    await firstDelete.click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to delete news item." })).toBeVisible();
    await expect(newsTable(page).getByRole("row")).toHaveCount(rowsBefore);
  });
});

test.describe("Executive Council", () => {
  const table = (page: Page) => page.getByRole("table", { name: "Executive council members" });

  test("a picture of the wrong type is refused before sending; failures use the spec's messages", async ({ page }) => {
    await openPanelSignedIn(page, "/admin/executive-council");
    await expect(table(page)).toBeVisible();
    await page.getByRole("button", { name: "Add Member" }).click();
    await page
      .getByLabel("Photo")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await page.getByLabel("Name").fill("Someone");
    await page.getByLabel("Designation").fill("Member");
    await page.getByLabel("Postal address").fill("Somewhere");
    await page.getByLabel("E-mail").fill("someone@example.org");
    await page.getByLabel("Mobile").fill("12345");
    await page.getByLabel("Biodata").fill("Plain text.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Photo must be a JPEG, PNG or WebP picture.")).toBeVisible();
    await expect(page.getByLabel("Photo")).toBeFocused();

    // A save that does not reach the server keeps the form.
    await page.getByLabel("Photo").setInputFiles({ name: "ok.png", mimeType: "image/png", buffer: png() });
    await goOffline(page, "**/api/executives", ["POST"]);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(alert(page, "Failed to save member details.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Someone");
    await discardForm(page);

    await expectDeleteAndLoadFailures(
      page,
      table(page),
      "**/api/executives",
      "Failed to delete member.",
      "Failed to load council members.",
    );
  });
});

test.describe("Downloads", () => {
  const table = (page: Page) => page.getByRole("table", { name: "Downloads" });

  test("failures use the spec's messages", async ({ page }) => {
    await openPanelSignedIn(page, "/admin/downloads");
    await expect(table(page)).toBeVisible();
    await goOffline(page, "**/api/downloads", ["POST"]);
    await page.getByRole("button", { name: "Add Download" }).click();
    await page.getByLabel("Title").fill("Not sent");
    await page.getByLabel("PDF file").setInputFiles({ name: "a.pdf", mimeType: "application/pdf", buffer: pdf("a") });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(alert(page, "Failed to add download.")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Not sent");

    await expectDeleteAndLoadFailures(
      page,
      table(page),
      "**/api/downloads",
      "Failed to delete download. Please check your backend route carefully.",
      "Failed to load downloads.",
    );
  });
});

test.describe("Books", () => {
  const table = (page: Page) => page.getByRole("table", { name: "Books" });

  test("failures use the spec's messages", async ({ page }) => {
    await openPanelSignedIn(page, "/admin/books");
    await expect(table(page)).toBeVisible();
    await goOffline(page, "**/api/books/*", ["PUT"]);
    await table(page)
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    await page.getByLabel("Pages").fill("99");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(alert(page, "Failed to save book details.")).toBeVisible();
    await expect(page.getByLabel("Pages")).toHaveValue("99");
    await discardForm(page);

    await expectDeleteAndLoadFailures(
      page,
      table(page),
      "**/api/books",
      "Failed to delete book.",
      "Failed to load books.",
    );
  });
});

test.describe("Awardees", () => {
  test("Awardees: when the awards cannot be loaded the tab says so", async ({ page }) => {
    await page.route("**/api/awards", (route) => route.abort("internetdisconnected"));
    await openPanelSignedIn(page, "/admin/awardees");
    await expect(page.getByRole("heading", { level: 2, name: "Awardees" })).toBeVisible();
    const failed = page.getByRole("alert").filter({ hasText: "Failed to load awards." });
    await expect(failed).toBeVisible();
    await expect(page.getByRole("table", { name: "Awardees" })).toBeVisible();
    await page.unroute("**/api/awards");
    await failed.getByRole("button", { name: "Try again" }).click();
    await expect(failed).toHaveCount(0);
    await page.getByRole("button", { name: "Add Awardee" }).click();
    await expect(
      page
        .getByRole("combobox", { name: "Award (required)" })
        .getByRole("option", { name: "Demo Young Agri-Entrepreneur Award" }),
    ).toBeAttached();
  });
});
