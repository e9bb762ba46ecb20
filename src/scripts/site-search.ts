import { FIRST_RESULTS, MORE_RESULTS, resultsMessage, searchQuery } from "../domain/site-search";
import type { SiteSearchAnswer, SiteSearchResult } from "../domain/site-search-query";

/**
 * The search page's results (src/pages/search.astro): with a query in the address, asks the site's
 * search (GET /api/search, Pagefind on the server) for the first results, then lists them as links
 * with their kind, title and excerpt, five at first, then ten at a time. The count (or the empty
 * state) is announced by the status line; a failure shows an alert with Try again. A further search
 * from this page runs in place. Nothing is asked without a query.
 */

/** One call for `limit` results from `offset`; a failure (network or answer) throws. */
async function fetchResults(query: string, offset: number, limit: number): Promise<SiteSearchAnswer> {
  const params = new URLSearchParams({ q: query, offset: String(offset), limit: String(limit) });
  const answer = await fetch(`/api/search?${params.toString()}`, { headers: { accept: "application/json" } });
  if (!answer.ok) throw new Error(`The search answered ${answer.status}.`);
  return (await answer.json()) as SiteSearchAnswer;
}

/** One result: its kind, its title as the link (a heading, for moving from result to result), its excerpt. */
function resultItem(result: SiteSearchResult): HTMLLIElement {
  const item = document.createElement("li");
  const kind = document.createElement("span");
  kind.className = "result-kind";
  kind.textContent = result.kind;
  const heading = document.createElement("h2");
  const link = document.createElement("a");
  // Only addresses on this site: the server sends no others (src/server/site-search/search.ts).
  link.href = result.url;
  link.textContent = result.title;
  heading.append(link);
  const excerpt = document.createElement("p");
  for (const part of result.excerpt) {
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
  let total = 0;
  let shown = 0;
  /** Counts searches, so that the answer of one overtaken by a newer one is dropped. */
  let searches = 0;

  /** Adds the next results (five at first, then ten); returns the first new link, or null if overtaken. */
  async function showMore(search: number): Promise<HTMLAnchorElement | null> {
    const answer = await fetchResults(query, shown, shown === 0 ? FIRST_RESULTS : MORE_RESULTS);
    if (search !== searches || !list || !more) return null;
    const items = answer.results.map(resultItem);
    list.append(...items);
    total = answer.total;
    shown += items.length;
    more.hidden = shown >= total || items.length === 0;
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
    total = 0;
    shown = 0;
    // The mark the page's inline script set before the first paint: it keeps the results' place.
    root.toggleAttribute("data-query", query !== "");
    if (query === "") {
      status.textContent = "";
      return;
    }
    root.setAttribute("aria-busy", "true");
    status.textContent = "Searching…";
    try {
      await showMore(search);
      if (search !== searches) return;
      list.hidden = total === 0;
      status.textContent = resultsMessage(total, query);
    } catch {
      if (search !== searches) return;
      status.textContent = "";
      failed.hidden = false;
    } finally {
      if (search === searches) root.removeAttribute("aria-busy");
    }
  }

  // A new search from this page (its own form or the header's) runs in place: the address changes
  // (Back returns to the last one) and only the new results are fetched.
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
    void showMore(searches)
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
