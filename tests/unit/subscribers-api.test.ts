import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { SUBSCRIBE_MESSAGES } from "../../src/domain/subscribers";
import { SUBSCRIBE_LIMIT, takeSubscribeSlot } from "../../src/server/resources/subscribers";
import { adminToken, badTokens, call, list } from "../support/api";

interface Subscriber {
  _id: string;
  email: string;
  createdAt: string;
}

const THANKS = "Thank you! You are subscribed to news from the society.";
let token = "";
const fresh = () => `reader.${randomUUID().slice(0, 8)}@example.org`;
const stored = async (email: string) =>
  (await list<Subscriber>("/api/subscribers", token)).filter((record) => record.email === email);

beforeAll(async () => {
  token = await adminToken();
});

describe("subscribers API", () => {
  it("subscribes a new address with 201, storing it trimmed and lower-cased", async () => {
    const email = fresh();
    const response = await call("POST", "/api/subscribers", { body: { email: `  ${email.toUpperCase()} ` } });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ message: THANKS, email });
    expect(SUBSCRIBE_MESSAGES.subscribed).toBe(THANKS);
    const records = await stored(email);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      email,
      _id: expect.any(String) as unknown,
      createdAt: expect.any(String) as unknown,
    });
  });

  it("answers a repeat (in any letter case) with 200 and the same message, and stores it once", async () => {
    const email = fresh();
    expect((await call("POST", "/api/subscribers", { body: { email } })).status).toBe(201);
    for (const again of [email, email.toUpperCase(), ` ${email.replace("reader", "Reader")}`]) {
      const response = await call("POST", "/api/subscribers", { body: { email: again } });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ message: THANKS, email });
    }
    expect(await stored(email)).toHaveLength(1);
  });

  it("keeps one record when the same address arrives many times at once", async () => {
    const email = fresh();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call("POST", "/api/subscribers", { body: { email: i % 2 ? email.toUpperCase() : email } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(await stored(email)).toHaveLength(1);
  });

  it("refuses an invalid or missing e-mail with 400 and the field's message, storing nothing", async () => {
    const before = await list<Subscriber>("/api/subscribers", token);
    const cases: [unknown, string][] = [
      [{ email: "not-an-address" }, "E-mail address must be a valid e-mail address."],
      [{ email: "two@@example.org" }, "E-mail address must be a valid e-mail address."],
      [{ email: "   " }, "E-mail address is required."],
      [{}, "E-mail address is required."],
      [{ email: `${"a".repeat(250)}@example.org` }, "E-mail address is too long."],
    ];
    for (const [body, text] of cases) {
      const response = await call("POST", "/api/subscribers", { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.message).toBe(text);
      expect(response.json.issues).toEqual([{ field: "email", message: text }]);
    }
    expect((await call("POST", "/api/subscribers", { body: "{not json" })).status).toBe(400);
    const form = await call("POST", "/api/subscribers", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    const huge = await call("POST", "/api/subscribers", { body: { email: fresh(), padding: "x".repeat(1024 * 1024) } });
    expect(huge.status).toBe(413);
    expect(await list<Subscriber>("/api/subscribers", token)).toEqual(before);
  });

  it("lists subscribers to the administrator only", async () => {
    for (const bad of await badTokens()) {
      const response = await call("GET", "/api/subscribers", bad ? { token: bad } : {});
      expect(response.status, `token ${bad ?? "none"}`).toBe(401);
      expect(response.json).toEqual({ message: "Authentication required. Please log in." });
    }
    const email = fresh();
    await call("POST", "/api/subscribers", { body: { email } });
    const response = await call("GET", "/api/subscribers", { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const records = response.json as unknown as Subscriber[];
    expect(records.map((record) => record.email)).toContain(email);
  });

  it("answers 405 with Allow for other methods and paths with an id", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await call(method, "/api/subscribers", { token });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, POST");
    }
  });

  it("limits attempts per client address, never for this machine or an unknown one", () => {
    const now = Date.now();
    const client = `203.0.113.${Math.floor(Math.random() * 200)}`;
    for (let i = 0; i < SUBSCRIBE_LIMIT; i++) expect(takeSubscribeSlot(client, now + i)).toBe(true);
    expect(takeSubscribeSlot(client, now + SUBSCRIBE_LIMIT)).toBe(false);
    expect(takeSubscribeSlot(client, now + 11 * 60 * 1000)).toBe(true);
    for (let i = 0; i < SUBSCRIBE_LIMIT * 2; i++) {
      expect(takeSubscribeSlot("127.0.0.1", now)).toBe(true);
      expect(takeSubscribeSlot(undefined, now)).toBe(true);
    }
  });
});
