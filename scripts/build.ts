import path from "node:path";
import { build } from "astro";
import { markBuildStarted, markPublishFailed } from "../src/server/publish";

/**
 * `npm run build`: build the static site from the store, on Netlify and under `npm start` alike.
 * It records the start and any failure in the publish status; success is recorded when the build
 * goes live (netlify/functions/deploy-succeeded.mts, or the local builder). `--outDir DIR` builds
 * somewhere other than dist/.
 */
process.env.ASTRO_TELEMETRY_DISABLED = "1";
const outDirFlag = process.argv.indexOf("--outDir");
const outDir = outDirFlag > 0 ? process.argv[outDirFlag + 1] : undefined;

// Astro keeps the content it loaded in a cache folder; builds of different stores (the e2e servers
// run side by side) must each have their own, or one build can render the other's content.
const cacheDir = process.env.STORE_DIR ? path.resolve(`${process.env.STORE_DIR}-site`, "astro-cache") : undefined;

await markBuildStarted();
try {
  await build({
    root: process.cwd(),
    logLevel: process.env.BUILD_LOG_LEVEL === "info" ? "info" : "warn",
    ...(outDir ? { outDir } : {}),
    ...(cacheDir ? { cacheDir } : {}),
  });
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Build failed: ${reason}`);
  await markPublishFailed(`Build failed: ${reason}`);
  process.exit(1);
}
