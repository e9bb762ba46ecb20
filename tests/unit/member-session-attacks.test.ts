import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { AUTH_REQUIRED } from "../../src/server/http/errors";
import { registrationsCollection } from "../../src/server/content/collections";
import { readDocument } from "../../src/server/store";
import { SESSION_LIFETIME_MS } from "../../src/server/auth/member/session";
import { adminToken, call } from "../support/api";
import { asMember, MEMBER_PASSWORD, signIn, storeMember } from "../support/member";

/**
 * Attacks on the member session cookie, against every member call of the served reference: forged,
 * tampered, expired, another member's, a removed member's, signed out, from before a password
 * change, sent twice or in the wrong place. Each is refused with 401 and the login message.
 */

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

let memberCalls: { method: string; path: string }[] = [];

beforeAll(async () => {
  const document = (await call("GET", "/api/openapi.json")).json as unknown as OpenApiDocument;
  memberCalls = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => JSON.stringify(operation.security) === JSON.stringify([{ memberSession: [] }]))
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  );
});

/** Every member call with this cookie header (or none) is refused with 401 and the login message. */
async function expectRefusedEverywhere(cookie: string | undefined, what: string): Promise<void> {
  expect(memberCalls.length).toBeGreaterThanOrEqual(6);
  for (const { method, path } of memberCalls) {
    const answer = await call(method, path, cookie === undefined ? {} : { headers: { cookie } });
    expect(answer.status, `${what}: ${method} ${path}`).toBe(401);
    expect(answer.json, `${what}: ${method} ${path}`).toEqual({ message: AUTH_REQUIRED });
  }
}

const flip = (text: string, index: number) =>
  text.slice(0, index) + (text[index] === "A" ? "B" : "A") + text.slice(index + 1);

