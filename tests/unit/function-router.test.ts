import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AmbiguousRouteError, loadFunctions } from "../../scripts/lib/function-router";
import { router } from "../support/api";

/**
 * The local runtime routes as netlify-cli does (docs/decisions/function-routing.md); the deploy
 * smoke test checks the real functions against netlify-cli itself. These pin the rules down.
 */

const sites: string[] = [];
afterAll(async () => {
  await Promise.all(sites.map((site) => rm(site, { recursive: true, force: true })));
});

/** A site folder with these function files (JavaScript modules) and netlify.toml. */
async function site(functions: Record<string, string>, toml = ""): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "society-router-"));
  sites.push(root);
  const directory = path.join(root, "netlify", "functions");
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(root, "netlify.toml"), toml);
  for (const [name, source] of Object.entries(functions)) await writeFile(path.join(directory, `${name}.mjs`), source);
  return directory;
}

/** A function that answers its name and the params it was given. */
const echo = (name: string, config: string) =>
  `export default (request, context) => Response.json({ name: "${name}", params: context.params });\n` +
  `export const config = ${config};\n`;

const get = (url: string, method = "GET") => new Request(`http://localhost${url}`, { method });

async function answer(directory: string, url: string) {
  const functions = await loadFunctions(directory);
  const match = functions.match(get(url));
  return match ? ((await (await match.run()).json()) as { name: string; params: Record<string, string> }) : undefined;
}

