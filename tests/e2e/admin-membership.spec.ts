import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { firstStored } from "../../src/domain/first-stored";
import { PHONE, expectNoAxeViolations, openPanelSignedIn, registerApplicant, storedRecord } from "./support/common";

/**
 * The Membership tab (membership types; pending requests accepted and rejected; accepted members
 * searched, exported and removed) and the Payment Details tab, through the Admin Panel, with the
 * records as stored. How /membership/info shows them: tests/unit/built-demo-content-pages.test.ts;
 * an accepted member reaching the public directory: edit-to-live.spec.ts.
 */

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("Membership types: create (after a validation failure, with computed GST and total), edit, delete", async ({
  page,
  request,
}) => {
  await openPanelSignedIn(page, "/admin/membership");
  await expect(page.getByRole("heading", { level: 2, name: "Membership" })).toBeVisible();
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
  await expect(toast(page, "Membership added successfully!")).toBeVisible();
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
  await expect(toast(page, "Membership updated successfully!")).toBeVisible();
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
  await expect(toast(page, "Membership deleted successfully!")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(type) })).toHaveCount(0);
});

test("Membership requests: accept one, reject another; search, export and remove members", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const acceptName = `Accepted Applicant ${stamp}`;
  const rejectName = `Rejected Applicant ${stamp}`;
  // A designation a spreadsheet would take for a formula.
  await registerApplicant(request, acceptName, `accept.${stamp}@example.org`, "=1+1 Professor");
  await registerApplicant(request, rejectName, `reject.${stamp}@example.org`);

  await openPanelSignedIn(page, "/admin/membership");
  const pending = page.getByRole("table", { name: "Pending membership requests" });
  const members = page.getByRole("table", { name: "Accepted members" });
  await expect(pending.getByRole("row", { name: new RegExp(acceptName) })).toBeVisible();
  const rejectRow = pending.getByRole("row", { name: new RegExp(rejectName) });
  await expect(rejectRow).toContainText(`reject.${stamp}@example.org`);
  await expect(rejectRow).toContainText("+91 98765 43210");
  await expect(members).toBeVisible();
  await expectNoAxeViolations(page);

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
  await expect(toast(page, "Membership request rejected successfully!")).toBeVisible();
  await expect(page.getByText(rejectName)).toHaveCount(0);

  // Accept: the request moves to the accepted members.
  await page.getByRole("button", { name: `Accept ${acceptName}` }).click();
  await expect(toast(page, "Membership request accepted successfully!")).toBeVisible();
  await expect(pending.getByRole("row", { name: new RegExp(acceptName) })).toHaveCount(0);
  await expect(members.getByRole("row", { name: new RegExp(acceptName) })).toBeVisible();

  // Search over the member fields.
  const search = page.getByLabel("Search members");
  await search.fill(`accept.${stamp}@EXAMPLE`);
  await expect(members.getByRole("row")).toHaveCount(2);
  await expect(page.getByText(/^1 of \d+ members match/)).toBeVisible();
  await search.fill("no member matches this");
  await expect(members).toHaveCount(0);
  await search.fill("");
  await expect(members.getByRole("row", { name: /Demo Member Asha Verma/ })).toBeVisible();

  // CSV export: every accepted member, quoted.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("members.csv");
  const csv = (await readFile(await download.path())).toString("utf8");
  expect(csv).toContain(`"${acceptName}","accept.${stamp}@example.org","+91 98765 43210","Indian"`);
  expect(csv).toContain(`"Indian","'=1+1 Professor","1 Test Road, Lucknow"`);
  expect(csv).toContain('"Demo Member Asha Verma"');
  expect(csv).not.toContain(rejectName);

  // Now in the public directory's list (the page itself: edit-to-live.spec.ts).
  const directory = (await (await request.get("/api/membership-registrations")).json()) as { name: string }[];
  expect(directory.map((entry) => entry.name)).toContain(acceptName);

  // Remove the member again (the reject call), after a confirmation.
  await page.getByRole("button", { name: `Remove ${acceptName}` }).click();
  const confirmRemove = page.getByRole("dialog", { name: "Are you sure you want to delete this member?" });
  await expect(confirmRemove).toContainText(acceptName);
  await confirmRemove.getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Member deleted successfully!")).toBeVisible();
  await expect(page.getByText(acceptName)).toHaveCount(0);
});

test("Membership requests: failures are quiet for the lists and alerted for the actions", async ({ page, request }) => {
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
  await expect(page.getByRole("table", { name: "Membership types" })).toBeVisible();
  await expect(page.getByText("Could not load the list.")).toHaveCount(2);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  expect(logged.some((text) => text.includes("Failed to load membership registrations."))).toBe(true);
  await page.unroute("**/api/membership-registrations/");
  await page.getByRole("button", { name: "Try again" }).first().click();
  await expect(page.getByRole("button", { name: `Accept ${name}` })).toBeVisible();

  // Accept and reject that fail say so and keep the request.
  await page.route("**/api/membership-registrations/*/*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: `Accept ${name}` }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to accept request." })).toBeVisible();
  await page.getByRole("button", { name: `Reject ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reject" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to reject request." })).toBeVisible();
  await page.getByRole("button", { name: "Remove Demo Member Asha Verma" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to delete member." })).toBeVisible();
  await expect(page.getByRole("button", { name: `Accept ${name}` })).toBeVisible();
  await page.unroute("**/api/membership-registrations/*/*");

  // Clean up through the UI.
  await page.getByRole("button", { name: `Reject ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Membership request rejected successfully!")).toBeVisible();
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
  await expect(toast(page, "Payment details added successfully!")).toBeVisible();
  await expect(add).toBeFocused();
  const row = table.getByRole("row", { name: new RegExp(holder) });
  await expect(row).toContainText("123456789012");
  await expect(row).toContainText("SBIN0001234");
  await expect(row).toContainText("226002001");
  await expect(row).toContainText("panel.test@sbi");

  // The public page shows the first record only (SPEC: "first record used on the public page"):
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
  await expect(toast(page, "Payment details updated successfully!")).toBeVisible();
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
  await expect(toast(page, "Payment details updated successfully!")).toBeVisible();
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
  await expect(page.getByRole("alert").filter({ hasText: "Failed to delete payment details." })).toBeVisible();
  await expect(row).toBeVisible();
  await page.unroute("**/api/payment-details/*");

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await confirmDelete.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Payment details deleted successfully!")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(holder) })).toHaveCount(0);

  // The shown record put back as it was.
  await page.getByRole("button", { name: `Edit ${shownTitle}` }).click();
  await page.getByLabel("Bank and branch").fill(shownBank);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Payment details updated successfully!")).toBeVisible();
  await expect(shownRow).toContainText(shownBank);
});
