import { expect, test, type Page } from "@playwright/test";
import { PHONE, expectNoAxeViolations, adminToken, storedRecord, signIn, openPanelSignedIn } from "./support/common";
import { expectStatusShown, unsignedToken } from "./support/panel";

/**
 * The Admin Panel as an administrator uses it: sign-in, the guard, the News tab end to end, stale
 * edits, a sign-out in the middle of an edit, and Logout. (Saves reaching the public site, and the
 * panel saying so: edit-to-live.spec.ts.)
 */

const newsTable = (page: Page) => page.getByRole("table", { name: "News items" });

test("News: create (after a validation failure), edit, delete", async ({ page, request }) => {
  await openPanelSignedIn(page);
  await expectStatusShown(page, /All changes are live|Publishing/);
  await expect(newsTable(page)).toBeVisible();

  const add = page.getByRole("button", { name: "Add News" });
  await add.click();
  await expect(page.getByRole("heading", { level: 3, name: "Add news item" })).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();

  // Validation failure: the same rules as the API, next to the fields, nothing sent.
  await page.getByLabel("Link").fill("not a web address");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Title is required.")).toBeVisible();
  await expect(page.getByText("Link must be a web address starting with http:// or https://.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title")).toBeFocused();
  await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  const title = `Admin panel news ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await expect(page.getByText("Title is required.")).toHaveCount(0);
  await page.getByLabel("Date").fill("2026-11-25");
  await page.getByLabel("Content").fill("First paragraph from the panel.\n\nSecond paragraph.");
  await page.getByLabel("Link").fill("https://example.org/panel");
  await page.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "News created successfully!");
  await expect(page.getByRole("heading", { level: 3, name: "Add news item" })).toHaveCount(0);
  await expect(add).toBeFocused();
  await expect(newsTable(page).getByRole("row", { name: new RegExp(title) })).toBeVisible();

  expect(await storedRecord(request, "/api/news", "title", title)).toMatchObject({
    date: "2026-11-25",
    links: ["https://example.org/panel"],
  });

  // Edit: the form is filled from the row, the content as typed (not as stored HTML).
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { level: 3, name: /Edit news item/ })).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Content")).toHaveValue("First paragraph from the panel.\n\nSecond paragraph.");
  await expect(page.getByLabel("Link")).toHaveValue("https://example.org/panel");

  // A dirty form asks before closing.
  await page.getByLabel("Title").fill(`${title} (edited)`);
  await page.getByRole("button", { name: "Cancel" }).click();
  const dialog = page.getByRole("dialog", { name: "Discard your changes?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Title")).toHaveValue(`${title} (edited)`);

  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "News updated successfully!");
  await expect(page.getByRole("button", { name: `Edit ${title} (edited)` })).toBeFocused();

  // Delete, after an accessible confirmation.
  await page.getByRole("button", { name: `Delete ${title} (edited)` }).click();
  const confirmDelete = page.getByRole("dialog", { name: "Are you sure you want to delete this news item?" });
  await expect(confirmDelete).toBeVisible();
  await expect(confirmDelete).toContainText(`${title} (edited)`);
  await confirmDelete.getByRole("button", { name: "Cancel" }).click();
  await expect(newsTable(page).getByRole("row", { name: new RegExp(title) })).toBeVisible();
  await page.getByRole("button", { name: `Delete ${title} (edited)` }).click();
  await confirmDelete.getByRole("button", { name: "Delete" }).click();
  await expectStatusShown(page, "News deleted successfully!");
  await expect(newsTable(page).getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
  await expect(add).toBeFocused();
});

test("a stale edit is refused with the spec's message and the latest version can be loaded", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const title = `Stale edit ${Date.now()}`;
  const created = await request.post("/api/news", {
    headers,
    data: { title, date: "2026-10-01", bigContent: "Original text." },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };

  await openPanelSignedIn(page);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(page.getByLabel("Title")).toHaveValue(title);

  // Someone else saves the same item meanwhile.
  const changed = await request.put(`/api/news/${id}`, {
    headers,
    data: { title: `${title} changed elsewhere`, date: "2026-10-02", bigContent: "Their text." },
  });
  expect(changed.status()).toBe(200);

  await page.getByLabel("Content").fill("My text.");
  await page.getByRole("button", { name: "Update" }).click();
  const stale = page.getByRole("alert").filter({
    hasText: "This item was changed elsewhere. Reload to see the latest version.",
  });
  await expect(stale).toBeVisible();
  // Nothing typed is lost by the refusal.
  await expect(page.getByLabel("Content")).toHaveValue("My text.");

  await stale.getByRole("button", { name: "Load the latest version" }).click();
  await expect(page.getByLabel("Title")).toHaveValue(`${title} changed elsewhere`);
  await expect(page.getByLabel("Content")).toHaveValue("Their text.");
  await expect(stale).toHaveCount(0);
  await page.getByLabel("Content").fill("Their text, and mine.");
  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "News updated successfully!");
  const stored = (await (await request.get(`/api/news/${id}`)).json()) as { bigContent: string };
  expect(stored.bigContent).toContain("Their text, and mine.");
});

test("a refused token in mid-edit signs out with the message and the draft comes back after signing in", async ({
  page,
}) => {
  await openPanelSignedIn(page);
  await page.getByRole("button", { name: "Add News" }).click();
  const title = `Kept across sign-in ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date").fill("2026-09-15");
  await page.getByLabel("Content").fill("Typed before the session ended.");

  // The stored token is replaced by one that looks valid to the browser but the server refuses.
  await page.evaluate(
    (token) => localStorage.setItem("adminToken", token),
    unsignedToken(Math.floor(Date.now() / 1000) + 3600),
  );
  await page.getByRole("button", { name: "Save" }).click();

  await expect(page).toHaveURL(/\/admin-login\?next=%2Fadmin%2Fnews/);
  await expect(page.getByRole("alert").filter({ hasText: "Authentication error. Please log in again." })).toBeVisible();
  await expect(page.getByText("Your unsaved changes were kept.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();

  await signIn(page, /\/admin\/news$/);
  const offer = page.getByRole("region", { name: "Unsaved changes" });
  await expect(offer.getByText("Restore your unsaved changes?")).toBeFocused();
  await expect(offer).toContainText(`New news item`);
  await offer.getByRole("button", { name: "Restore changes" }).click();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Date")).toHaveValue("2026-09-15");
  await expect(page.getByLabel("Content")).toHaveValue("Typed before the session ended.");
  await page.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "News created successfully!");
  await expect(newsTable(page).getByRole("row", { name: new RegExp(title) })).toBeVisible();

  // The draft was offered once.
  await page.reload();
  await expect(newsTable(page)).toBeVisible();
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);
});

