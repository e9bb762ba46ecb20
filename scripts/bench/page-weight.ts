import { readdir } from "node:fs/promises";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { registrationBody } from "./api-load";
import { launchChromium } from "./support/browser";
import { formatNumber, gzipBytes, type Figure } from "./support/figures";
import type { Scale } from "./support/scales";
import { ROOT, type RunningSite } from "./support/server";

/**
 * What each kind of public page costs a visitor: HTML, CSS and JS, gzip, as Chromium loads the
 * page (so island code loaded on hydration counts). Inline scripts count as JS (they are also
 * inside the HTML figure). One row per route; a dynamic route is measured on one example; a paged
 * list on its page 1 and its page 2, each with a first-screen row (budget 60 KB); the member area as
 * a signed-in member sees it; the search page as every header search box lands on it, with a query
 * (its results fetched).
 */
const PLAIN_JS_KB = 5;
const ISLAND_JS_KB = 80;
/** Pages with a JS budget of their own, whatever they are built with (docs/decisions/public-forms.md). */
const JS_BUDGET_KB: Readonly<Record<string, number>> = {
  /** Member sign-in: an e-mail, then a password or a code sent by e-mail. */
  "/login/": 30,
  /** Online registration: the islands' budget, which its React island had (a page script now). */
  "/membership/registration/": ISLAND_JS_KB,
  /** An event's page with its registration form, and a registrant's own registration: form pages as the sign-in is. */
  "/conference/events/[…]/": 30,
  "/conference/registration/": 30,
};
/** A word of the generated content's topics (scripts/bench/generate.ts) and of the demo content. */
export const SEARCH_WORD = "soil";
/** Where a visitor reaches each page, where that is not the built page's own address. */
const VISITED: Readonly<Record<string, string>> = {
  "/search/": `/search/?q=${SEARCH_WORD}`,
};
/** Issue 16: a list page's first screen (HTML + CSS + JS, gzip) at any scale; lists are paged to meet it. */
const LIST_FIRST_SCREEN_KB = 60;
/** Not public pages: the admin panel, and the two redirects to the registration form. */
const SKIP = /^\/(admin|admin-login|join|register)\//;

/** Pages only a signed-in member sees: measured as a member sees them (a visitor is sent to /login). */
const isMemberPage = (url: string) => url.startsWith("/account/");

/** Registers a new applicant and signs the context in with the member session cookie. */
async function signInMember(context: BrowserContext, origin: string): Promise<void> {
  const applicant = JSON.parse(registrationBody(`weight${Date.now().toString(36)}`, 1)) as Record<string, string>;
  const registered = await context.request.post(`${origin}/api/membership-registrations/register`, { data: applicant });
  if (!registered.ok()) throw new Error(`Could not register the bench member: ${registered.status()}`);
  const signedIn = await context.request.post(`${origin}/api/member/login`, {
    data: { email: applicant.email, password: applicant.password },
    headers: { origin },
  });
  if (!signedIn.ok()) throw new Error(`Could not sign the bench member in: ${signedIn.status()}`);
}

/**
 * One pattern per built route kind of a dynamic page file (src/pages/.../[param].astro). A paged
 * list ([...page].astro, Astro's paginate()) gives two: its page 1 ("/news/") and its later pages
 * ("/news/[n]/"), both of them list pages.
 */
interface RoutePattern {
  route: string;
  test: RegExp;
  list: boolean;
}

async function routePatterns(): Promise<RoutePattern[]> {
  const pages = path.join(ROOT, "src/pages");
  const files = (await readdir(pages, { recursive: true }))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".astro") && file.includes("[") && !/(^|\/)_/.test(file));
  const later: RoutePattern[] = [];
  const others: RoutePattern[] = [];
  for (const file of files) {
    const parts = file
      .replace(/\.astro$/, "")
      .replace(/(^|\/)index$/, "")
      .split("/")
      .filter(Boolean);
    const paged = /^\[\.\.\.[^\]]+\]$/.test(parts.at(-1) ?? "");
    const fixed = paged ? parts.slice(0, -1) : parts;
    // A parameter may be a whole part ("[id]") or inside one ("volume-[volume]").
    const label = fixed.map((part) => part.replace(/\[[^\]]+\]/g, "[…]"));
    const regex = fixed.map((part) =>
      part
        .split(/\[[^\]]+\]/)
        .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("[^/]+"),
    );
    const prefix = `/${regex.map((part) => `${part}/`).join("")}`;
    const route = `/${label.map((part) => `${part}/`).join("")}`;
    if (paged) {
      later.push({ route: `${route}[n]/`, test: new RegExp(`^${prefix}\\d+/$`), list: true });
      others.push({ route, test: new RegExp(`^${prefix}$`), list: true });
    } else {
      others.push({ route, test: new RegExp(`^${prefix}$`), list: false });
    }
  }
  // "/news/2/" is a later page of the news list, not a news item.
  return [...later, ...others];
}

