import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call } from "../support/api";

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
  it("refuses writes without a valid token", async () => {
    const forged = await new SignJWT({ role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
    const expired = await new SignJWT({ role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("society-site")
      .setAudience("admin")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode("local-development-secret-not-for-production-use"));
    for (const bad of [undefined, "garbage", forged, expired]) {
      const response = await call("POST", "/api/news", { body: item, ...(bad ? { token: bad } : {}) });
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ message: "Authentication required. Please log in." });
    }
    expect((await call("DELETE", "/api/news/abc")).status).toBe(401);
    expect((await call("DELETE", "/api/news-path/abc")).status).toBe(401);
  });

  it("validates bodies and changes nothing on rejection", async () => {
    const before = await call("GET", "/api/news");
    const response = await call("POST", "/api/news", { token, body: { title: "", date: "soon" } });
    expect(response.status).toBe(400);
    expect(response.json.message).toContain("Title is required.");
    expect(response.json.issues).toEqual(expect.arrayContaining([expect.objectContaining({ field: "title" })]));
    const invalidJson = await call("POST", "/api/news", { token, body: "{not json" });
    expect(invalidJson.status).toBe(400);
    expect((await call("GET", "/api/news")).json).toEqual(before.json);
  });

  it("creates, reads, updates and deletes an item, sanitising its content", async () => {
    const created = await call("POST", "/api/news", { token, body: item });
    expect(created.status).toBe(201);
    const id = String(created.json._id);
    expect(created.json.bigContent).toBe("Body");

    const read = await call("GET", `/api/news/${id}`);
    expect(read.json).toMatchObject({ _id: id, title: "Unit news" });

    const updated = await call("PUT", `/api/news/${id}`, { token, body: { ...item, title: "Changed" } });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ _id: id, title: "Changed", createdAt: created.json.createdAt });

    const removed = await call("DELETE", `/api/news-path/${id}`, { token });
    expect(removed.json).toEqual({ message: "News deleted successfully!" });
    expect((await call("GET", `/api/news/${id}`)).status).toBe(404);
    expect((await call("DELETE", `/api/news/${id}`, { token })).status).toBe(404);
    expect((await call("PUT", `/api/news/${id}`, { token, body: item })).status).toBe(404);
  });

  it("answers 405 with Allow for a method the resource lacks", async () => {
    const response = await call("PATCH", "/api/news");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("GET");
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

  it("reports publish status to the admin only", async () => {
    expect((await call("GET", "/api/publish-status")).status).toBe(401);
    const status = await call("GET", "/api/publish-status", { token });
    expect(status.status).toBe(200);
    expect(["idle", "queued", "building", "failed"]).toContain(status.json.state);
    expect(Number(status.json.pendingChanges)).toBeGreaterThan(0);
  });
});
