import { expect, test } from "@playwright/test";
import { adminToken, openPanelSignedIn } from "./support/common";
import { axeOnDesktopAndPhone, expectStatusShown } from "./support/panel";

/**
 * The Event Registrations tab (docs/rules/events.md §5-§6), as the office uses it: the soonest
 * upcoming event shown first, the demo symposium chosen; two registrations made on the site found by the
 * category, the filters and the search; one opened, a payment recorded (its receipt numbered and downloadable,
 * nothing left to pay); the other cancelled after a confirmation; axe at 1280 and 360 px. Then, on a
 * workshop held today with one place, the one waiting offered a place, attendance marked, the
 * certificates e-mailed in a batch and a certificate and the badge sheet downloaded. The rules themselves: tests/unit/event-payments-api.test.ts,
 * events-api.test.ts, event-attendance-api.test.ts.
 */

test("Event Registrations: filters and search, a payment recorded with its receipt, a cancellation, axe", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const events = (await (await request.get("/api/events")).json()) as { _id: string; kind: string; title: string }[];
  const symposium = events.find((event) => event.kind === "symposium");
  expect(symposium, "the demo symposium").toBeDefined();
  const payer = `Desk Payer ${String(stamp)}`;
  const leaver = `Desk Leaver ${String(stamp)}`;
  for (const [index, name] of [payer, leaver].entries()) {
    const answer = await request.post(`/api/events/${symposium?._id ?? ""}/register`, {
      data: {
        name,
        email: `desk-${String(index)}-${String(stamp)}@example.org`,
        phone: "+91 98765 43210",
        category: "Student",
      },
    });
    expect(answer.status()).toBe(201);
  }

  await openPanelSignedIn(page, "/admin/event-registrations");
  await expect(page.getByRole("heading", { level: 2, name: "Event Registrations" })).toBeVisible();
  // Upcoming events first: the demo workshop, 25 days away, before the symposium.
  await expect(page.getByRole("heading", { level: 3, name: /^Registrations for Demo: Workshop/ })).toBeVisible();
  await page.getByLabel("Event", { exact: true }).selectOption(symposium?._id ?? "");
  await expect(
    page.getByRole("heading", { level: 3, name: `Registrations for ${symposium?.title ?? ""}` }),
  ).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search registrations" });
  await search.fill(String(stamp));
  await expectStatusShown(page, /^2 of \d+ shown$/);
  // Both registered as students: another category shows neither, theirs both.
  const category = page.getByLabel("Category", { exact: true });
  await category.selectOption("Non-member");
  await expect(page.getByText("No registrations match.")).toBeVisible();
  await category.selectOption("Student");
  await expectStatusShown(page, /^2 of \d+ shown$/);
  await page.getByRole("radio", { name: /^To pay \(\d+\)$/ }).check();
  const table = page.getByRole("table", { name: `Registrations list for ${symposium?.title ?? ""}` });
  await expect(table.getByRole("row").filter({ hasText: payer })).toContainText("₹1,180.00");

  const [sheet] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the registrations (CSV)" }).click(),
  ]);
  expect(sheet.suggestedFilename()).toMatch(/^registrations-demo-soil-health-symposium-\d{4}-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByRole("button", { name: `Open ${payer}` }).click();
  const desk = page.getByRole("region", { name: payer, exact: true });
  await expect(desk.getByRole("heading", { level: 4, name: payer })).toBeFocused();
  const form = desk.getByRole("form", { name: "Record a payment" });
  await expect(form.getByLabel("Amount (₹)")).toHaveValue("1180.00");
  await expect(form.getByLabel("Paid for")).toHaveCount(0);
  await axeOnDesktopAndPhone(page);
  await form.getByLabel("Method").selectOption("Bank transfer");
  await form.getByRole("textbox", { name: /^Reference/ }).fill(`NEFT-${String(stamp).slice(-8)}`);
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /^Payment received\. Receipt \d{4}-\d{2}\/\d{4,} issued\.$/ }),
  ).toBeVisible();
  const payment = desk.getByRole("table", { name: `Payments of ${payer}` }).getByRole("row", { name: /NEFT-/ });
  await expect(payment).toContainText("Received");
  const receipt = payment.getByRole("button", { name: /^Receipt \d{4}-\d{2}\/\d{4,}$/ });
  const [download] = await Promise.all([page.waitForEvent("download"), receipt.click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-\d{4}-\d{2}-\d{4,}\.pdf$/);
  await expect(
    desk
      .getByRole("definition")
      .filter({ hasText: /^₹0\.00$/ })
      .first(),
  ).toBeVisible();
  await desk.getByRole("button", { name: `Close ${payer}` }).click();

  // Paid now: the filter that shows what is to pay leaves it out.
  await expect(table.getByRole("row").filter({ hasText: payer })).toHaveCount(0);
  await page.getByRole("radio", { name: /^All \(\d+\)$/ }).check();
  await page.getByRole("button", { name: `Cancel ${leaver}` }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel ${leaver}'s registration?` });
  await dialog.getByRole("button", { name: "Cancel registration" }).click();
  await expectStatusShown(page, /^Registration cancelled\./);
  await expect(table.getByRole("row").filter({ hasText: leaver })).toContainText("Cancelled");
  await expect(page.getByRole("button", { name: `Cancel ${leaver}` })).toHaveCount(0);
});

