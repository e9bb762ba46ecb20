import type { ClientDirective } from "astro";

/**
 * `client:interact`: an island whose prebuilt HTML works on its own and whose script is loaded
 * only when the visitor reaches for its controls (`.member-directory-controls`, or any form control
 * in it): pointing at, touching or focusing one. The member directory's first screen so stays
 * small (docs/decisions/directory-at-scale.md). What was typed meanwhile is read by the island.
 */
const EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "input", "change"] as const;

const interact: ClientDirective = (load, _options, element) => {
  const start = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(".member-directory-controls, input, select, textarea")) return;
    for (const name of EVENTS) element.removeEventListener(name, start);
    void load().then((hydrate) => hydrate());
  };
  for (const name of EVENTS) element.addEventListener(name, start, { passive: true });
};

export default interact;
