import type { Locator } from "@playwright/test";

/** Text as a reader sees it: white space runs made one space, trimmed (as Playwright's toHaveText does). */
const normalise = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

export const textOf = async (locator: Locator) => normalise(await locator.textContent());

export const textsOf = async (locator: Locator) => (await locator.allTextContents()).map(normalise);

/** Every link's href in `scope`. */
export const hrefsOf = (scope: Locator) =>
  scope.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
