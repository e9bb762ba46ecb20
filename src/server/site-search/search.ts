import { excerptParts } from "../../domain/site-search";
import type { SiteSearchAnswer, SiteSearchQuery } from "../../domain/site-search-query";
import { HttpError } from "../http/errors";
import { INDEX_PARTS_FILE, parseIndexParts } from "./index-parts";
import { createInstance, type PagefindInstance, type PagefindResultData } from "./pagefind";

/**
 * The site search on the server (docs/decisions/site-search.md): Pagefind's own search script runs
 * here over the index the build wrote to the site's /pagefind/, fetched from the site like any
 * visitor would, so a visitor downloads only the results they see. The index is in parts, which
 * Pagefind searches as one (its mergeIndex); the live build's are those its parts file names, and
 * when a rebuild changes that file, the next search opens the new parts.
 */

export const SEARCH_UNAVAILABLE = "The search is not available right now. Please try again in a moment.";

/** Words of the page's text in a result's excerpt. */
const EXCERPT_WORDS = 24;

interface OpenIndex {
  /** The parts file as read: it names the parts by their contents, so it changes with them. */
  partsFile: string;
  /** Undefined when the build indexed no page. */
  pagefind: Promise<PagefindInstance | undefined>;
}

/** Per index address (one in a deployed site; tests use several). */
const open = new Map<string, OpenIndex>();

async function readPartsFile(indexUrl: string): Promise<string> {
  let answer: Response;
  try {
    answer = await fetch(new URL(INDEX_PARTS_FILE, indexUrl), { cache: "no-store" });
  } catch (error) {
    console.error(`The site search could not read ${INDEX_PARTS_FILE}:`, error);
    throw new HttpError(503, SEARCH_UNAVAILABLE);
  }
  if (!answer.ok) {
    console.error(`The site search could not read ${INDEX_PARTS_FILE}: ${answer.status}`);
    throw new HttpError(503, SEARCH_UNAVAILABLE);
  }
  return answer.text();
}

/** Pagefind over the parts, the first opened as the primary index and the others merged into it. */
async function openParts(indexUrl: string, parts: readonly string[]): Promise<PagefindInstance | undefined> {
  const [first, ...others] = parts.map((part) => new URL(`${part}/`, indexUrl).href);
  if (first === undefined) return undefined;
  const options = { baseUrl: "/", excerptLength: EXCERPT_WORDS };
  const instance = createInstance({ basePath: first, noWorker: true, ...options });
  await instance.init();
  await Promise.all(others.map((basePath) => instance.mergeIndex(basePath, options)));
  return instance;
}

/**
 * The Pagefind instance for the index now at `indexUrl` (a folder address, ending in /pagefind/);
 * undefined when it holds no page.
 */
async function liveIndex(indexUrl: string): Promise<PagefindInstance | undefined> {
  const partsFile = await readPartsFile(indexUrl);
  let current = open.get(indexUrl);
  if (current?.partsFile !== partsFile) {
    const list = parseIndexParts(partsFile);
    if (!list) {
      console.error(`The site search found no list of parts in ${INDEX_PARTS_FILE}.`);
      throw new HttpError(503, SEARCH_UNAVAILABLE);
    }
    const pagefind = openParts(indexUrl, list.parts);
    current = { partsFile, pagefind };
    open.set(indexUrl, current);
    // A failed opening is not kept: the next search tries again.
    pagefind.catch(() => {
      if (open.get(indexUrl) === current) open.delete(indexUrl);
    });
  }
  return current.pagefind;
}

function searchResult(data: PagefindResultData) {
  // Only addresses on this site: the index holds nothing else, and a result links nowhere else.
  const url = data.url.startsWith("/") && !data.url.startsWith("//") ? data.url : "/";
  return {
    url,
    title: data.meta.title ?? url,
    kind: data.meta.kind ?? "Page",
    excerpt: excerptParts(data.excerpt),
  };
}

async function searchOnce(indexUrl: string, { q, offset, limit }: SiteSearchQuery): Promise<SiteSearchAnswer> {
  const pagefind = await liveIndex(indexUrl);
  const found = (await pagefind?.search(q))?.results ?? [];
  const shown = await Promise.all(found.slice(offset, offset + limit).map((result) => result.data()));
  return { total: found.length, results: shown.map(searchResult) };
}

/**
 * The pages matching `q`, best first: how many, and `limit` of them from `offset` (none for a blank
 * query, which never reads the index). A rebuild that replaces the index while a search reads it
 * makes that search fail; it runs once more on the new one.
 */
export async function searchSite(indexUrl: string, query: SiteSearchQuery): Promise<SiteSearchAnswer> {
  if (query.q === "") return { total: 0, results: [] };
  for (let attempt = 1; ; attempt++) {
    try {
      return await searchOnce(indexUrl, query);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      open.delete(indexUrl);
      if (attempt === 2) {
        console.error("The site search failed:", error);
        throw new HttpError(503, SEARCH_UNAVAILABLE);
      }
    }
  }
}