/** One URL per route kind, from the pages the live build holds; `list`: a page of a paged list. */
export async function routeExamples(site: RunningSite): Promise<{ route: string; url: string; list: boolean }[]> {
  const dist = path.join(ROOT, `${site.storeDir}-site`, "dist");
  // Numeric order, so that a paged list's later page measured is page 2.
  const files = (await readdir(dist, { recursive: true }))
    .filter((file) => file.endsWith("index.html"))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const patterns = await routePatterns();
  const seen = new Map<string, { url: string; list: boolean }>();
  for (const file of files) {
    const url = `/${path.dirname(file).split(path.sep).join("/")}/`.replace(/^\/\.\/$/, "/");
    if (SKIP.test(url)) continue;
    const pattern = patterns.find((candidate) => candidate.test.test(url));
    const route = pattern?.route ?? url;
    if (!seen.has(route)) seen.set(route, { url: VISITED[url] ?? url, list: pattern?.list ?? false });
  }
  seen.set("(404 page)", { url: "/bench-no-such-page/", list: false });
  return [...seen].map(([route, { url, list }]) => ({ route, url, list }));
}

export interface PageWeight {
  route: string;
  /** The address loaded, where it is not the route itself (e.g. the search page with a query). */
  url: string;
  html: number;
  css: number;
  js: number;
  hasIsland: boolean;
  /** A page of a paged list: its first screen (HTML + CSS + JS) has a budget of its own. */
  list: boolean;
}

export async function measurePageWeights(
  _scale: Scale,
  site: RunningSite,
): Promise<{ figures: Figure[]; pages: PageWeight[]; serverCompresses: boolean }> {
  const examples = await routeExamples(site);
  // A budget keyed by a route the bench does not name (a parameter is written "[…]") would never
  // apply, and its page would be held to the plain 5 KB instead.
  const unknown = Object.keys(JS_BUDGET_KB).filter((route) => !examples.some((example) => example.route === route));
  if (unknown.length > 0) throw new Error(`Page budgets for routes the site does not have: ${unknown.join(", ")}`);
  const browser = await launchChromium();
  const pages: PageWeight[] = [];
  let serverCompresses = false;
  try {
    for (const { route, url, list } of examples) {
      const context = await browser.newContext();
      if (isMemberPage(url)) await signInMember(context, site.origin);
      const page = await context.newPage();
      const bodies: Promise<{ type: string; bytes: number }>[] = [];
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if (!["document", "stylesheet", "script"].includes(type)) return;
        if (response.headers()["content-encoding"]) serverCompresses = true;
        bodies.push(
          response.body().then(
            (body) => ({ type, bytes: gzipBytes(body) }),
            () => ({ type, bytes: 0 }),
          ),
        );
      });
      await page.goto(`${site.origin}${url}`, { waitUntil: "networkidle" });
      const inline = await page.$$eval("script:not([src])", (scripts) => scripts.map((s) => s.textContent).join("\n"));
      const hasIsland = (await page.locator("astro-island").count()) > 0;
      const loaded = await Promise.all(bodies);
      const sum = (type: string) => loaded.filter((item) => item.type === type).reduce((a, b) => a + b.bytes, 0);
      pages.push({
        route,
        url,
        html: sum("document"),
        css: sum("stylesheet"),
        js: sum("script") + (inline.trim() === "" ? 0 : gzipBytes(inline)),
        hasIsland,
        list,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const figures = pages.flatMap((weight): Figure[] => {
    const limitKb = JS_BUDGET_KB[weight.route] ?? (weight.hasIsland ? ISLAND_JS_KB : PLAIN_JS_KB);
    const total = weight.html + weight.css + weight.js;
    const firstScreen: Figure[] = weight.list
      ? [
          {
            key: `first-screen.${weight.route}`,
            label: `List ${weight.route} first screen`,
            value: total / 1024,
            unit: "KB",
            text: `${kb(total)} KB (HTML + CSS + JS gzip)`,
            budget: { max: LIST_FIRST_SCREEN_KB },
            budgetText: `<= ${String(LIST_FIRST_SCREEN_KB)} KB first screen`,
          },
        ]
      : [];
    return [
      {
        key: `weight.${weight.route}`,
        label: `Page ${weight.route}${weight.url.includes("?") ? ` (${weight.url})` : ""}${weight.hasIsland ? " (island)" : ""}`,
        value: weight.js / 1024,
        unit: "KB JS",
        text: `HTML ${kb(weight.html)} / CSS ${kb(weight.css)} / JS ${kb(weight.js)} KB`,
        budget: { max: limitKb },
      },
      ...firstScreen,
    ];
  });
  return { figures, pages, serverCompresses };
}

const kb = (bytes: number) => formatNumber(bytes / 1024, 1);
