/**
 * The site search (Pagefind over the built pages, searched by the server;
 * docs/decisions/site-search.md): which pages it holds and what a result is called, the query as
 * the address carries it, the sentence that announces the results, and a result's excerpt as plain
 * text with the matched words marked.
 */

/** The longest query kept; more would only make Pagefind look for words no page holds. */
export const MAX_QUERY_LENGTH = 120;

/** Results the search page shows at first, then at each "Show more results" (the most one call gives). */
export const FIRST_RESULTS = 5;
export const MORE_RESULTS = 10;

/**
 * List pages whose every item has a page of its own (and their further pages, /news/2/ or
 * /news/page/2/): left out, so a result leads to the item itself. The directory lists members, who
 * are found in it, not in the site search; /search/ and /login hold nothing to find.
 */
const LEFT_OUT = [
  "news",
  "publications/books",
  "present-executive-council",
  "awards/society",
  "membership/directory",
  "search",
  "login",
  "account",
  "journal",
];
const leftOut = new RegExp(`^/(?:${LEFT_OUT.join("|")})/(?:(?:page/)?\\d{1,4}/)?$`);

/** What a result is called, by the start of its address; the first that matches wins. */
const KINDS: readonly (readonly [prefix: string, kind: string])[] = [
  ["/news/", "News"],
  ["/publications/book/", "Book"],
  ["/executive-profile/", "Council member"],
  ["/awards/guidelines/", "Award"],
  ["/awards/awardees/", "Awardees"],
  ["/conference/workshop/", "Workshops"],
  ["/downloads/", "Downloads"],
  ["/journal/articles/", "Article"],
  ["/journal/", "Journal issue"],
];

/** The address with a trailing slash, as the pages are served (/about -> /about/). */
function folderPath(pathname: string): string {
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
}

/**
 * Whether the page at `pathname` belongs in the site search and, if so, what its results are
 * called ("News", "Book", ... or "Page" for the society's fixed pages). Pages kept from search
 * engines (noindex, error pages) and the admin panel are left out by their layouts.
 */
export function searchKind(pathname: string): string | undefined {
  const path = folderPath(pathname);
  if (path.startsWith("/admin") || leftOut.test(path)) return undefined;
  return KINDS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? "Page";
}

/** Words as searched: spaces run together, trimmed, at most MAX_QUERY_LENGTH characters. */
export function normalizedQuery(words: string): string {
  return words.replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** The query in the search page's address (`?q=`). */
export function searchQuery(search: string): string {
  return normalizedQuery(new URLSearchParams(search).get("q") ?? "");
}

/** The sentence a screen reader hears when the results arrive, and the page shows above them. */
export function resultsMessage(count: number, query: string): string {
  if (count === 0) return `No pages found for “${query}”. Try another word, or fewer words.`;
  return `${count.toLocaleString("en-IN")} ${count === 1 ? "page" : "pages"} found for “${query}”.`;
}

export interface ExcerptPart {
  text: string;
  /** A word the query matched (Pagefind wraps it in <mark>). */
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known !== undefined) return known;
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return entity;
  });
}

/**
 * Pagefind's excerpt (escaped text with <mark> around the matched words) as plain text parts, so
 * the page writes it with textContent and never parses markup from the index. Any other tag is
 * dropped.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark\b[^>]*>)/i)) {
    if (/^<mark\b/i.test(piece)) marked = true;
    else if (/^<\/mark/i.test(piece)) marked = false;
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ""));
      if (text === "") continue;
      const last = parts.at(-1);
      if (last?.marked === marked) last.text += text;
      else parts.push({ text, marked });
    }
  }
  return parts;
}
