import { deflateSync } from "node:zlib";
import { expect, type Locator, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations } from "./common";

/** Helpers of the Admin Panel specs: messages, going offline, files to upload, tokens. */

/** axe on a desktop and at 360 px, where nothing but a table may be wider than the screen. */
export async function axeOnDesktopAndPhone(page: Page) {
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  // Nothing but the table (which scrolls in its own region) is wider than a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
}

export const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/**
 * Waits until a status message (role=status) holding `text` is shown. A success toast shows for
 * 5 s (the spec's time); a check by the test runner's polls can miss it when a loaded machine
 * starves the runner for longer, so the page checks itself on every frame.
 */
export async function expectStatusShown(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  const wanted =
    typeof text === "string"
      ? { plain: text, source: "", flags: "" }
      : { plain: null, source: text.source, flags: text.flags };
  try {
    await page.waitForFunction(
      ({ plain, source, flags }) => {
        const matches = (content: string) =>
          plain === null ? new RegExp(source, flags).test(content) : content.includes(plain);
        return [...document.querySelectorAll<HTMLElement>('[role="status"], output')].some(
          (region) => matches(region.textContent) && region.checkVisibility(),
        );
      },
      wanted,
      { polling: "raf", timeout },
    );
  } catch (error) {
    throw new Error(`No status message "${String(text)}" was shown within ${String(timeout / 1000)} s.`, {
      cause: error,
    });
  }
}
export const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/** Makes the browser's requests to `url` fail as if offline: all of them, or only those `methods`. */
export async function goOffline(page: Page, url: string, methods?: string[]) {
  await page.route(url, (route) =>
    !methods || methods.includes(route.request().method()) ? route.abort("internetdisconnected") : route.fallback(),
  );
}

/** Closes the open form and confirms that what was typed may be dropped. */
export async function discardForm(page: Page) {
  await page.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("dialog", { name: "Discard your changes?" })
    .getByRole("button", { name: "Discard changes" })
    .click();
}

/** With the network down for `url`: deleting the first row alerts `deleteMessage`; reloading alerts `loadMessage`. */
export async function expectDeleteAndLoadFailures(
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
export function png(width = 2, height = 2, rgb: [number, number, number] = [34, 120, 60]): Buffer {
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
export function pdf(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );
}

/** A JWT-shaped token whose payload says `exp`; its signature is not valid anywhere. */
export function unsignedToken(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ role: "admin", exp })}.${Buffer.from("not-a-signature").toString("base64url")}`;
}
