import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";

export interface SearchIndexResult {
  /** Pages in the index (those whose <main> carries data-pagefind-body: BaseLayout decides). */
  pages: number;
  /** Every /_astro/ file a built page refers to (the build checks that each exists). */
  assets: Set<string>;
  seconds: number;
  outputPath: string;
}

/**
 * Pagefind's scripts for browsers: the search runs on the server (with its own copy of pagefind.js,
 * src/server/site-search/), and the search page has its own interface (src/scripts/site-search.ts).
 */
const UNUSED_SCRIPTS = /^pagefind(-(ui|modular-ui|component-ui|highlight|worker))?\.(js|css)$/;
/** A script or style of the build named by a page: in a link, a script, or an island's attributes. */
const ASTRO_ASSET = /\s(?:href|src|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"?#]+)/g;
/** Files read at once. */
const READERS = 8;

async function removeUnusedScripts(outputPath: string): Promise<void> {
  const files = await readdir(outputPath);
  await Promise.all(files.filter((file) => UNUSED_SCRIPTS.test(file)).map((file) => rm(path.join(outputPath, file))));
}

/**
 * What Pagefind needs of a built page, or undefined for a page the search leaves out: its
 * <main data-pagefind-body> and its <meta data-pagefind-meta> tags, in a small document of their
 * own. The header's menus and the footer are most of every page's bytes and Pagefind would parse
 * them only to skip them; handing it the rest makes the index step several times faster.
 */
export function searchDocument(html: string): string | undefined {
  const start = html.search(/<main\b[^>]*\sdata-pagefind-body[\s>=]/);
  if (start < 0) return undefined;
  const end = html.indexOf("</main>", start);
  if (end < 0) return undefined;
  const metas = html.match(/<meta\b[^>]*\sdata-pagefind-meta=[^>]*>/g) ?? [];
  const lang = /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? "en";
  return `<!doctype html><html lang="${lang}"><head>${metas.join("")}</head><body>${html.slice(start, end + 7)}</body></html>`;
}

/**
 * The site search's index (docs/decisions/site-search.md): Pagefind indexes the pages of `siteDir`
 * that BaseLayout marked with data-pagefind-body (see searchDocument) and writes its index (and its
 * WebAssembly, which the server's search loads) to `outputPath` (`siteDir/pagefind` by default, served as /pagefind/). The admin
 * panel, the member area, noindex and error pages and the list pages whose items have pages of
 * their own carry no mark, so they are left out.
 */
export async function writeSearchIndex(
  siteDir: string,
  outputPath = path.join(siteDir, "pagefind"),
  /** The built files, relative to `siteDir`, when the build names them; else they are looked for. */
  builtFiles?: readonly string[],
): Promise<SearchIndexResult> {
  const started = performance.now();
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
    if (!index) throw new Error(`Pagefind did not start: ${errors.join("; ")}`);
    const queue = (builtFiles ?? (await readdir(siteDir, { recursive: true }))).filter(
      (file) => file.endsWith(".html") && !file.startsWith(`pagefind${path.sep}`),
    );
    let pages = 0;
    const assets = new Set<string>();
    const reader = async () => {
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        const html = await readFile(path.join(siteDir, file), "utf8");
        for (const [, asset] of html.matchAll(ASTRO_ASSET)) if (asset) assets.add(asset);
        const content = searchDocument(html);
        if (content === undefined) continue;
        const added = await index.addHTMLFile({ sourcePath: file.split(path.sep).join("/"), content });
        if (added.errors.length > 0) throw new Error(`Pagefind could not read ${file}: ${added.errors.join("; ")}`);
        pages += 1;
      }
    };
    await Promise.all(Array.from({ length: READERS }, reader));
    await rm(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`);
    await removeUnusedScripts(outputPath);
    return { pages, assets, seconds: (performance.now() - started) / 1000, outputPath };
  } finally {
    await pagefind.close();
  }
}
