import { expect, test, type Page } from "@playwright/test";
import { ADMIN_USER_MESSAGES } from "../../src/domain/admin-users";
import { DESKTOP, expectNoAxeViolations, openPanelSignedIn, PHONE } from "./support/common";
import { mailSink } from "./support/mail-sink";
import { status } from "./support/panel";

/**
 * An administrator's way in (docs/rules/members-and-money.md §8): the owner adds an editor in the Administrators tab, the
 * invitation e-mail arrives over SMTP at the test sink (so this spec runs in the live project,
 * whose server sends there), the editor types its code and a password on /admin/accept-invite,
 * signs in and sees only the editor's tabs; a tab the role does not see shows the first it does.
 * axe at 360 and 1280 px on each page. The rules themselves: tests/unit/admin-users-api.test.ts and
 * admin-roles.test.ts.
 */

const EDITOR_TABS = [
  "News",
  "Pages",
  "Executive Council",
  "Editorial Board",
  "Books",
  "Workshops",
  "Awards",
  "Awardees",
  "Nominations",
  "Downloads",
  "Annual Reports",
  "Journal",
  "Events",
  "Conference listings",
  "Abstracts",
  "My account",
];

/** axe at both widths, ending at the desktop width. */
async function expectAccessibleAtBothWidths(page: Page) {
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
}

test("the owner adds an editor, who accepts the invitation, signs in and sees only the editor's tabs", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `editor-${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
  const name = "Asha Editor";
  const password = "the editor's password";
  const sink = mailSink(request);

  // The owner adds the editor.
  await openPanelSignedIn(page, "/admin/administrators");
  await expect(page.getByRole("heading", { level: 2, name: "Administrators" })).toBeVisible();
  const table = page.getByRole("table", { name: "Administrators" });
  await expect(table.getByRole("row", { name: /site owner/ })).toBeVisible();
  await page.getByRole("button", { name: "Add Administrator" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Role").selectOption("editor");
  await expectAccessibleAtBothWidths(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(status(page, ADMIN_USER_MESSAGES.created)).toContainText("has been e-mailed");
  await expect(table.getByRole("row", { name: new RegExp(email) })).toContainText("Invited");
  await expectAccessibleAtBothWidths(page);

  // The invitation, as the editor receives it.
  const invitation = await sink.waitFor(email);
  expect(invitation.subject).toContain("Your invitation to the Admin Panel");
  expect(invitation.text).toContain("/admin/accept-invite");
  const code = /\b(\d{8})\b/.exec(invitation.text)?.[1] ?? "";
  expect(code).toMatch(/^\d{8}$/);

  // The editor, in a browser of their own.
  const context = await browser.newContext({ viewport: DESKTOP });
  const editor = await context.newPage();
  await editor.goto("/admin/accept-invite");
  await expect(editor.getByRole("heading", { level: 1, name: "Accept your invitation" })).toBeVisible();
  await expectAccessibleAtBothWidths(editor);
  await editor.getByLabel("E-mail").fill(email);
  await editor.getByLabel("Invitation code").fill("00000000" === code ? "11111111" : "00000000");
  await editor.getByLabel("New password (required)", { exact: true }).fill(password);
  await editor.getByLabel("New password again").fill(password);
  await editor.getByRole("button", { name: "Set my password" }).click();
  await expect(editor.getByRole("alert").filter({ hasText: ADMIN_USER_MESSAGES.invalidInvitation })).toBeVisible();
  await editor.getByLabel("Invitation code").fill(code);
  await editor.getByRole("button", { name: "Set my password" }).click();
  await expect(editor.getByText(ADMIN_USER_MESSAGES.invitationAccepted)).toBeFocused();
  await expectAccessibleAtBothWidths(editor);
  await editor.getByRole("link", { name: "Sign in to the Admin Panel" }).click();

  await editor.getByLabel("Email").fill(email);
  await editor.getByLabel("Password").fill(password);
  await editor.getByRole("button", { name: "Sign in" }).click();
  await expect(editor.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  await expect(editor.getByText(`Signed in as ${name} (Editor)`)).toBeVisible();
  const nav = editor.getByRole("navigation", { name: "Admin sections" });
  await expect(nav.getByRole("link")).toHaveText(EDITOR_TABS);
  await expect(editor.getByRole("heading", { level: 2, name: "News" })).toBeVisible();
  await expectAccessibleAtBothWidths(editor);

  // A tab the role does not see, asked for by address, shows the first tab the role sees.
  await editor.goto("/admin/settings");
  await expect(editor.getByRole("heading", { level: 2, name: "News" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "News", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);

  // The owner's list shows the editor as active now.
  await page.reload();
  await expect(table.getByRole("row", { name: new RegExp(email) })).toContainText("Active");
  await context.close();
});
