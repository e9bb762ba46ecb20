/**
 * Pagefind's search script (pagefind.js, version in PAGEFIND_VERSION), the file its build writes
 * beside every index, kept here so that the server searches with exactly the code of the Pagefind
 * that wrote the index; tests/unit/site-search-server.test.ts checks it against the installed
 * Pagefind. Only the part the server uses is declared.
 */

export interface PagefindResultData {
  /** The page's address: `baseUrl` and the built file's path. */
  url: string;
  /** The page's text around the matched words: HTML-escaped, the words in <mark>. */
  excerpt: string;
  meta: Record<string, string | undefined>;
}

export interface PagefindResult {
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearch {
  results: PagefindResult[];
}

export interface PagefindInstanceOptions {
  /** Where the index's files are fetched from (ends with /pagefind/). */
  basePath: string;
  /** What a result's url starts with. */
  baseUrl?: string;
  excerptLength?: number;
  noWorker?: boolean;
}

export interface PagefindInstance {
  init: () => Promise<void>;
  /** Adds another index (a folder address, ending in /) to those every search searches. */
  mergeIndex: (basePath: string, options?: Omit<PagefindInstanceOptions, "basePath" | "noWorker">) => Promise<void>;
  search: (term: string) => Promise<PagefindSearch | null>;
}

export declare function createInstance(options: PagefindInstanceOptions): PagefindInstance;
