import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { firstStored } from "../../src/domain/first-stored";
import { formatRupees } from "../../src/domain/format";
import {
  PHONE,
  adminToken,
  expectNoAxeViolations,
  openPanelSignedIn,
  registerApplicant,
  storedRecord,
} from "./support/common";
import { axeOnDesktopAndPhone, expectStatusShown } from "./support/panel";

/**
 * The Membership Types tab, and the Membership tab (the desk of applications and members: filtered by standing,
 * searched, accepted, rejected and removed; one record opened to confirm, reject and record
 * payments, download its receipts and certificate) and the Payment Details tab, through the Admin
 * Panel, with the records as stored. How /membership/info shows them: tests/unit/built-demo-content-pages.test.ts;
 * an accepted member reaching the public directory: edit-to-live.spec.ts.
 */

test("Membership types: create (after a validation failure, with computed GST and total), edit, delete", async ({
  page,
  request,
}) => {
  await openPanelSignedIn(page, "/admin/membership-types");
  await expect(page.getByRole("heading", { level: 2, name: "Membership Types" })).toBeVisible();
  const table = page.getByRole("table", { name: "Membership types" });
  await expect(table).toBeVisible();

  const add = page.getByRole("button", { name: "Add Membership Type" });
  await add.click();
  await expect(page.getByRole("heading", { level: 3, name: "Add membership type" })).toBeVisible();
  await expect(page.getByLabel("Nationality")).toBeFocused();

  // Validation failure: nothing chosen or typed.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Nationality must be one of Indian, SAARC or Foreign.")).toBeVisible();
  await expect(page.getByText("Membership type is required.")).toBeVisible();
  await expect(page.getByText("Membership info is required.")).toBeVisible();
  await expect(page.getByLabel("Nationality")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Indian: the public rate table shows the Indian types only.
  const type = `Panel Type ${Date.now()}`;
  await page.getByLabel("Nationality").selectOption("Indian");
  await page.getByRole("textbox", { name: /^Membership type/ }).fill(type);
  await page.getByLabel("Membership info").fill("Created from the admin panel test.");
  await page.getByLabel("Membership fee").fill("₹1,500");
  // Not chosen, the term follows the type's name; chosen, it is stored.
  await expect(page.getByText("Not chosen: Annual, from the type's name.")).toBeVisible();
  await page.getByLabel("Term").selectOption("Life");
  // GST and total left empty: the hints show what will be saved.
  await expect(page.getByText("leave empty to use 18% of the fee (₹270.00)")).toBeVisible();
  await expect(page.getByText("leave empty to use fee + GST (₹1,770.00)")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "Membership added successfully!");
  await expect(add).toBeFocused();
  const row = table.getByRole("row", { name: new RegExp(type) });
  await expect(row).toContainText("₹1,500.00");
  await expect(row).toContainText("₹270.00");
  await expect(row).toContainText("₹1,770.00");

  // Stored with the computed amounts, among the Indian options the public rate table lists.
  expect(await storedRecord(request, "/api/memberships/get", "membershipType", type)).toMatchObject({
    nationality: "Indian",
    membershipInfo: "Created from the admin panel test.",
    membershipFee: 1500,
    gst: 270,
    total: 1770,
    term: "Life",
  });

  // Edit: the given GST and total are kept as typed.
  await page.getByRole("button", { name: `Edit Indian ${type}` }).click();
  await expect(page.getByLabel("Membership fee")).toHaveValue("1500");
  await expect(page.getByLabel("GST")).toHaveValue("270");
  await page.getByLabel("Membership fee").fill("2000");
  await page.getByLabel("GST").fill("Rs. 360");
  await page.getByLabel("Total").fill("₹2,360.00");
  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "Membership updated successfully!");
  await expect(row).toContainText("₹2,360.00");

  // A failed save keeps the form filled and says so.
  await page.route("**/api/memberships/*", (route) =>
    route.request().method() === "PUT" ? route.abort("internetdisconnected") : route.fallback(),
  );
  await page.getByRole("button", { name: `Edit Indian ${type}` }).click();
  await page.getByLabel("Membership info").fill("Not sent.");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to save membership details." })).toBeVisible();
  await expect(page.getByLabel("Membership info")).toHaveValue("Not sent.");
  await page.unroute("**/api/memberships/*");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("dialog", { name: "Discard your changes?" }).getByRole("button", { name: "Discard" }).click();

  await page.getByRole("button", { name: `Delete Indian ${type}` }).click();
  const confirmDelete = page.getByRole("dialog", { name: "Are you sure you want to delete this membership type?" });
  await confirmDelete.getByRole("button", { name: "Delete" }).click();
  await expectStatusShown(page, "Membership deleted successfully!");
  await expect(table.getByRole("row", { name: new RegExp(type) })).toHaveCount(0);
});

