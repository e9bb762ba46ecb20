import { readFile } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { testChromiumLaunchOptions } from "../../scripts/lib/chromium";
import type { BuiltSite } from "./built-sites";

/**
 * A browser reading a built site straight from its files: each page as the HTML the build wrote,
 * parsed as a visitor's browser parses it, before any script of the page runs (a script policy
 * of `script-src 'none'` keeps them all from running). No server: redirects, headers and scripts
 * at work are the end-to-end tests' part.
 */

export const ORIGIN = "http://built.site.test";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".xml": "application/xml",
  ".txt": "text/plain",
  ".pdf": "application/pdf",
};

export interface BuiltPages {
  page: Page;
  /** Opens a path of the site; answers the status a host would (200, or 404 with the 404 page). */
  open(urlPath: string): Promise<number>;
  close(): Promise<void>;
}

let browser: Promise<Browser> | undefined;

/** An address as a key that does not depend on which characters were percent-encoded. */
const samePage = (href: string) => {
  const url = new URL(href);
  return decodeURIComponent(url.pathname + url.search);
};

/** One browser per test file, closed when the file's tests end (call from afterAll). */
export async function closeBrowser() {
  const open = browser;
  browser = undefined;
  if (open) await (await open).close();
}

export interface BuiltPagesOptions {
  viewport?: { width: number; height: number };
  /** Only the HTML: no style sheet, image or script is fetched (for reading the markup alone). */
  markupOnly?: boolean;
}

export async function builtPages(site: BuiltSite, options: BuiltPagesOptions = {}): Promise<BuiltPages> {
  const { viewport = { width: 1280, height: 800 }, markupOnly = false } = options;
  browser ??= chromium.launch(testChromiumLaunchOptions);
  const context: BrowserContext = await (await browser).newContext({ viewport, baseURL: ORIGIN });
  // Generous waits: these files run while the other built site is still building, and a first
  // page's load can take seconds on a busy two-core machine. A wait only runs out when a test fails.
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  // The page opened stays put: a meta refresh (the /join page) may not take the reader elsewhere.
  let opening = "";
  await context.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (route.request().isNavigationRequest() && samePage(url.href) !== opening) {
      // A browser keeps the current page when a navigation answers 204.
      await route.fulfill({ status: 204 });
      return;
    }
    if (markupOnly && !route.request().isNavigationRequest()) {
      await route.abort();
      return;
    }
    const file = await site.fileFor(url.pathname);
    const served = file ?? path.join(site.outDir, "404.html");
    const type = TYPES[path.extname(served)] ?? "application/octet-stream";
    await route.fulfill({
      status: file ? 200 : 404,
      headers: { "content-type": type, "content-security-policy": "script-src 'none'" },
      body: await readFile(served),
    });
  });
  // Anything outside the site (fonts, social links) is not fetched.
  await context.route(
    (url) => !url.href.startsWith(ORIGIN),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  return {
    page,
    async open(urlPath) {
      opening = samePage(new URL(urlPath, ORIGIN).href);
      // The page before may still start its refresh (held back above), cutting this one short once.
      const response = await page.goto(urlPath).catch(async (error: unknown) => {
        if (!/ERR_ABORTED|interrupted by another navigation/.test(String(error))) throw error;
        return page.goto(urlPath);
      });
      return response?.status() ?? 0;
    },
    close: () => context.close(),
  };
}
