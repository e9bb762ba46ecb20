/**
 * Paged lists (a list page's first screen stays small at any scale). Every list of a
 * collection is built as static pages with Astro's `paginate()`: page 1 at the list's own address
 * (`/news/`), later pages one folder down (`/news/2/`), so every item is reachable by plain links.
 * These are the pure rules the pages and the shared pager (src/components/Pager.astro) use.
 */

/** Items per page of each list: the first page of each stays well under 60 KB gzip at 10x. */
export const PAGE_SIZE = {
  news: 20,
  books: 24,
  downloads: 25,
  workshops: 50,
  awards: 50,
  awardees: 50,
  council: 60,
} as const;

/** The address of page `page` of the list at `base` ("/news" or "/news/"): "/news/", "/news/2/". */
export function pagePath(base: string, page: number): string {
  const root = base.endsWith("/") ? base : `${base}/`;
  return page <= 1 ? root : `${root}${String(page)}/`;
}

/** One entry of the pager's numbered links: a page number, or a gap ("…") where numbers are left out. */
export type PagerEntry = { kind: "page"; page: number } | { kind: "gap" };

/**
 * The numbered links of a pager: always the first and the last page, and `around` pages either
 * side of the current one; a run of left-out numbers is one gap, but a gap that would hide a single
 * page shows that page instead. `pageWindow(7, 15)` is 1 … 5 6 7 8 9 … 15.
 */
export function pageWindow(current: number, last: number, around = 2): PagerEntry[] {
  if (last < 1) return [];
  const here = Math.min(Math.max(current, 1), last);
  const shown = new Set([1, last]);
  for (let page = here - around; page <= here + around; page += 1) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) entries.push({ kind: "page", page: page - 1 });
    else if (page - previous > 2) entries.push({ kind: "gap" });
    entries.push({ kind: "page", page });
    previous = page;
  }
  return entries;
}

/** The page's title: the list's own on page 1, "News, page 2 of 15" on later pages. */
export function pagedTitle(title: string, current: number, last: number): string {
  return current <= 1 ? title : `${title}, page ${String(current)} of ${String(last)}`;
}
