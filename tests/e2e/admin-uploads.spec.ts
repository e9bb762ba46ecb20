import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, openPanelSignedIn } from "./support/common";
import { alert, axeOnDesktopAndPhone, expectStatusShown, pdf, png, status } from "./support/panel";

/**
 * The Admin Panel's upload tabs: Executive Council (photo upload, biodata checked as you type),
 * Downloads (PDF upload, add and delete only) and Books (cover upload, lists and prices typed as
 * text). Each: a validation failure, create, edit (not Downloads) and delete through the UI, and
 * axe with the form open, and the records as stored. How the public pages show such records:
 * tests/unit/built-demo-content-pages.test.ts; a saved book with its cover reaching the public
 * pages: edit-to-live.spec.ts.
 */

test.describe("Executive Council", () => {
  const table = (page: Page) => page.getByRole("table", { name: "Executive council members" });

  test("add with a photo (after a validation failure), edit, delete", async ({ page, request }) => {
    await openPanelSignedIn(page, "/admin/executive-council");
    await expect(page.getByRole("heading", { level: 2, name: "Executive Council" })).toBeVisible();
    await expect(table(page)).toBeVisible();

    const add = page.getByRole("button", { name: "Add Member" });
    await add.click();
    await expect(page.getByRole("heading", { level: 3, name: "Add council member" })).toBeVisible();
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page.getByText("No picture yet")).toBeVisible();

    // Biodata JSON is checked as it is typed, and said in a status.
    const biodata = page.getByLabel("Biodata");
    await biodata.fill('{"birth": "1961, Pune", "education": {');
    await expectStatusShown(page, "Not valid JSON yet");
    await expect(biodata).toHaveAccessibleDescription(/Not valid JSON yet/);

    // Validation failure: nothing sent, messages next to the fields.
    await page.getByLabel("E-mail").fill("not-an-email");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Name is required.")).toBeVisible();
    await expect(page.getByText("E-mail must be a valid e-mail address.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(alert(page, "Please correct the highlighted fields.")).toBeVisible();
    await axeOnDesktopAndPhone(page);

    const name = `Dr. Upload Test ${Date.now()}`;
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Designation").fill("Treasurer");
    await page.getByLabel("Postal address").fill("Division of Agronomy\nNew Delhi 110012");
    await page.getByLabel("E-mail").fill("upload.test@example.org");
    await page.getByLabel("Mobile").fill("+91 98765 43210");
    await biodata.fill(
      '{"birth": "1961, Pune", "education": {"Ph.D.": "IARI, New Delhi"}, "positions": ["Treasurer, 2025-27", "Editor, 2020-24"]}',
    );
    await expectStatusShown(page, "Valid JSON biodata: birth, 1 education entry, 2 positions.");
    await page.getByLabel("Photo").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: png(4, 4) });
    const preview = page.getByRole("img", { name: "Preview: chosen: photo.png" });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => [img.clientWidth, img.clientHeight])).toEqual([96, 96]);
    expect(await preview.evaluate((img) => getComputedStyle(img).borderRadius)).toBe("50%");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Save" }).click();
    await expectStatusShown(page, "Member added successfully!");
    await expect(page.getByRole("heading", { level: 3, name: "Add council member" })).toHaveCount(0);
    await expect(add).toBeFocused();
    await expect(table(page).getByRole("row", { name: new RegExp(name) })).toBeVisible();

    // The photo was uploaded as multipart and is served as a PNG.
    const members = (await (await request.get("/api/executives")).json()) as {
      _id: string;
      name: string;
      image: string;
      biodata: string;
    }[];
    const created = members.find((member) => member.name === name);
    expect(created?.image).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);
    const photo = await request.get(created?.image ?? "");
    expect(photo.headers()["content-type"]).toBe("image/png");
    expect(created).toMatchObject({
      designation: "Treasurer",
      postalAddress: "Division of Agronomy\nNew Delhi 110012",
      email: "upload.test@example.org",
    });
    expect(JSON.parse(created?.biodata ?? "{}")).toMatchObject({ education: { "Ph.D.": "IARI, New Delhi" } });

    // Edit: filled from the row, the current photo previewed; without a new file it is kept.
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { level: 3, name: /Edit council member/ })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue(name);
    await expect(page.getByLabel("Postal address")).toHaveValue("Division of Agronomy\nNew Delhi 110012");
    await expect(page.getByRole("img", { name: "Preview: current picture" })).toBeVisible();
    await page.getByLabel("Designation").fill("Joint Secretary");
    await biodata.fill("Plain-text biodata is fine too.");
    await expect(status(page, "Valid JSON")).toHaveCount(0);
    await page.getByRole("button", { name: "Update" }).click();
    await expectStatusShown(page, "Member updated successfully!");
    await expect(page.getByRole("button", { name: `Edit ${name}` })).toBeFocused();
    await expect(table(page).getByRole("row", { name: new RegExp(name) })).toContainText("Joint Secretary");
    const updated = (await (await request.get(`/api/executives/${created?._id ?? ""}`)).json()) as {
      image: string;
      biodata: string;
    };
    expect(updated.image).toBe(created?.image);
    expect(updated.biodata).toBe("Plain-text biodata is fine too.");

    // Delete after the confirmation.
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this member?" });
    await expect(confirm).toContainText(name);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectStatusShown(page, "Member deleted successfully!");
    await expect(table(page).getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  });
});

