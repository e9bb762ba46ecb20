import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "astro";
import { ConfigurationError, parseScriptSettings, type ScriptSettings } from "../../src/server/core/config";
import { markBuildStarted, recordBuildError } from "../../src/server/content/publish";
import { lockCacheFolder } from "./cache-lock";
import { writeSearchIndex } from "./search-index";
import { spawnTypeScript } from "./run-typescript";
import { sitePaths } from "./site-paths";

export interface SiteBuildOptions {
  /** Where the site goes (`dist/` if not given). */
  outDir?: string | undefined;
  /** Render every page, copy none from the cache. */
  force?: boolean | undefined;
  /** Astro's cache folder (by default the store's: sitePaths). */
  cacheDir?: string | undefined;
}

/**
 * The site's build from the store, on Netlify and under `npm start` alike (`npm run build` runs it
 * once; the local builder's warm process once per edit, build-script.ts); true when the site was
 * built. Should a page copied from the last build name a file this build did not write, the site is
 * built again with every page rendered, in a new process (`npm run build -- --force`): in this one,
 * the first build's modules, loaded at the same addresses, would be the ones a second build used.
 */
export async function buildSiteFully(options: SiteBuildOptions): Promise<boolean> {
  const outcome = await buildSite(options);
  return outcome === "render every page" ? buildEveryPageAfresh(options) : outcome === "built";
}

/**
 * One build, as buildSiteFully describes. It records in
 * the publish status which changes it takes in, and why it failed if it does; the outcome is
 * recorded when the deploy ends (netlify/functions/deploy-*.mts, or the local builder). These
 * records never fail the build: one that could not be written only costs one more build. After
 * Astro, Pagefind indexes the built pages for the site search (search-index.ts). A build renders
 * only the pages whose data or code changed since the last build with the same cache folder
 * (Astro's incremental build, docs/decisions/rebuild-time.md) and copies the rest. A build that
 * fails is reported on the console and in the publish status, and answers "failed"; one whose
 * copied pages name a file it did not write answers "render every page".
 */
async function buildSite({
  outDir,
  force = false,
  cacheDir: cacheFolder,
}: SiteBuildOptions): Promise<"built" | "failed" | "render every page"> {
  const settings = readSettings();
  if (!settings) return "failed";
  const sharedCache = cacheFolder ?? sitePaths(settings.STORE_DIR).astroCacheDir;
  // Another build holding the cache folder gets a folder of its own for this build (every page rendered).
  const lock = await lockCacheFolder(sharedCache);
  // Beside the shared one rather than in the temporary folder, which may be another file system:
  // Astro moves some of its files with rename, which fails across file systems.
  const cacheDir = lock ? sharedCache : await mkdtemp(`${sharedCache}-own-`);
  if (!lock) console.warn(`Another build is using ${sharedCache}: this build renders every page.`);
  /** Lets the next build have the shared cache folder, or removes this build's own. */
  const releaseCache = async () => {
    if (lock) await lock.release();
    else await rm(cacheDir, { recursive: true, force: true });
  };

  await markBuildStarted().catch((error: unknown) => {
    console.warn("Could not record the start of the build:", error);
  });
  try {
    const siteDir = path.resolve(outDir ?? "dist");
    // Every file Astro wrote or copied for a route, so that the search index need not look for them
    // (half a second at 10x: a folder per page).
    let builtFiles: string[] | undefined;
    await build({
      root: process.cwd(),
      logLevel: settings.BUILD_LOG_LEVEL,
      ...(outDir ? { outDir } : {}),
      cacheDir,
      force,
      integrations: [
        {
          name: "society-built-files",
          hooks: {
            "astro:build:done": ({ dir, assets }) => {
              builtFiles = [...assets.values()]
                .flat()
                .map((file) => path.relative(fileURLToPath(dir), fileURLToPath(file)));
            },
          },
        },
      ],
    });
    // The index's parts are kept beside Astro's pages, under the same lock.
    const index = await writeSearchIndex(siteDir, {
      builtFiles,
      cacheDir: path.join(cacheDir, "search-index-parts"),
    });
    if (["debug", "info"].includes(settings.BUILD_LOG_LEVEL)) {
      console.log(
        `Search index: ${index.pages} pages in ${index.seconds.toFixed(1)} s ` +
          `(${index.pagesIndexed} indexed, ${index.partsCopied} of ${index.parts} parts copied unchanged)`,
      );
    }
    // A page copied from the cache names the scripts and styles of the build that rendered it. Astro
    // hashes a page's own code, not how the whole bundle was split: should a copied page name a file
    // this build did not write, every page is rendered again.
    const missing = [...index.assets].filter((asset) => !existsSync(path.join(siteDir, asset)));
    if (missing.length > 0 && !force) {
      console.warn(
        `Pages name files this build did not write (${missing.slice(0, 3).join(", ")}): rendering every page.`,
      );
      await releaseCache();
      return "render every page";
    }
    // Every page rendered, none copied: then it is a link in the content, not this build's own file.
    if (missing.length > 0) console.warn(`Pages link to /_astro/ files that do not exist: ${missing.join(", ")}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Build failed: ${reason}`);
    await recordBuildError(`Build failed: ${reason}`).catch(() => undefined);
    await releaseCache();
    return "failed";
  }
  await releaseCache();
  return "built";
}

/** The same build with `force`, in a new process (`npm run build -- --force`); true when it succeeded. */
function buildEveryPageAfresh({ outDir, cacheDir }: SiteBuildOptions): Promise<boolean> {
  const args = ["--force", ...(outDir ? ["--outDir", outDir] : []), ...(cacheDir ? ["--cacheDir", cacheDir] : [])];
  const child = spawnTypeScript("scripts/build.ts", args, { cwd: process.cwd(), stdio: "inherit" });
  return new Promise((resolve) => {
    child.on("exit", (code) => resolve(code === 0)).on("error", () => resolve(false));
  });
}

function readSettings(): ScriptSettings | undefined {
  try {
    return parseScriptSettings(process.env);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    return undefined;
  }
}
