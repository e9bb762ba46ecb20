import type { Page } from "@playwright/test";
import { adminToken } from "./support/admin";
import { launchChromium } from "./support/browser";
import { formatNumber, median, type Figure } from "./support/figures";
import type { Scale } from "./support/scales";
import { sleep, type RunningSite } from "./support/server";

/**
 * Photos as a phone gets them: Chromium as a 360 px wide phone at 2x density loads the
 * council page and the books page, scrolled to the bottom so every lazy photo loads, and counts the
 * bytes each photo transfers (Image CDN answers: the local Image CDN under `npm start`, cold) and
 * everything the council page transfers. Then an administrator deletes a council member with a
 * photo, and the clock runs until the photo is gone from the public site: the page no longer
 * shows it, and neither its file nor its resized copy is served.
 */
const PHOTO_KB = 30;
const COUNCIL_KB = 400;
const GONE_S = 20;
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const COUNCIL = "/present-executive-council/";
const BOOKS = "/publications/books/";

interface Loaded {
  total: number;
  photos: number[];
}

/** Loads `path`, scrolls to its end a screen at a time, and sums what each response transferred. */
async function load(page: Page, origin: string, path: string): Promise<Loaded> {
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  let inFlight = 0;
  page.on("request", () => {
    inFlight++;
  });
  page.on("requestfailed", () => {
    inFlight--;
  });
  page.on("requestfinished", (request) => {
    inFlight--;
    sizes.push(
      request.sizes().then((size) => ({ url: request.url(), bytes: size.responseBodySize + size.responseHeadersSize })),
    );
  });
  // Until nothing has been asked for a moment (Playwright's "networkidle" counts only once, at load).
  const settle = async () => {
    const deadline = performance.now() + 120_000;
    do await sleep(150);
    while (inFlight > 0 && performance.now() < deadline);
  };
  await page.goto(`${origin}${path}`, { waitUntil: "load" });
  await settle();
  for (let step = 0; step < 1000; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await settle();
    if (atEnd) break;
  }
  await settle();
  const all = await Promise.all(sizes);
  return {
    total: all.reduce((sum, entry) => sum + entry.bytes, 0),
    photos: all.filter((entry) => new URL(entry.url).pathname === "/.netlify/images").map((entry) => entry.bytes),
  };
}

const kb = (bytes: number) => bytes / 1024;

/** From an administrator's delete of a council member with a photo until the photo is gone. */
async function deleteToGone(origin: string): Promise<Figure> {
  const executives = (await (await fetch(`${origin}/api/executives`)).json()) as { _id: string; image: string }[];
  const html = await (await fetch(`${origin}${COUNCIL}`)).text();
  const member = executives.find(
    (candidate) => candidate.image.startsWith("/api/files/") && html.includes(`url=${candidate.image}&`),
  );
  if (!member) throw new Error("No council member with a photo on the council page.");
  const resized = /\/\.netlify\/images\?[^"\s]+/
    .exec(html.slice(html.indexOf(`url=${member.image}&`) - 40))?.[0]
    .replace(/&amp;/g, "&");
  if (!resized || (await fetch(`${origin}${resized}`)).status !== 200) throw new Error("The photo was not served.");
  const token = await adminToken(origin);
  const started = performance.now();
  const deleted = await fetch(`${origin}/api/executives/${member._id}`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${token}` },
  });
  if (!deleted.ok) throw new Error(`Deleting the council member failed: ${deleted.status}`);
  const checks = {
    file: () => fetch(`${origin}${member.image}`).then((answer) => answer.status === 404),
    resized: () => fetch(`${origin}${resized}`).then((answer) => answer.status !== 200),
    page: () => fetch(`${origin}${COUNCIL}`).then(async (answer) => !(await answer.text()).includes(member._id)),
  };
  const goneAt: Record<string, number> = {};
  while (performance.now() - started < 5 * 60 * 1000) {
    for (const [name, check] of Object.entries(checks))
      if (goneAt[name] === undefined && (await check())) goneAt[name] = (performance.now() - started) / 1000;
    if (Object.keys(goneAt).length === Object.keys(checks).length) break;
    await sleep(100);
  }
  const seconds = Math.max(...Object.values(goneAt), Object.keys(goneAt).length < 3 ? Number.NaN : 0);
  const at = (name: string) => (goneAt[name] === undefined ? "never" : `${formatNumber(goneAt[name], 1)} s`);
  return {
    key: "photo.gone",
    label: "Deleted photo gone from the public site (admin delete until page, file and resized copy are gone)",
    value: seconds,
    unit: "s",
    text: `${formatNumber(seconds, 1)} s (file ${at("file")}, page ${at("page")}, resized copy ${at("resized")})`,
    budget: { max: GONE_S },
  };
}

export async function measurePhotos(_scale: Scale, site: RunningSite): Promise<Figure[]> {
  const browser = await launchChromium();
  const figures: Figure[] = [];
  try {
    const photos: number[] = [];
    for (const path of [COUNCIL, BOOKS]) {
      const context = await browser.newContext(PHONE);
      const loaded = await load(await context.newPage(), site.origin, path);
      await context.close();
      photos.push(...loaded.photos);
      if (path === COUNCIL) {
        figures.push({
          key: "photo.council-total",
          label: `${COUNCIL} all bytes transferred (phone 360 px at 2x, scrolled to the end, ${loaded.photos.length} photos)`,
          value: kb(loaded.total),
          unit: "KB",
          budget: { max: COUNCIL_KB },
        });
      }
    }
    const [medianKb, maxKb] = [kb(median(photos)), kb(Math.max(...photos))];
    figures.unshift({
      key: "photo.bytes",
      label: `Bytes per photo on the council and books pages (phone 360 px at 2x; ${photos.length} photos)`,
      value: maxKb,
      unit: "KB",
      text: `median ${formatNumber(medianKb, 1)} KB, max ${formatNumber(maxKb, 1)} KB`,
      budget: { max: PHOTO_KB },
    });
  } finally {
    await browser.close();
  }
  figures.push(await deleteToGone(site.origin));
  return figures;
}