test("a form over one document (the journal's details) keeps its draft over a refused token too", async ({ page }) => {
  await openPanelSignedIn(page, "/admin/journal");
  await page.getByRole("button", { name: "Edit details" }).click();
  const form = page.getByRole("form", { name: "Edit the journal’s details" });
  const publisher = `Kept publisher ${Date.now()}`;
  await form.getByLabel("Publisher").fill(publisher);

  await page.evaluate(
    (token) => localStorage.setItem("adminToken", token),
    unsignedToken(Math.floor(Date.now() / 1000) + 3600),
  );
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(page).toHaveURL(/\/admin-login\?next=%2Fadmin%2Fjournal/);
  await expect(page.getByText("Your unsaved changes were kept.")).toBeVisible();

  await signIn(page, /\/admin\/journal$/);
  const offer = page.getByRole("region", { name: "Unsaved changes" });
  await expect(offer.getByText("Restore your unsaved changes?")).toBeFocused();
  await offer.getByRole("button", { name: "Restore changes" }).click();
  await expect(page.getByRole("form", { name: "Edit the journal’s details" }).getByLabel("Publisher")).toHaveValue(
    publisher,
  );
  // Offered once: the restored values are the open form's now, not a draft.
  await page.reload();
  await expect(page.getByRole("button", { name: "Edit details" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);
});
