import { beforeAll, describe, expect, it } from "vitest";
import { json, resource, route } from "../../src/server/api/handler";
import { adminToken, call } from "../support/api";
import { signIn, storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";
import { recordPurges } from "../support/purge-recorder";

/**
 * A visitor's read of a public collection may be kept by Netlify's CDN under the collection's tag,
 * and every call that changes the collection purges that tag before it answers
 * (docs/decisions/public-read-caching.md). What the local CDN does with these headers is checked
 * against `npm start` in tests/e2e/security-headers.spec.ts.
 */

const own = useOwnSandbox("public-read-caching");
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

  it("sees a change another instance made a moment ago: no copy up to a second old, which the CDN would keep a minute", async () => {
    // This instance holds a copy of the news, current as of its own write just now.
    const created = await call("POST", "/api/news", { token, body: news("Fresh read") });
    expect(created.status).toBe(201);
    const stored = (await own.otherInstance.get("collections/news", { type: "json" })) as { _id: string }[];
    const elsewhere = { ...created.json, _id: "0123456789abcdef0123ffff", title: "Saved on another instance" };
    await own.otherInstance.setJSON("collections/news", [...stored, elsewhere]);
    const read = await call("GET", "/api/news");
    expect(read.bytes.toString("utf8")).toContain("Saved on another instance");
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

describe("an answer for one person", () => {
  const get = (handler: ReturnType<typeof resource>, headers: Record<string, string> = {}) =>
    handler(new Request("http://localhost/api/probe", { headers }));

  it("is never kept, whatever its route names: one that sets a cookie or is marked private", async () => {
    const setsCookie = resource({
      GET: route({
        cachedFrom: ["news"],
        handle: () => Promise.resolve(json({ ok: true }, 200, { "set-cookie": "probe=1; HttpOnly" })),
      }),
    });
    const markedPrivate = resource({
      GET: route({
        cachedFrom: ["news"],
        handle: () => Promise.resolve(json({ ok: true }, 200, { "cache-control": "private, no-store" })),
      }),
    });
    for (const handler of [setsCookie, markedPrivate]) {
      const answer = await get(handler);
      expect(answer.status).toBe(200);
      expect(cdnHeadersOf(answer.headers)).toEqual({ "netlify-cdn-cache-control": null, "netlify-cache-tag": null });
    }
  });

  it("of a route for members is never kept, though it names a collection", async () => {
    const member = await storeMember();
    const session = await signIn(member.email);
    const forMembers = resource({
      GET: route({ member: true, cachedFrom: ["news"], handle: () => Promise.resolve({ ok: true }) }),
    });
    const answer = await get(forMembers, { cookie: `member_session=${session}` });
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

  it("does not follow a new application, which no visitor's answer shows until it is accepted", async () => {
    const option = await call("POST", "/api/memberships/create", {
      token,
      body: {
        membershipInfo: "For the purge test",
        nationality: "Indian",
        membershipType: "Purge test",
        membershipFee: "₹500",
      },
    });
    expect(option.status).toBe(201);
    purged.clear();
    const registered = await call("POST", "/api/membership-registrations/register", {
      body: {
        name: "Pending Applicant",
        nationality: "Indian",
        membershipType: "Purge test",
        email: "pending.applicant@example.org",
        contact: "+91 98765 43210",
        password: "correct horse battery staple",
        designation: "Farmer",
        address: "1 Example Marg, Lucknow",
        areaOfSpecialization: "Agronomy",
      },
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);
    expect(purged.tags).toEqual([]);
    // Accepted, it is in the directory: that purges.
    const accepted = await call("PUT", `/api/membership-registrations/accept/${String(registered.json._id)}`, {
      token,
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(purged.tags).toEqual(["collection-membership-registrations"]);
  });

  it("does not follow a change of what no visitor's answer shows: a sign-up, the settings, an administrator", async () => {
    purged.clear();
    const subscribed = await call("POST", "/api/subscribers", { body: { email: "purge.test@example.org" } });
    expect(subscribed.status, JSON.stringify(subscribed.json)).toBe(201);
    const settings = (await call("GET", "/api/settings", { token })).json;
    const saved = await call("PUT", "/api/settings", { token, body: { ...settings, legalName: "Purge Test Society" } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const invited = await call("POST", "/api/admin/users", {
      token,
      body: { name: "Purge Test", email: "purge.admin@example.org", role: "editor" },
    });
    expect(invited.status, JSON.stringify(invited.json)).toBe(201);
    expect(purged.tags).toEqual([]);
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
