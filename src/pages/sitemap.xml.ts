import type { APIRoute, GetStaticPaths } from "astro";

/**
 * /sitemap.xml, written at build time from the pages themselves: every page file under
 * src/pages is listed, and a dynamic route ([id].astro) with each address its getStaticPaths
 * builds (every page of a paged list too), so new pages and new content appear without editing this file. Leave a page out by
 * adding its address (or a prefix ending in "/") to EXCLUDED.
 */

/**
 * Not for search engines: error pages, the admin panel, the member area, an event registrant's own
 * registration, the site search and addresses that only redirect.
 */
export const EXCLUDED = [
  "/404",
  "/500",
  "/admin/",
  "/admin",
  "/admin-login",
  "/join",
  "/register",
  "/account",
  "/conference/registration",
  "/search",
];

type StaticPaths = Awaited<ReturnType<GetStaticPaths>>;
type Params = Record<string, string | undefined>;
type Paginate = (data: readonly unknown[], options?: { pageSize?: number; params?: Params }) => StaticPaths;
interface PageModule {
  getStaticPaths?: (options: { paginate: Paginate; routePattern: string }) => StaticPaths | Promise<StaticPaths>;
}

const pages = import.meta.glob<PageModule>(["./**/*.astro", "./**/*.md", "./**/*.mdx", "!./**/_*/**", "!./**/_*"]);

/** "./publications/book/[bookId].astro" -> "/publications/book/[bookId]" */
function routeOf(file: string): string {
  const route = file
    .replace(/^\./, "")
    .replace(/\.(astro|mdx?)$/, "")
    .replace(/\/index$/, "");
  return route === "" ? "/" : route;
}

/**
 * The addresses Astro's paginate() gives a paged list ([...page].astro): page 1 at the list's own
 * address (the rest parameter left out), then 2, 3, ... (src/domain/paging.ts); one page when empty.
 */
function paginateFor(route: string): Paginate {
  const name = /\[\.\.\.([^\]]+)\]/.exec(route)?.[1] ?? "page";
  return (data, options = {}) => {
    const size = options.pageSize ?? 10;
    const last = Math.max(1, Math.ceil(data.length / size));
    return Array.from({ length: last }, (_, index) => ({
      params: { ...options.params, [name]: index === 0 ? undefined : String(index + 1) },
    }));
  };
}

const isExcluded = (path: string) =>
  EXCLUDED.some((entry) => (entry.endsWith("/") ? path.startsWith(entry) : path === entry));

function fill(route: string, params: Record<string, string | number | undefined>): string {
  return route.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, rest: string | undefined, name: string) => {
    const value = params[name];
    if (value === undefined) return "";
    return rest ? String(value).split("/").map(encodeURIComponent).join("/") : encodeURIComponent(String(value));
  });
}

/** Every address the site builds, sorted, without the excluded ones. */
export async function sitemapPaths(): Promise<string[]> {
  const paths = new Set<string>();
  for (const [file, load] of Object.entries(pages)) {
    const route = routeOf(file);
    if (!route.includes("[")) {
      paths.add(route);
      continue;
    }
    const { getStaticPaths } = await load();
    if (!getStaticPaths) continue;
    for (const entry of await getStaticPaths({ paginate: paginateFor(route), routePattern: route })) {
      const params = (entry as { params?: Params }).params ?? {};
      // A list's page 1 ("/news/[...page]" without its page) is "/news", as a page file's address is.
      paths.add(
        fill(route, params)
          .replace(/\/{2,}/g, "/")
          .replace(/(.)\/$/, "$1") || "/",
      );
    }
  }
  return [...paths].filter((path) => !isExcluded(path)).sort();
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const GET: APIRoute = async ({ site }) => {
  const origin = site ?? new URL("https://society.example.org");
  // Pages are folders (/about/), the address the CDN serves without a redirect.
  const urls = (await sitemapPaths()).map((path) => new URL(path.endsWith("/") ? path : `${path}/`, origin).href);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
};
