import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";

export interface SearchIndexResult {
  /** Pages in the index (those whose <main> carries data-pagefind-body: BaseLayout decides). */
  pages: number;
  seconds: number;
  outputPath: string;
}

/** Pagefind's ready-made search interfaces: the search page has its own (src/scripts/site-search.ts). */
const UNUSED_UI = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

async function removeUnusedUi(outputPath: string): Promise<void> {
  const files = await readdir(outputPath);
  await Promise.all(files.filter((file) => UNUSED_UI.test(file)).map((file) => rm(path.join(outputPath, file))));
}

/**
 * The site search's index (docs/decisions/site-search.md): Pagefind reads every built page of
 * `siteDir` and writes its index and browser script to `outputPath` (`siteDir/pagefind` by default,
 * served as /pagefind/). Pages without data-pagefind-body (the admin panel, the member area,
 * noindex and error pages, list pages whose items have pages of their own) are left out.
 */
export async function writeSearchIndex(
  siteDir: string,
  outputPath = path.join(siteDir, "pagefind"),
): Promise<SearchIndexResult> {
  const started = performance.now();
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
    if (!index) throw new Error(`Pagefind did not start: ${errors.join("; ")}`);
    const added = await index.addDirectory({ path: siteDir });
    if (added.errors.length > 0) throw new Error(`Pagefind could not read the pages: ${added.errors.join("; ")}`);
    await rm(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`);
    await removeUnusedUi(outputPath);
    return { pages: added.page_count, seconds: (performance.now() - started) / 1000, outputPath };
  } finally {
    await pagefind.close();
  }
}
