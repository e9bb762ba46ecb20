import { mkdir, open, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { startBlobsSandbox } from "../../scripts/lib/blobs-sandbox";
import { spawnTypeScript } from "../../scripts/lib/run-typescript";
import { sitePaths } from "../../scripts/lib/site-paths";
import { markPublished } from "../../src/server/content/publish";
import { writeBuildStatus } from "./build-status";
import { demoSiteLocation } from "./demo-site";

/**
 * `tsx tests/support/prepare-demo-site.ts DIR`: the demo site built once for a whole `npm test`
 * (docs/decisions/test-layout.md). A store seeded with the demo content, and the site built from it
 * as `npm start`'s first build leaves it: the build under the store's site folder with a relative
 * `dist` link to it, Astro's cache beside it (so a server started from a copy rebuilds
 * incrementally), and the build recorded as published. Also the unit run's manifest of the records
 * (prepare-built-site.ts). Writes `status.json` ({ ok, code }) when it ends, its output to `build.log`.
 */
const [dir] = process.argv.slice(2);
if (!dir) throw new Error("Usage: tsx tests/support/prepare-demo-site.ts DIR");
const location = demoSiteLocation(path.resolve(dir));
const root = path.resolve(import.meta.dirname, "../..");

await rm(location.dir, { recursive: true, force: true });
await mkdir(location.storeDir, { recursive: true });
const { siteRoot } = sitePaths(location.storeDir);
const buildName = "1";
const outDir = path.join(siteRoot, ".netlify", "site-builds", buildName);

const sandbox = await startBlobsSandbox(location.storeDir);
const log = await open(location.logPath, "w");
const env: NodeJS.ProcessEnv = {
  ...process.env,
  SITE_ENV: "local",
  ASTRO_TELEMETRY_DISABLED: "1",
  NETLIFY_BLOBS_CONTEXT: sandbox.context,
  // As the unit run's fixture builds log (built-sites-setup.ts): Astro's cache is only used by a
  // build whose configuration, the log level included, is the same as the one that wrote it.
  BUILD_LOG_LEVEL: "info",
};
// A development build otherwise (import.meta.env.DEV), when started from a test runner.
delete env.NODE_ENV;
const code = await new Promise<number>((resolve) => {
  const child = spawnTypeScript(
    "tests/support/prepare-built-site.ts",
    ["demo", location.storeDir, outDir, location.manifestPath],
    { cwd: root, env, stdio: ["ignore", log.fd, log.fd] },
  );
  child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  child.on("error", () => resolve(1));
});
await log.close();
if (code === 0) {
  await symlink(path.join(".netlify", "site-builds", buildName), path.join(siteRoot, "dist"), "dir");
  process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;
  await markPublished();
}
await sandbox.stop();
await writeBuildStatus(location.statusPath, { ok: code === 0, code });
process.exit(code);
