/**
 * The scroll-to-top button: shown once the page is scrolled more than 200 px (docs/rules/public-site.md §9),
 * scrolls smoothly to the top (instantly when the visitor prefers reduced motion) and moves
 * focus to the start of the page, so the next Tab continues from the top.
 */

export const SCROLL_THRESHOLD_PX = 200;

function initScrollToTop(button: HTMLButtonElement): void {
  let scheduled = false;
  const update = () => {
    scheduled = false;
    button.hidden = window.scrollY <= SCROLL_THRESHOLD_PX;
  };
  window.addEventListener(
    "scroll",
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();

  button.addEventListener("click", () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // The skip link is the first stop of the page: focusing it keeps keyboard users at the top.
    const start = document.querySelector<HTMLElement>(".skip-link") ?? document.body;
    start.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
  });
}

const button = document.querySelector<HTMLButtonElement>("[data-scroll-top]");
if (button) initScrollToTop(button);
