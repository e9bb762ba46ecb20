import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "./support/common";

/**
 * Registering for an event on its page (docs/rules/events.md §2, §3), as a visitor and as a signed-in
 * member, with the places left asked as the page opens. The demo symposium (scripts/lib/demo/events.ts)
 * is open for registration with early-bird prices: Member (members only) ₹1,770.00, Non-member
 * ₹2,950.00. The rules behind the page are unit-tested (tests/unit/events-api.test.ts,
 * tests/unit/event-pages.test.ts); what the page is built with, tests/unit/built-demo-events.test.ts.
 */

const MEMBER = { email: "asha.verma.demo@example.org", password: "demo-member-password" };

async function openSymposium(page: Page) {
  await page.goto("/conference/national-symposia");
  await page
    .getByRole("link", { name: /^Demo: National Symposium on Soil Health/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Demo: National Symposium on Soil Health and Farm Enterprise",
  );
}

const form = (page: Page) => page.locator("[data-event-registration] form");
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const registerButton = (page: Page) => form(page).getByRole("button", { name: "Register" });

test("a visitor registers: problems are named at their field, a members' category is refused, the answer says how to pay", async ({
  page,
}) => {
  await openSymposium(page);
  await expect(page.locator("[data-event-places]")).toHaveText(/^, \d+ left$/);
  const placesBefore = Number(/\d+/.exec((await page.locator("[data-event-places]").textContent()) ?? "")?.[0]);

  await expect(field(page, "Full name")).toBeEnabled();
  await registerButton(page).click();
  const alert = form(page).getByRole("alert");
  await expect(alert).toHaveText("Name is required.");
  await expect(field(page, "Full name")).toBeFocused();
  await expect(field(page, "Full name")).toHaveAttribute("aria-invalid", "true");

  await field(page, "Full name").fill("राधा कृष्णन");
  await expect(alert).toHaveText("");
  await field(page, "E-mail").fill("radha.e2e@example");
  await field(page, "Phone").fill("+91 98765 43210");
  await field(page, "Category").selectOption("Member");
  await registerButton(page).click();
  await expect(alert).toHaveText("E-mail must be a valid e-mail address.");
  await expect(field(page, "E-mail")).toBeFocused();

  await field(page, "E-mail").fill(`radha.e2e.${Date.now()}@example.org`);
  await registerButton(page).click();
  await expect(alert).toHaveText(/^The Member category is for members in good standing .*sign in as a member first/);
  await expect(field(page, "Category")).toBeFocused();
  await expectNoAxeViolations(page);

  await field(page, "Category").selectOption("Non-member");
  await registerButton(page).click();
  const answer = page.locator("[data-event-answer]");
  await expect(answer.getByRole("heading", { name: "Registration received" })).toBeVisible();
  await expect(answer).toBeFocused();
  await expect(form(page)).toHaveCount(0);
  await expect(answer.getByText(/^Registration received\. Your reference is EVT-/)).toBeVisible();
  await expect(answer.getByText("₹2,950.00 (₹2,500.00 + ₹450.00 GST, early bird)")).toBeVisible();
  await expect(answer.getByRole("link", { name: "Pay ₹2,950.00 with a UPI app" })).toHaveAttribute(
    "href",
    /^upi:\/\/pay\?.*am=2950\.00&cu=INR&tr=EVT-/,
  );
  const qr = answer.getByRole("img", { name: /^UPI QR code for ₹2,950\.00, reference EVT-/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(answer.getByText("Account number")).toBeVisible();
  // The event's calendar file, as the page's own "Add to calendar" gives it.
  const calendar = answer.getByRole("link", { name: "Add to calendar (.ics)" });
  await expect(calendar).toHaveAttribute(
    "href",
    (await page.locator(".event-links a[download]").getAttribute("href")) ?? "",
  );
  expect((await page.request.get((await calendar.getAttribute("href")) ?? "")).headers()["content-type"]).toMatch(
    /^text\/calendar/,
  );
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  await page.reload();
  await expect(page.locator("[data-event-places]")).toHaveText(`, ${String(placesBefore - 1)} left`);
});

test("a signed-in member in good standing takes the members' category at its early-bird price, and pays from their account", async ({
  page,
}) => {
  const login = await page.request.post("/api/member/login", { data: MEMBER });
  expect(login.status()).toBe(200);
  await openSymposium(page);
  await field(page, "Full name").fill("Demo Member Asha Verma");
  await field(page, "E-mail").fill(MEMBER.email);
  await field(page, "Phone").fill("+91 90000 00001");
  await field(page, "Category").selectOption("Member");
  await registerButton(page).click();
  const answer = page.locator("[data-event-answer]");
  await expect(answer.getByText("₹1,770.00 (₹1,500.00 + ₹270.00 GST, early bird)")).toBeVisible();
  await expect(answer.getByRole("definition").filter({ hasText: /^Member$/ })).toBeVisible();

  const reference = /EVT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/.exec((await answer.textContent()) ?? "")?.[0] ?? "";

  // The account lists it when asked, with what is left to pay, and takes a payment report for it.
  await page.goto("/account");
  await page.getByRole("button", { name: "Show your event registrations" }).click();
  const events = page.getByRole("region", { name: "Your event registrations" });
  const registration = events.getByRole("article").filter({ hasText: reference });
  await expect(registration).toContainText("left to pay ₹1,770.00");
  await expect(registration.getByRole("link", { name: "Pay ₹1,770.00 with a UPI app" })).toBeVisible();
  await expect(registration.getByLabel("Paid for")).toHaveCount(0);
  await registration.getByLabel("UTR number").fill(String(Date.now()).slice(-12).padStart(12, "3"));
  await registration.getByRole("button", { name: "Report payment" }).click();
  await expect(registration.getByText("Reported, awaiting confirmation", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});
