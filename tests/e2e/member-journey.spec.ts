import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatRupees } from "../../src/domain/format";
import { adminToken, DESKTOP, expectNoAxeViolations, PHONE, publishState, waitForPublish } from "./support/common";
import { mailSink } from "./support/mail-sink";
import { expectStatusShown } from "./support/panel";

/**
 * A member's whole path through the real site and API, with e-mail delivered over SMTP to the test
 * sink (playwright.config.ts starts it and points this project's server at it): registration, the
 * e-mail, sign-in with the password, the account page (Pending, the amount, the UPI QR code), a
 * payment report, sign-out, sign-in with an e-mailed code, a profile and consent change that the
 * directory shows after the office accepts and the site rebuilds, the data export, sign-out. axe
 * checks the sign-in steps and the account page at 360 and 1280 px on the way. The rules behind the
 * pages are unit-tested (tests/unit/member-pages.test.ts).
 */

const UPI_ID = "saeetd-journey@sbi";
const PASSWORD = "journey password 1";
const NEW_PASSWORD = "journey password 2";
const INDIAN_LIFE_TOTAL = 11_800;

/** axe at both widths, ending at the desktop width. */
async function expectAccessibleAtBothWidths(page: Page) {
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
}

/** The society's bank details get a UPI ID (docs/rules/members-and-money.md §2), so the account page can offer a QR code. */
async function giveBankDetailsAUpiId(request: APIRequestContext, token: string) {
  const [details] = (await (await request.get("/api/payment-details")).json()) as Record<string, unknown>[];
  expect(details, "the demo bank details").toBeDefined();
  const { _id: id, accountHolderName, bankAndBranch, accountNumber, ifscCode, micrCode } = details ?? {};
  const response = await request.put(`/api/payment-details/${String(id)}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { accountHolderName, bankAndBranch, accountNumber, ifscCode, micrCode, upiId: UPI_ID },
  });
  expect(response.status()).toBe(200);
}

const loginForm = (page: Page) => ({
  email: page.getByRole("textbox", { name: "E-mail", exact: true }),
  proceed: page.getByRole("button", { name: "Proceed" }),
  password: page.getByLabel("Password", { exact: true }),
  signIn: page.getByRole("button", { name: "Sign in", exact: true }),
  askForCode: page.getByRole("button", { name: "E-mail me a sign-in code" }),
  code: page.getByLabel("Sign-in code"),
});

test("a member registers, pays, signs in by password and by code, updates the directory and takes their data", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `journey-${stamp}@example.org`;
  const sink = mailSink(request);
  // The account page checks payments with zod, which must run under the script policy (no eval).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(event.violatedDirective));
  });
  const cspViolations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const token = await adminToken(request);
  await giveBankDetailsAUpiId(request, token);

  // Registration, and the e-mail that says how to pay.
  await page.goto("/membership/registration");
  await page.getByRole("radio", { name: "Indian", exact: true }).check();
  await page.getByRole("combobox", { name: "Membership type" }).selectOption({
    label: `Life: ${formatRupees(INDIAN_LIFE_TOTAL)} (fee ${formatRupees(10_000)} + GST ${formatRupees(1_800)})`,
  });
  await expect(page.getByRole("definition").last()).toHaveText(formatRupees(INDIAN_LIFE_TOTAL));
  const fields: [string, string][] = [
    ["Full name", `Journey Member ${stamp}`],
    ["E-mail", email],
    ["Contact number", "+91 90000 12345"],
    ["Designation", "Field Scientist"],
    ["Address", "7 Journey Marg, Lucknow"],
    ["Area of specialization", "Seed systems"],
    ["Password", PASSWORD],
    ["Confirm password", PASSWORD],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Register" }).click();
  await expectStatusShown(page, "Registration successful!");
  const received = await sink.waitFor(email);

  // Sign-in with the password; the account shows the standing, the amount and the QR code.
  await page.goto("/login");
  const login = loginForm(page);
  await login.email.fill(email);
  await login.proceed.click();
  await expect(login.password).toBeFocused();
  await expectAccessibleAtBothWidths(page);
  await login.password.fill("not the password");
  await login.signIn.click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Invalid e-mail or password.");
  await login.password.fill(PASSWORD);
  await login.signIn.click();
  await expect(page).toHaveURL(/\/account\/?$/);

  const membership = page.getByRole("region", { name: "Your membership" });
  await expect(membership.getByText("Pending", { exact: true })).toBeVisible();
  const reference = (await membership.getByRole("definition").first().textContent()) ?? "";
  expect(reference).toMatch(/^\S{4,16}$/);
  expect(received.text, "the application e-mail names the reference").toContain(reference);
  await expect(membership.getByRole("definition").filter({ hasText: formatRupees(INDIAN_LIFE_TOTAL) })).toHaveCount(2);
  const pay = page.getByRole("region", { name: "How to pay" });
  const qr = pay.getByRole("img", { name: /UPI QR code/ });
  await expect(qr).toBeVisible();
  // The picture is drawn by the site (GET /api/member/payment-qr) and has loaded.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const upiUri = (await qr.getAttribute("data-upi-uri")) ?? "";
  expect(upiUri).toMatch(/^upi:\/\/pay\?/);
  const upi = new URL(upiUri.replace("upi://pay", "https://upi.invalid/pay")).searchParams;
  expect(Object.fromEntries(upi)).toMatchObject({ pa: UPI_ID, am: "11800.00", cu: "INR", tr: reference });
  await expect(pay.getByText(UPI_ID, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your payments" })).toContainText("No payments yet.");
  await expectAccessibleAtBothWidths(page);

  // A payment reported by UPI.
  const report = page.getByRole("region", { name: "Report a payment" });
  const utr = stamp.padEnd(12, "7").slice(-12);
  // The form is fetched when asked for, and the focus goes to its first field.
  await report.getByRole("button", { name: "Report a payment" }).click();
  await expect(report.getByLabel("Method")).toBeFocused();
  await expect(report.getByLabel("Method")).toHaveValue("UPI");
  await report.getByLabel("UTR number").fill(utr);
  await expect(report.getByLabel("Amount paid (₹)")).toHaveValue("11800.00");
  await report.getByRole("button", { name: "Report payment" }).click();
  await expect(report.getByRole("status")).toHaveText(/Your payment has been reported/);
  const payments = page.getByRole("region", { name: "Your payments" });
  await expect(payments.getByRole("row").filter({ hasText: utr })).toContainText("Reported, awaiting confirmation");
  expect(await cspViolations()).toEqual([]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login\/?$/);
  expect((await page.request.get("/api/member/me")).status()).toBe(401);

  // Sign-in with a code from the e-mail.
  await sink.clear();
  await login.email.fill(email);
  await login.proceed.click();
  await login.askForCode.click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
    "If this e-mail is registered, a sign-in code has been sent.",
  );
  await expectAccessibleAtBothWidths(page);
  const code = /\b(\d{6})\b/.exec((await sink.waitFor(email)).text)?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await login.code.fill(code);
  await login.signIn.click();
  await expect(page).toHaveURL(/\/account\/?$/);

  // Profile and consent; the directory shows them once the office accepts and the site rebuilds.
  const profile = page.getByRole("region", { name: "Your details" });
  const designation = `Principal Scientist ${stamp}`;
  await profile.getByRole("button", { name: "Change your details" }).click();
  await profile.getByLabel("Designation", { exact: true }).fill(designation);
  await profile.getByRole("checkbox", { name: /List my e-mail, phone number and address/ }).check();
  await profile.getByRole("button", { name: "Save details" }).click();
  await expect(profile.getByRole("status")).toHaveText(/Your details have been saved\./);
  // An address naming a section opens its form ("Forgot your password?" leads to /account#password).
  await page.goto("/account#password");
  await expect(
    page.getByRole("region", { name: "Password" }).getByLabel("New password", { exact: true }),
  ).toBeVisible();
  // A new password ends every other session, not this one: the page still opens signed in.
  const passwordSection = page.getByRole("region", { name: "Password" });
  await passwordSection.getByLabel("Current password").fill(PASSWORD);
  await passwordSection.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await passwordSection.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await passwordSection.getByRole("button", { name: "Change password" }).click();
  await expect(passwordSection.getByRole("status")).toHaveText(/Your password has been changed\./);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/?$/);
  await expect(page.getByRole("region", { name: "Your membership" })).toBeVisible();

  const me = (await (await page.request.get("/api/member/me")).json()) as { _id: string; designation: string };
  expect(me.designation).toBe(designation);
  const before = await publishState(request, token);
  const accepted = await request.put(`/api/membership-registrations/accept/${me._id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(accepted.status()).toBe(200);
  await waitForPublish(request, token, before);
  const directory = await page.context().newPage();
  await directory.goto("/membership/directory");
  await directory.getByRole("searchbox", { name: "Search", exact: true }).fill(stamp);
  const row = directory.getByRole("table", { name: "Members of the society" }).locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(designation);
  await expect(row).toContainText(email);
  await directory.close();

  // The export, then sign-out.
  await page.reload();
  await expect(page.getByRole("region", { name: "Your membership" }).getByText("Life", { exact: true })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const file = await (await download).path();
  const exported = await readFile(file, "utf8");
  expect(exported).toContain(email);
  expect(exported).toContain(designation);
  expect(exported).not.toContain(PASSWORD);
  expect(exported).not.toMatch(/scrypt\$/);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login\/?$/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\/?$/);
});
