import { expect, test } from "@playwright/test";
import { adminToken, DESKTOP, expectNoAxeViolations, PHONE } from "./support/common";
import { mailSink } from "./support/mail-sink";

/**
 * A registrant without an account pays for an event (docs/rules/events.md §5): the registration's
 * e-mail names the page; there, the reference and e-mail bring a code by e-mail, the code opens the
 * registration with what is left to pay and how; a payment reported is shown as to be confirmed,
 * and once the office confirms it its receipt downloads from the page. The rules behind it are
 * unit-tested (tests/unit/event-payments-api.test.ts). Runs on the server whose e-mail reaches the
 * test sink.
 */

test("a non-member reports a payment with an e-mailed code and downloads the receipt once it is confirmed", async ({
  page,
  request,
}) => {
  const sink = mailSink(request);
  const events = (await (await request.get("/api/events")).json()) as { _id: string; kind: string }[];
  const symposium = events.find((event) => event.kind === "symposium");
  expect(symposium, "the demo symposium").toBeDefined();
  const email = `e2e-payer-${Date.now()}@example.org`;
  const registered = await request.post(`/api/events/${symposium?._id ?? ""}/register`, {
    data: { name: "अनीता शर्मा", email, phone: "+91 98765 43210", category: "Non-member" },
  });
  expect(registered.status()).toBe(201);
  const { reference, _id: registrationId } = (await registered.json()) as { reference: string; _id: string };
  const registrationMail = await sink.waitFor(email);
  expect(registrationMail.text).toContain("/conference/registration");
  await sink.clear();

  await page.goto("/conference/registration");
  const find = page.locator('[data-step="find"]');
  await find.getByLabel("Registration reference").fill("EVT-12");
  await find.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(find.getByRole("alert")).toHaveText(/^Reference must look like EVT-ABCD-2345/);
  await expect(find.getByLabel("Registration reference")).toBeFocused();
  await find.getByLabel("Registration reference").fill(reference.toLowerCase());
  await find.getByLabel("E-mail").fill(email);
  await find.getByRole("button", { name: "E-mail me a code" }).click();

  const codeStep = page.locator('[data-step="code"]');
  await expect(codeStep.getByText(/^If the reference and e-mail match a registration/)).toBeVisible();
  await expect(codeStep.getByLabel("Code")).toBeFocused();
  const code = /\b(\d{6})\b/.exec((await sink.waitFor(email)).text)?.[1] ?? "";
  await codeStep.getByLabel("Code").fill(code);
  await codeStep.getByRole("button", { name: "Show my registration" }).click();

  const registration = page.locator('[data-step="registration"]');
  await expect(registration.getByRole("heading", { name: `Your registration ${reference}` })).toBeFocused();
  await expect(registration.getByText("Registered: your place is kept.")).toBeVisible();
  await expect(registration.getByRole("definition").filter({ hasText: "अनीता शर्मा" })).toBeVisible();
  await expect(registration.getByRole("link", { name: "Pay ₹2,950.00 with a UPI app" })).toBeVisible();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  const report = registration.locator("[data-report-form]");
  await expect(report.getByLabel("Amount (₹)")).toHaveValue("2950");
  await report.getByLabel("Payment reference").fill("12345");
  await report.getByRole("button", { name: "Report the payment" }).click();
  await expect(report.getByRole("alert")).toHaveText("For UPI, the reference is the 12-digit UTR number.");
  const utr = String(Date.now()).slice(-12).padStart(12, "7");
  await report.getByLabel("Payment reference").fill(utr);
  await report.getByRole("button", { name: "Report the payment" }).click();
  await expect(registration.getByText(/^Thank you\. Your payment has been reported/)).toBeVisible();
  await expect(registration.getByRole("listitem").filter({ hasText: utr })).toContainText("Reported, to be confirmed.");

  // The office confirms it; the page shows the receipt, which downloads as its PDF.
  const token = await adminToken(request);
  const registrations = (await (
    await request.get(`/api/events/${symposium?._id ?? ""}/registrations`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { _id: string; payments?: { _id: string }[] }[];
  const paymentId = registrations.find((entry) => entry._id === registrationId)?.payments?.[0]?._id ?? "";
  const confirmed = await request.put(
    `/api/events/${symposium?._id ?? ""}/registrations/${registrationId}/payments/${paymentId}`,
    { headers: { authorization: `Bearer ${token}` }, data: { status: "received" } },
  );
  expect(confirmed.status()).toBe(200);
  const { receiptNumber } = (await confirmed.json()) as { receiptNumber: string };

  await page.reload();
  const receiptButton = registration.getByRole("button", { name: `Download receipt ${receiptNumber}` });
  await expect(receiptButton).toBeVisible();
  await expect(registration.locator("[data-report-form]")).toBeHidden();
  const [download] = await Promise.all([page.waitForEvent("download"), receiptButton.click()]);
  expect(download.suggestedFilename()).toBe(`receipt-${receiptNumber.replace("/", "-")}.pdf`);
  expect((await sink.waitFor(email)).subject).toContain(`Payment received: receipt ${receiptNumber}`);
});
