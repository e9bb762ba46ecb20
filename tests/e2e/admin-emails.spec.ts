import { expect, test } from "@playwright/test";
import { MAIL_STATUS_WORDS, OUTBOX_MESSAGES } from "../../src/domain/outbox";
import { adminToken, openPanelSignedIn } from "./support/common";
import { alert, axeOnDesktopAndPhone, expectStatusShown, goOffline } from "./support/panel";

/**
 * The E-mails tab: on this server e-mail is not configured (no SMTP_URL), so the tab says so and
 * keeps messages as not sent. A test message sent from the tab is listed, opened and read whole,
 * sent again, and the tab passes axe at 1280 and 360 px. Sending over SMTP is proven in
 * tests/unit/mail-*.test.ts against a real test mail server.
 */

test("E-mails: not-configured notice, test message, open, send again, axe", async ({ page, request }) => {
  await openPanelSignedIn(page, "/admin/emails");
  await expect(page.getByRole("heading", { level: 2, name: "E-mails" })).toBeVisible();
  await expect(page.getByText(OUTBOX_MESSAGES.notConfigured)).toBeVisible();

  // A wrong address is refused next to the field, and nothing is sent.
  const field = page.getByLabel("Send a test message to");
  await field.fill("not an address");
  await page.getByRole("button", { name: "Send test message" }).click();
  await expect(page.getByText("E-mail address must be a valid e-mail address.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  const address = `panel-${Date.now()}@example.org`;
  await field.fill(address);
  await page.getByRole("button", { name: "Send test message" }).click();
  await expectStatusShown(page, OUTBOX_MESSAGES.keptNotSent);

  // Listed first, with its status in words.
  const table = page.getByRole("table", { name: "E-mails, newest first" });
  const row = table.getByRole("row").filter({ hasText: address });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole("row").nth(1)).toContainText(address);
  await expect(row).toContainText(MAIL_STATUS_WORDS["not-sent"]);

  // Open it: focus moves to the message, which shows its text part whole.
  const rowName = `Test message - SAEETD to ${address}`;
  await row.getByRole("button", { name: `Open ${rowName}` }).click();
  const view = page.getByRole("region", { name: "Test message - SAEETD" });
  await expect(view.getByRole("heading", { level: 3, name: "Test message - SAEETD" })).toBeFocused();
  await expect(view).toContainText(address);
  await expect(view.getByLabel("Text of Test message - SAEETD")).toContainText(
    "This is a test message sent from the website's admin panel.",
  );
  await expect(view).toContainText("Attachments");
  await axeOnDesktopAndPhone(page);

  // Send again: still not configured, so kept again, and the API says the same.
  await view.getByRole("button", { name: "Send again" }).click();
  await expectStatusShown(page, OUTBOX_MESSAGES.keptNotSent);
  const token = await adminToken(request);
  const listed = (await (
    await request.get("/api/admin/emails", { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { to: string; status: string; attempts: number; kind: string }[];
  expect(listed.filter((message) => message.to === address)).toEqual([
    expect.objectContaining({ status: "not-sent", attempts: 0, kind: "test" }),
  ]);

  // Closing returns focus to the row's Open button.
  await view.getByRole("button", { name: "Close message" }).click();
  await expect(view).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Open ${rowName}` })).toBeFocused();

  // The list failing to load says so, with a way to try again.
  await goOffline(page, "**/api/admin/emails?*");
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(alert(page, "Failed to load e-mails.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("E-mails: a page of the newest 100, then older ones on request", async ({ page, request }) => {
  const token = await adminToken(request);
  const batch = `older-${Date.now()}`;
  // 101 test messages, so at least one is beyond the first page.
  for (let start = 0; start < 101; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, 101 - start) }, async (_, offset) => {
        const response = await request.post("/api/admin/emails", {
          headers: { authorization: `Bearer ${token}` },
          data: { email: `${batch}-${String(start + offset).padStart(3, "0")}@example.org` },
        });
        expect(response.status()).toBe(201);
      }),
    );
  }

  await openPanelSignedIn(page, "/admin/emails");
  const table = page.getByRole("table", { name: "E-mails, newest first" });
  await expect(table.getByRole("row")).toHaveCount(101);
  const older = page.getByRole("button", { name: "Show older e-mails" });
  await older.click();
  await expect.poll(() => table.getByRole("row").count()).toBeGreaterThan(101);
  // Focus goes to the first message of the older page.
  await expect(page.locator(":focus")).toHaveText(/^Open /);
  await expect(
    table
      .getByRole("row")
      .nth(101)
      .getByRole("button", { name: /^Open / }),
  ).toBeFocused();
});
