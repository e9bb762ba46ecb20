import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeSearchIndex } from "../lib/search-index";
import { launchChromium } from "./support/browser";
import { formatNumber, gzipBytes, type Figure } from "./support/figures";
import type { Scale } from "./support/scales";
import { ROOT, type RunningSite } from "./support/server";

/**
 * The site search (Pagefind) on the live build of `npm start`: the index's size on disk, the time
 * the index step alone takes (it is part of every build, so of edit-to-live), and the bytes one
 * query costs a visitor whose cache is empty: /search/?q=word loaded in Chromium with the cache
 * disabled, summing what the search's files (/pagefind/...) transfer, as gzip for the scripts the
 * server compresses and as sent for the index files, which Pagefind compresses itself.
 */
const QUERY_BUDGET_KB = 100;

/** A word of a generated news title (its topic), and "demo", a word every page holds. */
const QUERIES = [
  { key: "topic", word: "composting", label: "a word of some news titles" },
  { key: "every-page", word: "demo", label: "a word on every page" },
] as const;

async function folderBytes(folder: string): Promise<{ bytes: number; files: number }> {
  const entries = await readdir(folder, { recursive: true });
  let bytes = 0;
  let files = 0;
  for (const entry of entries) {
    const info = await stat(path.join(folder, entry));
    if (!info.isFile()) continue;
    bytes += info.size;
    files += 1;
  }
  return { bytes, files };
}

/** Bytes of the search's files as a first query on a cold page transfers them. */
async function queryBytes(origin: string, word: string): Promise<{ bytes: number; requests: number; found: string }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const bodies: Promise<number>[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith("/pagefind/")) return;
      const scriptOrJson = /\.(js|json)$/.test(url.pathname);
      bodies.push(
        response.body().then(
          (body) => (scriptOrJson ? gzipBytes(body) : body.length),
          () => 0,
        ),
      );
    });
    await page.goto(`${origin}/search/?q=${encodeURIComponent(word)}`);
    const status = page.locator("[data-search-status]");
    await status.filter({ hasText: /found/ }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    const sizes = await Promise.all(bodies);
    return {
      bytes: sizes.reduce((a, b) => a + b, 0),
      requests: sizes.length,
      found: (await status.textContent()) ?? "",
    };
  } finally {
    await browser.close();
  }
}

export async function measureSiteSearch(_scale: Scale, site: RunningSite): Promise<Figure[]> {
  const dist = path.join(ROOT, `${site.storeDir}-site`, "dist");
  const index = await folderBytes(path.join(dist, "pagefind"));
  const entry = JSON.parse(await readFile(path.join(dist, "pagefind", "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { page_count: number }>;
  };
  const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);

  const scratch = await mkdtemp(path.join(tmpdir(), "bench-search-"));
  let indexSeconds: number;
  try {
    indexSeconds = (await writeSearchIndex(dist, path.join(scratch, "pagefind"))).seconds;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }

  const figures: Figure[] = [
    {
      key: "search.index-size",
      label: "Site search index (on disk)",
      value: index.bytes / 1024,
      unit: "KB",
      text: `${formatNumber(index.bytes / 1024 / 1024, 1)} MB in ${formatNumber(index.files)} files, ${formatNumber(pages)} pages`,
    },
    {
      key: "search.index-time",
      label: "Site search index step alone (part of every build)",
      value: indexSeconds,
      unit: "s",
      text: `${indexSeconds.toFixed(1)} s`,
    },
  ];
  for (const query of QUERIES) {
    const measured = await queryBytes(site.origin, query.word);
    figures.push({
      key: `search.query-${query.key}`,
      label: `Site search: bytes of a first query, cache empty ("${query.word}", ${query.label})`,
      value: measured.bytes / 1024,
      unit: "KB",
      text: `${formatNumber(measured.bytes / 1024, 1)} KB in ${measured.requests} requests (${measured.found})`,
      budget: { max: QUERY_BUDGET_KB },
    });
  }
  return figures;
}
