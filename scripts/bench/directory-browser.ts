import type { BrowserContext, Page } from "@playwright/test";
import {
  buildSearchIndex,
  decodeDirectory,
  DEFAULT_DIRECTORY_PAGE_SIZE,
  DIRECTORY_DATA_PATH,
  filterIndex,
  paginate,
  type DirectoryMember,
} from "../../src/domain/directory";
import { launchChromium } from "./support/browser";
import { formatNumber, gzipBytes, median, type Figure } from "./support/figures";
import type { Scale } from "./support/scales";
import type { RunningSite } from "./support/server";

/**
 * The member directory in Chromium (docs/decisions/directory-at-scale.md):
 * - first paint: HTML, CSS and JS (gzip) of the page as first loaded, before anyone touches it;
 * - a search on Lighthouse's slow-4G phone (150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU 4x slower,
 *   emulated through the DevTools protocol), from the input event to the new rows: once the island's
 *   script is there, and from the first touch of the box (script and answer both to come);
 * - the bytes one search needs (its answer, gzip) and the whole directory's (the static file);
 * - keystrokes once the whole directory is in the browser, unthrottled, each timed in the page with
 *   performance.now() from its input event until the table or the entry count changes.
 */
const FIRST_PAINT_KB = 60;
const SEARCH_MS = 1000;
const KEYSTROKE_MS = 16;
const PATH = "/membership/directory/";
const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** What people might type; only the prefixes that change what the table shows are used. */
const PHRASES = ["agronomy lucknow", "srivastava", "scientist kanpur", "demo.member.12", "horticulture nepal"];
/** The slow-4G search: a surname typed at once (as a paste or a fast typist between two pauses). */
const SLOW_QUERY = "srivastava";

interface PageTimes {
  rows?: number | undefined;
  fcp?: number | undefined;
}

declare global {
  interface Window {
    benchTimes?: PageTimes;
  }
}

/**
 * The typing sequence: each phrase letter by letter, then cleared, keeping only the inputs after
 * which the table shows something different (a keystroke that changes nothing has no end to time).
 */
function typingSequence(members: readonly DirectoryMember[]): string[] {
  const index = buildSearchIndex(members);
  const shown = (query: string) => {
    const page = paginate(filterIndex(index, query), 1, DEFAULT_DIRECTORY_PAGE_SIZE);
    return `${page.total}|${page.items.map((member) => member.name).join("|")}`;
  };
  const sequence: string[] = [];
  let previous = shown("");
  for (const phrase of PHRASES) {
    for (const query of [...Array.from({ length: phrase.length }, (_, i) => phrase.slice(0, i + 1)), ""]) {
      const now = shown(query);
      if (now !== previous) sequence.push(query);
      previous = now;
    }
  }
  return sequence;
}

/** Each query typed into the box in the page, timed until the results change (null: no change in 5 s). */
function typeTimed(page: Page, queries: readonly string[]): Promise<(number | null)[]> {
  return page.evaluate(async (list) => {
    const root = document.querySelector(".member-directory");
    const input = root?.querySelector<HTMLInputElement>("input[type=search]");
    const results = root?.querySelector(".member-directory-results");
    // The prototype's setter, as typing sets it: React ignores a value set through the element.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.bind(input);
    if (!input || !results || !setValue) throw new Error("The directory's controls are missing.");
    const times: (number | null)[] = [];
    for (const query of list) {
      const changed = new Promise<number | null>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(results, { childList: true, subtree: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, 5000);
      });
      const started = performance.now();
      setValue(query);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      const ended = await changed;
      times.push(ended === null ? null : ended - started);
      // Let any follow-up render finish before the next keystroke.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return times;
  }, queries);
}

/** Focuses the search box (which loads the island's script) and waits until the island has hydrated. */
async function hydrate(page: Page): Promise<number> {
  const started = Date.now();
  await page.locator(".member-directory input[type=search]").focus();
  await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"), undefined, { timeout: 60_000 });
  return Date.now() - started;
}

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

