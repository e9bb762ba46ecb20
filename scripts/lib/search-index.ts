import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { copyFile, link, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { INDEX_PARTS_FILE, parseIndexParts, type IndexParts } from "../../src/server/site-search/index-parts";

export interface SearchIndexResult {
  /** Pages in the index (those whose <main> carries data-pagefind-body: BaseLayout decides). */
  pages: number;
  /** Of them, the pages of the parts indexed by this run (the others' parts were copied). */
  pagesIndexed: number;
  /** Parts in the index, and how many of them were copied from the cache unchanged. */
  parts: number;
  partsCopied: number;
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
 * Parts the index is written in. A page's part follows from its address alone, so it stays in its
 * part from build to build, and an edit of one page indexes about a sixteenth of the pages again.
 */
export const INDEX_PARTS = 16;

const partOf = (sourcePath: string): number =>
  createHash("sha256").update(sourcePath).digest().readUInt32BE(0) % INDEX_PARTS;

/** What else a part's folder depends on: the Pagefind that wrote it and how it was asked to. */
const PART_WRITER = `pagefind ${
  (
    JSON.parse(readFileSync(new URL("../package.json", import.meta.resolve("pagefind")), "utf8")) as {
      version: string;
    }
  ).version
}, en`;

/** The folder name of a part holding these documents (sorted by address): a hash of them. */
function partName(documents: readonly SearchDocument[]): string {
  const hash = createHash("sha256").update(PART_WRITER);
  for (const { sourcePath, content } of documents) hash.update(`\0${sourcePath}\0${content}`);
  return `part-${hash.digest("hex").slice(0, 16)}`;
}

interface SearchDocument {
  sourcePath: string;
  content: string;
}

/** Reads the built pages, READERS at once: each page's search document, and the assets pages name. */
async function readPages(
  siteDir: string,
  files: string[],
): Promise<{ documents: SearchDocument[]; assets: Set<string> }> {
  const documents: SearchDocument[] = [];
  const assets = new Set<string>();
  const queue = [...files];
  const reader = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const html = await readFile(path.join(siteDir, file), "utf8");
      for (const [, asset] of html.matchAll(ASTRO_ASSET)) if (asset) assets.add(asset);
      const content = searchDocument(html);
      if (content !== undefined) documents.push({ sourcePath: file.split(path.sep).join("/"), content });
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
  return { documents, assets };
}

/** Pagefind indexes each part's documents into `outputPath/<part>/`, the parts side by side. */
async function indexParts(parts: readonly { name: string; documents: SearchDocument[] }[], outputPath: string) {
  try {
    const indexes = await Promise.all(
      parts.map(async ({ name }) => {
        const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
        if (!index) throw new Error(`Pagefind did not start: ${errors.join("; ")}`);
        return { name, index };
      }),
    );
    const queue = parts.flatMap(({ documents }, part) => documents.map((document) => ({ part, document })));
    const adder = async () => {
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        const added = await indexes[next.part]?.index.addHTMLFile(next.document);
        if (added && added.errors.length > 0) {
          throw new Error(`Pagefind could not read ${next.document.sourcePath}: ${added.errors.join("; ")}`);
        }
      }
    };
    await Promise.all(Array.from({ length: READERS }, adder));
    await Promise.all(
      indexes.map(async ({ name, index }) => {
        const folder = path.join(outputPath, name);
        const written = await index.writeFiles({ outputPath: folder });
        if (written.errors.length > 0)
          throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`);
        await removeUnusedScripts(folder);
      }),
    );
  } finally {
    await pagefind.close();
  }
}

/**
 * Puts the files of folder `from` at `to` as hard links (copies where the two are on different
 * file systems): a part is some 400 files at 10x, and copying the unchanged parts one file at a
 * time took longer than indexing the changed one. Nothing writes into a part's files once written.
 */
async function linkFolder(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (entry.isDirectory())
      await mkdir(path.join(to, path.relative(from, path.join(entry.parentPath, entry.name))), { recursive: true });
  }
  const files = entries.filter((entry) => entry.isFile());
  const linker = async () => {
    for (let entry = files.pop(); entry !== undefined; entry = files.pop()) {
      const source = path.join(entry.parentPath, entry.name);
      const target = path.join(to, path.relative(from, source));
      await link(source, target).catch(() => copyFile(source, target));
    }
  };
  await Promise.all(Array.from({ length: 16 }, linker));
}

/** Keeps the parts this build wrote in `cacheDir` for the next build, and only the parts in use. */
async function keepParts(cacheDir: string, outputPath: string, written: readonly string[], inUse: Set<string>) {
  await mkdir(cacheDir, { recursive: true });
  for (const name of written) {
    const kept = path.join(cacheDir, name);
    await rm(`${kept}.partial`, { recursive: true, force: true });
    await linkFolder(path.join(outputPath, name), `${kept}.partial`);
    await rename(`${kept}.partial`, kept);
  }
  const entries = await readdir(cacheDir);
  await Promise.all(
    entries
      .filter((entry) => !inUse.has(entry))
      .map((entry) => rm(path.join(cacheDir, entry), { recursive: true, force: true })),
  );
}

/**
 * The site search's index (docs/decisions/site-search.md): Pagefind indexes the pages of `siteDir`
 * that BaseLayout marked with data-pagefind-body (see searchDocument) and writes its index (and its
 * WebAssembly, which the server's search loads) to `outputPath` (`siteDir/pagefind` by default,
 * served as /pagefind/), in INDEX_PARTS parts named by their pages' documents, and the list of the
 * parts last. With `cacheDir` (a folder only this build uses), a part the last build wrote with the
 * same documents is copied from there instead of indexed again. The admin panel, the member area,
 * noindex and error pages and the list pages whose items have pages of their own carry no mark, so
 * they are left out.
 */
export async function writeSearchIndex(
  siteDir: string,
  {
    outputPath = path.join(siteDir, "pagefind"),
    builtFiles,
    cacheDir,
  }: {
    outputPath?: string;
    /** The built files, relative to `siteDir`, when the build names them; else they are looked for. */
    builtFiles?: readonly string[] | undefined;
    cacheDir?: string | undefined;
  } = {},
): Promise<SearchIndexResult> {
  const started = performance.now();
  const files = (builtFiles ?? (await readdir(siteDir, { recursive: true }))).filter(
    (file) => file.endsWith(".html") && !file.startsWith(`pagefind${path.sep}`),
  );
  const { documents, assets } = await readPages(siteDir, files);
  const grouped = Array.from({ length: INDEX_PARTS }, () => [] as SearchDocument[]);
  for (const document of documents) grouped[partOf(document.sourcePath)]?.push(document);
  const parts = grouped
    .filter((group) => group.length > 0)
    .map((group) => {
      group.sort((a, b) => (a.sourcePath < b.sourcePath ? -1 : 1));
      return { name: partName(group), documents: group };
    });
  const kept = new Set(cacheDir ? await readdir(cacheDir).catch(() => []) : []);
  const toIndex = parts.filter(({ name }) => !kept.has(name));

  await rm(outputPath, { recursive: true, force: true });
  await mkdir(outputPath, { recursive: true });
  if (toIndex.length > 0) await indexParts(toIndex, outputPath);
  if (cacheDir) {
    await Promise.all(
      parts
        .filter(({ name }) => kept.has(name))
        .map(({ name }) => linkFolder(path.join(cacheDir, name), path.join(outputPath, name))),
    );
  }
  const list: IndexParts = { parts: parts.map(({ name }) => name) };
  await writeFile(path.join(outputPath, INDEX_PARTS_FILE), JSON.stringify(list));
  if (cacheDir) {
    await keepParts(
      cacheDir,
      outputPath,
      toIndex.map(({ name }) => name),
      new Set(list.parts),
    );
  }
  return {
    pages: documents.length,
    pagesIndexed: toIndex.reduce((sum, part) => sum + part.documents.length, 0),
    parts: parts.length,
    partsCopied: parts.length - toIndex.length,
    assets,
    seconds: (performance.now() - started) / 1000,
    outputPath,
  };
}

/** How many pages the index at `pagefindDir` holds, from its parts' own entries. */
export async function indexedPageCount(pagefindDir: string): Promise<number> {
  const list = parseIndexParts(await readFile(path.join(pagefindDir, INDEX_PARTS_FILE), "utf8"));
  if (!list) throw new Error(`${pagefindDir}/${INDEX_PARTS_FILE} names no parts.`);
  let pages = 0;
  for (const part of list.parts) {
    const entry = JSON.parse(await readFile(path.join(pagefindDir, part, "pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { page_count: number }>;
    };
    pages += Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  }
  return pages;
}
