import { expect, test } from "@playwright/test";
import { GSTIN_MESSAGES } from "../../src/domain/gstin";
import { SETTINGS_MESSAGES } from "../../src/domain/settings";
import { TAX_SETTINGS_MESSAGES } from "../../src/domain/tax-settings";
import { ADMIN, adminToken, openPanelSignedIn } from "./support/common";
import { alert, axeOnDesktopAndPhone, expectStatusShown, goOffline } from "./support/panel";

/**
 * The Settings tab (docs/rules/members-and-money.md §2): the defaults, problems next to their fields (the panel's own
 * check and the API's answer), a save that the API stores as it should and the tab still shows
 * after a reload, a failed save that keeps what was typed, and axe at 1280 and 360 px. The rules
 * themselves: tests/unit/settings-api.test.ts and gstin.test.ts.
 */

test("Settings: defaults, refused fields, saved and shown after a reload, a failed save, axe", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const before = (await (await request.get("/api/settings", { headers: auth })).json()) as Record<string, string>;

  await openPanelSignedIn(page, "/admin/settings");
  await expect(page.getByRole("heading", { level: 2, name: "Settings" })).toBeVisible();
  const form = page.getByRole("form", { name: "Society settings" });
  await expect(form.getByLabel("Office e-mail")).toHaveValue(before.officeEmail ?? ADMIN.email);
  await expect(form.getByLabel("State")).toHaveValue(before.state ?? "");

  // The panel's own check: each problem next to its field, focus on the first.
  const gstin = form.getByLabel("GSTIN");
  const prefix = form.getByLabel("Member number prefix");
  await gstin.fill("09ABCDE1234F1ZA");
  await prefix.fill("S");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(form.getByText(GSTIN_MESSAGES.check)).toBeVisible();
  await expect(form.getByText(SETTINGS_MESSAGES.prefix)).toBeVisible();
  await expect(gstin).toHaveAttribute("aria-invalid", "true");
  await expect(gstin).toBeFocused();
  await expect(alert(page, "Please correct the highlighted fields.")).toBeVisible();
  await axeOnDesktopAndPhone(page);

  // Valid values, typed in lower case; Enter in a field saves.
  const officeEmail = `office-${Date.now()}@example.org`;
  await form.getByLabel("Legal name").fill("Panel Test Society (Regd.)");
  await form.getByLabel("Address").fill("12 Panel Marg, Bengaluru 560001");
  await form.getByLabel("State").selectOption("Karnataka");
  await gstin.fill("09abcde1234f1zy");
  await form.getByLabel("SAC code").fill("999599");
  await form.getByLabel("Office e-mail").fill(officeEmail);
  await prefix.fill("agri");

  // The API's answer is shown by field too (here a refusal the panel's check cannot foresee).
  await page.route("**/api/settings", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            message: "Office e-mail is not accepted.",
            issues: [{ field: "officeEmail", message: "Office e-mail is not accepted." }],
          }),
        })
      : route.fallback(),
  );
  await prefix.press("Enter");
  await expect(form.getByText("Office e-mail is not accepted.")).toBeVisible();
  await expect(form.getByLabel("Office e-mail")).toBeFocused();
  await page.unroute("**/api/settings");

  // A save that cannot reach the server keeps everything typed and says so.
  await goOffline(page, "**/api/settings", ["PUT"]);
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(alert(page, SETTINGS_MESSAGES.saveFailed)).toBeVisible();
  await expect(form.getByLabel("Office e-mail")).toHaveValue(officeEmail);
  await page.unroute("**/api/settings");

  // Members abroad supplied under LUT need the LUT's reference: the API says so next to the field.
  await form.getByLabel("GST rates in force").fill("18, 5, 12");
  await form.getByLabel("Members outside India").selectOption("lut");
  await form.getByLabel("LUT reference").fill("");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(form.getByText(TAX_SETTINGS_MESSAGES.lutRequired)).toBeVisible();
  await expect(form.getByLabel("LUT reference")).toBeFocused();
  await form.getByLabel("LUT reference").fill("AD0904260012345");

  await form.getByRole("button", { name: "Save settings" }).click();
  await expectStatusShown(page, SETTINGS_MESSAGES.saved);
  // The form shows what was stored: the GSTIN and prefix in capitals, the rates in order.
  await expect(form.getByLabel("GST rates in force")).toHaveValue("5, 12, 18");
  await expect(gstin).toHaveValue("09ABCDE1234F1ZY");
  await expect(prefix).toHaveValue("AGRI");
  const expected = {
    legalName: "Panel Test Society (Regd.)",
    address: "12 Panel Marg, Bengaluru 560001",
    state: "Karnataka",
    gstin: "09ABCDE1234F1ZY",
    sac: "999599",
    officeEmail,
    memberNumberPrefix: "AGRI",
    gstRates: [5, 12, 18],
    exportSupply: "lut",
    lutReference: "AD0904260012345",
  };
  expect(await (await request.get("/api/settings", { headers: auth })).json()).toEqual({
    ...expected,
    updatedAt: expect.any(String),
  });

  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Settings" })).toBeVisible();
  for (const [label, value] of [
    ["Legal name", expected.legalName],
    ["State", expected.state],
    ["GSTIN", expected.gstin],
    ["Office e-mail", expected.officeEmail],
    ["Member number prefix", expected.memberNumberPrefix],
    ["Members outside India", expected.exportSupply],
    ["LUT reference", expected.lutReference],
  ] as const) {
    await expect(form.getByLabel(label), label).toHaveValue(value);
  }
  await axeOnDesktopAndPhone(page);

  // The other admin specs find the settings as they were (saved over the version loaded before this spec's saves).
  expect(
    (await request.put("/api/settings", { headers: auth, data: { ...before, updatedAt: undefined } })).status(),
  ).toBe(200);
});