export async function measureDirectory(_scale: Scale, site: RunningSite): Promise<Figure[]> {
  const browser = await launchChromium();
  const url = `${site.origin}${PATH}`;
  try {
    // 1. The first screen: everything the page loads before it is touched.
    const firstContext = await browser.newContext();
    const first = await firstContext.newPage();
    await first.addInitScript(() => {
      const times: PageTimes = {};
      window.benchTimes = times;
      new MutationObserver(() => {
        times.rows ??= document.querySelector(".member-directory tbody tr") ? performance.now() : undefined;
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") times.fcp = entry.startTime;
      }).observe({ type: "paint", buffered: true });
    });
    const bodies: Promise<{ type: string; bytes: number }>[] = [];
    first.on("response", (response) => {
      const type = response.request().resourceType();
      if (!["document", "stylesheet", "script"].includes(type)) return;
      bodies.push(response.body().then((body) => ({ type, bytes: gzipBytes(body) })));
    });
    await first.goto(url, { waitUntil: "networkidle" });
    const inline = await first.$$eval("script:not([src])", (scripts) => scripts.map((s) => s.textContent).join("\n"));
    const loaded = await Promise.all(bodies);
    const sum = (type: string) => loaded.filter((item) => item.type === type).reduce((a, b) => a + b.bytes, 0);
    const firstPaint = { html: sum("document"), css: sum("stylesheet"), js: sum("script") + gzipBytes(inline) };
    const firstPaintKb = (sum("document") + sum("stylesheet") + sum("script")) / 1024;
    const times = (await first.evaluate(() => window.benchTimes)) ?? {};
    const data = await first.evaluate(async (path) => (await fetch(path)).text(), DIRECTORY_DATA_PATH);
    const members = decodeDirectory(data);
    await firstContext.close();

    // The function's first answer after a change works out the search index over every member
    // (timed here, unthrottled); the searches below are answered from it, as most are.
    const indexStarted = performance.now();
    const warmUp = await fetch(`${site.origin}/api/directory?q=warm`);
    if (!warmUp.ok) throw new Error(`GET /api/directory answered ${warmUp.status}`);
    const firstAnswerMs = performance.now() - indexStarted;

    // 2. A search on the slow-4G phone: cold (from the first touch) and with the script there.
    const slow = async (warm: boolean) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await throttle(context, page);
      await page.goto(url, { waitUntil: "load" });
      const answers: Promise<number>[] = [];
      page.on("response", (response) => {
        if (response.url().includes("/api/directory?"))
          answers.push(
            response.body().then(
              (body) => gzipBytes(body),
              () => 0,
            ),
          );
      });
      const startedAt = Date.now();
      const scriptMs = warm ? await hydrate(page) : 0;
      const [ms] = await typeTimed(page, [SLOW_QUERY]);
      const total = Date.now() - startedAt;
      const answerBytes = (await Promise.all(answers)).at(-1) ?? 0;
      await context.close();
      return { ms: ms ?? undefined, scriptMs, total, answerBytes };
    };
    const warm = await slow(true);
    const cold = await slow(false);

    // 3. Keystrokes once the whole directory is in the browser (unthrottled).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await hydrate(page);
    const whole = page.waitForResponse((response) => response.url().endsWith(DIRECTORY_DATA_PATH));
    await typeTimed(page, ["a"]);
    await (await whole).finished();
    await page.waitForTimeout(500);
    // The index is built when the file arrives; one more search uses it.
    await typeTimed(page, [""]);
    const samples = await typeTimed(page, typingSequence(members));
    await context.close();
    const timed = samples.filter((sample): sample is number => sample !== null);
    const keystroke = median(timed);
    const dataGzip = gzipBytes(data);

    return [
      {
        key: "dir.first-paint",
        label: "Directory: first screen, HTML + CSS + JS gzip",
        value: firstPaintKb,
        unit: "KB",
        text:
          `${formatNumber(firstPaintKb, 1)} KB (HTML ${formatNumber(firstPaint.html / 1024, 1)} / CSS ` +
          `${formatNumber(firstPaint.css / 1024, 1)} / JS ${formatNumber(firstPaint.js / 1024, 1)} KB, inline scripts ` +
          `counted in the HTML and shown in JS) for ${formatNumber(members.length)} members`,
        budget: { max: FIRST_PAINT_KB },
      },
      {
        key: "dir.first-rows",
        label: "Directory: first page of rows",
        value: times.rows,
        unit: "ms",
        text: `${formatNumber(times.rows)} ms after navigation (first paint ${formatNumber(times.fcp)} ms)`,
      },
      {
        key: "dir.search-slow4g",
        label: "Directory: a search on slow 4G (island loaded)",
        value: warm.ms,
        unit: "ms",
        text:
          `${formatNumber(warm.ms)} ms from typing "${SLOW_QUERY}" to its rows (the island's script took ` +
          `${formatNumber(warm.scriptMs)} ms to load after the box was focused); from the first touch with ` +
          `nothing loaded, script and answer: ${formatNumber(cold.ms)} ms; the function's first answer after a ` +
          `change, which works out its search index, took ${formatNumber(firstAnswerMs)} ms unthrottled`,
        budget: { max: SEARCH_MS },
        note: "150 ms RTT, 1.6 Mbps, CPU 4x slower",
      },
      {
        key: "dir.search-bytes",
        label: "Directory: bytes one search needs",
        value: warm.answerBytes / 1024,
        unit: "KB",
        text: `${formatNumber(warm.answerBytes / 1024, 1)} KB gzip: one page of ${DEFAULT_DIRECTORY_PAGE_SIZE} matches from GET /api/directory`,
      },
      {
        key: "dir.data-bytes",
        label: "Directory: the whole directory, fetched once after the first search",
        value: dataGzip / 1024,
        unit: "KB",
        text: `${formatNumber(dataGzip / 1024, 1)} KB gzip (${formatNumber(dataGzip / Math.max(1, members.length), 1)} B/member), ${DIRECTORY_DATA_PATH}`,
      },
      {
        key: "dir.keystroke",
        label: "Directory: keystroke to updated rows, whole directory loaded (median)",
        value: keystroke,
        unit: "ms",
        text: `${formatNumber(keystroke, 1)} ms median of ${timed.length} keystrokes (max ${formatNumber(Math.max(...timed), 1)} ms)`,
        budget: { max: KEYSTROKE_MS },
      },
    ];
  } finally {
    await browser.close();
  }
}
