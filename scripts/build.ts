import { build } from "astro";
import { callBuildHook, markBuildFinished, markBuildStarted } from "../src/server/publish";

/**
 * `npm run build`: build the static site from the store and record the outcome in the publish
 * status, on Netlify and under `npm start` alike. `--outDir DIR` builds somewhere other than dist/.
 */
process.env.ASTRO_TELEMETRY_DISABLED = "1";
const outDirFlag = process.argv.indexOf("--outDir");
const outDir = outDirFlag > 0 ? process.argv[outDirFlag + 1] : undefined;

await markBuildStarted();
try {
  await build({
    root: process.cwd(),
    logLevel: process.env.BUILD_LOG_LEVEL === "info" ? "info" : "warn",
    ...(outDir ? { outDir } : {}),
  });
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Build failed: ${reason}`);
  await markBuildFinished(false, reason);
  process.exit(1);
}
const anotherDue = await markBuildFinished(true);
// Edits saved while this build ran are not in it: ask for one more.
if (anotherDue) await callBuildHook();
