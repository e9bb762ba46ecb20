import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { LOCAL_ADMIN } from "../../src/domain/local-admin";
import { ADMIN_SECTIONS } from "../../src/islands/admin/sections";
import { chromiumLaunchOptions } from "../lib/chromium";

/**
 * Run by hand: signs in to a running site's admin panel and saves a picture of the sign-in page and
 * of each tab, at a laptop's size, as docs/admin-guide/<tab>.png for docs/administrators.md. It
 * starts nothing itself: start the site first (`npm start`, which serves the demo content), then
 *
 *   npx tsx scripts/docs/admin-screenshots.ts [--url http://localhost:8888]
 *
 * It signs in with ADMIN_EMAIL and ADMIN_PASSWORD when set, else with the local demo sign-in
 * (src/domain/local-admin.ts). It changes no content (its sign-in is logged in the Activity tab, as
 * every sign-in is). The pictures are written as palette PNGs (a few tens of KB each), since they
 * are committed.
 */

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:8888" },
    out: { type: "string", default: "docs/admin-guide" },
  },
});
const origin = values.url.replace(/\/+$/, "");
const outDir = path.resolve(import.meta.dirname, "../..", values.out);
const email = process.env.ADMIN_EMAIL ?? LOCAL_ADMIN.email;
const password = process.env.ADMIN_PASSWORD ?? LOCAL_ADMIN.password;

/** A laptop's screen; one CSS pixel per image pixel keeps the files small. */
const VIEWPORT = { width: 1280, height: 800 };

/** Waits until the open tab has its heading and no list, form or status is still loading. */
async function settled(page: Page): Promise<void> {
  await page.getByRole("heading", { level: 1, name: "Admin Panel" }).waitFor();
  await page.locator("#admin-tab-heading").waitFor();
  await page.waitForLoadState("networkidle");
  await page
    .getByText(/^(Loading|Checking)\b/)
    .first()
    .waitFor({ state: "hidden" })
    .catch(() => undefined);
  // The publishing status fades in; the tab's focus ring is not part of the picture.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await page.waitForTimeout(300);
}

/** Scrolls the first element matching `selector` to the top of the window, with a little room above. */
async function scrollToTop(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().waitFor();
  await page.evaluate((css) => {
    const element = document.querySelector(css);
    if (element) window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 16);
    (document.activeElement as HTMLElement | null)?.blur();
  }, selector);
  await page.waitForTimeout(300);
}

/** Saves the visible page as a palette PNG and returns its size in bytes. */
async function save(page: Page, name: string): Promise<number> {
  const shot = await page.screenshot({ type: "png" });
  const file = path.join(outDir, `${name}.png`);
  const png = await sharp(shot).png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 }).toBuffer();
  await writeFile(file, png);
  const { size } = await stat(file);
  console.log(`${path.relative(process.cwd(), file)}: ${(size / 1024).toFixed(0)} KB`);
  return size;
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1, baseURL: origin });

  await page.goto("/admin-login");
  await page.getByLabel("Email").waitFor();
  await save(page, "sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The sign-in page has the panel's title too: the panel is open once the address is /admin.
  await page.waitForURL(/\/admin\/?$/, { timeout: 30_000 });
  await settled(page);

  // The first tab with the whole panel around it (title, publishing status, the tabs); the others
  // scrolled to their own heading, so the picture shows the tab itself.
  for (const [index, section] of ADMIN_SECTIONS.entries()) {
    await page.goto(`/admin/${section.path}`);
    await settled(page);
    if (index > 0) await scrollToTop(page, "#admin-tab-heading");
    await save(page, section.path);
  }

  // The membership desk: the applications and members, then one record opened below the table.
  await page.goto("/admin/membership");
  await settled(page);
  await scrollToTop(page, ".admin-section-heading");
  await save(page, "membership-desk");
  const open = page.getByRole("button", { name: /^Open\b/ }).first();
  if (await open.isVisible()) {
    await open.click();
    await page.locator("h4").first().waitFor();
    await page.waitForLoadState("networkidle");
    await scrollToTop(page, "h4");
    await save(page, "membership-record");
  }
} finally {
  await browser.close();
}