/** The desk's table, and one record's row in it. */
const deskTable = (page: Page) => page.getByRole("table", { name: "Applications and members list" });
const deskRow = (page: Page, name: string) => deskTable(page).getByRole("row", { name: new RegExp(name) });

/** An applicant's record as the admin API gives it (with its money once the server adds it). */
async function adminRecord(request: APIRequestContext, id: string) {
  const token = await adminToken(request);
  const response = await request.get("/api/membership-registrations/", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const records = (await response.json()) as { _id: string; amountDue?: number; membershipFee: number }[];
  const record = records.find((candidate) => candidate._id === id);
  expect(record, `registration ${id}`).toBeDefined();
  return { amountDue: record?.amountDue ?? record?.membershipFee ?? 0 };
}

/** The applicant signs in (password from registerApplicant) and reports a payment (docs/rules/members-and-money.md §3). */
async function reportPayment(
  request: APIRequestContext,
  email: string,
  payment: { reference: string; amount: number; paidOn: string },
) {
  const login = await request.post("/api/member/login", { data: { email, password: "a-test-password" } });
  expect(login.status()).toBe(200);
  const response = await request.post("/api/member/payments", {
    data: { method: "UPI", purpose: "application", ...payment },
  });
  expect(response.status()).toBe(201);
  await request.post("/api/member/logout");
}

/** The path and Authorization header of the next call to `url` the page makes. */
async function nextCall(page: Page, url: string): Promise<{ path: string; authorization: string | null }> {
  const request = await page.waitForRequest(url);
  return { path: new URL(request.url()).pathname, authorization: await request.headerValue("authorization") };
}

test("Applications and members: reject one, accept another after the balance question; search and remove", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const acceptName = `Accepted Applicant ${stamp}`;
  const rejectName = `Rejected Applicant ${stamp}`;
  await registerApplicant(request, acceptName, `accept.${stamp}@example.org`);
  await registerApplicant(request, rejectName, `reject.${stamp}@example.org`);

  await openPanelSignedIn(page, "/admin/membership");
  await expect(page.getByRole("heading", { level: 3, name: "Applications and members" })).toBeVisible();
  await expect(deskRow(page, acceptName)).toBeVisible();
  const rejectRow = deskRow(page, rejectName);
  await expect(rejectRow).toContainText("Pending");
  await expect(rejectRow).toContainText("Indian");
  await expect(rejectRow.getByRole("cell").nth(5)).toHaveText("₹0.00");
  await expect(deskRow(page, "Demo Member Asha Verma")).toBeVisible();
  await expectStatusShown(page, /^\d+ of \d+ shown$/);

  // Reject, after a confirmation that can be cancelled.
  await page.getByRole("button", { name: `Reject ${rejectName}` }).click();
  const confirmReject = page.getByRole("dialog", {
    name: "Are you sure you want to reject this membership request?",
  });
  await expect(confirmReject).toContainText(rejectName);
  await confirmReject.getByRole("button", { name: "Cancel" }).click();
  await expect(rejectRow).toBeVisible();
  await page.getByRole("button", { name: `Reject ${rejectName}` }).click();
  await confirmReject.getByRole("button", { name: "Reject" }).click();
  await expectStatusShown(page, "Membership request rejected successfully!");
  await expect(page.getByText(rejectName)).toHaveCount(0);

  // Accept with nothing received: the question says so, with the balance (DECISIONS 14).
  await page.getByRole("button", { name: `Accept ${acceptName}` }).click();
  const confirmAccept = page.getByRole("dialog", {
    name: /^Nothing has been received for this application \(balance ₹[\d,]+\.\d\d\)\. Accept anyway\?$/,
  });
  await expect(confirmAccept).toContainText(acceptName);
  await confirmAccept.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: `Accept ${acceptName}` })).toBeFocused();
  await page.getByRole("button", { name: `Accept ${acceptName}` }).click();
  await confirmAccept.getByRole("button", { name: "Accept" }).click();
  await expectStatusShown(page, "Membership request accepted successfully!");
  const acceptedRow = deskRow(page, acceptName);
  await expect(acceptedRow.getByRole("button", { name: `Remove ${acceptName}` })).toBeVisible();
  await expect(acceptedRow.getByRole("button", { name: `Accept ${acceptName}` })).toHaveCount(0);
  await expect(acceptedRow).not.toContainText("Pending");

  // Search over name, e-mail, contact, number and reference.
  const search = page.getByLabel("Search applications and members");
  await search.fill(`accept.${stamp}@EXAMPLE`);
  await expect(deskTable(page).getByRole("row")).toHaveCount(2);
  await expectStatusShown(page, /^1 of \d+ shown$/);
  await search.fill("no record matches this");
  await expect(deskTable(page)).toHaveCount(0);
  await expect(page.getByText("No records match.")).toBeVisible();
  await expectStatusShown(page, /^0 of \d+ shown$/);
  await search.fill("");
  await expect(deskRow(page, "Demo Member Asha Verma")).toBeVisible();

  // Now in the public directory's list (the page itself: edit-to-live.spec.ts).
  const directory = (await (await request.get("/api/membership-registrations")).json()) as { name: string }[];
  expect(directory.map((entry) => entry.name)).toContain(acceptName);

  // Remove the member again (the reject call), after a confirmation.
  await page.getByRole("button", { name: `Remove ${acceptName}` }).click();
  const confirmRemove = page.getByRole("dialog", { name: "Are you sure you want to delete this member?" });
  await expect(confirmRemove).toContainText(acceptName);
  await confirmRemove.getByRole("button", { name: "Remove" }).click();
  await expectStatusShown(page, "Member deleted successfully!");
  await expect(page.getByText(acceptName)).toHaveCount(0);
});

