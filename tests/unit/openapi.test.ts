import { describe, expect, it } from "vitest";
import { badTokens, call, router } from "../support/api";

const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
/** "/api/x/:id([0-9a-f]{24})" -> "/api/x/{id}": a param's pattern is the router's business. */
const toOpenApi = (pathname: string) => pathname.replace(/:(\w+)(\([^)]*\))?/g, "{$1}");
const toConcrete = (path: string) => path.replace(/\{\w+\}/g, "0123456789abcdef01234567");

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>;
}

async function loadDocument(): Promise<Document> {
  const response = await call("GET", "/api/openapi.json");
  expect(response.status).toBe(200);
  return response.json as unknown as Document;
}

describe("OpenAPI reference", () => {
  it("is an OpenAPI 3.1 document whose every operation says its answers", async () => {
    const document = await loadDocument();
    expect(document.openapi).toBe("3.1.0");
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(50);
    for (const operation of operations) expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
    // Schemas come from zod: the news body names its fields and which are required.
    const newsBody = (
      document.paths["/api/news"]?.post as unknown as {
        requestBody: { content: Record<string, { schema: { required: string[] } }> };
      }
    ).requestBody.content["application/json"]?.schema;
    expect(newsBody?.required).toEqual(expect.arrayContaining(["title", "date", "bigContent"]));
  });

  it("documents exactly the routes the functions serve", async () => {
    const document = await loadDocument();
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const served = new Set<string>();
    // Every path a function serves (the journal's PDFs outside /api included); not the scheduled
    // and deploy-event functions, which no visitor can call on Netlify.
    for (const { pathname, name } of router.paths) {
      if (pathname.startsWith("/.netlify/")) continue;
      for (const method of METHODS) {
        // No token and no body: nothing changes, but a route that exists never answers 405.
        const response = await call(method, toConcrete(toOpenApi(pathname)));
        if (response.status !== 405) served.add(`${method} ${toOpenApi(pathname)}`);
        const what = `${method} ${pathname} (${name})`;
        // Signing out answers 204 with no body at all; everything else says what it is.
        if (response.status === 204) expect(response.bytes.length, what).toBe(0);
        else
          expect(response.headers.get("content-type"), what).toMatch(
            /application\/json|application\/pdf|image\/|text\/xml|application\/xml/,
          );
      }
    }
    expect([...served].sort()).toEqual([...documented].sort());
  });
});

describe("auth matrix", () => {
  it("every operation the reference marks as admin-only refuses a missing, malformed, forged or expired token", async () => {
    const document = await loadDocument();
    const tokens = await badTokens();
    const protectedOperations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => JSON.stringify(operation.security ?? []) === JSON.stringify([{ adminToken: [] }]))
        .map(([method]) => ({ method: method.toUpperCase(), path: toConcrete(path) })),
    );
    expect(protectedOperations.length).toBeGreaterThanOrEqual(30);
    for (const { method, path } of protectedOperations) {
      for (const token of tokens) {
        const response = await call(method, path, token ? { token } : {});
        expect(response.status, `${method} ${path} with ${token ?? "no token"}`).toBe(401);
        expect(response.json).toEqual({ message: "Authentication required. Please log in." });
      }
    }
    // Some 500 calls one after another: more than the default 5 s while the run shares both cores.
  }, 30_000);
});

describe("unknown API paths and methods", () => {
  it("answers 404 JSON for a path no function serves", async () => {
    for (const path of ["/api/nothing-here", "/api/news/1/extra", "/api/"]) {
      const response = await call("GET", path);
      expect(response.status, path).toBe(404);
      expect(response.json.message).toEqual(expect.stringContaining("There is no API"));
    }
  });

  it("answers 405 JSON with Allow for a method a route does not take", async () => {
    const response = await call("PATCH", "/api/news");
    expect(response.status).toBe(405);
    expect(response.json.message).toBe("Method PATCH is not allowed here.");
    expect(response.headers.get("allow")).toContain("GET");
  });
});
