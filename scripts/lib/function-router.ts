import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Config, Context } from "@netlify/functions";
import { URLPattern } from "urlpattern-polyfill";

/**
 * Routes requests to the Netlify Functions (v2) in netlify/functions the way Netlify does: by each
 * function's `config.path` (URLPattern syntax) and optional `config.method`, with the matched
 * groups as `context.params`. Each module is loaded once and kept warm in this process. (Netlify's
 * own local runtime rebuilds a function for every request, about 2 s a call on this machine.)
 */

type Handler = (request: Request, context: Context) => Promise<Response> | Response;

interface FunctionRoute {
  name: string;
  pattern: URLPattern;
  methods: string[] | undefined;
  handler: Handler;
}

export interface FunctionRouter {
  names: string[];
  /** Every path pattern served, with its function's name. */
  paths: { name: string; pathname: string }[];
  match(request: Request, clientIp?: string): { name: string; run: () => Promise<Response> } | undefined;
}

export async function loadFunctions(directory: string): Promise<FunctionRouter> {
  const files = (await readdir(directory)).filter((file) => /\.(mts|ts|mjs|js)$/.test(file)).sort();
  const routes: FunctionRoute[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(directory, file)).href)) as {
      default: Handler;
      config?: Config;
    };
    const name = file.replace(/\.[^.]+$/, "");
    const paths = module.config?.path ?? [`/.netlify/functions/${name}`];
    const methods = module.config?.method;
    for (const pathname of Array.isArray(paths) ? paths : [paths]) {
      routes.push({
        name,
        pattern: new URLPattern({ pathname }),
        methods:
          methods === undefined
            ? undefined
            : (Array.isArray(methods) ? methods : [methods]).map((m) => m.toUpperCase()),
        handler: module.default,
      });
    }
  }

  // A catch-all such as "/api/*" only answers what no specific path does, as on Netlify.
  routes.sort((a, b) => Number(a.pattern.pathname.includes("*")) - Number(b.pattern.pathname.includes("*")));

  return {
    names: [...new Set(routes.map((route) => route.name))],
    paths: routes.map((route) => ({ name: route.name, pathname: route.pattern.pathname })),
    match(request, clientIp = "127.0.0.1") {
      const url = new URL(request.url);
      for (const route of routes) {
        if (route.methods && !route.methods.includes(request.method.toUpperCase())) continue;
        const result = route.pattern.exec({ pathname: url.pathname });
        if (!result) continue;
        const params = Object.fromEntries(
          Object.entries(result.pathname.groups).filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
        const context = {
          params,
          ip: clientIp,
          requestId: crypto.randomUUID(),
          site: { url: url.origin },
        } as unknown as Context;
        return { name: route.name, run: async () => route.handler(request, context) };
      }
      return undefined;
    },
  };
}