test.describe("Downloads", () => {
  const table = (page: Page) => page.getByRole("table", { name: "Downloads" });

  test("add a PDF (after a validation failure), newest first, delete", async ({ page, request }) => {
    await openPanelSignedIn(page, "/admin/downloads");
    await expect(page.getByRole("heading", { level: 2, name: "Downloads" })).toBeVisible();
    await expect(table(page)).toBeVisible();
    // Add and delete only.
    await expect(table(page).getByRole("button", { name: /^Edit / })).toHaveCount(0);

    const add = page.getByRole("button", { name: "Add Download" });
    await add.click();
    await expect(page.getByRole("heading", { level: 3, name: "Add download" })).toBeVisible();
    await expect(page.getByLabel("Title")).toBeFocused();

    // Validation failure: a title but no file.
    const title = `Upload test form ${Date.now()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Authentication and PDF file are required.")).toBeVisible();
    await expect(page.getByLabel("PDF file")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("PDF file")).toBeFocused();
    await axeOnDesktopAndPhone(page);

    // Not a .pdf: refused before sending.
    await page
      .getByLabel("PDF file")
      .setInputFiles({ name: "form.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The file must be a PDF document (.pdf).")).toBeVisible();

    await page
      .getByLabel("PDF file")
      .setInputFiles({ name: "form.pdf", mimeType: "application/pdf", buffer: pdf("panel upload") });
    await expect(page.getByText("Authentication and PDF file are required.")).toHaveCount(0);
    await page.getByRole("button", { name: "Save" }).click();
    await expectStatusShown(page, "Download added successfully!");
    await expect(add).toBeFocused();
    // Newest first: the new one is the first row.
    await expect(table(page).getByRole("row").nth(1)).toContainText(title);
    const link = table(page).getByRole("link", { name: `Download PDF of ${title}` });
    await expect(link).toHaveAttribute("download", `${title}.pdf`);

    // The stored file is the PDF, served under its title.
    const href = (await link.getAttribute("href")) ?? "";
    const file = await request.get(href);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["content-disposition"]).toContain(`filename="${title}.pdf"`);
    expect((await file.body()).subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${title}.pdf`);

    // Listed publicly, newest first, with the address the table links to.
    const [newest] = (await (await request.get("/api/downloads")).json()) as { title: string; pdfUrl: string }[];
    expect(newest).toMatchObject({ title, pdfUrl: href });

    await page.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this download?" });
    await expect(confirm).toContainText(title);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectStatusShown(page, "Download deleted successfully!");
    await expect(table(page).getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
    expect((await request.get(href)).status()).toBe(404);
  });
});

