import path from "node:path";
import { build } from "astro";
import { ConfigurationError, parseScriptSettings, type ScriptSettings } from "../src/server/config";
import { markBuildStarted, recordBuildError } from "../src/server/publish";
import { writeSearchIndex } from "./lib/search-index";
import { sitePaths } from "./lib/site-paths";

/**
 * `npm run build`: build the static site from the store, on Netlify and under `npm start` alike.
 * It records in the publish status which changes it takes in, and why it failed if it does; the
 * outcome is recorded when the deploy ends (netlify/functions/deploy-*.mts, or the local builder).
 * These records never fail the build: one that could not be written only costs one more build.
 * After Astro, Pagefind indexes the built pages for the site search (scripts/lib/search-index.ts).
 * `--outDir DIR` builds somewhere other than dist/. A build renders only the pages whose data or
 * code changed since the last build with the same cache folder (Astro's incremental build,
 * docs/decisions/rebuild-time.md) and copies the rest; `--force` renders every page.
 */
process.env.ASTRO_TELEMETRY_DISABLED = "1";
const outDirFlag = process.argv.indexOf("--outDir");
const outDir = outDirFlag > 0 ? process.argv[outDirFlag + 1] : undefined;
const force = process.argv.includes("--force");
const settings = readSettings();
const { astroCacheDir } = sitePaths(settings.STORE_DIR);

await markBuildStarted().catch((error: unknown) => {
  console.warn("Could not record the start of the build:", error);
});
try {
  await build({
    root: process.cwd(),
    logLevel: settings.BUILD_LOG_LEVEL,
    ...(outDir ? { outDir } : {}),
    ...(astroCacheDir ? { cacheDir: astroCacheDir } : {}),
    force,
  });
  const index = await writeSearchIndex(path.resolve(outDir ?? "dist"));
  if (["debug", "info"].includes(settings.BUILD_LOG_LEVEL)) {
    console.log(`Search index: ${index.pages} pages in ${index.seconds.toFixed(1)} s`);
  }
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Build failed: ${reason}`);
  await recordBuildError(`Build failed: ${reason}`).catch(() => undefined);
  process.exit(1);
}

function readSettings(): ScriptSettings {
  try {
    return parseScriptSettings(process.env);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
