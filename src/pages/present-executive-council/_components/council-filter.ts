/**
 * The council grid's filter (docs/rules/public-site.md §2: `?filter=` all, President, Secretary, Joint Secretary,
 * Treasurer, Chief Editor or Member). The page is prebuilt with every card (of its page, when a
 * council too long for one page is paged); this script reads the
 * query on load, shows only the cards of the chosen category (each card's data-category was worked
 * out at build time), and lets the visitor switch without reloading: the address follows with
 * history.replaceState and the polite status line says how many cards are shown.
 */

const ALL = "all";

export function initCouncilFilter(root: HTMLElement): void {
  const control = root.querySelector<HTMLElement>("[data-council-filter]");
  const status = root.querySelector<HTMLElement>("[data-council-status]");
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("button[data-filter]")];
  const cards = [...root.querySelectorAll<HTMLElement>("[data-category]")];
  if (!control || !status || buttons.length === 0) return;

  /** The filter value as written in the button ("Joint Secretary"), matched regardless of case; else all. */
  const canonical = (value: string | null): string => {
    const wanted = (value ?? "").trim().toLowerCase();
    return (
      buttons.map((button) => button.dataset.filter ?? ALL).find((filter) => filter.toLowerCase() === wanted) ?? ALL
    );
  };

  const apply = (filter: string) => {
    let shown = 0;
    for (const card of cards) {
      const visible = filter === ALL || card.dataset.category === filter;
      card.hidden = !visible;
      if (visible) shown += 1;
    }
    for (const button of buttons) button.setAttribute("aria-pressed", String(button.dataset.filter === filter));
    // A long council is paged: the filter counts the cards of this page, and says so (data-status-ending).
    const ending = status.dataset.statusEnding ?? "";
    status.textContent = `Showing ${shown} of ${cards.length} member${cards.length === 1 ? "" : "s"}${ending}`;
  };

  const remember = (filter: string) => {
    const url = new URL(location.href);
    if (filter === ALL) url.searchParams.delete("filter");
    else url.searchParams.set("filter", filter);
    // URLSearchParams writes spaces as "+"; the menu's links use %20, so the address matches them.
    const search = url.searchParams.toString().replace(/\+/g, "%20");
    history.replaceState(history.state, "", `${url.pathname}${search ? `?${search}` : ""}${url.hash}`);
  };

  for (const button of buttons) {
    button.addEventListener("click", () => {
      const filter = button.dataset.filter ?? ALL;
      apply(filter);
      remember(filter);
    });
  }

  control.hidden = false;
  const requested = new URLSearchParams(location.search).get("filter");
  const initial = canonical(requested);
  if (initial !== ALL) apply(initial);
  // An unknown or differently cased value is shown as what it means (all, or the office's name).
  if (requested !== null && requested !== initial) remember(initial);
}
