import { existsSync } from "node:fs";

/**
 * Two builds of Debian's Chromium, one engine (docs/decisions/test-browser.md):
 * - the visitor's browser, `/usr/bin/chromium`, for what is measured as a visitor meets it (the
 *   benchmarks, Lighthouse) and for the docs' screenshots;
 * - the tests' browser, Chromium's headless shell (`chromium-headless-shell`): the same Blink, V8
 *   and axe results without the browser's user interface, for about a third less CPU in the
 *   end-to-end run. Where it is not installed, the tests use the visitor's browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The visitor's browser, started the same way by the benchmarks and the screenshots. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args };

/** The tests' browser (playwright.config.ts, the built-page unit tests). */
export const testChromiumLaunchOptions = { executablePath: TEST_CHROMIUM_PATH, args };
