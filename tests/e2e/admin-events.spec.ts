import { expect, test } from "@playwright/test";
import type { EventRecord } from "../../src/domain/events";
import { EVENT_MESSAGES } from "../../src/domain/events";
import { adminToken, openPanelSignedIn } from "./support/common";
import { alert, axeOnDesktopAndPhone, expectStatusShown } from "./support/panel";

/**
 * The Events tab (docs/rules/events.md §1), as the owner uses it: the demo events listed; an event
 * added with two fee categories (one for members only, with an early-bird price that is first
 * refused for costing no less, by the field), its address proposed from the title; axe with the
 * form open at 1280 and 360 px; stored as the form said; deleted. The rules themselves:
 * tests/unit (events rules and API).
 */

test("Events: the demo events, an event with its fee categories, a refused early-bird price, axe, delete", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  await openPanelSignedIn(page, "/admin/events");
  await expect(page.getByRole("heading", { level: 2, name: "Events" })).toBeVisible();
  const table = page.getByRole("table", { name: "Events, by their start dates" });
  await expect(table.getByRole("row").filter({ hasText: "Demo: National Symposium on Soil Health" })).toBeVisible();

  await page.getByRole("button", { name: "Add Event" }).click();
  const form = page.getByRole("form", { name: "Add event" });
  const title = `Panel Symposium ${String(stamp)}`;
  await expect(form.getByLabel("Title")).toBeFocused();
  await form.getByLabel("Title").fill(title);
  await expect(form.getByLabel("Address")).toHaveValue(`panel-symposium-${String(stamp)}`);
  await form.getByLabel("Kind").selectOption({ label: "National symposium" });
  await form.getByLabel("Start date").fill("2027-03-10");
  await form.getByLabel("End date").fill("2027-03-11");
  await form.getByLabel("Venue").fill("Lucknow");
  await form.getByLabel("Organisers").fill("Organising Secretary\nConvener");
  await form.getByLabel("Contact e-mail").fill("events@example.org");
  await form.getByLabel("Registration opens").fill("2026-12-01");
  await form.getByLabel("Registration closes").fill("2027-03-01");
  await form.getByLabel("Places").fill("80");

  const first = form.getByRole("group", { name: "Fee category 1", exact: true });
  await first.getByLabel("Category").fill("Member");
  await first.getByLabel("Fee (₹) (required)", { exact: true }).fill("2,000");
  await first.getByLabel("GST (₹) (required)", { exact: true }).fill("360");
  await first.getByLabel("Only for members in good standing (Life, Active or Expiring)").check();
  await first.getByLabel("Early-bird fee (₹)").fill("2000");
  await first.getByLabel("Early-bird GST (₹)").fill("360");
  await first.getByLabel("Early-bird last day").fill("2027-01-15");
  await form.getByRole("button", { name: "Add fee category" }).click();
  const second = form.getByRole("group", { name: "Fee category 2", exact: true });
  await expect(second.getByLabel("Category")).toBeFocused();
  await second.getByLabel("Category").fill("Non-member");
  await second.getByLabel("Fee (₹) (required)", { exact: true }).fill("3000");
  await second.getByLabel("GST (₹) (required)", { exact: true }).fill("540");

  // An early-bird price that costs no less: the schema's message, by its field, before anything is sent.
  await form.getByRole("button", { name: "Save" }).click();
  const earlyFee = first.getByLabel("Early-bird fee (₹)");
  await expect(earlyFee).toHaveAttribute("aria-invalid", "true");
  await expect(earlyFee).toHaveAccessibleDescription(new RegExp(EVENT_MESSAGES.earlyBirdNotLower.replace(".", "\\.")));
  await expect(earlyFee).toBeFocused();
  await expect(alert(page, "Please correct the highlighted fields.")).toBeVisible();
  await earlyFee.fill("1500");
  await first.getByLabel("Early-bird GST (₹)").fill("270");
  await axeOnDesktopAndPhone(page);

  await form.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "Event added successfully!");
  const row = table.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("National symposium");
  await expect(row).toContainText("80");

  const events = (await (await request.get("/api/events", { headers: auth })).json()) as EventRecord[];
  const stored = events.find((event) => event.title === title);
  expect(stored).toMatchObject({
    slug: `panel-symposium-${String(stamp)}`,
    organisers: ["Organising Secretary", "Convener"],
    capacity: 80,
    published: false,
    fees: [
      {
        name: "Member",
        fee: 2000,
        gst: 360,
        eligibility: "members",
        earlyBird: { fee: 1500, gst: 270, until: "2027-01-15" },
      },
      { name: "Non-member", fee: 3000, gst: 540, eligibility: "anyone", earlyBird: null },
    ],
  });

  await row.getByRole("button", { name: `Delete ${title}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete this event?" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectStatusShown(page, "Event deleted successfully!");
  await expect(row).toHaveCount(0);
});
