import { expect, test, type Page } from "@playwright/test";
import { adminToken, openPanelSignedIn, publishState, waitForPublish } from "./support/common";
import { alert, axeOnDesktopAndPhone, expectStatusShown, goOffline, png } from "./support/panel";

/**
 * The Activity tab and a restore reaching the public site (docs/rules/members-and-money.md §9): a council member with a
 * photo, changed and then deleted in the panel, is listed in the Activity tab (the change's
 * differing fields side by side), restored from there, and after the rebuild is back on
 * /present-executive-council with the same photo. The tab filters by what and who, passes axe at
 * 1280 and 360 px, and says when nothing matches or the log cannot be loaded.
 */

const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });

test("a council member deleted in the panel is restored from the Activity tab, with its photo, on the live site", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const name = `Dr. Restored Member ${Date.now()}`;
  const photo = png(5, 5, [120, 40, 40]);

  const created = await request.post("/api/executives", {
    headers: auth,
    multipart: {
      name,
      designation: "Treasurer",
      postalAddress: "12 Station Road, Lucknow",
      email: "restored@example.org",
      mobile: "+91 98390 12345",
      biodata: "Plain words.",
      image: { name: "photo.png", mimeType: "image/png", buffer: photo },
    },
  });
  expect(created.status()).toBe(201);
  const member = (await created.json()) as { _id: string; image: string };
  expect(member.image).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);
  let restored = false;

  try {
    // Changed, then deleted, in the panel.
    await openPanelSignedIn(page, "/admin/executive-council");
    const council = page.getByRole("table", { name: "Executive council members" });
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    await page.getByLabel("Designation").fill("Joint Secretary");
    await page.getByRole("button", { name: "Update" }).click();
    await expectStatusShown(page, "Member updated successfully!");
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page
      .getByRole("dialog", { name: "Are you sure you want to delete this member?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectStatusShown(page, "Member deleted successfully!");
    await expect(council.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
    // The photo is no longer served (it waits in the trash).
    expect((await request.get(member.image)).status()).toBe(404);

    // The Activity tab, newest first: the deletion, then the change.
    await adminNav(page).getByRole("link", { name: "Activity" }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole("heading", { level: 2, name: "Activity" })).toBeFocused();
    const entries = page.getByRole("list", { name: "Activity, newest first" }).getByRole("listitem");
    const deletion = entries.filter({ hasText: `Council member deleted: ${name}` });
    const change = entries.filter({ hasText: `Council member changed: ${name}` });
    await expect(entries.first()).toContainText(`Council member deleted: ${name}`);
    await expect(deletion).toContainText("admin@example.org");
    await expect(deletion).toContainText("Executive Council");

    // An update shows only what differs, before and after side by side; all fields on request.
    const showChange = change.getByRole("button", { name: `Show changes of Council member changed: ${name}` });
    await expect(showChange).toHaveAttribute("aria-expanded", "false");
    await showChange.click();
    await expect(
      change.getByRole("button", { name: `Hide changes of Council member changed: ${name}` }),
    ).toHaveAttribute("aria-expanded", "true");
    const changes = change.getByRole("table", { name: `Changes: Council member changed: ${name}` });
    await expect(changes.getByRole("columnheader")).toHaveText(["Field", "Before", "After"]);
    await expect(changes.getByRole("row")).toHaveCount(2);
    await expect(changes.getByRole("row", { name: /Designation/ })).toContainText("Treasurer");
    await expect(changes.getByRole("row", { name: /Designation/ })).toContainText("Joint Secretary");
    await change.getByRole("button", { name: "Show all fields" }).click();
    await expect(changes.getByRole("row", { name: /Postal address/ })).toBeVisible();
    await expect(changes.getByRole("rowheader", { name: "Designation (changed)" })).toBeVisible();
    await expect(change).not.toContainText(/passwordHash|scrypt/);

    // Filters: what and who; nothing matching says so.
    await page.getByLabel("What").selectOption({ label: "Executive Council" });
    await page.getByLabel("Who").selectOption({ label: "Administrators" });
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(entries.first()).toContainText(`Council member deleted: ${name}`);
    await expect(entries.filter({ hasNotText: "Council member" })).toHaveCount(0);
    await axeOnDesktopAndPhone(page);

    // Restore, from the keyboard, after the question.
    const restore = deletion.getByRole("button", { name: `Restore Council member deleted: ${name}` });
    await restore.focus();
    await page.keyboard.press("Enter");
    const question = page.getByRole("dialog", { name: "Put this deleted record back, with its photo or file?" });
    await expect(question).toContainText(`Council member deleted: ${name}`);
    await axeOnDesktopAndPhone(page);
    const before = await publishState(request, token);
    await question.getByRole("button", { name: "Restore" }).click();
    await expectStatusShown(page, "The record was restored.");
    restored = true;
    // The restore is an entry of its own, first in the list.
    await expect(entries.first()).toContainText(`Council member restored: ${name}`);
    const back = await request.get(`/api/executives/${member._id}`);
    expect(back.status()).toBe(200);
    expect(((await back.json()) as { image: string; designation: string }).image).toBe(member.image);

    // Restoring the same deletion again is refused with the reason.
    await restore.click();
    await page.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
    await expect(
      alert(page, "This record exists (it was restored or added again), so nothing was restored."),
    ).toBeVisible();

    // After the rebuild, the member is on the council page with the photo.
    await waitForPublish(request, token, before);
    const publicPage = await page.context().newPage();
    await publicPage.goto("/present-executive-council");
    const card = publicPage
      .getByRole("list", { name: "Council members" })
      .getByRole("listitem")
      .filter({ has: publicPage.getByRole("heading", { level: 2, name, exact: true }) });
    await expect(card).toContainText("Joint Secretary");
    // Resized by the (local) Image CDN from the restored file, and shown.
    const portrait = card.locator("img");
    await expect(portrait).toHaveAttribute("src", new RegExp(`^/\\.netlify/images\\?url=${member.image}&`));
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await publicPage.close();

    // Nothing matching, and a log that cannot be loaded.
    await page.getByLabel("Who").selectOption({ label: "One e-mail address…" });
    await page.getByLabel("E-mail address").fill(`nobody-${Date.now()}@example.org`);
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page.getByText("No activity matches these filters.")).toBeVisible();
    await goOffline(page, "**/api/admin/activity?*");
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(alert(page, "Failed to load activity.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  } finally {
    // Taken away again (the next rebuild drops it).
    if (restored) expect((await request.delete(`/api/executives/${member._id}`, { headers: auth })).status()).toBe(200);
  }
});
