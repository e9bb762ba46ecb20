import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, openPanelSignedIn } from "./support/common";
import { axeOnDesktopAndPhone, pdf } from "./support/panel";

/**
 * Abstracts (docs/rules/events.md §8) as people send and decide them: an author sends one on the
 * demo symposium's page, which already lists its accepted abstracts (a problem named at its field
 * first); an editor finds it in the Abstracts tab, downloads its file and asks for a revision with
 * a note (its e-mail is unit-tested: this server has no mail server). The rules behind it: tests/unit/event-abstracts-api.test.ts, event-abstracts-rules.test.ts.
 */

test("an author sends an abstract on the event's page; the office finds it, downloads it and asks for a revision", async ({
  page,
}) => {
  const title = `Soil carbon under zero tillage ${String(Date.now())}`;
  await page.goto("/conference/national-symposia");
  await page
    .getByRole("link", { name: /^Demo: National Symposium on Soil Health/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Accepted abstracts" })).toBeVisible();
  const form = page.locator("[data-event-abstract] form");
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await expect(field("Title")).toBeEnabled();
  await field("Title").fill(title);
  await field("Authors").fill("Asha Verma\nRohit Tripathi");
  await field("Presenting author").fill("Someone Else");
  await field("Your name").fill("Asha Verma");
  await field("E-mail").fill("asha.abstract@example.org");
  await form.getByLabel("The abstract (PDF or Word)").setInputFiles({
    name: "abstract.pdf",
    mimeType: "application/pdf",
    buffer: pdf("An abstract"),
  });
  await form.getByRole("button", { name: "Send the abstract" }).click();
  // The presenting author must be one of the authors: said at that field, which takes the focus.
  await expect(form.getByRole("alert")).not.toHaveText("");
  await expect(field("Presenting author")).toBeFocused();
  await expect(field("Presenting author")).toHaveAttribute("aria-invalid", "true");
  await field("Presenting author").fill("Rohit Tripathi");
  await form.getByRole("button", { name: "Send the abstract" }).click();
  const answer = page.locator("[data-abstract-answer]");
  await expect(answer).toContainText(/Abstract received\. Its reference is ABS-[A-Z0-9]{4}-[A-Z0-9]{4}/);
  await expectNoAxeViolations(page);

  await openPanelSignedIn(page, "/admin/abstracts");
  await expect(page.getByRole("heading", { level: 2, name: "Abstracts" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search abstracts" }).fill(title);
  await page.getByRole("button", { name: `Open ${title}` }).click();
  const desk = page.getByRole("region", { name: title, exact: true });
  await expect(desk.getByRole("heading", { level: 4, name: title })).toBeFocused();
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    desk.getByRole("button", { name: "Download the file" }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^ABS-[A-Z0-9]{4}-[A-Z0-9]{4}\.pdf$/);
  await axeOnDesktopAndPhone(page);

  const decision = desk.getByRole("form", { name: "Decision" });
  await decision.getByLabel("Status").selectOption({ label: "Revision asked" });
  await decision.getByRole("button", { name: "Save and e-mail the author" }).click();
  // A revision needs a note saying what to change.
  await expect(decision.getByLabel("Note to the author")).toHaveAttribute("aria-invalid", "true");
  await decision.getByLabel("Note to the author").fill("Please add the sampling depth to the methods.");
  await decision.getByRole("button", { name: "Save and e-mail the author" }).click();
  // This server has no mail server: the message says the decision is saved and the e-mail kept to send again.
  await expect(page.getByRole("alert").filter({ hasText: /^Decision saved, but the e-mail/ })).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: /^Abstracts list for / })
      .getByRole("row")
      .filter({ hasText: title }),
  ).toContainText("Revision asked");
});