test("The desk: filter by standing, open a record, confirm a reported payment, record one, accept with the balance", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const utr = (n: number) => String(stamp * 10 + n).slice(-12);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const unpaidName = `Desk Unpaid ${stamp}`;
  const reportedName = `Desk Reported ${stamp}`;
  const unpaidId = await registerApplicant(request, unpaidName, `desk.unpaid.${stamp}@example.org`);
  const reportedId = await registerApplicant(request, reportedName, `desk.reported.${stamp}@example.org`);
  const { amountDue } = await adminRecord(request, unpaidId);
  expect((await adminRecord(request, reportedId)).amountDue).toBe(amountDue);
  // The member reports the whole fee, and a second payment the office will reject.
  await reportPayment(request, `desk.reported.${stamp}@example.org`, {
    reference: utr(1),
    amount: amountDue,
    paidOn: today,
  });
  await reportPayment(request, `desk.reported.${stamp}@example.org`, { reference: utr(2), amount: 10, paidOn: today });

  await openPanelSignedIn(page, "/admin/membership");
  await expect(deskRow(page, reportedName)).toBeVisible();

  // Filters, each with its count: a reported payment is not yet received.
  const pendingUnpaid = page.getByRole("radio", { name: /^Pending – nothing paid \(\d+\)$/ });
  const pendingPaid = page.getByRole("radio", { name: /^Pending – paid \(\d+\)$/ });
  await expect(page.getByRole("radio", { name: /^All \(\d+\)$/ })).toBeChecked();
  await pendingUnpaid.check();
  await expect(deskRow(page, unpaidName)).toBeVisible();
  await expect(deskRow(page, reportedName)).toBeVisible();
  await expect(deskRow(page, "Demo Member Asha Verma")).toHaveCount(0);
  await page.getByRole("radio", { name: /^Life \(\d+\)$/ }).check();
  await expect(deskRow(page, unpaidName)).toHaveCount(0);
  await pendingPaid.check();
  await expect(deskRow(page, reportedName)).toHaveCount(0);

  // Open a record: its desk, with focus on its heading.
  await pendingUnpaid.check();
  await page.getByRole("button", { name: `Open ${reportedName}` }).click();
  const desk = page.getByRole("region", { name: reportedName, exact: true });
  await expect(desk.getByRole("heading", { level: 4, name: reportedName })).toBeFocused();
  await expect(desk).toContainText(`desk.reported.${stamp}@example.org`);
  await expect(desk).toContainText("1 Test Road, Lucknow");
  const payments = desk.getByRole("table", { name: `Payments of ${reportedName}` });
  const firstReport = payments.getByRole("row", { name: new RegExp(utr(1)) });
  await expect(firstReport).toContainText("Reported by the member");
  await axeOnDesktopAndPhone(page);

  // Reject the small one (with a note, after a confirmation), confirm the whole fee.
  await desk.getByLabel("Note with a confirmation or rejection").fill("Not on the bank statement");
  await desk.getByRole("button", { name: new RegExp(`^Reject .*${utr(2)}`) }).click();
  const confirmReject = page.getByRole("dialog", { name: "Reject this reported payment?" });
  await expect(confirmReject).toContainText(utr(2));
  await confirmReject.getByRole("button", { name: "Reject payment" }).click();
  await expectStatusShown(page, "Payment rejected.");
  await expect(payments.getByRole("row", { name: new RegExp(utr(2)) })).toContainText(
    "Rejected (note: Not on the bank statement)",
  );
  await desk.getByRole("button", { name: new RegExp(`^Confirm .*${utr(1)}`) }).click();
  await expectStatusShown(page, /^Payment received\. Receipt \d{4}-\d{2}\/\d{4,} issued\.$/);
  await expect(firstReport).toContainText("Received");
  const receipt = firstReport.getByRole("button", { name: /^Receipt \d{4}-\d{2}\/\d{4,}$/ });
  await expect(receipt).toBeVisible();
  await expect(desk.getByRole("definition").filter({ hasText: /^₹0\.00$/ })).toHaveCount(1);
  // The record now counts as paid (it left the "nothing paid" filter); Escape closes its desk and
  // focus goes back to its Open button.
  await expect(deskRow(page, reportedName)).toHaveCount(0);
  await pendingPaid.check();
  await expect(deskRow(page, reportedName).getByRole("cell").nth(5)).toHaveText(formatRupees(amountDue));
  await expect(deskRow(page, reportedName).getByRole("cell").nth(6)).toHaveText("₹0.00");
  await expect(deskRow(page, unpaidName)).toHaveCount(0);
  await desk.getByRole("heading", { level: 4 }).focus();
  await page.keyboard.press("Escape");
  await expect(desk).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Open ${reportedName}` })).toBeFocused();

  // The receipt downloads as a PDF through a call with the admin token (a plain link could not send it).
  await page.getByRole("button", { name: `Open ${reportedName}` }).click();
  const receiptNumber = ((await receipt.textContent()) ?? "").replace("Receipt ", "");
  const receiptCall = nextCall(page, "**/api/receipts/*");
  const downloading = page.waitForEvent("download");
  await receipt.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${receiptNumber.replace("/", "-")}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe("%PDF-");
  expect(await receiptCall).toMatchObject({
    path: `/api/receipts/${receiptNumber.replace("/", "-")}`,
    authorization: expect.stringMatching(/^Bearer \S+$/),
  });

  // Record a payment at the office for the other applicant: first refused by the form's checks.
  await page.getByRole("radio", { name: /^All \(\d+\)$/ }).check();
  await page.getByRole("button", { name: `Open ${unpaidName}` }).click();
  const unpaidDesk = page.getByRole("region", { name: unpaidName, exact: true });
  const form = unpaidDesk.getByRole("form", { name: "Record a payment" });
  await expect(form.getByLabel("Amount (₹)")).toHaveValue(amountDue.toFixed(2));
  await expect(form.getByLabel("Paid on")).toHaveValue(today);
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form.getByText("Reference is required.")).toBeVisible();
  await expect(form.getByRole("textbox", { name: /^Reference/ })).toBeFocused();
  await expect(form.getByRole("alert")).toContainText("Please correct the highlighted fields.");
  // A reference already recorded is refused by the server (409), at the reference.
  await form.getByRole("textbox", { name: /^Reference/ }).fill(utr(1));
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form.getByText("This payment reference is already recorded.").first()).toBeVisible();
  // A part payment, by cheque, typed with the rupee sign and grouping.
  const part = Math.round(amountDue / 2);
  await form.getByLabel("Method").selectOption("Cheque/DD");
  await form.getByRole("textbox", { name: /^Reference/ }).fill(`CHQ-${stamp}`);
  await form.getByLabel("Amount (₹)").fill(formatRupees(part));
  await form.getByRole("button", { name: "Record payment" }).click();
  await expectStatusShown(page, /^Payment received\. Receipt \d{4}-\d{2}\/\d{4,} issued\.$/);
  const recorded = unpaidDesk
    .getByRole("table", { name: `Payments of ${unpaidName}` })
    .getByRole("row", { name: new RegExp(`CHQ-${stamp}`) });
  await expect(recorded).toContainText("Received");
  await expect(recorded.getByRole("button", { name: /^Receipt \d{4}-\d{2}\/\d{4,}$/ })).toBeVisible();
  const balance = formatRupees(amountDue - part);
  const unpaidRow = deskRow(page, unpaidName);
  await expect(unpaidRow.getByRole("cell").nth(5)).toHaveText(formatRupees(part));
  await expect(unpaidRow.getByRole("cell").nth(6)).toHaveText(balance);
  // The form starts afresh with the balance left.
  await expect(form.getByLabel("Amount (₹)")).toHaveValue((amountDue - part).toFixed(2));
  await expect(form.getByRole("textbox", { name: /^Reference/ })).toHaveValue("");

  // Accept with a part received: the question shows the balance.
  await page.getByRole("button", { name: `Accept ${unpaidName}` }).click();
  const confirmAccept = page.getByRole("dialog", { name: "Accept this membership application?" });
  await expect(confirmAccept).toContainText(
    `received ${formatRupees(part)} of ${formatRupees(amountDue)}, balance ${balance}`,
  );
  await confirmAccept.getByRole("button", { name: "Accept" }).click();
  await expectStatusShown(page, "Membership request accepted successfully!");
  await expect(unpaidRow.getByRole("cell").nth(1)).toHaveText(/^[A-Z]{2,10}-\d{5}$/);
  const certificateCall = nextCall(page, "**/api/membership-registrations/*/certificate");
  const certificateDownloading = page.waitForEvent("download");
  await unpaidDesk.getByRole("button", { name: "Certificate (PDF)" }).click();
  const certificate = await certificateDownloading;
  expect(certificate.suggestedFilename()).toMatch(/^membership-certificate-[A-Z]{2,10}-\d{5}\.pdf$/);
  expect((await readFile(await certificate.path())).subarray(0, 5).toString()).toBe("%PDF-");
  expect(await certificateCall).toMatchObject({
    path: `/api/membership-registrations/${unpaidId}/certificate`,
    authorization: expect.stringMatching(/^Bearer \S+$/),
  });

  // Close hands focus back; clean up through the table.
  await unpaidDesk.getByRole("button", { name: `Close ${unpaidName}` }).click();
  await expect(page.getByRole("button", { name: `Open ${unpaidName}` })).toBeFocused();
  for (const [name, label] of [
    [unpaidName, "Remove"],
    [reportedName, "Reject"],
  ] as const) {
    await page.getByRole("button", { name: `${label} ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: label }).click();
    await expect(page.getByText(name)).toHaveCount(0);
  }
});

