import path from "node:path";

/** The project folder: npm runs every script here. */
export const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Where a store's files live, from the STORE_DIR setting. The default store serves the project's
 * own dist/ and uses Astro's own cache folder (node_modules/.astro, where Netlify builds keep it
 * too); a custom one gets its own site folder beside it (its builds, its live `dist` link and
 * Astro's cache), so a second instance, as the tests run, never swaps or renders the first one's
 * pages.
 */
export function sitePaths(storeDirSetting: string | undefined) {
  const storeDir = path.resolve(projectRoot, storeDirSetting ?? ".netlify/blobs-serve");
  const siteRoot = storeDirSetting ? `${storeDir}-site` : projectRoot;
  return {
    storeDir,
    siteRoot,
    astroCacheDir: storeDirSetting
      ? path.join(siteRoot, "astro-cache")
      : path.join(projectRoot, "node_modules", ".astro"),
  };
}