test("Event Registrations: a place offered from the waiting list, attendance marked, the certificates e-mailed in a batch, a certificate and the badges downloaded", async ({
  page,
  request,
}) => {
  const stamp = String(Date.now());
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  const token = await adminToken(request);
  const created = await request.post("/api/events", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Desk Workshop ${stamp}`,
      kind: "workshop",
      slug: `desk-workshop-${stamp}`,
      startDate: today,
      endDate: today,
      venue: "Lucknow",
      contactEmail: "events@example.org",
      registrationOpens: today,
      registrationCloses: today,
      sac: "",
      capacity: 1,
      fees: [{ name: "Participant", fee: 0, gst: 0 }],
      published: true,
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { _id: string; slug: string; title: string };
  const attendee = `Desk Attendee ${stamp}`;
  const absentee = `Desk Absentee ${stamp}`;
  for (const [index, name] of [attendee, absentee].entries()) {
    const answer = await request.post(`/api/events/${event._id}/register`, {
      data: {
        name,
        email: `attend-${String(index)}-${stamp}@example.org`,
        phone: "+91 98765 43210",
        category: "Participant",
      },
    });
    expect(answer.status()).toBe(201);
  }

  await openPanelSignedIn(page, "/admin/event-registrations");
  await page.getByLabel("Event", { exact: true }).selectOption(event._id);
  await expect(page.getByRole("heading", { level: 3, name: `Registrations for ${event.title}` })).toBeVisible();
  const table = page.getByRole("table", { name: `Registrations list for ${event.title}` });
  // One place: the second waits, and is offered a place beyond the capacity.
  await page.getByRole("button", { name: `Offer a place ${absentee}` }).click();
  await page
    .getByRole("dialog", { name: `Offer ${absentee} a place now?` })
    .getByRole("button", { name: "Offer a place" })
    .click();
  await expectStatusShown(page, `${absentee} is offered place 2 and has been e-mailed.`);
  await expect(table.getByRole("row").filter({ hasText: absentee })).toContainText("Offered a place");
  await expect(page.getByText("2 badges (everyone holding or offered a place).", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "E-mail the certificates" })).toBeDisabled();

  await page.getByRole("button", { name: `Mark attended ${attendee}` }).click();
  await expectStatusShown(page, `${attendee} marked as attended.`);
  await page.getByRole("radio", { name: "Attended (1)" }).check();
  await expect(table.getByRole("row").filter({ hasText: attendee })).toContainText("Yes");
  await expect(table.getByRole("row").filter({ hasText: absentee })).toHaveCount(0);

  await page.getByRole("button", { name: "E-mail the certificates" }).click();
  await page
    .getByRole("dialog", { name: "E-mail 1 certificate?" })
    .getByRole("button", { name: "E-mail the certificates" })
    .click();
  await expectStatusShown(page, "1 certificate sent.");
  await expect(page.getByText("every certificate has been sent", { exact: false })).toBeVisible();

  await page.getByRole("button", { name: `Open ${attendee}` }).click();
  const desk = page.getByRole("region", { name: attendee, exact: true });
  await expect(desk.getByText(/^Yes; certificate e-mailed on /)).toBeVisible();
  const [certificate] = await Promise.all([
    page.waitForEvent("download"),
    desk.getByRole("button", { name: "Download the certificate (PDF)" }).click(),
  ]);
  expect(certificate.suggestedFilename()).toMatch(new RegExp(`^${event.slug}-certificate-EVT-[A-Z0-9-]+\\.pdf$`));
  const [badges] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the name badges (PDF)" }).click(),
  ]);
  expect(badges.suggestedFilename()).toBe(`${event.slug}-badges.pdf`);
  await axeOnDesktopAndPhone(page);
});