// test-isolation: shared. The one test that fakes the clock puts it back in its `finally`.
describe("the member session cookie", () => {
  it("the reference marks every member-area call as needing the session", () => {
    expect(memberCalls.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      [
        "DELETE /api/member/me",
        "GET /api/member/certificate",
        "GET /api/member/event-registrations",
        "GET /api/member/export",
        "GET /api/member/me",
        "GET /api/member/payment-qr",
        "POST /api/member/event-registrations/{id}/payments",
        "POST /api/member/payments",
        "PUT /api/member/me",
        "PUT /api/member/password",
      ].sort(),
    );
  });

  it("refuses no cookie, garbage, forged and tampered values on every member call", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    const [memberId = "", token = ""] = session.split(".");
    const randomToken = Buffer.alloc(32, 7).toString("base64url");
    const attacks: [string, string | undefined][] = [
      ["no cookie", undefined],
      ["empty", "member_session="],
      ["garbage", "member_session=garbage"],
      ["token only", `member_session=${token}`],
      ["made-up token for a real member", `member_session=${memberId}.${randomToken}`],
      ["one character of the token changed", `member_session=${memberId}.${flip(token, 5)}`],
      ["token cut short", `member_session=${memberId}.${token.slice(0, -1)}`],
      ["token with extra characters", `member_session=${memberId}.${token}A`],
      [
        "the token's stored hash instead of the token",
        `member_session=${memberId}.${createHash("sha256").update(token).digest("base64url")}`,
      ],
      ["path traversal in the member id", `member_session=../${memberId}.${token}`],
      ["quoted value", `member_session="${session}"`],
      ["other cookie name", `Member_Session=${session}`],
      ["name with a prefix", `__Host-member_session=${session}`],
      ["two member_session cookies (one real)", `member_session=${session}; member_session=${memberId}.${randomToken}`],
      ["the real cookie twice", `member_session=${session}; member_session=${session}`],
    ];
    for (const [what, cookie] of attacks) await expectRefusedEverywhere(cookie, what);
    // The setup is real: the right cookie works.
    expect((await asMember(session, "GET", "/api/member/me")).status).toBe(200);
  });

  it("takes the session from the cookie only, never from a header, query or bearer token", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    for (const [headers, query] of [
      [{ authorization: `Bearer ${session}` }, ""],
      [{ "x-member-session": session }, ""],
      [{}, `?member_session=${session}`],
      [{ cookie: `other=1, member_session=${session}` }, ""],
    ] as const) {
      const answer = await call("GET", `/api/member/me${query}`, { headers });
      expect(answer.status, JSON.stringify(headers) + query).toBe(401);
    }
    // Other cookies beside it do no harm.
    const mixed = await call("GET", "/api/member/me", {
      headers: { cookie: `theme=dark; member_session=${session}; x=1` },
    });
    expect(mixed.status).toBe(200);
  });

  it("an administrator's token is not a member session", async () => {
    await expectRefusedEverywhere(undefined, "admin token");
    const token = await adminToken();
    for (const { method, path } of memberCalls) {
      expect((await call(method, path, { token })).status, `${method} ${path}`).toBe(401);
    }
  });

  it("one member's token under another member's id is refused", async () => {
    const mine = await storeMember();
    const theirs = await storeMember();
    const [, token = ""] = (await signIn(mine.email)).split(".");
    await expectRefusedEverywhere(`member_session=${theirs._id}.${token}`, "another member's id");
  });

  it("an expired session is refused, and answers clear the dead cookie", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + SESSION_LIFETIME_MS - 60_000);
      expect((await asMember(session, "GET", "/api/member/me")).status).toBe(200);
      vi.setSystemTime(Date.now() + 61_000);
      const expired = await asMember(session, "GET", "/api/member/me");
      expect(expired.status).toBe(401);
      expect(expired.headers.getSetCookie()[0]).toMatch(
        /^member_session=; HttpOnly; SameSite=Strict; Path=\/; Max-Age=0/,
      );
    } finally {
      vi.useRealTimers();
    }
    // Still refused now that the clock is back: the expired session was deleted.
    await expectRefusedEverywhere(`member_session=${session}`, "expired");
  });

  it("a removed (rejected) member's sessions stop at once", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    const token = await adminToken();
    const rejected = await call("DELETE", `/api/membership-registrations/reject/${record._id}`, { token });
    expect(rejected.status).toBe(200);
    await expectRefusedEverywhere(`member_session=${session}`, "removed member");
  });

  it("a signed-out session stays refused", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    expect((await asMember(session, "POST", "/api/member/logout")).status).toBe(204);
    await expectRefusedEverywhere(`member_session=${session}`, "signed out");
  });

  it("sessions from before a password change are refused, also when the change came from elsewhere", async () => {
    const record = await storeMember();
    const first = await signIn(record.email);
    const second = await signIn(record.email);
    const changed = await asMember(second, "PUT", "/api/member/password", {
      body: { currentPassword: MEMBER_PASSWORD, newPassword: "changed password" },
    });
    expect(changed.status).toBe(200);
    await expectRefusedEverywhere(`member_session=${first}`, "before the password change");
    await expectRefusedEverywhere(`member_session=${second}`, "the changing session's old cookie");
    // A version raised by the office (or another instance) ends sessions too.
    const third = await signIn(record.email, "changed password");
    await registrationsCollection.modify(record._id, (current) => ({
      ...current,
      sessionVersion: (current.sessionVersion ?? 0) + 1,
    }));
    await expectRefusedEverywhere(`member_session=${third}`, "version raised elsewhere");
  });

  it("every session cookie the member area sends is HttpOnly, SameSite=Strict, site-wide, with its hint", async () => {
    const record = await storeMember();
    const cookies: string[] = [];
    const collect = (answer: { headers: Headers }) => {
      // Each answer sets the session cookie and the signed-in hint together, for as long, or neither.
      const [session = "", hint = "", ...more] = answer.headers.getSetCookie();
      expect(more).toEqual([]);
      const maxAge = (cookie: string) => /; Max-Age=(\d+)/.exec(cookie)?.[1];
      expect(hint.split("; ").slice(1, -1)).toEqual(["SameSite=Lax", "Path=/"]);
      expect(hint).toMatch(maxAge(session) === "0" ? /^signed_in=;/ : /^signed_in=1;/);
      expect(maxAge(hint)).toBe(maxAge(session));
      cookies.push(session);
      return answer;
    };
    collect(await call("POST", "/api/member/login", { body: { email: record.email, password: MEMBER_PASSWORD } }));
    const session = await signIn(record.email);
    const changed = collect(
      await asMember(session, "PUT", "/api/member/password", {
        body: { currentPassword: MEMBER_PASSWORD, newPassword: "cookie test password" },
      }),
    );
    collect(await asMember(session, "GET", "/api/member/me")); // dead cookie: cleared
    const [, renewed = ""] = /^member_session=([^;]+)/.exec(changed.headers.getSetCookie()[0] ?? "") ?? [];
    collect(await asMember(renewed, "POST", "/api/member/logout"));
    collect(await asMember(renewed, "DELETE", "/api/member/me")); // signed out: 401, cleared
    collect(await call("GET", "/api/member/me", { headers: { cookie: "signed_in=1" } })); // a hint alone: cleared
    expect(cookies.length).toBeGreaterThanOrEqual(6);
    for (const cookie of cookies) {
      const [pair = "", ...attributes] = cookie.split("; ");
      expect(pair, cookie).toMatch(/^member_session=/);
      expect(attributes.filter((attribute) => !attribute.startsWith("Max-Age=")).sort(), cookie).toEqual(
        ["HttpOnly", "Path=/", "SameSite=Strict"].sort(),
      );
      expect(cookie, cookie).not.toMatch(/Domain=/i);
    }
  });

  it("stores no token: the session document is keyed by the token's hash and holds neither", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    const [memberId = "", token = ""] = session.split(".");
    const digest = createHash("sha256").update(token).digest("hex");
    const stored = await readDocument<Record<string, unknown>>(`member-sessions/${memberId}/${digest}`);
    expect(stored).toMatchObject({ memberId, method: "password", sessionVersion: 0 });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(digest);
    expect(await readDocument(`member-sessions/${memberId}/${token}`)).toBeNull();
  });
});
