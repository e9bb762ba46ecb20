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
 * inside the HTML figure). One row per route; a dynamic route is measured on one example; the
 * member area as a signed-in member sees it.
 */
const PLAIN_JS_KB = 5;
const ISLAND_JS_KB = 80;
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

/** Route prefixes of dynamic pages (src/pages/.../[param].astro), e.g. "/news/". */
async function dynamicPrefixes(): Promise<string[]> {
  const pages = path.join(ROOT, "src/pages");
  const files = await readdir(pages, { recursive: true });
  return files
    .filter((file) => /\[[^\]]+\]\.astro$/.test(file) && !file.includes("..."))
    .map((file) => `/${path.dirname(file).split(path.sep).join("/")}/`);
}

/** One URL per route kind, from the pages the live build holds. */
export async function routeExamples(site: RunningSite): Promise<{ route: string; url: string }[]> {
  const dist = path.join(ROOT, `${site.storeDir}-site`, "dist");
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith("index.html")).sort();
  const prefixes = await dynamicPrefixes();
  const seen = new Map<string, string>();
  for (const file of files) {
    const url = `/${path.dirname(file).split(path.sep).join("/")}/`.replace(/^\/\.\/$/, "/");
    if (SKIP.test(url)) continue;
    const prefix = prefixes.find((candidate) => url.startsWith(candidate) && url !== candidate);
    const route = prefix ? `${prefix}[…]/` : url;
    if (!seen.has(route)) seen.set(route, url);
  }
  seen.set("(404 page)", "/bench-no-such-page/");
  return [...seen].map(([route, url]) => ({ route, url }));
}

export interface PageWeight {
  route: string;
  html: number;
  css: number;
  js: number;
  hasIsland: boolean;
}

export async function measurePageWeights(
  _scale: Scale,
  site: RunningSite,
): Promise<{ figures: Figure[]; pages: PageWeight[]; serverCompresses: boolean }> {
  const browser = await launchChromium();
  const pages: PageWeight[] = [];
  let serverCompresses = false;
  try {
    for (const { route, url } of await routeExamples(site)) {
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
        html: sum("document"),
        css: sum("stylesheet"),
        js: sum("script") + (inline.trim() === "" ? 0 : gzipBytes(inline)),
        hasIsland,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const figures = pages.map((weight): Figure => {
    const limitKb = weight.hasIsland ? ISLAND_JS_KB : PLAIN_JS_KB;
    return {
      key: `weight.${weight.route}`,
      label: `Page ${weight.route}${weight.hasIsland ? " (island)" : ""}`,
      value: weight.js / 1024,
      unit: "KB JS",
      text: `HTML ${kb(weight.html)} / CSS ${kb(weight.css)} / JS ${kb(weight.js)} KB`,
      budget: { max: limitKb },
    };
  });
  return { figures, pages, serverCompresses };
}

const kb = (bytes: number) => formatNumber(bytes / 1024, 1);
