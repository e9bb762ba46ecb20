import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { indexedPageCount, writeSearchIndex } from "../lib/search-index";
import { launchChromium } from "./support/browser";
import { formatNumber, type Figure } from "./support/figures";
import type { Scale } from "./support/scales";
import { ROOT, type RunningSite } from "./support/server";

/**
 * The site search (Pagefind, searched by GET /api/search) on the live build of `npm start`: the
 * index's size on disk, the time the index step alone takes with every page indexed (as in a
 * first build; a rebuild indexes only the parts whose pages changed, in edit-to-live), and the
 * bytes a query costs a visitor: /search/?q=word loaded in Chromium, first with the cache
 * disabled (the budget: everything the results page fetches, its HTML, style and script as well
 * as the search's answer), then a further query typed on that page.
 */
const QUERY_BUDGET_KB = 100;

/** Words of the generated news titles' topics (scripts/bench/generate.ts), and "demo", on every page. */
const TOPIC = "composting";
const NEXT_TOPIC = "millets";
const EVERY_PAGE = "demo";

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

interface QueryCost {
  bytes: number;
  requests: number;
  /** The bytes of the answers of GET /api/search among them. */
  answerBytes: number;
  found: string;
  /** From the navigation (or the Enter) to the results' status line. */
  ms: number;
}

/**
 * Bytes every request transfers for each query in turn, in one page: the first loads /search/?q=
 * on an empty cache (disabled, as for a first visit: the page, its style and script, the search's
 * answer), the next ones are typed into the results page's box, as a visitor's further searches.
 * Chromium's own count of bytes received (encodedDataLength: compressed bodies and headers).
 */
async function queryCosts(origin: string, words: readonly string[]): Promise<QueryCost[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const urls = new Map<string, string>();
    let received = new Map<string, { bytes: number; answer: boolean }>();
    cdp.on("Network.requestWillBeSent", (event) => {
      urls.set(event.requestId, event.request.url);
    });
    cdp.on("Network.loadingFinished", (event) => {
      const url = urls.get(event.requestId);
      if (!url?.startsWith("http")) return;
      received.set(event.requestId, {
        bytes: event.encodedDataLength,
        answer: new URL(url).pathname === "/api/search",
      });
    });
    const costs: QueryCost[] = [];
    for (const [i, word] of words.entries()) {
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: i === 0 });
      received = new Map();
      const started = performance.now();
      if (i === 0) await page.goto(`${origin}/search/?q=${encodeURIComponent(word)}`);
      else {
        // A further search from the results page runs in place, Pagefind already loaded.
        await page.locator("#search-page-q").fill(word);
        await page.locator("#search-page-q").press("Enter");
      }
      const status = page.locator("[data-search-status]");
      await status.filter({ hasText: new RegExp(`found for “${word}”`) }).waitFor({ timeout: 60_000 });
      const ms = performance.now() - started;
      await page.waitForLoadState("networkidle");
      const sizes = [...received.values()];
      costs.push({
        bytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
        requests: sizes.length,
        answerBytes: sizes.filter((size) => size.answer).reduce((sum, size) => sum + size.bytes, 0),
        found: (await status.textContent()) ?? "",
        ms,
      });
    }
    return costs;
  } finally {
    await browser.close();
  }
}

export async function measureSiteSearch(_scale: Scale, site: RunningSite): Promise<Figure[]> {
  const dist = path.join(ROOT, `${site.storeDir}-site`, "dist");
  const index = await folderBytes(path.join(dist, "pagefind"));
  const pages = await indexedPageCount(path.join(dist, "pagefind"));

  const scratch = await mkdtemp(path.join(tmpdir(), "bench-search-"));
  let indexSeconds: number;
  try {
    indexSeconds = (await writeSearchIndex(dist, { outputPath: path.join(scratch, "pagefind") })).seconds;
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
      label: "Site search index step alone, every page indexed (a first build; a rebuild indexes the changed parts)",
      value: indexSeconds,
      unit: "s",
      text: `${indexSeconds.toFixed(1)} s`,
    },
  ];
  const [first, next] = await queryCosts(site.origin, [TOPIC, NEXT_TOPIC]);
  const [everyPage] = await queryCosts(site.origin, [EVERY_PAGE]);
  const cost = (measured: QueryCost | undefined) =>
    measured
      ? `${formatNumber(measured.bytes / 1024, 1)} KB in ${measured.requests} requests, of which the search's answer ` +
        `${formatNumber(measured.answerBytes / 1024, 1)} KB; results shown after ${formatNumber(measured.ms)} ms (${measured.found})`
      : "not measured";
  figures.push(
    {
      key: "search.query-first",
      label: `Site search: bytes of a first query, empty cache, the whole results page ("${TOPIC}", a topic of news titles)`,
      value: first && first.bytes / 1024,
      unit: "KB",
      text: cost(first),
      budget: { max: QUERY_BUDGET_KB },
    },
    {
      key: "search.query-every-page",
      label: `Site search: bytes of a first query, empty cache, the whole results page ("${EVERY_PAGE}", a word on every page)`,
      value: everyPage && everyPage.bytes / 1024,
      unit: "KB",
      text: cost(everyPage),
      budget: { max: QUERY_BUDGET_KB },
    },
    {
      key: "search.query-next",
      label: `Site search: bytes of a further query ("${NEXT_TOPIC}", typed on the results page)`,
      value: next && next.bytes / 1024,
      unit: "KB",
      text: cost(next),
    },
  );
  return figures;
}
