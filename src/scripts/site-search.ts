import { excerptParts, resultsMessage, searchQuery } from "../domain/site-search";

/**
 * The search page's results (src/pages/search.astro): with a query in the address, loads Pagefind's
 * script and index from /pagefind/ (written after the build by scripts/build.ts), then lists the
 * results as links with their kind, title and excerpt, five at first, then ten at a time. The count (or the empty state)
 * is announced by the status line; a failure to load shows an alert with Try again. A further
 * search from this page runs in place. Nothing is loaded without a query, so the page costs
 * nothing until the box is used.
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

  const baseTitle = document.title;
  let query = "";
  let results: PagefindResult[] = [];
  let shown = 0;
  /** Counts searches, so that the answer of one overtaken by a newer one is dropped. */
  let searches = 0;

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
    if (!input || !status || !failed || !list || !more) return;
    const search = ++searches;
    input.value = query;
    document.title = query === "" ? baseTitle : `Search: ${query} | ${baseTitle.split(" | ").at(-1) ?? ""}`;
    failed.hidden = true;
    list.replaceChildren();
    list.hidden = true;
    more.hidden = true;
    results = [];
    shown = 0;
    if (query === "") {
      status.textContent = "";
      return;
    }
    root.setAttribute("aria-busy", "true");
    status.textContent = "Searching…";
    try {
      const pagefind = await loadPagefind();
      const found = (await pagefind.search(query))?.results ?? [];
      if (search !== searches) return;
      results = found;
      await showMore();
      list.hidden = results.length === 0;
      status.textContent = resultsMessage(results.length, query);
    } catch {
      if (search !== searches) return;
      status.textContent = "";
      failed.hidden = false;
    } finally {
      if (search === searches) root.removeAttribute("aria-busy");
    }
  }

  // A new search from this page (its own form or the header's) runs in place: the address changes
  // (Back returns to the last one) and Pagefind, once loaded, fetches only what the new words need.
  for (const form of document.querySelectorAll<HTMLFormElement>('form[action="/search/"]')) {
    form.addEventListener("submit", (event) => {
      const words = form.querySelector<HTMLInputElement>('input[name="q"]')?.value ?? "";
      event.preventDefault();
      query = searchQuery(`?q=${encodeURIComponent(words)}`);
      history.pushState(null, "", `/search/?q=${encodeURIComponent(query)}`);
      void run();
    });
  }
  window.addEventListener("popstate", () => {
    query = searchQuery(location.search);
    void run();
  });

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
  query = searchQuery(location.search);
  void run();
}