describe("function routing", () => {
  it("refuses two functions whose paths match one request, whatever the order", async () => {
    const directory = await site({
      things: echo("things", `{ path: ["/api/things", "/api/things/:id"] }`),
      "things-special": echo("things-special", `{ path: "/api/things/special" }`),
    });
    await expect(loadFunctions(directory)).rejects.toThrow(AmbiguousRouteError);
  });

  it("refuses a request that two functions' paths match, also where their sample paths do not meet", async () => {
    const directory = await site({
      x: echo("x", `{ path: "/api/x/:id" }`),
      special: echo("special", `{ path: "/api/:kind/special" }`),
    });
    const functions = await loadFunctions(directory);
    expect(functions.match(get("/api/x/1"))?.name).toBe("x");
    expect(() => functions.match(get("/api/x/special"))).toThrow(AmbiguousRouteError);
  });

  it("gives every path of the site's functions to exactly one function", () => {
    for (const { name, pathname } of router.paths) {
      // A param with its own pattern (":id([0-9a-f]{24})") gets a record id that fits it.
      const concrete = pathname.replace(/:\w+(\([^)]*\))?/g, "0123456789abcdef01234567");
      expect(router.match(get(concrete))?.name, pathname).toBe(name);
    }
  });

  it("takes only record ids for {id} directly under /api/membership-registrations/, leaving its other paths alone", () => {
    const id = "0123456789abcdef01234567";
    for (const [method, path, name] of [
      ["PUT", `/api/membership-registrations/${id}`, "membership-update"],
      ["POST", `/api/membership-registrations/${id}/payments`, "membership-payments"],
      ["PUT", `/api/membership-registrations/${id}/payments/${id}`, "membership-payment-decision"],
      ["POST", "/api/membership-registrations/register", "membership-register"],
      ["PUT", "/api/membership-registrations/accept/payments", "membership-accept"],
      ["PUT", "/api/membership-registrations/not-a-record-id", "api-not-found"],
    ] as const) {
      expect(router.match(get(path, method))?.name, `${method} ${path}`).toBe(name);
    }
    // Paths other functions serve (or will: the members' export) are never taken for an id.
    for (const path of ["/api/membership-registrations/export.csv", "/api/membership-registrations/register"]) {
      expect(router.match(get(path, "PUT"))?.name).not.toMatch(/^membership-(update|payments|payment-decision)$/);
    }
  });

  it("compares paths without a trailing slash and in lower case, as netlify-cli does", async () => {
    const directory = await site({ news: echo("news", `{ path: ["/api/news", "/api/news/:id"] }`) });
    expect((await answer(directory, "/api/news/"))?.name).toBe("news");
    expect((await answer(directory, "/API/News"))?.name).toBe("news");
    expect(await answer(directory, "/api/news/1/extra")).toBeUndefined();
  });

  it("gives params as Netlify's function runtime reads them from the URL as sent", async () => {
    const directory = await site({ news: echo("news", `{ path: ["/api/news", "/api/news/:id"] }`) });
    expect((await answer(directory, "/api/news/Ab12"))?.params).toEqual({ id: "Ab12" });
    expect((await answer(directory, "/api/news/ab12/"))?.params).toEqual({ id: "ab12" });
    // A trailing slash before a query string is kept, so the pattern does not fit: no params.
    expect((await answer(directory, "/api/news/ab12/?x=1"))?.params).toEqual({});
  });

  it("answers only the methods of config.method", async () => {
    const directory = await site({ hook: echo("hook", `{ path: "/api/hook", method: "POST" }`) });
    const functions = await loadFunctions(directory);
    expect(functions.match(get("/api/hook", "POST"))?.name).toBe("hook");
    expect(functions.match(get("/api/hook"))).toBeUndefined();
  });

  it("serves a function without a path at /.netlify/functions/<name>", async () => {
    const directory = await site({ plain: `export default () => new Response("plain");\n` });
    const functions = await loadFunctions(directory);
    expect(functions.match(get("/.netlify/functions/plain"))?.name).toBe("plain");
  });

  it("serves a scheduled function at no path, as Netlify does once deployed", async () => {
    const directory = await site({
      nightly: echo("nightly", `{ schedule: "@daily" }`),
      plain: echo("plain", "{}"),
    });
    const functions = await loadFunctions(directory);
    expect(functions.names).toEqual(["plain"]);
    expect(functions.match(get("/.netlify/functions/nightly"))).toBeUndefined();
    expect(functions.match(get("/.netlify/functions/plain"))?.name).toBe("plain");
  });

  it("applies a netlify.toml rewrite to a function only when no function matched, keeping the URL", async () => {
    const directory = await site(
      {
        news: echo("news", `{ path: "/api/news" }`),
        fallback: `export default (request, context) => Response.json({ name: "fallback", params: context.params, url: request.url });\n`,
      },
      `[[redirects]]\n  from = "/api/*"\n  to = "/.netlify/functions/fallback"\n  status = 200\n`,
    );
    const functions = await loadFunctions(directory);
    expect(functions.match(get("/api/news"))?.name).toBe("news");
    for (const url of ["/api/nothing", "/api/news/1", "/api/", "/api"]) {
      const match = functions.match(get(url));
      expect(match?.name, url).toBe("fallback");
      expect(await (await match?.run())?.json(), url).toEqual({
        name: "fallback",
        params: {},
        url: `http://localhost${url}`,
      });
    }
    // Redirect rules compare paths as written (netlify-cli serves /API/... as a page, not the API).
    expect(functions.match(get("/API/nothing"))).toBeUndefined();
    expect(functions.match(get("/apix"))).toBeUndefined();
  });

  it("refuses routing options and rewrites it does not reproduce", async () => {
    const excluded = await site({ x: echo("x", `{ path: "/api/*", excludedPath: "/api/y" }`) });
    await expect(loadFunctions(excluded)).rejects.toThrow(/excludedPath/);
    const forced = await site(
      { fallback: `export default () => new Response("x");\n` },
      `[[redirects]]\n  from = "/api/*"\n  to = "/.netlify/functions/fallback"\n  status = 200\n  force = true\n`,
    );
    await expect(loadFunctions(forced)).rejects.toThrow(/does not support the rewrite/);
  });
});

describe("the site's API routing", () => {
  it("sends every /api path no function serves to the JSON 404", () => {
    for (const url of ["/api/nothing-here", "/api/news/1/extra", "/api/", "/api"]) {
      expect(router.match(get(url))?.name, url).toBe("api-not-found");
    }
  });

  it("gives the spec's literal paths to their resource's function", () => {
    for (const [url, name] of [
      ["/api/memberships/get", "memberships"],
      ["/api/memberships/create", "memberships"],
      ["/api/payment-details/get", "payment-details"],
      ["/api/payment-details/create", "payment-details"],
      ["/api/executives/get", "executives"],
    ] as const) {
      expect(router.match(get(url))?.name, url).toBe(name);
    }
  });
});
