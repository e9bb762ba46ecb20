import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/lib/chromium";

// Each run gets its own ports and stores (set once here; workers inherit them), so two runs in one
// checkout never share a server. E2E_PORT pins them: the public-site specs use E2E_PORT, the
// lifecycle spec starts its own server on E2E_PORT + 1, the admin specs use E2E_PORT + 2.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 10000));
const sitePort = Number(process.env.E2E_PORT);
const adminPort = sitePort + 2;

/** The real `npm start` on its own port with a fresh store for this run. */
const server = (port: number) => {
  const store = `.netlify/e2e-store-${port}`;
  return {
    command: `rm -rf ${store} ${store}-site && PORT=${port} STORE_DIR=${store} npm start`,
    url: `http://localhost:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
  };
};

// The admin specs (and the load, edit-to-live and stored-script specs) add, change and delete
// content freely; on their own server they never change the demo content the public-site specs see.
const adminSpecs = /(admin[^/]*|concurrency|edit-to-live|stored-xss)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The two projects run side by side, each on its own server. The admin specs change their
  // server's content, so they run one spec at a time; the public-site specs only read theirs, so
  // two of them run at once (the crawl, the longest, beside the others).
  workers: 3,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "site", testIgnore: adminSpecs, workers: 2, use: { baseURL: `http://localhost:${sitePort}` } },
    { name: "admin", testMatch: adminSpecs, workers: 1, use: { baseURL: `http://localhost:${adminPort}` } },
  ],
  webServer: [server(sitePort), server(adminPort)],
});
