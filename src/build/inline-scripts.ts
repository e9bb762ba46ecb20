import { createHash } from "node:crypto";
import { accountLinks } from "../content/navigation";
import { SIGNED_IN_HINT } from "../domain/signed-in-hint";

const { account } = accountLinks;

/**
 * The classic scripts a page writes inline because they must run where they stand, before the
 * markup after them is parsed (Astro's own scripts are modules, which run only after parsing).
 * Astro hashes the scripts it bundles itself; these it cannot see, so the policy allows each of
 * them by the hash of exactly this text (content-security-policy.ts). Pages write them with
 * src/components/InlineScript.astro, never by hand.
 */
export const INLINE_SCRIPTS = {
  /** The policy forbids eval: zod reads this before its first schema exists and then never probes
   * for eval with Function(""), which the browser would report as a violation. */
  zodWithoutEval: "globalThis.__zod_globalConfig = { jitless: true };",
  /** The council filter appears before the first paint, so the cards never jump down (layout shift). */
  showCouncilFilter: 'document.querySelector("[data-council-filter]").hidden = false;',
  /** With a query, the search page keeps the results' place from the first paint, so nothing moves
   * when they arrive (layout shift); src/scripts/site-search.ts keeps the mark up to date after. */
  reserveSearchResults:
    'if ((new URLSearchParams(location.search).get("q") || "").trim()) document.querySelector("[data-site-search]").setAttribute("data-query", "");',
  /** With the signed-in hint (src/domain/signed-in-hint.ts), the header's Login link is "Your account"
   * from the first paint, so the header never changes when a script loads (layout shift). Only a
   * display hint: /account checks the session itself. */
  accountLink: `if (/(^|;\\s*)${SIGNED_IN_HINT.name}=${SIGNED_IN_HINT.value}(;|$)/.test(document.cookie)) { var link = document.querySelector("[data-account-link]"); link.href = ${JSON.stringify(account.href)}; link.textContent = ${JSON.stringify(account.label)}; if (location.pathname.replace(/\\/+$/, "") === link.getAttribute("href")) link.setAttribute("aria-current", "page"); else link.removeAttribute("aria-current"); }`,
} as const;

export type InlineScriptName = keyof typeof INLINE_SCRIPTS;

export const inlineScriptHashes = (): `sha256-${string}`[] =>
  Object.values(INLINE_SCRIPTS).map(
    (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}` as const,
  );
