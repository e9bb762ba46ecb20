/**
 * The header's dropdown menus, the mobile menu and the phone's search: disclosure buttons
 * (aria-expanded + aria-controls). One dropdown is open at a time, and one of the mobile menu and
 * the search; a press outside the header, Escape, leaving the menu with the keyboard, following a
 * link and leaving the page close them. Arrow keys move through an open dropdown's links. The
 * search button puts the focus in the search box; Escape gives it back to the button.
 */

const expanded = (button: HTMLButtonElement) => button.getAttribute("aria-expanded") === "true";
const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute("aria-controls") ?? "");

function setOpen(button: HTMLButtonElement, open: boolean): void {
  button.setAttribute("aria-expanded", String(open));
  const panel = panelOf(button);
  if (!panel) return;
  panel.hidden = !open;
  if (open && panel.classList.contains("dropdown")) {
    // Keep a dropdown inside the window: open it towards the left when it would overflow.
    panel.classList.remove("dropdown-end");
    if (panel.getBoundingClientRect().right > document.documentElement.clientWidth - 8) {
      panel.classList.add("dropdown-end");
    }
  }
}

const linksIn = (panel: HTMLElement | null) => (panel ? [...panel.querySelectorAll<HTMLAnchorElement>("a[href]")] : []);

/** The council links carry a query; the page knows it only in the browser. */
function markCurrentQueryLink(header: HTMLElement): void {
  if (location.search === "") return;
  const here = location.pathname.replace(/\/+$/, "") + location.search;
  const matches = [...header.querySelectorAll<HTMLAnchorElement>('a[href*="?"]')].filter(
    (link) => link.pathname.replace(/\/+$/, "") + link.search === here,
  );
  if (matches.length === 0) return;
  for (const link of header.querySelectorAll('[aria-current="page"]')) link.removeAttribute("aria-current");
  for (const link of matches) link.setAttribute("aria-current", "page");
}

function initHeader(header: HTMLElement): void {
  const menuButtons = [...header.querySelectorAll<HTMLButtonElement>("[data-menu-button]")];
  const mobileToggle = header.querySelector<HTMLButtonElement>("[data-mobile-toggle]");
  const searchToggle = header.querySelector<HTMLButtonElement>("[data-search-toggle]");
  const toggles = [mobileToggle, searchToggle].filter((button) => button !== null);
  const allButtons = [...menuButtons, ...toggles];

  const close = (buttons: readonly HTMLButtonElement[], except?: HTMLButtonElement) => {
    for (const button of buttons) if (button !== except && expanded(button)) setOpen(button, false);
  };
  const closeAll = () => {
    close(allButtons);
  };

  for (const button of menuButtons) {
    button.addEventListener("click", () => {
      const open = !expanded(button);
      if (open) close(menuButtons, button);
      setOpen(button, open);
    });
    button.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      event.preventDefault();
      close(menuButtons, button);
      setOpen(button, true);
      const links = linksIn(panelOf(button));
      (event.key === "ArrowDown" ? links[0] : links.at(-1))?.focus();
    });
    // Leaving an open dropdown with the keyboard (Tab past its last link) closes it.
    const item = button.closest("[data-menu]");
    item?.addEventListener("focusout", (event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (expanded(button) && next instanceof Node && !item.contains(next)) setOpen(button, false);
    });
    // Arrow keys, Home and End inside an open dropdown.
    panelOf(button)?.addEventListener("keydown", (event) => {
      const links = linksIn(panelOf(button));
      const index = links.indexOf(document.activeElement as HTMLAnchorElement);
      const target = {
        ArrowDown: links[(index + 1) % links.length],
        ArrowUp: links[(index - 1 + links.length) % links.length],
        Home: links[0],
        End: links.at(-1),
      }[event.key];
      if (target && index !== -1) {
        event.preventDefault();
        target.focus();
      }
    });
  }

  for (const toggle of toggles) {
    toggle.addEventListener("click", () => {
      const open = !expanded(toggle);
      if (open) close(toggles, toggle);
      setOpen(toggle, open);
      if (open && toggle === searchToggle) panelOf(toggle)?.querySelector("input")?.focus();
    });
  }

  header.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = menuButtons.find(expanded) ?? toggles.find(expanded);
    if (!open) return;
    event.preventDefault();
    setOpen(open, false);
    open.focus();
  });

  // A press anywhere outside the header closes every menu.
  document.addEventListener("pointerdown", (event) => {
    if (!(event.target instanceof Node) || !header.contains(event.target)) closeAll();
  });
  // Following a menu link (even one the page handles itself) and leaving or re-showing the page.
  header.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest(".dropdown a, .mobile-panel a")) closeAll();
  });
  for (const type of ["pagehide", "pageshow", "popstate", "hashchange"] as const) {
    window.addEventListener(type, () => {
      closeAll();
    });
  }

  markCurrentQueryLink(header);
}

const header = document.querySelector<HTMLElement>("[data-site-header]");
if (header) initHeader(header);
