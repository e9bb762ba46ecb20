import { defineConfig, devices } from "@playwright/test";
import { testChromiumLaunchOptions } from "./scripts/lib/chromium";
import { LOCAL_DEFAULTS } from "./src/server/core/config";
import { preparedDemoSite } from "./tests/support/demo-site";
import { cheapPasswordHash } from "./tests/support/test-hash-cost";

// Each run gets its own ports and stores (set once here; workers inherit them), so two runs in one
// checkout never share a server. E2E_PORT pins them: the public-site specs use E2E_PORT, the
// lifecycle spec starts its own server on E2E_PORT + 1, the admin specs use E2E_PORT + 2 and the
// live specs E2E_PORT + 3; the live server's test mail sink takes SMTP on E2E_PORT + 4 and answers
// its messages over HTTP on E2E_PORT + 5.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 10000));
const sitePort = Number(process.env.E2E_PORT);
const adminPort = sitePort + 2;
const livePort = sitePort + 3;
const sinkSmtpPort = sitePort + 4;
const sinkHttpPort = sitePort + 5;
process.env.E2E_MAIL_SINK = `http://127.0.0.1:${sinkHttpPort}/messages`;
const prepared = preparedDemoSite();
// The specs sign in as the site owner about 90 times, each an scrypt check on a server: about 0.13 s
// of CPU at the product's cost. The servers are given ADMIN_PASSWORD as operators are told to give it,
// an scrypt hash, here of the local password at the tests' cost (the product's cost is proven by the
// unit tests). Made once here; the workers inherit it.
process.env.E2E_OWNER_PASSWORD_HASH ??= await cheapPasswordHash(LOCAL_DEFAULTS.ADMIN_PASSWORD);

/**
 * The real `npm start` on its own port with a fresh store for this run. `rebuildOnEdit: false` for
 * a server whose specs never read an edit on the pages: its builds would only take the machine's
 * two cores from the specs that run beside it.
 */
const server = (port: number, { rebuildOnEdit = true, smtpUrl = "" } = {}) => {
  const store = `.netlify/e2e-store-${port}`;
  const mail = smtpUrl ? `SMTP_URL=${smtpUrl} MAIL_FROM='Society <office@example.org>' ` : "";
  // Under `npm test`, each server starts from a copy of the demo site built once for the run (its
  // store, its build and Astro's cache, so its rebuilds are incremental) instead of building its own.
  const copy = prepared ? ` && cp -a ${prepared.storeDir} ${store} && cp -a ${prepared.siteDir} ${store}-site` : "";
  return {
    command: `rm -rf ${store} ${store}-site${copy} && ${mail}PORT=${port} STORE_DIR=${store} REBUILD_ON_EDIT=${String(rebuildOnEdit)} REUSE_BUILD=${String(Boolean(prepared))} npm start`,
    env: { ADMIN_PASSWORD: process.env.E2E_OWNER_PASSWORD_HASH ?? "" },
    url: `http://localhost:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
  };
};

// The admin tabs' specs add, change and delete content freely; the live specs (edit-to-live,
// stored script, a member's whole path with its e-mail, a restore from the activity log) wait for
// rebuilds. Each group has its own server, so neither changes the demo content the public-site specs
// see, nor the other's. admin-users reads the invitation e-mail at the mail sink, so it runs on the
// live server too.
const liveSpecs = /(edit-to-live|stored-xss|member-journey|admin-users|activity-restore|event-payment)\.spec\.ts$/;
const adminSpecs = /admin[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The three projects run side by side, each on its own server. The admin and live specs change
  // their server's content, so each group runs one spec at a time; the public-site specs only read
  // theirs, so two of them run at once (the crawl, the longest, beside the others).
  workers: 4,
  // A spec's own limit, not a measure of speed: the admin desk and settings specs, with several axe
  // runs each, took 38-54 s while the three projects shared the two cores, and ran past 60 s twice.
  timeout: 120_000,
  // A sign-in or a registration costs a password hash (scrypt) on the server; with three servers,
  // their rebuilds and two browsers sharing two cores, one took over Playwright's default 5 s in
  // CI. The pages answer as they should, only later: web-first assertions wait up to 15 s.
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    launchOptions: testChromiumLaunchOptions,
  },
  projects: [
    {
      name: "site",
      testIgnore: [adminSpecs, liveSpecs],
      workers: 2,
      use: { baseURL: `http://localhost:${sitePort}` },
    },
    {
      name: "admin",
      testMatch: adminSpecs,
      testIgnore: liveSpecs,
      workers: 1,
      use: { baseURL: `http://localhost:${adminPort}` },
    },
    { name: "live", testMatch: liveSpecs, workers: 1, use: { baseURL: `http://localhost:${livePort}` } },
  ],
  // The admin tabs' specs check the panel and the records it stored, and the public-site specs read
  // the demo pages as first built: neither server rebuilds. The pages after an edit are the live
  // specs' (edit-to-live.spec.ts) and the lifecycle spec's, on servers of their own.
  // The live server sends real SMTP to the test sink (tests/support/smtp-sink.ts), which keeps what
  // arrives for the specs to read.
  webServer: [
    server(sitePort, { rebuildOnEdit: false }),
    server(adminPort, { rebuildOnEdit: false }),
    {
      command: `node --import tsx tests/support/smtp-sink.ts --smtp-port ${sinkSmtpPort} --http-port ${sinkHttpPort}`,
      url: process.env.E2E_MAIL_SINK,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
    },
    server(livePort, { smtpUrl: `smtp://127.0.0.1:${sinkSmtpPort}` }),
  ],
});