test("Applications and members: failures are quiet for the list and alerted for the actions", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const name = `Failing Applicant ${stamp}`;
  await registerApplicant(request, name, `failing.${stamp}@example.org`);

  // The registrations cannot be loaded: no alert, a quiet line with Try again.
  await page.route("**/api/membership-registrations/", (route) => route.abort("internetdisconnected"));
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  await openPanelSignedIn(page, "/admin/membership");
  await expect(page.getByRole("heading", { level: 2, name: "Membership" })).toBeVisible();
  await expect(page.getByText("Could not load the list.")).toHaveCount(1);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  expect(logged.some((text) => text.includes("Failed to load membership registrations."))).toBe(true);
  await page.unroute("**/api/membership-registrations/");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("button", { name: `Accept ${name}` })).toBeVisible();

  // Accept, reject and remove that fail say so and keep the record.
  await page.route("**/api/membership-registrations/*/*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: `Accept ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to accept request." })).toBeVisible();
  await page.getByRole("button", { name: `Reject ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reject" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to reject request." })).toBeVisible();
  await page.getByRole("button", { name: "Remove Demo Member Asha Verma" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to delete member." })).toBeVisible();
  await expect(page.getByRole("button", { name: `Accept ${name}` })).toBeVisible();

  // Recording a payment that cannot reach the server keeps what was typed and says so.
  await page.getByRole("button", { name: `Open ${name}` }).click();
  const form = page.getByRole("region", { name, exact: true }).getByRole("form", { name: "Record a payment" });
  await form.getByRole("textbox", { name: /^Reference/ }).fill(String(stamp).slice(-12));
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form.getByRole("alert")).toContainText("Failed to record the payment.");
  await expect(form.getByRole("textbox", { name: /^Reference/ })).toHaveValue(String(stamp).slice(-12));
  await page.unroute("**/api/membership-registrations/*/*");

  // Clean up through the UI.
  await page.getByRole("button", { name: `Reject ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reject" }).click();
  await expectStatusShown(page, "Membership request rejected successfully!");
});

