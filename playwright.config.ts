import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8899);

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
    command: `rm -rf .netlify/e2e-store .netlify/e2e-store-site && PORT=${port} STORE_DIR=.netlify/e2e-store npm start`,
    url: `http://localhost:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
