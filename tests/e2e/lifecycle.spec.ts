import { spawn, type ChildProcess } from "node:child_process";
import { cp, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startBlobsSandbox } from "../../scripts/lib/blobs-sandbox";
import { preparedDemoSite } from "../support/demo-site";
import { runningProcesses } from "../support/processes";
import { checkoutFolder } from "../support/store-folder";

/**
 * `npm start` as a person uses it: a second instance on its own port and store, a build that
 * fails on bad data while the last good site stays live and is tried again on its own, a burst of
 * edits from several administrators that all go live, and Ctrl-C leaving nothing behind.
 */

// Beside the main test server's port (playwright.config.ts picks it per run).
const PORT = Number(process.env.E2E_PORT ?? 8899) + 1;
const origin = `http://localhost:${PORT}`;
const root = path.resolve(import.meta.dirname, "../..");

let storeDir: string;
let server: ChildProcess;
let output = "";

/** Every process whose process group is `group` (the started command and all it spawned). */
const processesInGroup = async (group: number) =>
  (await runningProcesses()).filter((running) => running.group === group).map((running) => running.pid);

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });

async function adminToken(): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.org", password: "change-me-locally" }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function createNews(token: string, title: string): Promise<{ id: string }> {
  const response = await fetch(`${origin}/api/news`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ title, date: "2026-11-21", bigContent: "Body." }),
  });
  expect(response.status).toBe(201);
  return { id: ((await response.json()) as { _id: string })._id };
}

async function publishState(token: string) {
  const response = await fetch(`${origin}/api/publish-status`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { state: string; lastPublishedAt: string | null; pendingChanges: number };
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // The server's first build: allowed as long as the wait below, not the 60 s of a test.
  test.setTimeout(150_000);
  // In the checkout, as the server's builds go beside the store (checkoutFolder says why).
  storeDir = await checkoutFolder("lifecycle-store-");
  // Under `npm test`, from a copy of the demo site built once for the run; its rebuilds are its own.
  const prepared = preparedDemoSite();
  if (prepared) {
    await cp(prepared.storeDir, storeDir, { recursive: true, verbatimSymlinks: true });
    await cp(prepared.siteDir, `${storeDir}-site`, { recursive: true, verbatimSymlinks: true });
  }
  // Its own process group, as a terminal gives a foreground command, so Ctrl-C can reach it whole.
  // What `npm start` runs: one Node process (no tsx wrapper relaying signals to a child).
  server = spawn(path.join(root, "node_modules", ".bin", "node"), ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(PORT), STORE_DIR: storeDir, REUSE_BUILD: String(Boolean(prepared)) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 120_000, intervals: [250] }).toContain("Press Ctrl-C to stop.");
});

test.afterAll(async () => {
  if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGKILL");
  await rm(storeDir, { recursive: true, force: true });
  await rm(`${storeDir}-site`, { recursive: true, force: true });
});

test("a failed build keeps the last good site live, says so and tries again; fixing the data publishes", async ({
  page,
}) => {
  // A failed build, its first retry and the one after the fix.
  test.setTimeout(180_000);
  expect(output).toContain(`running at ${origin}`);
  const token = await adminToken();
  await page.goto(`${origin}/news`);
  const liveBefore = await page.getByRole("main").innerText();

  // Data the build cannot accept, written straight into the store as a faulty import would.
  const sandbox = await startBlobsSandbox(storeDir);
  process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;
  const { collection } = await import("../../src/server/store");
  const news = collection<{ _id: string; createdAt: string; updatedAt: string; title: number }>("news");
  const broken = await news.insert({ title: 42 });
  await sandbox.stop();

  const title = `Saved while the build is broken ${Date.now()}`;
  const created = await createNews(token, title);

  await expect.poll(async () => (await publishState(token)).state, { timeout: 60_000 }).toBe("retrying");
  await expect.poll(() => output, { timeout: 30_000 }).toContain("the previous build stays live");
  await expect.poll(() => output, { timeout: 30_000 }).toContain("Publishing will be tried again in 5 s");
  await page.goto(`${origin}/news`);
  expect(await page.getByRole("main").innerText()).toBe(liveBefore);
  expect((await page.goto(`${origin}/news/${created.id}`))?.status()).toBe(404);

  // Removing the bad record through the API: the next attempt succeeds.
  const removed = await fetch(`${origin}/api/news/${broken._id}`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status).toBe(200);
  await expect
    .poll(async () => publishState(token), { timeout: 120_000 })
    .toMatchObject({ state: "idle", pendingChanges: 0 });
  await page.goto(`${origin}/news/${created.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("a burst of edits from several administrators during builds all goes live", async ({ page }) => {
  test.setTimeout(240_000);
  const token = await adminToken();
  const saved: { id: string; title: string }[] = [];
  const burst = (round: number) =>
    Promise.all(
      Array.from({ length: 8 }, async (_, admin) => {
        for (let index = 0; index < 5; index++) {
          const title = `Burst ${round} from admin ${admin}, item ${index}`;
          saved.push({ title, id: (await createNews(token, title)).id });
        }
      }),
    );
  await burst(1);
  // The second burst lands while the build the first asked for runs.
  await expect
    .poll(async () => (await publishState(token)).state, { timeout: 60_000, intervals: [100] })
    .toBe("building");
  await burst(2);
  await expect
    .poll(async () => publishState(token), { timeout: 180_000, intervals: [1_000] })
    .toMatchObject({ state: "idle", pendingChanges: 0 });
  const last = saved.at(-1);
  await page.goto(`${origin}/news/${last?.id ?? ""}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(last?.title ?? "");
});

test("Ctrl-C stops the site and leaves no process behind", async () => {
  const group = server.pid ?? 0;
  expect((await processesInGroup(group)).length).toBeGreaterThan(0);
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  process.kill(-group, "SIGINT");
  expect(await exited).toBe(0);
  await expect.poll(() => processesInGroup(group), { timeout: 10_000 }).toEqual([]);
  expect(await portIsFree(PORT)).toBe(true);
});
