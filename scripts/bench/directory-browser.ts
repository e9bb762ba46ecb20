import {
  buildSearchIndex,
  decodeDirectory,
  DEFAULT_DIRECTORY_PAGE_SIZE,
  filterIndex,
  paginate,
  type DirectoryMember,
} from "../../src/domain/directory";
import { launchChromium } from "./support/browser";
import { formatNumber, gzipBytes, median, type Figure } from "./support/figures";
import type { Scale } from "./support/scales";
import type { RunningSite } from "./support/server";

/**
 * The member directory in Chromium: what its data costs on the wire (gzip), how soon the first
 * page of rows is there, and how long a keystroke in the search box takes to change the rows,
 * timed in the page with performance.now() from the input event to the DOM change.
 */
const BYTES_PER_MEMBER = 60;
const KEYSTROKE_MS = 16;
const PATH = "/membership/directory/";
/** What people might type; only the prefixes that change what the table shows are used. */
const PHRASES = ["agronomy lucknow", "srivastava", "scientist kanpur", "demo.member.12", "horticulture nepal"];

interface PageTimes {
  rows?: number | undefined;
  ready?: number | undefined;
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

export async function measureDirectory(_scale: Scale, site: RunningSite): Promise<Figure[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Set before the page's own scripts: note when the first rows exist and when search works.
    // (No named functions inside page code: tsx would wrap them in a helper the page lacks.)
    await page.addInitScript(() => {
      const times: PageTimes = {};
      window.benchTimes = times;
      new MutationObserver(() => {
        times.rows ??= document.querySelector(".member-directory tbody tr") ? performance.now() : undefined;
        const input = document.querySelector<HTMLInputElement>(".member-directory input[type=search]");
        times.ready ??= input && !input.disabled ? performance.now() : undefined;
      }).observe(document, { childList: true, subtree: true, attributes: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") times.fcp = entry.startTime;
      }).observe({ type: "paint", buffered: true });
    });
    const loaded = { html: "", compressed: false };
    page.on("response", (response) => {
      if (response.request().resourceType() !== "document") return;
      loaded.compressed = Boolean(response.headers()["content-encoding"]);
      void response.text().then((text) => (loaded.html = text));
    });
    await page.goto(`${site.origin}${PATH}`, { waitUntil: "load" });
    await page.waitForFunction(() => window.benchTimes?.ready !== undefined, undefined, { timeout: 60_000 });
    const times = (await page.evaluate(() => window.benchTimes)) ?? {};

    const encoded = await page.evaluate(() => {
      const props = document.querySelector("astro-island")?.getAttribute("props") ?? "{}";
      const parsed = JSON.parse(props) as { data?: [number, string] };
      return parsed.data?.[1] ?? "";
    });
    const members = decodeDirectory(encoded);
    const { html, compressed } = loaded;
    const rawProps = /<astro-island[^>]*?\sprops="([^"]*)"/.exec(html)?.[1] ?? "";
    const documentGzip = gzipBytes(html);
    const dataGzip = gzipBytes(rawProps);
    const sequence = typingSequence(members);

    // In the page: each input event as React sees typing, timed until the table or count changes.
    const samples = await page.evaluate(async (queries) => {
      const root = document.querySelector(".member-directory");
      const input = root?.querySelector<HTMLInputElement>("input[type=search]");
      const table = root?.querySelector("table");
      const showing = root?.querySelector(".member-directory-showing");
      // The prototype's setter, as typing sets it: React ignores a value set through the element.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.bind(input);
      if (!input || !table || !showing || !setValue) throw new Error("The directory's controls are missing.");
      const results: (number | null)[] = [];
      for (const query of queries) {
        const changed = new Promise<number | null>((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve(performance.now());
          });
          for (const target of [table, showing]) {
            observer.observe(target, { childList: true, subtree: true, characterData: true });
          }
          setTimeout(() => {
            observer.disconnect();
            resolve(null);
          }, 3000);
        });
        const started = performance.now();
        setValue(query);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        const ended = await changed;
        results.push(ended === null ? null : ended - started);
        // Let any follow-up render finish before the next keystroke.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return results;
    }, sequence);
    await context.close();

    const [first, ...rest] = samples;
    const timed = rest.filter((sample): sample is number => sample !== null);
    const keystroke = median(timed);
    return [
      {
        key: "dir.bytes",
        label: "Directory data, gzip per member",
        value: documentGzip / members.length,
        unit: "B/member",
        text:
          `${formatNumber(documentGzip / members.length, 1)} B/member: page ${formatNumber(documentGzip / 1024, 1)} KB gzip ` +
          `for ${formatNumber(members.length)} members (island data alone ${formatNumber(dataGzip / members.length, 1)} B/member)`,
        budget: { max: BYTES_PER_MEMBER },
        note: compressed
          ? "as the server sent it"
          : "the local server sends no gzip: gzip level 6 computed by the bench; the data is in the page",
      },
      {
        key: "dir.first-rows",
        label: "Directory: first page of rows",
        value: times.rows,
        unit: "ms",
        text:
          `${formatNumber(times.rows)} ms after navigation (first paint ${formatNumber(times.fcp)} ms; ` +
          `search ready ${formatNumber(times.ready)} ms)`,
      },
      {
        key: "dir.keystroke",
        label: "Directory: keystroke to updated rows (median)",
        value: keystroke,
        unit: "ms",
        text:
          `${formatNumber(keystroke, 1)} ms median of ${timed.length} keystrokes (max ${formatNumber(Math.max(...timed), 1)} ms; ` +
          `first, building the index: ${first === null || first === undefined ? "n/a" : formatNumber(first, 1)} ms)`,
        // The budget is set for 27,000 members; the society's size must meet it all the more.
        budget: { max: KEYSTROKE_MS },
      },
    ];
  } finally {
    await browser.close();
  }
}
