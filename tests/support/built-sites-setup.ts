import type { ChildProcess } from "node:child_process";
import { cp, mkdir, open, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startBlobsSandbox, type BlobsSandbox } from "../../scripts/lib/blobs-sandbox";
import { spawnTypeScript } from "../../scripts/lib/run-typescript";
import { sitePaths } from "../../scripts/lib/site-paths";
import {
  BUILT_SITE_KINDS,
  type BuildOutcomeLocation,
  type BuiltSiteKind,
  type BuiltSiteLocation,
  type BuiltSiteManifest,
} from "./built-site-manifest";
import { waitForBuildStatus, writeBuildStatus } from "./build-status";
import { preparedDemoSite, type DemoSiteLocation } from "./demo-site";
import { checkoutFolder } from "./store-folder";

/**
 * Builds the site for the whole unit run, in the background while the other tests run: from the
 * demo content, and from the demo content plus the fixtures. Each has its own store, kept running
 * until the run ends; tests that read a build wait for it (built-sites.ts). The fixtures' store
 * starts as a copy of the demo store and its build from the demo build's Astro cache, as an edit's
 * rebuild under `npm start` does, so it copies the pages the fixtures left alone; a last build of
 * the same store renders every page (`--force`), for built-fixtures-incremental.test.ts to compare.
 */
/**
 * The environment `npm start` builds in. Vitest sets NODE_ENV=test, which would make the build a
 * development one (import.meta.env.DEV), so it is left out.
 */
function buildEnvironment(context: string): NodeJS.ProcessEnv {
  // Astro's info log names each page it copied from the last build ("(restored)").
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_ENV: "local",
    ASTRO_TELEMETRY_DISABLED: "1",
    BUILD_LOG_LEVEL: "info",
  };
  delete env.NODE_ENV;
  env.NETLIFY_BLOBS_CONTEXT = context;
  return env;
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "../..");
  const base = await checkoutFolder("built-sites-");
  const sandboxes: BlobsSandbox[] = [];
  const sites = {} as Record<BuiltSiteKind, BuiltSiteLocation>;
  for (const kind of BUILT_SITE_KINDS) {
    const dir = path.join(base, kind);
    const storeDir = path.join(dir, "store");
    await mkdir(storeDir, { recursive: true });
    const sandbox = await startBlobsSandbox(storeDir);
    sandboxes.push(sandbox);
    sites[kind] = {
      context: sandbox.context,
      storeDir,
      outDir: path.join(dir, "dist"),
      manifestPath: path.join(dir, "manifest.json"),
      statusPath: path.join(dir, "status.json"),
      logPath: path.join(dir, "build.log"),
    };
  }

  const fixtures = sites.fixtures;
  const fullBuildOfFixtures: BuildOutcomeLocation = {
    outDir: path.join(base, "fixtures-full", "dist"),
    statusPath: path.join(base, "fixtures-full", "status.json"),
    logPath: path.join(base, "fixtures-full", "build.log"),
  };
  await mkdir(path.dirname(fullBuildOfFixtures.outDir), { recursive: true });

  let child: ChildProcess | undefined;
  const stopping = new AbortController();
  /**
   * Runs a script of the project against `context`'s store, logging to `outcome`'s log and status;
   * true when it succeeded.
   */
  const run = async (outcome: BuildOutcomeLocation, context: string, file: string, args: string[], extraEnv = {}) => {
    const log = await open(outcome.logPath, "w");
    const code = await new Promise<number>((resolve) => {
      child = spawnTypeScript(file, args, {
        cwd: root,
        env: { ...buildEnvironment(context), ...extraEnv },
        stdio: ["ignore", log.fd, log.fd],
      });
      child.on("exit", (exitCode) => resolve(exitCode ?? 1));
      child.on("error", () => resolve(1));
    });
    await log.close();
    await writeBuildStatus(outcome.statusPath, { ok: code === 0, code });
    return code === 0;
  };
  const prepare = (site: BuiltSiteLocation, kind: BuiltSiteKind) =>
    run(site, site.context, "tests/support/prepare-built-site.ts", [
      kind,
      site.storeDir,
      site.outDir,
      site.manifestPath,
    ]);
  // Under `npm test` the demo site was built once for the whole run (prepare-demo-site.ts): the
  // demo tests read that build, from a copy of its store.
  const prepared = preparedDemoSite();
  if (prepared) {
    sites.demo.outDir = path.join(prepared.siteDir, "dist");
    sites.demo.logPath = prepared.logPath;
  }
  const cacheOf = (site: BuiltSiteLocation) => sitePaths(site.storeDir).astroCacheDir;
  const demoCache = prepared ? path.join(prepared.siteDir, "astro-cache") : cacheOf(sites.demo);
  // One after the other, so the builds take one core and the tests the other.
  const building = (async () => {
    // The same demo records (ids and all) and the demo build's cache: the fixtures are an edit.
    // (Should the demo build fail, its tests say so; the fixtures' store then seeds its own.)
    const demoBuilt = prepared
      ? await copyPreparedDemo(prepared, sites.demo, stopping.signal)
      : await prepare(sites.demo, "demo");
    if (demoBuilt) {
      await cp(sites.demo.storeDir, fixtures.storeDir, { recursive: true });
      await cp(demoCache, cacheOf(fixtures), { recursive: true });
    }
    if (!stopping.signal.aborted) await prepare(fixtures, "fixtures");
    if (!stopping.signal.aborted) {
      await run(
        fullBuildOfFixtures,
        fixtures.context,
        "scripts/build.ts",
        ["--outDir", fullBuildOfFixtures.outDir, "--force"],
        {
          STORE_DIR: fixtures.storeDir,
        },
      );
    }
  })();

  project.provide("builtSites", sites);
  project.provide("fullBuildOfFixtures", fullBuildOfFixtures);
  return async () => {
    stopping.abort();
    child?.kill("SIGTERM");
    await building;
    for (const sandbox of sandboxes) await sandbox.stop();
    await rm(base, { recursive: true, force: true });
  };
}

/**
 * Waits for the demo site prepared for the run, copies its store into the demo's and writes the
 * demo's manifest and status as a build of its own would; true when the prepared build succeeded.
 */
async function copyPreparedDemo(
  prepared: DemoSiteLocation,
  demo: BuiltSiteLocation,
  stopping: AbortSignal,
): Promise<boolean> {
  const status = await waitForBuildStatus(prepared.statusPath, () => stopping.aborted);
  if (!status) return false;
  if (status.ok) {
    await cp(prepared.storeDir, demo.storeDir, { recursive: true });
    const manifest = JSON.parse(await readFile(prepared.manifestPath, "utf8")) as BuiltSiteManifest;
    await writeFile(
      demo.manifestPath,
      JSON.stringify({ ...manifest, storeDir: demo.storeDir, outDir: demo.outDir } satisfies BuiltSiteManifest),
    );
  }
  await writeBuildStatus(demo.statusPath, status);
  return status.ok;
}

declare module "vitest" {
  export interface ProvidedContext {
    builtSites: Record<BuiltSiteKind, BuiltSiteLocation>;
    fullBuildOfFixtures: BuildOutcomeLocation;
  }
}
