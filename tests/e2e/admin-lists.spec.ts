import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { firstStored } from "../../src/domain/first-stored";
import { expectNoAxeViolations, openPanelSignedIn, storedRecord } from "./support/common";
import { expectStatusShown } from "./support/panel";

/**
 * The Admin Panel's list tabs (Workshops, Conference listings, Awards, Awardees, Editorial Board,
 * Nominations): on each, create, edit and delete through the UI with one validation failure, axe
 * with the form open, and the record stored as the form says. How the public pages render these records is checked on the
 * built pages (tests/unit/built-demo-*.test.ts, built-fixtures-*.test.ts); edit-to-live once per kind
 * of page in edit-to-live.spec.ts.
 */

async function openTab(page: Page, path: string, heading: string) {
  await openPanelSignedIn(page, `/admin/${path}`);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
}

/** Confirms the delete dialog for `noun` and waits for the success message. */
async function confirmDelete(page: Page, rowTitle: string, noun: string, deleted: string) {
  await page.getByRole("button", { name: `Delete ${rowTitle}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Are you sure you want to delete this ${noun}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(rowTitle);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectStatusShown(page, deleted);
}

const rowOf = (table: Locator, text: string) => table.getByRole("row").filter({ hasText: text });

test("Workshops: validation, create, edit, delete", async ({ page, request }) => {
  await openTab(page, "workshops", "Workshops");
  const table = page.getByRole("table", { name: "Workshops" });
  await expect(table).toBeVisible();

  const add = page.getByRole("button", { name: "Add Workshop" });
  await add.click();
  await expect(page.getByRole("heading", { level: 3, name: "Add workshop" })).toBeVisible();
  await expect(page.getByLabel("Serial number")).toBeFocused();

  // Validation failure: serial number below 1 and a year out of range, nothing sent.
  await page.getByLabel("Serial number").fill("0");
  await page.getByLabel("Year").fill("1850");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Serial number must be at least 1.")).toBeVisible();
  await expect(page.getByText("Year must be between 1900 and 2099.")).toBeVisible();
  await expect(page.getByText("Topic is required.")).toBeVisible();
  await expect(page.getByLabel("Serial number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Serial number")).toBeFocused();
  await expectNoAxeViolations(page);

  const topic = `Panel workshop ${Date.now()}`;
  await page.getByLabel("Serial number").fill("901");
  await page.getByLabel("Year").fill("2026");
  await page.getByLabel("Topic").fill(topic);
  await page.getByLabel("Venue").fill("Demo Hall, Lucknow");
  await page.getByLabel("Date").fill("2026-12-04");
  await page.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "Workshop added successfully!");
  await expect(add).toBeFocused();
  await expect(rowOf(table, topic)).toContainText("901");
  // Sorted by serial number: the new one (901) is the last row.
  await expect(table.getByRole("row").last()).toContainText(topic);

  expect(await storedRecord(request, "/api/workshops", "topic", topic)).toMatchObject({
    serialNumber: 901,
    year: 2026,
    venue: "Demo Hall, Lucknow",
    date: "2026-12-04",
  });

  // Edit: filled from the row.
  await page.getByRole("button", { name: `Edit ${topic}`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 3, name: /Edit workshop/ })).toBeVisible();
  await expect(page.getByLabel("Serial number")).toHaveValue("901");
  await expect(page.getByLabel("Year")).toHaveValue("2026");
  await expect(page.getByLabel("Date")).toHaveValue("2026-12-04");
  await page.getByLabel("Venue").fill("Demo Auditorium, Kanpur");
  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "Workshop updated successfully!");
  await expect(rowOf(table, topic)).toContainText("Demo Auditorium, Kanpur");

  await confirmDelete(page, topic, "workshop", "Workshop deleted successfully!");
  await expect(rowOf(table, topic)).toHaveCount(0);
});

test("Conference listings: validation, create with the details to be announced, edit, delete", async ({
  page,
  request,
}) => {
  await openTab(page, "conference-listings", "Conference listings");
  await expect(page.getByText(/for conferences without an event page/)).toBeVisible();
  const table = page.getByRole("table", { name: "Conference listings" });
  await expect(table).toBeVisible();

  const add = page.getByRole("button", { name: "Add Conference Listing" });
  await add.click();
  await expect(page.getByRole("heading", { level: 3, name: "Add conference listing" })).toBeVisible();
  await expect(page.getByLabel("Kind")).toBeFocused();

  // Validation failure: no kind chosen and a year out of range, nothing sent.
  await page.getByLabel("Year").fill("1850");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Kind is required.")).toBeVisible();
  await expect(page.getByText("Year must be between 1900 and 2099.")).toBeVisible();
  await expect(page.getByLabel("Kind")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Kind")).toBeFocused();
  await expectNoAxeViolations(page);

  // Only the kind and the year: the theme, venue and dates are to be announced. A year older than every
  // other listing's, so the row is the last of the table (newest year first).
  const stamp = Date.now();
  const year = 1900 + (stamp % 50);
  const venue = `Panel venue ${stamp}`;
  await page.getByLabel("Kind").selectOption({ label: "National symposium" });
  await page.getByLabel("Year").fill(String(year));
  await page.getByLabel("Venue").fill(venue);
  await page.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "Conference listing added successfully!");
  await expect(add).toBeFocused();
  await expect(rowOf(table, venue)).toContainText("National symposium");
  await expect(table.getByRole("row").last()).toContainText(venue);
  expect(await storedRecord(request, "/api/conference-listings", "venue", venue)).toMatchObject({
    kind: "symposium",
    year,
    theme: "",
    dates: "",
  });

  // Edit: filled from the row; the theme and dates are announced.
  await rowOf(table, venue)
    .getByRole("button", { name: /^Edit / })
    .click();
  await expect(page.getByRole("heading", { level: 3, name: /Edit conference listing/ })).toBeVisible();
  await expect(page.getByLabel("Kind")).toHaveValue("symposium");
  await expect(page.getByLabel("Year")).toHaveValue(String(year));
  const theme = `Panel theme ${stamp}`;
  await page.getByLabel("Theme").fill(theme);
  await page.getByLabel("Dates").fill(`3–5 March ${year}`);
  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "Conference listing updated successfully!");
  await expect(rowOf(table, venue)).toContainText(theme);
  expect(await storedRecord(request, "/api/conference-listings", "venue", venue)).toMatchObject({
    theme,
    dates: `3–5 March ${year}`,
  });

  await confirmDelete(
    page,
    `National symposium ${year}: ${theme}`,
    "conference listing",
    "Conference listing deleted successfully!",
  );
  await expect(rowOf(table, venue)).toHaveCount(0);
});

test("Awards: validation, create with a periodicity, edit, delete", async ({ page, request }) => {
  await openTab(page, "awards", "Awards");
  const table = page.getByRole("table", { name: "Awards" });
  await expect(table).toBeVisible();

  const add = page.getByRole("button", { name: "Add Award" });
  await add.click();
  await expect(page.getByRole("heading", { level: 3, name: "Add award" })).toBeVisible();
  await expect(page.getByLabel("S.No.")).toBeFocused();
  await expect(page.getByLabel("Periodicity")).toContainText("Annual");

  // Validation failure: S.No. 0, a year out of range, no periodicity chosen.
  await page.getByLabel("S.No.").fill("0");
  await page.getByLabel("Year of institution").fill("2100");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("S.No. must be at least 1.")).toBeVisible();
  await expect(page.getByText("Year of institution must be between 1900 and 2099.")).toBeVisible();
  await expect(page.getByText("Periodicity is required.")).toBeVisible();
  await expect(page.getByText("Eligibility is required.")).toBeVisible();
  await expect(page.getByLabel("S.No.")).toBeFocused();
  await expectNoAxeViolations(page);

  const name = `Panel Award ${Date.now()}`;
  await page.getByLabel("S.No.").fill("77");
  await page.getByLabel("Award name").fill(name);
  await page.getByLabel("Year of institution").fill("1999");
  await page.getByLabel("Value").fill("A medal and a citation");
  await page.getByLabel("Periodicity").selectOption("Biennial");
  await page.getByLabel("Eligibility").fill("Members of ten years' standing.");
  await page.getByLabel("Administration").fill("The award committee.");
  await page.getByLabel("Procedure").fill("Nominations by two members.");
  await page.getByLabel("Presentation").fill("At the annual convention.");
  await page.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "Award added successfully!");
  await expect(add).toBeFocused();
  await expect(rowOf(table, name)).toContainText("Biennial");
  await expect(table.getByRole("row").last()).toContainText(name);

  expect(await storedRecord(request, "/api/awards", "name", name)).toMatchObject({
    sno: 77,
    year: 1999,
    value: "A medal and a citation",
    periodicity: "Biennial",
    eligibility: "Members of ten years' standing.",
    administration: "The award committee.",
    procedure: "Nominations by two members.",
    presentation: "At the annual convention.",
  });

  await page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
  await expect(page.getByLabel("Periodicity")).toHaveValue("Biennial");
  await expect(page.getByLabel("Procedure")).toHaveValue("Nominations by two members.");
  await page.getByLabel("Periodicity").selectOption("One-time");
  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "Award updated successfully!");
  await expect(rowOf(table, name)).toContainText("One-time");

  await confirmDelete(page, name, "award", "Award deleted successfully!");
  await expect(rowOf(table, name)).toHaveCount(0);
});

test("Awardees: the award is chosen from the awards list; validation, create, edit, delete", async ({
  page,
  request,
}) => {
  await openTab(page, "awardees", "Awardees");
  const table = page.getByRole("table", { name: "Awardees" });
  await expect(table).toBeVisible();

  const add = page.getByRole("button", { name: "Add Awardee" });
  await add.click();
  await expect(page.getByRole("heading", { level: 3, name: "Add awardee" })).toBeVisible();
  const award = page.getByRole("combobox", { name: "Award (required)" });
  await expect(award).toBeFocused();
  await expect(award.getByRole("option", { name: "Demo Young Agri-Entrepreneur Award" })).toBeAttached();

  // Validation failure: no award chosen, S.No. 0.
  await page.getByLabel("S.No.").fill("0");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Award name is required.")).toBeVisible();
  await expect(page.getByText("S.No. must be at least 1.")).toBeVisible();
  await expect(page.getByText("Year is required.")).toBeVisible();
  await expect(award).toHaveAttribute("aria-invalid", "true");
  await expect(award).toBeFocused();
  await expectNoAxeViolations(page);

  const person = `Dr. Panel Awardee ${Date.now()}`;
  await award.selectOption("Demo Young Agri-Entrepreneur Award");
  await page.getByLabel("S.No.").fill("55");
  await page.getByLabel("Year").fill("2025");
  await page.getByLabel("Awardee name").fill(person);
  await page.getByLabel("Lecture topic").fill("Farm-gate processing");
  await page.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "Awardee added successfully!");
  await expect(add).toBeFocused();
  await expect(rowOf(table, person)).toContainText("Demo Young Agri-Entrepreneur Award");
  await expect(table.getByRole("row").last()).toContainText(person);

  expect(await storedRecord(request, "/api/awardees", "awardeeName", person)).toMatchObject({
    awardName: "Demo Young Agri-Entrepreneur Award",
    sno: 55,
    year: 2025,
    lectureTopic: "Farm-gate processing",
  });

  const title = `${person} (2025)`;
  await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  await expect(award).toHaveValue("Demo Young Agri-Entrepreneur Award");
  await expect(page.getByLabel("S.No.")).toHaveValue("55");
  await award.selectOption("Demo Lifetime Award in Environmental Technology");
  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "Awardee updated successfully!");
  await expect(rowOf(table, person)).toContainText("Demo Lifetime Award in Environmental Technology");

  await confirmDelete(page, title, "awardee", "Awardee deleted successfully!");
  await expect(rowOf(table, person)).toHaveCount(0);
});

test("Editorial Board: validation, create (grouped with its category), edit, delete", async ({ page, request }) => {
  await openTab(page, "editorial-board", "Editorial Board");
  const table = page.getByRole("table", { name: "Editorial board members" });
  await expect(table).toBeVisible();

  const add = page.getByRole("button", { name: "Add Board Member" });
  await add.click();
  await expect(page.getByRole("heading", { level: 3, name: "Add board member" })).toBeVisible();
  await expect(page.getByLabel("Category")).toBeFocused();

  // Validation failure: nothing but commas in the areas.
  await page.getByLabel("Category").fill("Editors");
  await page.getByLabel("Areas of specialization").fill(" , ,");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Content is required.")).toBeVisible();
  await expect(page.getByText("At least one area of specialization is required.")).toBeVisible();
  await expect(page.getByLabel("Content")).toBeFocused();
  await expectNoAxeViolations(page);

  const name = `Demo Editor Dr. Panel ${Date.now()}`;
  await page.getByLabel("Content").fill(`${name}\nDemo Professor of Horticulture\nExample College, Agra`);
  await page.getByLabel("Areas of specialization").fill(" Horticulture ,  Fruit science ,");
  await page.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "Board member added successfully!");
  await expect(add).toBeFocused();
  const row = rowOf(table, name);
  await expect(row).toContainText("Horticulture, Fruit science");
  // Grouped: the new Editors entry comes right after the other Editors, before the Advisory Board.
  const categories = await table.locator("tbody tr td:first-child").allTextContents();
  const firstOf = (category: string) => categories.indexOf(category);
  expect(categories.lastIndexOf("Editors")).toBeLessThan(firstOf("Advisory Board"));
  expect(
    categories.slice(firstOf("Editors"), categories.lastIndexOf("Editors") + 1).every((c) => c === "Editors"),
  ).toBe(true);

  // Stored with the content's lines and the areas trimmed, as the public board shows them.
  expect(
    await storedRecord(
      request,
      "/api/editorials",
      "content",
      `${name}\nDemo Professor of Horticulture\nExample College, Agra`,
    ),
  ).toMatchObject({ category: "Editors", areasOfSpecialization: ["Horticulture", "Fruit science"] });

  await page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
  await expect(page.getByLabel("Category")).toHaveValue("Editors");
  await expect(page.getByLabel("Content")).toHaveValue(
    `${name}\nDemo Professor of Horticulture\nExample College, Agra`,
  );
  await expect(page.getByLabel("Areas of specialization")).toHaveValue("Horticulture, Fruit science");
  await page.getByLabel("Areas of specialization").fill("Horticulture, Fruit science, Floriculture");
  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "Board member updated successfully!");
  await expect(row).toContainText("Floriculture");

  await confirmDelete(page, name, "board member", "Board member deleted successfully!");
  await expect(row).toHaveCount(0);
});

interface NominationRecord {
  _id: string;
  createdAt: string;
  mainContent: string;
  instructions: string[];
  links: string[];
}

const nominationInfo = async (request: APIRequestContext) =>
  (await (await request.get("/api/award-nomination")).json()) as NominationRecord[];

test("Nominations: validation, create with instructions per line and a link, edit, delete", async ({
  page,
  request,
}) => {
  await openTab(page, "nominations", "Nominations");
  const table = page.getByRole("table", { name: "Nomination info" });
  await expect(table).toBeVisible();

  const add = page.getByRole("button", { name: "Add Nomination Info" });
  await add.click();
  await expect(page.getByRole("heading", { level: 3, name: "Add nomination info" })).toBeVisible();
  await expect(page.getByLabel("Main content")).toBeFocused();

  // Validation failure: no instructions (blank lines only) and a link that is not a web address.
  await page.getByLabel("Main content").fill("Nominations are open.");
  await page.getByLabel("Instructions").fill("\n  \n");
  await page.getByLabel("Link").fill("not a web address");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("At least one instruction is required.")).toBeVisible();
  await expect(page.getByText("Link must be a web address starting with http:// or https://.")).toBeVisible();
  await expect(page.getByLabel("Instructions")).toBeFocused();
  await expect(page.getByLabel("Link")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  const stamp = Date.now();
  const marker = `Panel nominations ${stamp}`;
  await page
    .getByLabel("Main content")
    .fill(`${marker} are open.\n\nSecond paragraph with <strong>bold</strong> text.`);
  await page
    .getByLabel("Instructions")
    .fill("Fill in the form completely.\n\nSend it to the <strong>secretary</strong>.\n");
  await page.getByLabel("Link").fill("https://example.org/panel-form");
  await page.getByRole("button", { name: "Save" }).click();
  await expectStatusShown(page, "Nomination info added successfully!");
  await expect(add).toBeFocused();
  const row = rowOf(table, marker);
  await expect(row).toContainText("Fill in the form completely. · Send it to the secretary.");
  await expect(row.getByRole("link", { name: /https:\/\/example\.org\/panel-form/ })).toBeVisible();

  // The public page shows the first entry only (the site contract: "first element used"): the demo one, above
  // the new one. It gets one more instruction through the form here, and is put back at the end.
  const shown = firstStored(await nominationInfo(request));
  expect(shown?.mainContent).toContain("The society invites nominations for its awards for the coming year.");
  const shownRow = rowOf(table, "The society invites nominations for its awards for the coming year.");
  await shownRow.getByRole("button", { name: /^Edit / }).click();
  await expect(page.getByRole("heading", { level: 3, name: /Edit nomination info/ })).toBeVisible();
  const shownInstructions = await page.getByLabel("Instructions").inputValue();
  const added = `Panel instruction ${stamp}: late nominations are returned.`;
  await page.getByLabel("Instructions").fill(`${shownInstructions}\n${added}`);
  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "Nomination info updated successfully!");
  await expect(shownRow).toContainText(added);

  // The public page shows the first stored entry: it is still the demo one, now with the added
  // instruction last; the new entry comes after it.
  const entries = await nominationInfo(request);
  const first = firstStored(entries);
  expect(first?.instructions).toEqual([...(shown?.instructions ?? []), added]);
  const mine = entries.find((entry) => entry.mainContent.includes(marker));
  expect(mine?._id).not.toBe(first?._id);
  expect(mine).toMatchObject({
    instructions: ["Fill in the form completely.", "Send it to the <strong>secretary</strong>."],
    links: ["https://example.org/panel-form"],
  });

  const edit = table.getByRole("button", { name: new RegExp(`^Edit nomination info “${marker}`) });
  await edit.click();
  await expect(page.getByRole("heading", { level: 3, name: /Edit nomination info/ })).toBeVisible();
  await expect(page.getByLabel("Instructions")).toHaveValue(
    "Fill in the form completely.\nSend it to the <strong>secretary</strong>.",
  );
  await expect(page.getByLabel("Link")).toHaveValue("https://example.org/panel-form");
  await page.getByLabel("Instructions").press("End");
  await page.getByLabel("Instructions").pressSequentially("\nLate nominations are not considered.");
  await page.getByLabel("Link").fill("");
  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "Nomination info updated successfully!");
  await expect(row).toContainText("Late nominations are not considered.");
  await expect(row.getByRole("link")).toHaveCount(0);

  await row.getByRole("button", { name: /^Delete / }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete this nomination info?" });
  await expect(dialog).toContainText(marker);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectStatusShown(page, "Nomination info deleted successfully!");
  await expect(row).toHaveCount(0);

  // The shown entry put back as it was.
  await shownRow.getByRole("button", { name: /^Edit / }).click();
  await page.getByLabel("Instructions").fill(shownInstructions);
  await page.getByRole("button", { name: "Update" }).click();
  await expectStatusShown(page, "Nomination info updated successfully!");
  await expect(shownRow).not.toContainText(added);
  const restored = firstStored(await nominationInfo(request));
  expect({
    mainContent: restored?.mainContent,
    instructions: restored?.instructions,
    links: restored?.links,
  }).toEqual({ mainContent: shown?.mainContent, instructions: shown?.instructions, links: shown?.links });
});