test.describe("Books", () => {
  const table = (page: Page) => page.getByRole("table", { name: "Books" });

  test("add with a cover (after a validation failure), edit, delete", async ({ page, request }) => {
    await openPanelSignedIn(page, "/admin/books");
    await expect(page.getByRole("heading", { level: 2, name: "Books" })).toBeVisible();
    await expect(table(page)).toBeVisible();

    const add = page.getByRole("button", { name: "Add Book" });
    await add.click();
    await expect(page.getByRole("heading", { level: 3, name: "Add book" })).toBeVisible();
    await expect(page.getByLabel("Name")).toBeFocused();

    // Validation failure: the API's own rules, next to the fields.
    const name = `Panel Book ${Date.now()}`;
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Editors").fill(" , ");
    await page.getByLabel("Year").fill("1850");
    await page.getByLabel("Pages").fill("0");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Editors is required.")).toBeVisible();
    await expect(page.getByText("Year must be between 1900 and 2099.")).toBeVisible();
    await expect(page.getByText("Pages must be at least 1.")).toBeVisible();
    await expect(page.getByText("Price is required.")).toBeVisible();
    await expect(page.getByLabel("Editors")).toBeFocused();
    await expect(alert(page, "Please correct the highlighted fields.")).toBeVisible();
    await axeOnDesktopAndPhone(page);

    await page.getByLabel("Editors").fill("A. Kumar,  B. Singh ,");
    await page.getByLabel("Year").fill("2026");
    await page.getByLabel("Pages").fill("212");
    await page.getByLabel("ISBN").fill("978-81-00000-00-1");
    await page.getByLabel("Price").fill("₹1,180.50");
    await page.getByLabel("About").fill("A <strong>panel</strong> book.");
    await page.getByLabel("Contents").fill("1. Soils\n2. Water");
    await page.getByLabel("Cover").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png(3, 4) });
    await expect(page.getByRole("img", { name: "Preview: chosen: cover.png" })).toBeVisible();
    await page.getByRole("button", { name: "Save" }).click();
    await expectStatusShown(page, "Book added successfully!");
    await expect(add).toBeFocused();
    const row = table(page).getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("A. Kumar, B. Singh");
    await expect(row).toContainText("₹1,180.50");

    const books = (await (await request.get("/api/books")).json()) as {
      _id: string;
      name: string;
      editors: string[];
      price: number;
      image: string;
      about: string;
    }[];
    const created = books.find((book) => book.name === name);
    expect(created?.editors).toEqual(["A. Kumar", "B. Singh"]);
    expect(created?.price).toBe(1180.5);
    expect(created?.about).toContain("<strong>panel</strong>");
    expect(created?.image).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);

    // Edit: filled from the row (lists joined, the price as a number); a new cover replaces the old one.
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { level: 3, name: /Edit book/ })).toBeVisible();
    await expect(page.getByLabel("Editors")).toHaveValue("A. Kumar, B. Singh");
    await expect(page.getByLabel("Price")).toHaveValue("1180.5");
    await expect(page.getByLabel("Contents")).toHaveValue("1. Soils\n2. Water");
    await expect(page.getByRole("img", { name: "Preview: current picture" })).toBeVisible();
    await page.getByLabel("Pages").fill("240");
    await page.getByLabel("Cover").setInputFiles({ name: "new-cover.png", mimeType: "image/png", buffer: png(5, 7) });
    await page.getByRole("button", { name: "Update" }).click();
    await expectStatusShown(page, "Book updated successfully!");
    await expect(page.getByRole("button", { name: `Edit ${name}` })).toBeFocused();
    await expect(row).toContainText("240");
    const updated = (await (await request.get(`/api/books/${created?._id ?? ""}`)).json()) as { image: string };
    expect(updated.image).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);
    expect(updated.image).not.toBe(created?.image);

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this book?" });
    await expect(confirm).toContainText(name);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectStatusShown(page, "Book deleted successfully!");
    await expect(row).toHaveCount(0);
  });
});
