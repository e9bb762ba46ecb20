import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfigCache } from "../../src/server/core/config";
import * as throttle from "../../src/server/auth/login-throttle";
import { listDocumentKeys, readDocument } from "../../src/server/store";
import { call } from "../support/api";

const {
  LOGIN_THROTTLE,
  THROTTLE_DOCUMENT,
  beginSignIn,
  bucketDocument,
  clientBucket,
  clientKey,
  emailKey,
  pruneExpiredThrottles,
  pruned,
  retryAfterSeconds,
  throttledMessage,
  withFailure,
  withSuccess,
} = throttle;

/**
 * The unit files share one store and run in parallel, and other files sign in as
 * admin@example.org from 127.0.0.1: every test here uses made-up e-mails and its own addresses
 * (documentation ranges), so nothing it throttles can refuse anybody else.
 */

const MINUTE = 60_000;
const WINDOW = LOGIN_THROTTLE.windowMs;
const RIGHT = { email: "admin@example.org", password: "test-password-123" };
const madeUp = () => `guess.${randomUUID().slice(0, 8)}@example.test`;
let lastOctet = 0;
/** A fresh IPv4 address for each use (198.51.100.0/24 is for documentation). */
const freshIp = () => `198.51.100.${String(++lastOctet)}`;

const login = (body: { email: string; password: string }, clientIp: string) =>
  call("POST", "/api/admin/login", { body, clientIp });

function expectThrottled(response: Awaited<ReturnType<typeof login>>) {
  expect(response.status).toBe(429);
  const seconds = Number(response.headers.get("retry-after"));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(WINDOW / 1000);
  expect(response.json).toEqual({ message: throttledMessage(seconds) });
  return seconds;
}

