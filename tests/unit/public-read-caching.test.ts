import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call } from "../support/api";
import { storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";
import { recordPurges } from "../support/purge-recorder";

/**
 * A visitor's read of a public collection may be kept by Netlify's CDN under the collection's tag,
 * and every call that changes the collection purges that tag before it answers
 * (docs/decisions/public-read-caching.md). What the local CDN does with these headers is checked
 * against `npm start` in tests/e2e/security-headers.spec.ts.
 */

useOwnSandbox("public-read-caching");
const purged = recordPurges();

let token = "";
beforeAll(async () => {
  token = await adminToken();
});

const news = (title: string) => ({ title, date: "2026-11-27", bigContent: "<p>Plain words.</p>" });

/** The headers that let the CDN keep a visitor's answer made from these collections. */
const keptFor = (...collections: string[]) => ({
  "netlify-cdn-cache-control": "public, durable, s-maxage=60",
  "netlify-cache-tag": collections.map((name) => `collection-${name}`).join(","),
});

const cdnHeadersOf = (headers: Headers) => ({
  "netlify-cdn-cache-control": headers.get("netlify-cdn-cache-control"),
  "netlify-cache-tag": headers.get("netlify-cache-tag"),
});

const variesByToken = (headers: Headers) =>
  (headers.get("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .includes("authorization");

describe("a visitor's read", () => {
  it.each([
    ["/api/news", "news"],
    ["/api/books", "books"],
    ["/api/downloads", "downloads"],
    ["/api/memberships/get", "memberships"],
    ["/api/membership-registrations", "membership-registrations"],
    ["/api/directory?q=agronomy", "membership-registrations"],
  ])("of %s is kept by the CDN under its collection's tag, apart from reads with a token", async (path, name) => {
    const answer = await call("GET", path);
    expect(answer.status).toBe(200);
    expect(cdnHeadersOf(answer.headers)).toEqual(keptFor(name));
    expect(variesByToken(answer.headers)).toBe(true);
    // Browsers keep nothing, as before.
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("of one record is kept too; a record that is not there is not", async () => {
    const created = await call("POST", "/api/news", { token, body: news("Kept item") });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const found = await call("GET", `/api/news/${String(created.json._id)}`);
    expect(found.status).toBe(200);
    expect(cdnHeadersOf(found.headers)).toEqual(keptFor("news"));

    const missing = await call("GET", "/api/news/0123456789abcdef01234567");
    expect(missing.status).toBe(404);
    expect(cdnHeadersOf(missing.headers)).toEqual({ "netlify-cdn-cache-control": null, "netlify-cache-tag": null });
  });
});

describe("a read with a token", () => {
  it.each(["/api/news", "/api/membership-registrations", "/api/directory?q=agronomy"])(
    "of %s is never kept (it may be fresher, or the office's own view)",
    async (path) => {
      const answer = await call("GET", path, { token });
      expect(answer.status).toBe(200);
      expect(cdnHeadersOf(answer.headers)).toEqual({ "netlify-cdn-cache-control": null, "netlify-cache-tag": null });
      expect(answer.headers.get("cache-control")).toBe("no-store");
    },
  );

  it("of a private collection is never kept", async () => {
    const answer = await call("GET", "/api/subscribers", { token });
    expect(answer.status).toBe(200);
    expect(cdnHeadersOf(answer.headers)).toEqual({ "netlify-cdn-cache-control": null, "netlify-cache-tag": null });
  });
});

describe("purging", () => {
  it("follows each change to a collection: create, update, delete", async () => {
    const created = await call("POST", "/api/news", { token, body: news("Purged item") });
    expect(created.status).toBe(201);
    expect(purged.tags).toEqual(["collection-news"]);
    const id = String(created.json._id);
    expect((await call("PUT", `/api/news/${id}`, { token, body: news("Purged item, edited") })).status).toBe(200);
    expect((await call("DELETE", `/api/news/${id}`, { token })).status).toBe(200);
    expect(purged.tags).toEqual(["collection-news", "collection-news", "collection-news"]);
  });

  it("follows a membership decision, which changes the public members list and the directory", async () => {
    const member = await storeMember();
    purged.clear();
    const accepted = await call("PUT", `/api/membership-registrations/accept/${member._id}`, { token });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(purged.tags).toEqual(["collection-membership-registrations"]);
  });

  it("does not follow a call that changed nothing", async () => {
    expect((await call("POST", "/api/news", { token, body: { title: "" } })).status).toBe(400);
    expect((await call("DELETE", "/api/news/0123456789abcdef01234567", { token })).status).toBe(404);
    expect((await call("GET", "/api/news")).status).toBe(200);
    expect(purged.tags).toEqual([]);
  });
});

describe("HEAD", () => {
  it("answers as GET does, without the body, as the CDN answers it from its copy", async () => {
    const got = await call("GET", "/api/news");
    const head = await call("HEAD", "/api/news");
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(got.headers));
  });

  it("of a record that is not there is a 404, and of a path without GET a 405, without a body", async () => {
    const missing = await call("HEAD", "/api/news/0123456789abcdef01234567");
    expect(missing.status).toBe(404);
    expect(missing.bytes.length).toBe(0);
    const register = await call("HEAD", "/api/membership-registrations/register");
    expect(register.status).toBe(405);
    expect(register.headers.get("allow")).toBe("POST");
    expect(register.bytes.length).toBe(0);
  });
});
