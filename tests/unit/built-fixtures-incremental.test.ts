import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { indexedPageCount } from "../../scripts/lib/search-index";
import type { BuildOutcomeLocation } from "../support/built-site-manifest";
import { builtSite, fullBuildOfFixtures, type BuiltSite } from "../support/built-sites";
import { REBUILD_EDIT_MARK } from "../support/rebuild-edits";

/**
 * Astro's incremental build (docs/decisions/rebuild-time.md): the fixtures site is the demo store
 * with the fixtures added and one record of each kind with a page of its own edited
 * (tests/support/rebuild-edits.ts), built from the demo build's cache as an edit's rebuild is: the
 * pages nothing changed are copied, not rendered. Built again with every page rendered, the same
 * store must give the same site, file for file: a page whose cacheKey (src/build/page-cache-key.ts)
 * missed data it shows would be copied out of date and differ. (Both builds run the same code in
 * the same year, so a key that missed those would not show here.)
 */

/** Every file of a build but the search index (Pagefind names its chunks differently each time). */
async function siteFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`pagefind${path.sep}`))
    .sort();
}

let incremental: BuiltSite;
let full: BuildOutcomeLocation;

beforeAll(async () => {
  incremental = await builtSite("fixtures");
  full = await fullBuildOfFixtures();
}, 300_000);

describe("a rebuild that copies unchanged pages from the last build", () => {
  it("copies most pages and renders the changed ones, and makes the same site as a full build", async () => {
    const log = await readFile(incremental.logPath, "utf8");
    // Astro logs "├─ <page>" as it starts a page and "(+12ms)" or "(restored)" when it is done; with
    // several pages at once, a line may hold more than one page.
    const copied = log.split("(restored)").length - 1;
    const rendered = log.match(/\(\+\d+m?s\)/g)?.length ?? 0;
    // The demo's council profiles, news items, books and award pages that the fixtures leave alone.
    expect(copied).toBeGreaterThanOrEqual(30);
    expect(rendered).toBeGreaterThan(0);
    // Each edited record's page shows the edit: rendered again, not copied from the demo build.
    const edited = incremental.editedPages ?? [];
    expect(edited).toHaveLength(4);
    for (const page of edited) expect(await incremental.read(`${page}index.html`), page).toContain(REBUILD_EDIT_MARK);

    const files = await siteFiles(incremental.outDir);
    expect(files).toEqual(await siteFiles(full.outDir));
    const differing: string[] = [];
    for (const file of files) {
      const [mine, theirs] = await Promise.all([
        readFile(path.join(incremental.outDir, file)),
        readFile(path.join(full.outDir, file)),
      ]);
      if (!mine.equals(theirs)) differing.push(file);
    }
    expect(differing).toEqual([]);
  });

  it("indexes for the search every page it copied or rendered that is marked for it", async () => {
    // The index step is handed Astro's own list of the files it wrote (scripts/lib/site-build.ts).
    const pages = (await siteFiles(incremental.outDir)).filter((file) => file.endsWith(".html"));
    let marked = 0;
    for (const page of pages) {
      if (/<main\b[^>]*\sdata-pagefind-body/.test(await incremental.read(page.split(path.sep).join("/")))) marked++;
    }
    expect(marked).toBeGreaterThan(30);
    expect(await indexedPageCount(path.join(incremental.outDir, "pagefind"))).toBe(marked);
  });
});
