import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH } from "./support/browser";
import { formatNumber, median, type Figure } from "./support/figures";
import type { Scale } from "./support/scales";
import { routeExamples, SEARCH_WORD } from "./page-weight";
import { freePort, sleep, type RunningSite } from "./support/server";

/**
 * Lighthouse with its default config (mobile: a mid-range phone on a slow 4G line, simulated)
 * on the pages the issue names at the society's size and on one page of every public kind at 10x, driving Debian's Chromium headless against `npm start`, which
 * compresses text as the CDN does, its Image CDN warmed first (warmImageCdn). Budgets: performance >= 98;
 * cumulative layout shift below 0.01; accessibility, best practices and SEO 100. A page whose
 * performance or layout shift misses on the first run is run twice more and the median of each
 * kept: one run on a busy 2-core machine is noisy.
 */
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const MIN_PERFORMANCE = 98;
/** Cumulative layout shift, below this (Lighthouse's own "good" is up to 0.1). */
const MAX_CLS = 0.01;

/** The pages the issue names, audited at the society's size. */
async function namedPages(origin: string): Promise<{ name: string; path: string }[]> {
  const books = (await (await fetch(`${origin}/api/books`)).json()) as { _id: string }[];
  const book = books[0];
  return [
    { name: "Home", path: "/" },
    { name: "Present Executive Council", path: "/present-executive-council/" },
    { name: "Books", path: "/publications/books/" },
    ...(book ? [{ name: "Book detail", path: `/publications/book/${book._id}/` }] : []),
    { name: "Membership info", path: "/membership/info/" },
    { name: "Directory", path: "/membership/directory/" },
    { name: "Registration", path: "/membership/registration/" },
    // Where every header search box lands: the results arrive after the page.
    { name: "Search results", path: `/search/?q=${SEARCH_WORD}` },
    { name: "Member sign-in", path: "/login/" },
    // Pages the society edits itself (the Pages tab, the annual reports, the site details on every page).
    { name: "Who We Are", path: "/about/" },
    { name: "Our Legacy (a section with a picture)", path: "/our_legacy/" },
    { name: "About The Council", path: "/executive-council/" },
    { name: "Contact Us", path: "/contact/" },
    { name: "Journal", path: "/publications/journal/" },
    { name: "International conferences", path: "/conference/international-conferences/" },
    { name: "Annual reports", path: "/publications/annual-reports/" },
  ];
}

/**
 * At 10x, one page of every public kind (the page-weight step's route kinds), but the member area
 * (it needs a sign-in) and the 404 page (Lighthouse does not audit a page answered with 404).
 */
async function everyPublicKind(site: RunningSite): Promise<{ name: string; path: string }[]> {
  return (await routeExamples(site))
    .filter(({ route }) => route !== "/account/" && route !== "(404 page)")
    .map(({ route, url }) => ({ name: route, path: url }));
}

/** Chromium with its debugging port open, as chrome-launcher would start it. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), "bench-lighthouse-"));
  const child = spawn(
    CHROMIUM_PATH,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--no-default-browser-check",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // A missing browser fails this step of the bench, not the whole run.
  await new Promise<void>((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", (error) => reject(new Error(`Chromium could not start (${CHROMIUM_PATH})`, { cause: error })));
  });
  let up = false;
  for (let attempt = 0; attempt < 100 && !up; attempt++) {
    up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (!up) await sleep(100);
  }
  if (!up) {
    child.kill("SIGTERM");
    await rm(profile, { recursive: true, force: true });
    throw new Error(`Chromium opened no debugging port within 10 s (${CHROMIUM_PATH})`);
  }
  return {
    port,
    stop: async () => {
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(5000)]);
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Asks the local Image CDN for every resized photo `path` shows, as visitors before would have:
 * a site in use is audited with its photos already transformed and kept by the CDN, not made on
 * the audit's own request (a first transform of a 12-megapixel upload takes a moment).
 */
async function warmImageCdn(origin: string, path: string): Promise<void> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const urls = new Set([...html.matchAll(/\/\.netlify\/images\?[^"\s,]+/g)].map(([url]) => url.replace(/&amp;/g, "&")));
  for (const url of urls) await (await fetch(`${origin}${url}`)).arrayBuffer();
}

/**
 * The category scores, and whether the page asks search engines not to index it (Lighthouse's
 * "is-crawlable" audit fails then, and the SEO score is marked down for a page kept out on purpose).
 */
type Scores = Record<(typeof CATEGORIES)[number], number> & {
  noindex: boolean;
  cls: number;
  /** Bytes Lighthouse saw transferred (headers included): the page's scripts, and everything. */
  scriptBytes: number;
  totalBytes: number;
};

/** One row of Lighthouse's resource summary (a resource type, or "total"): its transfer size. */
function transferred(details: unknown, type: string): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.resourceType === type)?.transferSize ?? 0;
}

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
  const score = (category: string) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, score(category)]));
  return {
    ...scores,
    noindex: result.lhr.audits["is-crawlable"]?.score === 0,
    cls: result.lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    scriptBytes: transferred(result.lhr.audits["resource-summary"]?.details, "script"),
    totalBytes: transferred(result.lhr.audits["resource-summary"]?.details, "total"),
  } as Scores;
}

export async function measureLighthouse(scale: Scale, site: RunningSite): Promise<Figure[]> {
  const chromium = await startChromium();
  const figures: Figure[] = [];
  try {
    const pages = scale.name === "1x" ? await namedPages(site.origin) : await everyPublicKind(site);
    for (const page of pages) {
      const url = `${site.origin}${page.path}`;
      await warmImageCdn(site.origin, page.path);
      const runs = [await audit(url, chromium.port)];
      if ((runs[0]?.performance ?? 0) < MIN_PERFORMANCE || !((runs[0]?.cls ?? Number.NaN) < MAX_CLS))
        runs.push(await audit(url, chromium.port), await audit(url, chromium.port));
      const performance = median(runs.map((run) => run.performance));
      const cls = median(runs.map((run) => run.cls));
      const several = runs.length > 1;
      // The other categories do not depend on timing: the first run's scores stand.
      const { accessibility, seo, noindex } = runs[0] ?? { accessibility: 0, seo: 0, noindex: false };
      const bestPractices = runs[0]?.["best-practices"] ?? 0;
      figures.push({
        key: `lh.${page.name}`,
        label: `Lighthouse: ${page.name}`,
        value: performance,
        unit: "performance",
        text:
          `performance ${performance}${several ? ` (median of ${runs.length}: ${runs.map((run) => run.performance).join(", ")})` : ""}` +
          ` / CLS ${cls.toFixed(3)}${several ? ` (${runs.map((run) => run.cls.toFixed(3)).join(", ")})` : ""}` +
          ` / accessibility ${accessibility} / best practices ${bestPractices} / SEO ${seo}` +
          ` / script ${kb(runs[0]?.scriptBytes)} KB of ${kb(runs[0]?.totalBytes)} KB transferred`,
        budgetText: `performance >= ${MIN_PERFORMANCE}, CLS < ${MAX_CLS}, others 100${noindex ? " (SEO: noindex by design)" : ""}`,
        ok:
          performance >= MIN_PERFORMANCE &&
          cls < MAX_CLS &&
          accessibility === 100 &&
          bestPractices === 100 &&
          (noindex || seo === 100),
      });
    }
  } finally {
    await chromium.stop();
  }
  return figures;
}

const kb = (bytes: number | undefined) => formatNumber((bytes ?? 0) / 1024, 1);
