import { beforeAll, describe, expect, it } from "vitest";
import { updateDocument } from "../../src/server/store";
import { adminToken, badTokens, call } from "../support/api";
import { useOwnSandbox } from "../support/own-sandbox";

/** Sign-in, and what is particular to news (the CRUD contract: crud-contract.test.ts). */

// Its own store: the publish status counts every content write, and other files write in parallel.
useOwnSandbox("news-api");

const item = { title: "Unit news", date: "2026-03-01", bigContent: "Body <script>alert(1)</script>", links: [] };
let token = "";

beforeAll(async () => {
  token = await adminToken();
});

describe("admin login", () => {
  it("gives a token for the right credentials", async () => {
    const response = await call("POST", "/api/admin/login", {
      body: { email: "Admin@Example.org", password: "test-password-123" },
    });
    expect(response.status).toBe(200);
    expect(String(response.json.token).split(".")).toHaveLength(3);
  });

  it("refuses wrong credentials with 401 Invalid credentials", async () => {
    for (const body of [
      { email: "admin@example.org", password: "wrong" },
      { email: "other@example.org", password: "test-password-123" },
    ]) {
      const response = await call("POST", "/api/admin/login", { body });
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ message: "Invalid credentials" });
    }
  });
});

describe("news API", () => {
  it("stores the content sanitised, and deletes through the spec's /api/news-path/{id} too", async () => {
    const created = await call("POST", "/api/news", { token, body: item });
    expect(created.status).toBe(201);
    const id = String(created.json._id);
    expect(created.json.bigContent).toBe("Body");
    expect((await call("GET", `/api/news/${id}`)).json).toMatchObject({ bigContent: "Body" });

    for (const bad of await badTokens()) {
      const refused = await call("DELETE", `/api/news-path/${id}`, bad ? { token: bad } : {});
      expect(refused.status).toBe(401);
    }
    const removed = await call("DELETE", `/api/news-path/${id}`, { token });
    expect(removed.json).toEqual({ message: "News deleted successfully!" });
    expect((await call("GET", `/api/news/${id}`)).status).toBe(404);
    expect((await call("DELETE", `/api/news-path/${id}`, { token })).status).toBe(404);
  });

  it("keeps every one of 50 concurrent creates", async () => {
    const before = (await call("GET", "/api/news")).json as unknown as unknown[];
    const titles = Array.from({ length: 50 }, (_, i) => `Concurrent ${i}`);
    const results = await Promise.all(
      titles.map((title) => call("POST", "/api/news", { token, body: { ...item, title } })),
    );
    expect(results.every((result) => result.status === 201)).toBe(true);
    const after = (await call("GET", "/api/news")).json as unknown as { title: string }[];
    expect(after).toHaveLength(before.length + 50);
    expect(
      after
        .filter((n) => n.title.startsWith("Concurrent "))
        .map((n) => n.title)
        .sort(),
    ).toEqual([...titles].sort());
  });

  it("reports the publish status to the admin only: a write from idle queues a build, later ones add to it", async () => {
    expect((await call("GET", "/api/publish-status")).status).toBe(401);
    // From a site with nothing to publish (no build hook here, so nothing builds by itself).
    await updateDocument<unknown, undefined>("state/publish", null, () => ({ next: null, result: undefined }));
    expect((await call("GET", "/api/publish-status", { token })).json).toMatchObject({
      state: "idle",
      lastPublishedAt: null,
      pendingChanges: 0,
    });
    expect((await call("POST", "/api/news", { token, body: item })).status).toBe(201);
    expect((await call("GET", "/api/publish-status", { token })).json).toMatchObject({
      state: "queued",
      lastPublishedAt: null,
      pendingChanges: 1,
    });
    expect((await call("POST", "/api/news", { token, body: item })).status).toBe(201);
    expect((await call("GET", "/api/publish-status", { token })).json).toMatchObject({
      state: "queued",
      pendingChanges: 2,
    });
  });
});