describe("window logic (pure)", () => {
  const t0 = 1_800_000_000_000;
  const email = { key: "e:x", limit: 3 };
  const client = { key: "c:y", limit: 5 };

  it("allows attempts until a bucket is full, then says when its oldest failure leaves the window", () => {
    let state = pruned(null, t0);
    expect(state).toEqual({ failures: {} });
    for (let i = 0; i < 3; i++) {
      expect(retryAfterSeconds(state, [email, client], t0 + i * MINUTE)).toBeUndefined();
      state = withFailure(state, [email, client], t0 + i * MINUTE);
    }
    // Three failures at t0, t0+1, t0+2 minutes: the e-mail is full until t0 + 15 minutes.
    expect(retryAfterSeconds(state, [email, client], t0 + 3 * MINUTE)).toBe(12 * 60);
    expect(retryAfterSeconds(state, [client], t0 + 3 * MINUTE)).toBeUndefined();
    expect(retryAfterSeconds(state, [email], t0 + WINDOW - 1)).toBe(1);
    // Sliding: once the first failure is out, one attempt is allowed again.
    expect(retryAfterSeconds(state, [email], t0 + WINDOW)).toBeUndefined();
    const later = withFailure(pruned(state, t0 + WINDOW), [email], t0 + WINDOW);
    expect(retryAfterSeconds(later, [email], t0 + WINDOW)).toBe(60);
  });

  it("waits for the fullest bucket when several are full", () => {
    const state = {
      failures: { "e:x": [t0, t0, t0], "c:y": [t0 + 5 * MINUTE, t0 + 5 * MINUTE, t0 + 5 * MINUTE] },
    };
    const both = [email, { key: "c:y", limit: 3 }];
    expect(retryAfterSeconds(state, both, t0 + 6 * MINUTE)).toBe(14 * 60);
  });

  it("prunes expired and malformed entries from what the store held", () => {
    const stored = {
      failures: { "e:old": [t0 - WINDOW], "e:mix": [t0 - 1, "x", null, t0 - WINDOW - 5, t0 - 10], "c:bad": "nope" },
      extra: true,
    };
    expect(pruned(stored, t0)).toEqual({ failures: { "e:mix": [t0 - 10, t0 - 1] } });
    for (const junk of [undefined, 42, "text", [], { failures: null }, { failures: [1, 2] }]) {
      expect(pruned(junk, t0), JSON.stringify(junk)).toEqual({ failures: {} });
    }
    const hostile = pruned(JSON.parse(`{"failures":{"__proto__":[${String(t0)}]}}`), t0);
    expect(Object.getPrototypeOf(hostile.failures)).toBe(Object.prototype);
    expect(Object.keys(hostile.failures)).toEqual(["__proto__"]);
  });

  it("a success clears the e-mail and takes back only its own counted attempt", () => {
    const state = { failures: { "e:x": [t0, t0 + 1], "c:y": [t0, t0 + 1, t0 + 2], "e:other": [t0] } };
    expect(withSuccess(state, "e:x", "c:y", t0 + 2)).toEqual({ failures: { "c:y": [t0, t0 + 1], "e:other": [t0] } });
    expect(withSuccess({ failures: { "c:y": [t0] } }, "e:x", "c:y", t0)).toEqual({ failures: {} });
    expect(withSuccess(state, "e:x", undefined, t0)).toEqual({
      failures: { "c:y": [t0, t0 + 1, t0 + 2], "e:other": [t0] },
    });
  });

  it("counts a client by IPv4 address or IPv6 /64, and never this machine", () => {
    expect(clientBucket("203.0.113.9")).toBe("203.0.113.9");
    expect(clientBucket("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientBucket("2001:DB8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(clientBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientBucket("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    for (const local of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1", "", " ", undefined]) {
      expect(clientBucket(local), String(local)).toBeUndefined();
    }
  });

  it("says the wait in whole minutes, rounded up", () => {
    expect(throttledMessage(900)).toBe("Too many sign-in attempts. Please try again in 15 minutes.");
    expect(throttledMessage(61)).toBe("Too many sign-in attempts. Please try again in 2 minutes.");
    expect(throttledMessage(60)).toBe("Too many sign-in attempts. Please try again in 1 minute.");
    expect(throttledMessage(1)).toBe("Too many sign-in attempts. Please try again in 1 minute.");
  });

  it("keys are keyed hashes of the normalised e-mail and address, never the values themselves", () => {
    expect(emailKey("  Someone@Example.TEST ")).toBe(emailKey("someone@example.test"));
    expect(emailKey("someone@example.test")).toMatch(/^e:[0-9a-f]{32}$/);
    expect(emailKey("someone@example.test")).not.toBe(emailKey("someone.else@example.test"));
    expect(clientKey("203.0.113.9")).toMatch(/^c:[0-9a-f]{32}$/);
    expect(clientKey("2001:db8:1:2::1")).toBe(clientKey("2001:db8:1:2::2"));
    expect(clientKey("127.0.0.1")).toBeUndefined();
  });
});

describe("store-backed gate with an injected clock", () => {
  // Its own document: moving the clock here cannot prune what the other tests count.
  const document = `throttle/test-${randomUUID()}`;
  const t0 = Date.now();

  it("refuses the 6th attempt for an e-mail until the window has passed, then allows again", async () => {
    const email = madeUp();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_THROTTLE.perEmail; i++) {
      expect((await beginSignIn(email, ip, { now: t0 + i * MINUTE, document })).allowed).toBe(true);
    }
    const refused = await beginSignIn(email.toUpperCase(), freshIp(), { now: t0 + 5 * MINUTE, document });
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
    // A refused attempt is not counted: the wait does not grow.
    const again = await beginSignIn(email, ip, { now: t0 + 6 * MINUTE, document });
    expect(again).toEqual({ allowed: false, retryAfterSeconds: 9 * 60 });
    expect((await beginSignIn(email, ip, { now: t0 + WINDOW, document })).allowed).toBe(true);
  });

  it("a success clears the e-mail's failures", async () => {
    const email = madeUp();
    const ip = freshIp();
    const now = t0 + 2 * WINDOW;
    for (let i = 0; i < LOGIN_THROTTLE.perEmail - 1; i++) await beginSignIn(email, ip, { now, document });
    const gate = await beginSignIn(email, ip, { now, document });
    if (!gate.allowed) throw new Error("the 5th attempt should be allowed");
    await gate.succeeded();
    for (let i = 0; i < LOGIN_THROTTLE.perEmail; i++) {
      expect((await beginSignIn(email, ip, { now, document })).allowed).toBe(true);
    }
    expect((await beginSignIn(email, ip, { now, document })).allowed).toBe(false);
  });

  it("keeps each e-mail and each client in a document of its own, and leaves no count for an attempt the client's refused", async () => {
    const now = t0 + 6 * WINDOW;
    const ip = freshIp();
    const first = madeUp();
    expect((await beginSignIn(first, ip, { now, document })).allowed).toBe(true);
    const ofKey = (key: string) => readDocument<{ failures: Record<string, number[]> }>(bucketDocument(document, key));
    expect(await ofKey(emailKey(first))).toEqual({ failures: { [emailKey(first)]: [now] } });
    expect(await ofKey(clientKey(ip) ?? "")).toEqual({ failures: { [clientKey(ip) ?? ""]: [now] } });
    for (let i = 1; i < LOGIN_THROTTLE.perClient; i++) await beginSignIn(madeUp(), ip, { now, document });
    // The client is full: a new e-mail's attempt is refused and its own bucket keeps nothing.
    const refusedEmail = madeUp();
    expect(await beginSignIn(refusedEmail, ip, { now, document })).toEqual({
      allowed: false,
      retryAfterSeconds: WINDOW / 1000,
    });
    expect(await ofKey(emailKey(refusedEmail))).toEqual({ failures: {} });
    expect((await beginSignIn(refusedEmail, freshIp(), { now, document })).allowed).toBe(true);
  });

  it("counts an IPv6 client by its /64 across many e-mails", async () => {
    const now = t0 + 4 * WINDOW;
    for (let i = 0; i < LOGIN_THROTTLE.perClient; i++) {
      const gate = await beginSignIn(madeUp(), `2001:db8:51:1::${String(i + 1)}`, { now, document });
      expect(gate.allowed).toBe(true);
    }
    expect(await beginSignIn(madeUp(), "2001:db8:51:1:ffff::", { now, document })).toEqual({
      allowed: false,
      retryAfterSeconds: WINDOW / 1000,
    });
    expect((await beginSignIn(madeUp(), "2001:db8:51:2::1", { now, document })).allowed).toBe(true);
    // This machine is never counted per client, only per e-mail.
    for (let i = 0; i < LOGIN_THROTTLE.perClient + 5; i++) {
      expect((await beginSignIn(madeUp(), "127.0.0.1", { now, document })).allowed).toBe(true);
    }
  });

  it("stores only hashes, and the daily prune deletes the buckets whose failures have all expired", async () => {
    const email = madeUp();
    const ip = freshIp();
    const now = t0 + 10 * WINDOW;
    await beginSignIn(email, ip, { now, document });
    const keys = await listDocumentKeys(`${document}/`);
    expect(keys).toEqual(
      expect.arrayContaining([emailKey(email), clientKey(ip) ?? ""].map((key) => bucketDocument(document, key))),
    );
    for (const key of keys) {
      const text = JSON.stringify(await readDocument(key));
      expect(text).not.toContain(email);
      expect(text).not.toContain(ip);
      expect(text).not.toContain("@");
    }
    // Everything from the earlier tests (at most t0 + 6 windows) has expired: only this attempt's stay.
    // (This file's documents only: other files count real sign-ins in the same store.)
    const summary = await pruneExpiredThrottles({ now, prefix: `${document}/` });
    expect(summary.removed).toBeGreaterThanOrEqual(keys.length - 2);
    expect(summary.left).toBe(0);
    expect(await listDocumentKeys(`${document}/`)).toEqual(
      [emailKey(email), clientKey(ip) ?? ""].map((key) => bucketDocument(document, key)).sort(),
    );
  });
});

// test-isolation: shared. Every variable stubbed is put back, and the configuration read again, after each test.
describe("POST /api/admin/login throttling", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfigCache();
  });

  it(`answers 429 with Retry-After and the message after ${String(LOGIN_THROTTLE.perEmail)} failures for one e-mail`, async () => {
    const email = madeUp();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_THROTTLE.perEmail; i++) {
      const response = await login({ email, password: `guess-${String(i)}` }, ip);
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ message: "Invalid credentials" });
    }
    const seconds = expectThrottled(await login({ email, password: "one more" }, ip));
    expect(seconds).toBeGreaterThan(WINDOW / 1000 - 60);
    expect((await login({ email, password: "one more" }, ip)).json).toEqual({
      message: "Too many sign-in attempts. Please try again in 15 minutes.",
    });
    // The same e-mail from elsewhere, written differently, is throttled too.
    expectThrottled(await login({ email: `  ${email.toUpperCase()}`, password: "x" }, freshIp()));
    // A different e-mail from a different address still gets an answer on its password.
    expect((await login({ email: madeUp(), password: "x" }, freshIp())).status).toBe(401);
    const good = await login(RIGHT, freshIp());
    expect(good.status).toBe(200);
    expect(String(good.json.token).split(".")).toHaveLength(3);
  });

  it("keeps the count in the store: freshly loaded functions still refuse", async () => {
    const email = madeUp();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_THROTTLE.perEmail; i++) await login({ email, password: "wrong" }, ip);
    expectThrottled(await login({ email, password: "wrong" }, ip));

    // A new instance: every module (store client, auth, throttle, handlers) loaded anew.
    vi.resetModules();
    const freshThrottle = await import("../../src/server/auth/login-throttle");
    expect(freshThrottle).not.toBe(throttle);
    const { loadFunctions } = await import("../../scripts/lib/function-router");
    const fresh = await loadFunctions(new URL("../../netlify/functions", import.meta.url).pathname);
    const request = new Request("http://localhost/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "wrong" }),
    });
    const response = await fresh.match(request, freshIp())?.run();
    expect(response?.status).toBe(429);
    expect(Number(response?.headers.get("retry-after"))).toBeGreaterThan(0);
    const stored = await readDocument<{ failures: Record<string, number[]> }>(
      bucketDocument(THROTTLE_DOCUMENT, emailKey(email)),
    );
    expect(Object.keys(stored?.failures ?? {})).toEqual([emailKey(email)]);
    expect(stored?.failures[emailKey(email)]).toHaveLength(LOGIN_THROTTLE.perEmail);
    expect(JSON.stringify(stored)).not.toContain(email);
  });

  it(`throttles one client address after ${String(LOGIN_THROTTLE.perClient)} failures across many e-mails, even with the right password`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_THROTTLE.perClient; i++) {
      expect((await login({ email: madeUp(), password: "wrong" }, ip)).status).toBe(401);
    }
    expectThrottled(await login({ email: madeUp(), password: "wrong" }, ip));
    // Refused before the password is looked at: the right one does not get through either.
    expectThrottled(await login(RIGHT, ip));
    // Other clients are not affected.
    expect((await login(RIGHT, freshIp())).status).toBe(200);
  });

  it("a successful sign-in clears that e-mail's failures", async () => {
    // An administrator e-mail of this test's own, so no other file's sign-in is affected.
    const owner = madeUp();
    vi.stubEnv("ADMIN_EMAIL", owner);
    resetConfigCache();
    const ip = freshIp();
    const right = { email: owner, password: RIGHT.password };
    for (let i = 0; i < LOGIN_THROTTLE.perEmail - 1; i++) {
      expect((await login({ ...right, password: "wrong" }, ip)).status).toBe(401);
    }
    expect((await login(right, ip)).status).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.perEmail; i++) {
      expect((await login({ ...right, password: "wrong" }, ip)).status).toBe(401);
    }
    expectThrottled(await login(right, ip));
  });
});
