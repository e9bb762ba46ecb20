import { defineConfig, devices } from "@playwright/test";

// Each run gets its own port and store (set once here; workers inherit it), so two runs in one
// checkout never share a server. E2E_PORT pins it.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 10000));
const port = Number(process.env.E2E_PORT);
const store = `.netlify/e2e-store-${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    // The real `npm start` on its own port with a fresh store for this run.
    command: `rm -rf ${store} ${store}-site && PORT=${port} STORE_DIR=${store} npm start`,
    url: `http://localhost:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
