import { expect, test, type Locator, type Page } from "@playwright/test";
import { deflateSync } from "node:zlib";
import { DESKTOP, PHONE, expectNoAxeViolations, openPanelSignedIn } from "./support/common";

/**
 * The Admin Panel's upload tabs: Executive Council (photo upload, biodata checked as you type),
 * Downloads (PDF upload, add and delete only) and Books (cover upload, lists and prices typed as
 * text). Each: a validation failure, create, edit (not Downloads) and delete through the UI, and
 * axe with the form open, and the records as stored. How the public pages show such records:
 * tests/unit/built-demo-content-pages.test.ts; a saved book with its cover reaching the public
 * pages: edit-to-live.spec.ts.
 */

async function axeOnDesktopAndPhone(page: Page) {
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  // Nothing but the table (which scrolls in its own region) is wider than a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
}

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/** Makes the browser's requests to `url` fail as if offline: all of them, or only those `methods`. */
async function goOffline(page: Page, url: string, methods?: string[]) {
  await page.route(url, (route) =>
    !methods || methods.includes(route.request().method()) ? route.abort("internetdisconnected") : route.fallback(),
  );
}

/** Closes the open form and confirms that what was typed may be dropped. */
async function discardForm(page: Page) {
  await page.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("dialog", { name: "Discard your changes?" })
    .getByRole("button", { name: "Discard changes" })
    .click();
}

/** With the network down for `url`: deleting the first row alerts `deleteMessage`; reloading alerts `loadMessage`. */
async function expectDeleteAndLoadFailures(
  page: Page,
  table: Locator,
  url: string,
  deleteMessage: string,
  loadMessage: string,
) {
  await goOffline(page, `${url}/*`, ["DELETE"]);
  await table
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(alert(page, deleteMessage)).toBeVisible();

  await goOffline(page, url);
  await page.reload();
  await expect(alert(page, loadMessage)).toBeVisible();
}

/** A real PNG (`width` x `height`, one colour), built here so the server's byte check sees a picture. */
function png(width = 2, height = 2, rgb: [number, number, number] = [34, 120, 60]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF. */
function pdf(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );
}

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
    await expect(status(page, "Not valid JSON yet")).toBeVisible();
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
    await expect(status(page, "Valid JSON biodata: birth, 1 education entry, 2 positions.")).toBeVisible();
    await page.getByLabel("Photo").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: png(4, 4) });
    const preview = page.getByRole("img", { name: "Preview: chosen: photo.png" });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => [img.clientWidth, img.clientHeight])).toEqual([96, 96]);
    expect(await preview.evaluate((img) => getComputedStyle(img).borderRadius)).toBe("50%");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Save" }).click();
    await expect(status(page, "Member added successfully!")).toBeVisible();
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
    await expect(status(page, "Member updated successfully!")).toBeVisible();
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
    await expect(status(page, "Member deleted successfully!")).toBeVisible();
    await expect(table(page).getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  });

  test("a picture of the wrong type is refused before sending; failures use the spec's messages", async ({ page }) => {
    await openPanelSignedIn(page, "/admin/executive-council");
    await expect(table(page)).toBeVisible();
    await page.getByRole("button", { name: "Add Member" }).click();
    await page
      .getByLabel("Photo")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await page.getByLabel("Name").fill("Someone");
    await page.getByLabel("Designation").fill("Member");
    await page.getByLabel("Postal address").fill("Somewhere");
    await page.getByLabel("E-mail").fill("someone@example.org");
    await page.getByLabel("Mobile").fill("12345");
    await page.getByLabel("Biodata").fill("Plain text.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Photo must be a JPEG, PNG or WebP picture.")).toBeVisible();
    await expect(page.getByLabel("Photo")).toBeFocused();

    // A save that does not reach the server keeps the form.
    await page.getByLabel("Photo").setInputFiles({ name: "ok.png", mimeType: "image/png", buffer: png() });
    await goOffline(page, "**/api/executives", ["POST"]);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(alert(page, "Failed to save member details.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Someone");
    await discardForm(page);

    await expectDeleteAndLoadFailures(
      page,
      table(page),
      "**/api/executives",
      "Failed to delete member.",
      "Failed to load council members.",
    );
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
    await expect(status(page, "Download added successfully!")).toBeVisible();
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
    await expect(status(page, "Download deleted successfully!")).toBeVisible();
    await expect(table(page).getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
    expect((await request.get(href)).status()).toBe(404);
  });

  test("failures use the spec's messages", async ({ page }) => {
    await openPanelSignedIn(page, "/admin/downloads");
    await expect(table(page)).toBeVisible();
    await goOffline(page, "**/api/downloads", ["POST"]);
    await page.getByRole("button", { name: "Add Download" }).click();
    await page.getByLabel("Title").fill("Not sent");
    await page.getByLabel("PDF file").setInputFiles({ name: "a.pdf", mimeType: "application/pdf", buffer: pdf("a") });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(alert(page, "Failed to add download.")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Not sent");

    await expectDeleteAndLoadFailures(
      page,
      table(page),
      "**/api/downloads",
      "Failed to delete download. Please check your backend route carefully.",
      "Failed to load downloads.",
    );
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
    await expect(status(page, "Book added successfully!")).toBeVisible();
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
    await expect(status(page, "Book updated successfully!")).toBeVisible();
    await expect(page.getByRole("button", { name: `Edit ${name}` })).toBeFocused();
    await expect(row).toContainText("240");
    const updated = (await (await request.get(`/api/books/${created?._id ?? ""}`)).json()) as { image: string };
    expect(updated.image).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);
    expect(updated.image).not.toBe(created?.image);

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this book?" });
    await expect(confirm).toContainText(name);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(status(page, "Book deleted successfully!")).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("failures use the spec's messages", async ({ page }) => {
    await openPanelSignedIn(page, "/admin/books");
    await expect(table(page)).toBeVisible();
    await goOffline(page, "**/api/books/*", ["PUT"]);
    await table(page)
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    await page.getByLabel("Pages").fill("99");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(alert(page, "Failed to save book details.")).toBeVisible();
    await expect(page.getByLabel("Pages")).toHaveValue("99");
    await discardForm(page);

    await expectDeleteAndLoadFailures(
      page,
      table(page),
      "**/api/books",
      "Failed to delete book.",
      "Failed to load books.",
    );
  });
});
