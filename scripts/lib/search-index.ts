import { readdir, readFile, rm } from "node:fs/promises";
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
/** Files read at once. */
const READERS = 8;

async function removeUnusedUi(outputPath: string): Promise<void> {
  const files = await readdir(outputPath);
  await Promise.all(files.filter((file) => UNUSED_UI.test(file)).map((file) => rm(path.join(outputPath, file))));
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
 * The site search's index (docs/decisions/site-search.md), fed one built page at a time: the build
 * hands each page over as it is rendered (src/build/built-pages.ts), so Pagefind, a process of its
 * own, indexes on the other core while Astro renders the rest. Only pages that BaseLayout marked
 * with data-pagefind-body are kept (see searchDocument): the admin panel, the member area, noindex
 * and error pages and the list pages whose items have pages of their own carry no mark.
 */
export class SearchIndexer {
  private readonly adding: Promise<void>[] = [];
  private pages = 0;

  private constructor(
    private readonly index: pagefind.PagefindIndex,
    private readonly started: number,
  ) {}

  static async start(): Promise<SearchIndexer> {
    const started = performance.now();
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
    if (!index) {
      await pagefind.close();
      throw new Error(`Pagefind did not start: ${errors.join("; ")}`);
    }
    return new SearchIndexer(index, started);
  }

  /** Adds a built page, by its file's path in the site ("news/abc/index.html"), if it is searchable. */
  readonly add = (sourcePath: string, html: string): void => {
    const content = searchDocument(html);
    if (content === undefined) return;
    this.pages += 1;
    this.adding.push(
      this.index.addHTMLFile({ sourcePath, content }).then((added) => {
        if (added.errors.length > 0) throw new Error(`Pagefind could not read ${sourcePath}: ${added.errors.join("; ")}`);
      }),
    );
  };

  /** Writes the index and Pagefind's browser script to `outputPath` (served as /pagefind/), and stops Pagefind. */
  async write(outputPath: string): Promise<SearchIndexResult> {
    try {
      await Promise.all(this.adding);
      await rm(outputPath, { recursive: true, force: true });
      const written = await this.index.writeFiles({ outputPath });
      if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`);
      await removeUnusedUi(outputPath);
      return { pages: this.pages, seconds: (performance.now() - this.started) / 1000, outputPath };
    } finally {
      await pagefind.close();
    }
  }

  /** Stops Pagefind without writing (a build that failed). */
  async abandon(): Promise<void> {
    await Promise.allSettled(this.adding);
    await pagefind.close();
  }
}

/** The index of a site already built in `siteDir`, read back from its files (the bench's index step alone). */
export async function writeSearchIndex(
  siteDir: string,
  outputPath = path.join(siteDir, "pagefind"),
): Promise<SearchIndexResult> {
  const indexer = await SearchIndexer.start();
  try {
    const queue = (await readdir(siteDir, { recursive: true })).filter(
      (file) => file.endsWith(".html") && !file.startsWith(`pagefind${path.sep}`),
    );
    const reader = async () => {
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        indexer.add(file.split(path.sep).join("/"), await readFile(path.join(siteDir, file), "utf8"));
      }
    };
    await Promise.all(Array.from({ length: READERS }, reader));
  } catch (error) {
    await indexer.abandon();
    throw error;
  }
  return indexer.write(outputPath);
}
