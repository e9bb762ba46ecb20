import { excerptParts, resultsMessage, searchQuery } from "../domain/site-search";

/**
 * The search page's results (src/pages/search.astro): with a query in the address, loads Pagefind's
 * script and index from /pagefind/ (written after the build by scripts/build.ts), then lists the
 * results as links with their kind, title and excerpt, five at first, then ten at a time. The count (or the empty state)
 * is announced by the status line; a failure to load shows an alert with Try again. Nothing is
 * loaded without a query, so the page costs nothing until the box is used.
 */

/** The part of Pagefind's browser API (pagefind.js) this page uses. */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface PagefindResult {
  data: () => Promise<PagefindResultData>;
}
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
}

const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";
/** Results shown at first (each costs its own small file), then at each "Show more results". */
const FIRST_RESULTS = 5;
const MORE_RESULTS = 10;

let loaded: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  loaded ??= (async () => {
    const pagefind = (await import(/* @vite-ignore */ PAGEFIND_SCRIPT)) as Pagefind;
    // No worker: one script less to fetch (some 12 KB), and a query over this index takes milliseconds.
    await pagefind.options({ excerptLength: 24, noWorker: true });
    return pagefind;
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

/** One result: its kind, its title as the link (a heading, for moving from result to result), its excerpt. */
function resultItem(data: PagefindResultData): HTMLLIElement {
  const item = document.createElement("li");
  const kind = document.createElement("span");
  kind.className = "result-kind";
  kind.textContent = data.meta.kind ?? "Page";
  const heading = document.createElement("h2");
  const link = document.createElement("a");
  // Only addresses on this site: the index holds nothing else, and nothing else is followed.
  link.href = data.url.startsWith("/") && !data.url.startsWith("//") ? data.url : "/";
  link.textContent = data.meta.title ?? data.url;
  heading.append(link);
  const excerpt = document.createElement("p");
  for (const part of excerptParts(data.excerpt)) {
    if (part.marked) {
      const mark = document.createElement("mark");
      mark.textContent = part.text;
      excerpt.append(mark);
    } else excerpt.append(part.text);
  }
  item.append(kind, heading, excerpt);
  return item;
}

export function initSiteSearch(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('input[name="q"]');
  const status = root.querySelector<HTMLElement>("[data-search-status]");
  const failed = root.querySelector<HTMLElement>("[data-search-error]");
  const retry = root.querySelector<HTMLButtonElement>("[data-search-retry]");
  const list = root.querySelector<HTMLOListElement>("[data-search-results]");
  const more = root.querySelector<HTMLButtonElement>("[data-search-more]");
  if (!input || !status || !failed || !retry || !list || !more) return;

  const query = searchQuery(location.search);
  input.value = query;
  if (query === "") return;
  document.title = `Search: ${query} | ${document.title.split(" | ").at(-1) ?? ""}`;

  let results: PagefindResult[] = [];
  let shown = 0;

  /** Adds the next page of results; returns the first new link. */
  async function showMore(): Promise<HTMLAnchorElement | null> {
    const next = results.slice(shown, shown + (shown === 0 ? FIRST_RESULTS : MORE_RESULTS));
    const items = (await Promise.all(next.map((result) => result.data()))).map(resultItem);
    list?.append(...items);
    shown += next.length;
    if (more) more.hidden = shown >= results.length;
    return items[0]?.querySelector("a") ?? null;
  }

  async function run(): Promise<void> {
    if (!status || !failed || !list) return;
    failed.hidden = true;
    list.replaceChildren();
    list.hidden = true;
    root.setAttribute("aria-busy", "true");
    status.textContent = "Searching…";
    try {
      const pagefind = await loadPagefind();
      results = (await pagefind.search(query))?.results ?? [];
      shown = 0;
      await showMore();
      list.hidden = results.length === 0;
      status.textContent = resultsMessage(results.length, query);
    } catch {
      status.textContent = "";
      failed.hidden = false;
    } finally {
      root.removeAttribute("aria-busy");
    }
  }

  more.addEventListener("click", () => {
    more.disabled = true;
    void showMore()
      .then((first) => first?.focus())
      .catch(() => {
        failed.hidden = false;
      })
      .finally(() => {
        more.disabled = false;
      });
  });
  retry.addEventListener("click", () => {
    void run();
  });
  void run();
}
