import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, open, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startBlobsSandbox, type BlobsSandbox } from "../../scripts/lib/blobs-sandbox";
import { BUILT_SITE_KINDS, type BuiltSiteKind, type BuiltSiteLocation } from "./built-site-manifest";

/**
 * Builds the site twice for the whole unit run, in the background while the other tests run:
 * from the demo content, and from the demo content plus the fixtures. Each build has its own
 * store, kept running until the run ends; tests that read a build wait for it (built-sites.ts).
 */
/**
 * The environment `npm start` builds in. Vitest sets NODE_ENV=test, which would make the build a
 * development one (import.meta.env.DEV), so it is left out.
 */
function buildEnvironment(context: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_ENV: "local", ASTRO_TELEMETRY_DISABLED: "1" };
  delete env.NODE_ENV;
  env.NETLIFY_BLOBS_CONTEXT = context;
  return env;
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "../..");
  const base = await mkdtemp(path.join(tmpdir(), "society-built-sites-"));
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

  let child: ChildProcess | undefined;
  const stopping = new AbortController();
  const prepare = async (site: BuiltSiteLocation, kind: BuiltSiteKind) => {
    const log = await open(site.logPath, "w");
    const code = await new Promise<number>((resolve) => {
      child = spawn(
        path.join(root, "node_modules", ".bin", "tsx"),
        ["tests/support/prepare-built-site.ts", kind, site.storeDir, site.outDir, site.manifestPath],
        {
          cwd: root,
          env: buildEnvironment(site.context),
          stdio: ["ignore", log.fd, log.fd],
        },
      );
      child.on("exit", (exitCode) => resolve(exitCode ?? 1));
      child.on("error", () => resolve(1));
    });
    await log.close();
    await writeFile(site.statusPath, JSON.stringify({ ok: code === 0, code }));
  };
  // One after the other, so the builds take one core and the tests the other.
  const building = (async () => {
    for (const kind of BUILT_SITE_KINDS) if (!stopping.signal.aborted) await prepare(sites[kind], kind);
  })();

  project.provide("builtSites", sites);
  return async () => {
    stopping.abort();
    child?.kill("SIGTERM");
    await building;
    for (const sandbox of sandboxes) await sandbox.stop();
    await rm(base, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    builtSites: Record<BuiltSiteKind, BuiltSiteLocation>;
  }
}