test("Payment Details: create (after a validation failure), edit, delete", async ({ page, request }) => {
  await openPanelSignedIn(page, "/admin/payment-details");
  await expect(page.getByRole("heading", { level: 2, name: "Payment Details" })).toBeVisible();
  const table = page.getByRole("table", { name: "Payment details" });
  await expect(table).toBeVisible();

  const add = page.getByRole("button", { name: "Add Payment Details" });
  await add.click();
  await expect(page.getByLabel("Account holder name")).toBeFocused();

  const stamp = Date.now();
  const holder = `Panel Test Account ${stamp}`;
  await page.getByLabel("Account holder name").fill(holder);
  await page.getByLabel("Bank and branch").fill("Test Bank, Hazratganj Branch");
  await page.getByLabel("Account number").fill("1234 5678 9012");
  await page.getByLabel("IFSC code").fill("NOTANIFSC");
  await page.getByLabel("MICR code").fill("12345");
  await page.getByLabel("UPI ID").fill("panel test at bank");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText(
      "IFSC code must be 11 characters: 4 letters, a zero, then 6 letters or digits (for example SBIN0001234).",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByText("MICR code must be 9 digits.")).toBeVisible();
  await expect(
    page.getByText(
      "UPI ID must be a UPI address like society@sbi: letters, digits, dots, hyphens or underscores, then @ and the bank's handle.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByLabel("IFSC code")).toBeFocused();
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel("IFSC code").fill("sbin 0001234");
  await page.getByLabel("MICR code").fill("226-002-001");
  await page.getByLabel("UPI ID").fill(" Panel.Test@SBI ");
  await page.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "Payment details added successfully!");
  await expect(add).toBeFocused();
  const row = table.getByRole("row", { name: new RegExp(holder) });
  await expect(row).toContainText("123456789012");
  await expect(row).toContainText("SBIN0001234");
  await expect(row).toContainText("226002001");
  await expect(row).toContainText("panel.test@sbi");

  // The public page shows the first record only (the site contract: "first record used on the public page"):
  // the demo account, above the new one. Its bank and branch are changed through the form here,
  // and put back at the end.
  const shownTitle = "Demo Society Account (not a real account), account 000000000000";
  const shownRow = table.getByRole("row", { name: /Demo Society Account \(not a real account\)/ });
  await page.getByRole("button", { name: `Edit ${shownTitle}` }).click();
  const shownBank = await page.getByLabel("Bank and branch").inputValue();
  expect(shownBank).toBe("Demo Bank, Example Branch, Lucknow (demonstration only)");
  const newBank = `Panel Test Bank ${stamp}, Aliganj Branch`;
  await page.getByLabel("Bank and branch").fill(newBank);
  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "Payment details updated successfully!");
  await expect(shownRow).toContainText(newBank);

  // The first stored record (the one /membership/info shows) has the new bank and branch; the new
  // record is stored after it, normalised.
  const records = (await (await request.get("/api/payment-details/get")).json()) as (Record<string, unknown> & {
    _id: string;
    createdAt: string;
  })[];
  expect(firstStored(records)).toMatchObject({
    accountHolderName: "Demo Society Account (not a real account)",
    bankAndBranch: newBank,
  });
  expect(records.find((record) => record.accountHolderName === holder)).toMatchObject({
    accountNumber: "123456789012",
    ifscCode: "SBIN0001234",
    micrCode: "226002001",
    upiId: "panel.test@sbi",
  });

  const title = `${holder}, account 123456789012`;
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(page.getByLabel("IFSC code")).toHaveValue("SBIN0001234");
  await expect(page.getByLabel("UPI ID")).toHaveValue("panel.test@sbi");
  await page.getByLabel("MICR code").fill("");
  await page.getByLabel("Bank and branch").fill("Test Bank, Gomti Nagar Branch");
  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "Payment details updated successfully!");
  await expect(row).toContainText("Gomti Nagar");
  // The MICR code is now none; the UPI ID is still there.
  await expect(row.getByRole("cell")).toContainText(["None", "panel.test@sbi"]);

  // A failed delete says so and keeps the row.
  await page.route("**/api/payment-details/*", (route) =>
    route.request().method() === "DELETE" ? route.abort("internetdisconnected") : route.fallback(),
  );
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const confirmDelete = page.getByRole("dialog", {
    name: "Are you sure you want to delete this payment details record?",
  });
  await confirmDelete.getByRole("button", { name: "Delete" }).click();
  const failed = page.getByRole("alert").filter({ hasText: "Failed to delete payment details." });
  await expect(failed).toBeVisible();
  await expect(row).toBeVisible();
  await page.unroute("**/api/payment-details/*");
  // The message stays until dismissed, and the page keeps room for it (WCAG 2.4.11): the row's
  // button, reached again, is scrolled above the message, not under it.
  const again = page.getByRole("button", { name: `Delete ${title}` });
  await again.focus();
  const [buttonBox, messageBox] = await Promise.all([again.boundingBox(), failed.boundingBox()]);
  expect((buttonBox?.y ?? Infinity) + (buttonBox?.height ?? 0)).toBeLessThanOrEqual(messageBox?.y ?? 0);
  await again.click();
  await confirmDelete.getByRole("button", { name: "Delete" }).click();
  await expectStatusShown(page, "Payment details deleted successfully!");
  await expect(table.getByRole("row", { name: new RegExp(holder) })).toHaveCount(0);

  // The shown record put back as it was.
  await page.getByRole("button", { name: `Edit ${shownTitle}` }).click();
  await page.getByLabel("Bank and branch").fill(shownBank);
  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "Payment details updated successfully!");
  await expect(shownRow).toContainText(shownBank);
});
