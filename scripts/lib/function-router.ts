import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Config, Context } from "@netlify/functions";
import { URLPattern } from "urlpattern-polyfill";
import { comparablePath } from "../../src/server/http/route-path";
import { readFunctionRewrites, type FunctionRewrite } from "./function-rewrites";

/**
 * Routes requests to the Netlify Functions (v2) in netlify/functions as Netlify's own runtime does
 * (netlify-cli 27; the deploy smoke test runs the same requests through it, see
 * docs/decisions/function-routing.md):
 *  - a function answers the paths of its `config.path` (URLPattern syntax) and, when set, only the
 *    methods of `config.method`; a request path is compared without its trailing slash and in lower
 *    case; a function without a path answers /.netlify/functions/<name>;
 *  - `context.params` are the pattern's groups in the URL as sent (without one trailing slash), or
 *    none when that URL does not fit the pattern exactly, as Netlify's function runtime computes them;
 *  - a path no function answers may be rewritten to a function by netlify.toml (function-rewrites.ts);
 *  - a scheduled function (`config.schedule`) answers no request, as on Netlify;
 *  - a path that the patterns of two functions match is an error, not a guess: Netlify documents no
 *    order between functions, and netlify-cli takes whichever it registered first.
 * Each module is loaded once and kept warm in this process. (Netlify's own local runtime rebuilds a
 * function for every request, about 2 s a call on this machine.)
 */

/** How many method-and-path answers the router keeps (any path may be asked, so it is bounded). */
const KNOWN_PATHS = 10_000;

type Handler = (request: Request, context: Context) => Promise<Response> | Response;

interface FunctionRoute {
  name: string;
  /** The pattern as written in `config.path`. */
  source: string;
  pattern: URLPattern;
  methods: string[] | undefined;
  handler: Handler;
}

export interface FunctionRouter {
  names: string[];
  /** Every path pattern served, with its function's name. */
  paths: { name: string; pathname: string }[];
  /** The function that answers the request, or undefined when none does. Throws if two would. */
  match(request: Request, clientIp?: string): { name: string; run: () => Promise<Response> } | undefined;
}

export class AmbiguousRouteError extends Error {
  override name = "AmbiguousRouteError";
}

export async function loadFunctions(directory: string): Promise<FunctionRouter> {
  const routes = await loadRoutes(directory);
  refuseOverlaps(routes);
  const answers = (route: FunctionRoute, pathname: string, method: string) =>
    (!route.methods || route.methods.includes(method)) && route.pattern.test({ pathname: comparablePath(pathname) });
  const rewrites = await readFunctionRewrites(netlifyConfigFor(directory), (pathname) =>
    routes.some((route) => answers(route, pathname, "GET")),
  );

  // Which route answers a method and path never changes while the process runs, and testing every
  // pattern (URLPattern, polyfilled on Node 20) was a tenth of a small API answer's work.
  const known = new Map<string, FunctionRoute | undefined>();
  function find(pathname: string, method: string): FunctionRoute | undefined {
    const key = `${method} ${pathname}`;
    if (known.has(key)) return known.get(key);
    const route = findAmong(pathname, method);
    if (known.size >= KNOWN_PATHS) known.clear();
    known.set(key, route);
    return route;
  }

  function findAmong(pathname: string, method: string): FunctionRoute | undefined {
    const found = routes.filter((route) => answers(route, pathname, method));
    const names = [...new Set(found.map((route) => route.name))];
    if (names.length > 1) {
      throw new AmbiguousRouteError(
        `${method} ${pathname} matches the paths of more than one function (${names.join(", ")}); each request must have one.`,
      );
    }
    return found[0];
  }

  return {
    names: [...new Set(routes.map((route) => route.name))],
    paths: routes.map((route) => ({ name: route.name, pathname: route.source })),
    match(request, clientIp = "127.0.0.1") {
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      const direct = find(url.pathname, method);
      const route = direct ?? rewriteTarget(rewrites, url.pathname, (target) => find(target, method));
      if (!route) return undefined;
      const context = {
        // A rewritten request keeps its own URL, which the target's pattern does not describe.
        params: direct ? paramsOf(route.pattern, request.url) : {},
        ip: clientIp,
        requestId: crypto.randomUUID(),
        url,
        site: { url: url.origin },
      } as unknown as Context;
      return { name: route.name, run: async () => route.handler(request, context) };
    },
  };
}

async function loadRoutes(directory: string): Promise<FunctionRoute[]> {
  const files = (await readdir(directory)).filter((file) => /\.(mts|ts|mjs|js)$/.test(file)).sort();
  const routes: FunctionRoute[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(directory, file)).href)) as {
      default: Handler;
      config?: Config;
    };
    const name = file.replace(/\.[^.]+$/, "");
    const config = module.config ?? {};
    // Routing options this runtime does not reproduce stop the start rather than route differently.
    for (const option of ["excludedPath", "preferStatic"] as const) {
      if (option in config) throw new Error(`${file}: config.${option} is not supported by the local runtime.`);
    }
    // Netlify runs a scheduled function on its schedule only, never for a request (netlify-cli
    // serves it with a warning that this "won't work in production"); npm start runs its job itself.
    if ("schedule" in config) continue;
    const paths = config.path ?? `/.netlify/functions/${name}`;
    const methods = config.method === undefined ? undefined : [config.method].flat().map((m) => m.toUpperCase());
    for (const source of [paths].flat()) {
      routes.push({ name, source, pattern: new URLPattern({ pathname: source }), methods, handler: module.default });
    }
  }
  return routes;
}

/** Fails the start when a sample path of one function's pattern is also another function's. */
function refuseOverlaps(routes: readonly FunctionRoute[]): void {
  for (const route of routes) {
    const sample = route.source.replace(/:\w+(\([^)]*\))?/g, "sample").replace(/\*/g, "sample");
    const others = routes.filter((other) => other.name !== route.name && other.pattern.test({ pathname: sample }));
    if (others.length > 0) {
      throw new AmbiguousRouteError(
        `The path ${route.source} of ${route.name} overlaps ${others.map((other) => `${other.source} of ${other.name}`).join(", ")}.`,
      );
    }
  }
}

function rewriteTarget(
  rewrites: readonly FunctionRewrite[],
  pathname: string,
  find: (target: string) => FunctionRoute | undefined,
): FunctionRoute | undefined {
  const rule = rewrites.find((rewrite) => rewrite.matches(pathname));
  return rule ? find(rule.to) : undefined;
}

/** As @netlify/serverless-functions-api reads them: the URL without one trailing slash, matched as sent. */
function paramsOf(pattern: URLPattern, href: string): Record<string, string> {
  const groups = pattern.exec(href.endsWith("/") ? href.slice(0, -1) : href)?.pathname.groups ?? {};
  return Object.fromEntries(
    Object.entries(groups).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** netlify.toml of the site the functions folder belongs to (the nearest one above it). */
function netlifyConfigFor(directory: string): string {
  for (let folder = path.resolve(directory); ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, "netlify.toml");
    if (existsSync(candidate)) return candidate;
    if (path.dirname(folder) === folder) throw new Error(`No netlify.toml above ${directory}.`);
  }
}
