import { buildSiteFully } from "./lib/site-build";

/**
 * `npm run build`: the static site from the store (scripts/lib/site-build.ts), as Netlify's build
 * command. `--outDir DIR` builds somewhere other than dist/; `--force` renders every page, copying
 * none from the last build's cache; `--cacheDir DIR` names that cache folder (by default the
 * store's: sitePaths).
 */
process.env.ASTRO_TELEMETRY_DISABLED = "1";
const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const built = await buildSiteFully({
  outDir: flag("--outDir"),
  force: process.argv.includes("--force"),
  cacheDir: flag("--cacheDir"),
});
// A failed build exits at once, without waiting for anything it may have left open.
if (!built) process.exit(1);
