import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MEMBER_MESSAGES } from "../../src/domain/member-account";
import { HIDDEN_SECRET, outboxEntries } from "../../src/server/mail";
import { memberLoginHandler } from "../../src/server/resources/member-sign-in";
import { SESSION_LIFETIME_MS } from "../../src/server/auth/member/session";
import { call } from "../support/api";
import { asMember, MEMBER_PASSWORD, sessionFrom, signIn, storeMember } from "../support/member";
import { hashPassword, SCRYPT_COST, setNewHashCostForTests } from "../../src/server/auth/passwords";
import { TEST_HASH_COST } from "../support/test-hash-cost";
import { recordSentMail } from "../support/recorders";

// The codes the site e-mails, caught on their way to the mail module (the outbox hides them).
const sentMail = recordSentMail();

// Every password check, to see that an unknown e-mail costs one scrypt check like a known one.
const passwordChecks = vi.hoisted(() => ({ hashes: [] as string[] }));
vi.mock("../../src/server/auth", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/auth")>();
  return {
    ...original,
    verifyPassword: (password: string, hash: string) => {
      passwordChecks.hashes.push(hash);
      return original.verifyPassword(password, hash);
    },
  };
});

afterEach(() => {
  vi.useRealTimers();
});

const MEMBER_KEYS = [
  "_id",
  "name",
  "email",
  "contact",
  "designation",
  "address",
  "state",
  "areaOfSpecialization",
  "nationality",
  "membershipType",
  "status",
  "reference",
  "memberNumber",
  "acceptedAt",
  "validUntil",
  "showContactInDirectory",
  "amountDue",
  "received",
  "balance",
  // Beside docs/rules/members-and-money.md §7's fields: credit beyond the application's dues, the current renewal's own
  // dues (docs/rules/members-and-money.md) and an institution's GSTIN for its tax invoices.
  "credit",
  "renewal",
  "gstin",
  "payments",
  "createdAt",
].sort();

const login = (body: unknown, options: { clientIp?: string; headers?: Record<string, string> } = {}) =>
  call("POST", "/api/member/login", { body, ...options });
const requestCode = (email: string, options: { clientIp?: string } = {}) =>
  call("POST", "/api/member/login-code", { body: { email }, ...options });
const verify = (email: string, code: string) =>
  call("POST", "/api/member/login-code/verify", { body: { email, code } });

/** The code last e-mailed to `email`. */
function lastCodeFor(email: string): string {
  const mail = sentMail.messages.filter((message) => message.to === email && message.kind === "sign-in-code").at(-1);
  const code = mail?.secrets?.[0];
  if (!code) throw new Error(`no code was e-mailed to ${email}`);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/member/login", () => {
  it("signs a pending applicant in: 200 with { member }, a Strict HttpOnly session cookie and its hint", async () => {
    const record = await storeMember();
    const answer = await login({ email: record.email.toUpperCase(), password: MEMBER_PASSWORD });
    expect(answer.status).toBe(200);
    const member = answer.json.member as Record<string, unknown>;
    expect(Object.keys(member).sort()).toEqual(MEMBER_KEYS);
    expect(member).toMatchObject({ _id: record._id, email: record.email, status: "Pending", amountDue: 1180 });
    const cookie = answer.headers.getSetCookie();
    expect(cookie).toHaveLength(2);
    const attributes = (cookie[0] ?? "").split("; ");
    expect(attributes[0]).toMatch(/^member_session=[\w-]+\.[\w-]{43}$/);
    expect(attributes.slice(1).sort()).toEqual(
      ["HttpOnly", "SameSite=Strict", "Path=/", `Max-Age=${SESSION_LIFETIME_MS / 1000}`].sort(),
    );
    // The hint the header's script reads: `1` and nothing else, readable, as long-lived as the session.
    expect(cookie[1]?.split("; ")).toEqual([
      "signed_in=1",
      "SameSite=Lax",
      "Path=/",
      `Max-Age=${SESSION_LIFETIME_MS / 1000}`,
    ]);
    // The answer is the member's own view: no hash, no password.
    expect(JSON.stringify(answer.json)).not.toMatch(/scrypt|passwordHash|password/i);
    const me = await asMember(sessionFrom(answer), "GET", "/api/member/me");
    expect(me.status).toBe(200);
    expect(me.json).toEqual(member);
  });

  it("marks both cookies Secure when the site is served over https", async () => {
    const record = await storeMember();
    const request = new Request("https://society.example/api/member/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://society.example" },
      body: JSON.stringify({ email: record.email, password: MEMBER_PASSWORD }),
    });
    const answer = await memberLoginHandler(request, { params: {} });
    expect(answer.status).toBe(200);
    const cookies = answer.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["member_session", "signed_in"]);
    for (const cookie of cookies) expect(cookie.split("; ")).toContain("Secure");
  });

  it("answers a wrong password and an unknown e-mail alike, after the same slow check", async () => {
    // The product's own cost here, not the unit run's cheaper one (tests/support/cheap-hashes.ts);
    // the other tests count answers, which the cost does not change.
    setNewHashCostForTests(SCRYPT_COST);
    try {
      const record = await storeMember({ status: "accepted", passwordHash: await hashPassword(MEMBER_PASSWORD) });
      passwordChecks.hashes.length = 0;
      const wrong = await login({ email: record.email, password: "not the password" });
      const unknown = await login({ email: `nobody-${randomUUID()}@example.org`, password: MEMBER_PASSWORD });
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.json).toEqual({ message: "Invalid e-mail or password." });
        expect(answer.headers.getSetCookie()).toEqual([]);
      }
      expect(passwordChecks.hashes).toHaveLength(2);
      for (const hash of passwordChecks.hashes) expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    } finally {
      setNewHashCostForTests(TEST_HASH_COST);
    }
  });

  it("throttles per e-mail: after 5 failures even the right password gets 429 with Retry-After", async () => {
    const record = await storeMember();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ email: record.email, password: `wrong ${attempt}` })).status).toBe(401);
    }
    const refused = await login({ email: record.email, password: MEMBER_PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.json.message).toMatch(/^Too many sign-in attempts/);
  });

  it("throttles per client across e-mails", async () => {
    const clientIp = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await login(
        { email: `guess-${attempt}-${randomUUID()}@example.org`, password: "x" },
        { clientIp },
      );
      expect(answer.status).toBe(401);
    }
    const record = await storeMember();
    const refused = await login({ email: record.email, password: MEMBER_PASSWORD }, { clientIp });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("a good sign-in clears its e-mail's failures", async () => {
    const record = await storeMember();
    for (let attempt = 0; attempt < 4; attempt++) await login({ email: record.email, password: "wrong" });
    await signIn(record.email);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login({ email: record.email, password: "wrong" })).status).toBe(401);
    }
  });

  it("refuses a request from another site's page (403), and takes one without Origin", async () => {
    const record = await storeMember();
    const body = { email: record.email, password: MEMBER_PASSWORD };
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example", "http://localhost:1"]) {
      const answer = await login(body, { headers: { origin } });
      expect(answer.status, origin).toBe(403);
      expect(answer.json).toEqual({ message: MEMBER_MESSAGES.otherSite });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    expect((await login(body, { headers: { origin: "http://localhost" } })).status).toBe(200);
    expect((await login(body)).status).toBe(200);
  });
});

describe("sign-in codes", () => {
  it("answers 202 with the same message for a registered and an unknown e-mail, and e-mails only the member", async () => {
    const record = await storeMember();
    const unknown = `nobody-${randomUUID()}@example.org`;
    const before = sentMail.messages.length;
    for (const email of [record.email, unknown]) {
      const answer = await requestCode(email);
      expect(answer.status).toBe(202);
      expect(answer.json).toEqual({ message: "If this e-mail is registered, a sign-in code has been sent." });
    }
    const sent = sentMail.messages.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([record.email]);
    expect(sent[0]).toMatchObject({ kind: "sign-in-code", memberId: record._id });
    expect(lastCodeFor(record.email)).toMatch(/^\d{6}$/);
  });

  it("e-mails a code to type, never a link that signs in; the outbox keeps it hidden", async () => {
    const record = await storeMember();
    await requestCode(record.email);
    const code = lastCodeFor(record.email);
    const mail = sentMail.messages.at(-1);
    expect(mail?.text).toContain(code);
    const links = [...(mail?.text ?? "").matchAll(/https?:\/\/\S+/g)].map(([link]) => link);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).not.toContain(code);
      expect(link).toMatch(/\/login$/);
    }
    const kept = (await outboxEntries()).find(
      (entry) => entry.memberId === record._id && entry.kind === "sign-in-code",
    );
    expect(kept?.text).toContain(HIDDEN_SECRET);
    expect(JSON.stringify(kept)).not.toContain(code);
    expect(kept?.resendable).toBe(false);
  });

  it("signs in with the code once: 200, { member } and the cookie; the same code again is refused", async () => {
    const record = await storeMember({ status: "accepted", membershipType: "Life Member" });
    await requestCode(record.email);
    const code = lastCodeFor(record.email);
    const answer = await verify(` ${record.email.toUpperCase()} `, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(answer.status).toBe(200);
    expect(answer.json.member).toMatchObject({ _id: record._id, status: "Life" });
    const session = sessionFrom(answer);
    expect((await asMember(session, "GET", "/api/member/me")).status).toBe(200);
    const again = await verify(record.email, code);
    expect(again.status).toBe(401);
    expect(again.json).toEqual({ message: "The code is wrong or has expired." });
  });

  it("voids the code after 5 wrong tries, even for the right code after them", async () => {
    const record = await storeMember();
    await requestCode(record.email);
    const code = lastCodeFor(record.email);
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await verify(record.email, wrongCode(code))).status).toBe(401);
    // Four wrong tries leave the code usable.
    expect((await verify(record.email, code)).status).toBe(200);

    await requestCode(record.email);
    const next = lastCodeFor(record.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await verify(record.email, wrongCode(next));
      // The fifth wrong try is also the e-mail's fifth failure: the sign-in throttle may answer it.
      expect([401, 429]).toContain(answer.status);
    }
    expect((await verify(record.email, next)).status).not.toBe(200);
  });

  it("a code expires after 15 minutes", async () => {
    const record = await storeMember();
    await requestCode(record.email);
    const code = lastCodeFor(record.email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
    const late = await verify(record.email, code);
    expect(late.status).toBe(401);
    expect(late.json).toEqual({ message: MEMBER_MESSAGES.invalidCode });
  });

  it("a code still works just before its 15 minutes are up", async () => {
    const record = await storeMember();
    await requestCode(record.email);
    const code = lastCodeFor(record.email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 14 * 60 * 1000 + 50 * 1000);
    expect((await verify(record.email, code)).status).toBe(200);
  });

  it("a new code replaces the earlier one", async () => {
    const record = await storeMember();
    await requestCode(record.email);
    const first = lastCodeFor(record.email);
    await requestCode(record.email);
    const second = lastCodeFor(record.email);
    if (first !== second) expect((await verify(record.email, first)).status).toBe(401);
    expect((await verify(record.email, second)).status).toBe(200);
  });

  it("a code for a record since removed, or for another e-mail, signs nobody in", async () => {
    const removed = await storeMember();
    const other = await storeMember();
    await requestCode(removed.email);
    const code = lastCodeFor(removed.email);
    expect((await verify(other.email, code)).status).toBe(401);
    const { registrationsCollection } = await import("../../src/server/content/collections");
    await registrationsCollection.remove(removed._id);
    expect((await verify(removed.email, code)).status).toBe(401);
  });

  it("refuses a code that is not 6 digits with 400", async () => {
    for (const code of ["12345", "1234567", "abcdef", ""]) {
      const answer = await verify("someone@example.org", code);
      expect(answer.status, code).toBe(400);
      expect(answer.json.message).toBe(MEMBER_MESSAGES.codeShape);
    }
  });

  it("limits code requests per e-mail (registered or not) and per client: 429 with Retry-After", async () => {
    for (const email of [(await storeMember()).email, `nobody-${randomUUID()}@example.org`]) {
      const before = sentMail.messages.filter((mail) => mail.to === email).length;
      for (let attempt = 0; attempt < 5; attempt++) expect((await requestCode(email)).status).toBe(202);
      const refused = await requestCode(email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.json.message).toMatch(/^Too many sign-in codes were requested/);
      expect(sentMail.messages.filter((mail) => mail.to === email).length - before).toBeLessThanOrEqual(5);
    }
    const clientIp = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await requestCode(`flood-${randomUUID()}@example.org`, { clientIp })).status).toBe(202);
    }
    expect((await requestCode(`flood-${randomUUID()}@example.org`, { clientIp })).status).toBe(429);
  });

  it("refuses code requests and code sign-ins from another site's page", async () => {
    const record = await storeMember();
    const headers = { origin: "https://evil.example" };
    const asked = await call("POST", "/api/member/login-code", { body: { email: record.email }, headers });
    expect(asked.status).toBe(403);
    const verified = await call("POST", "/api/member/login-code/verify", {
      body: { email: record.email, code: "123456" },
      headers,
    });
    expect(verified.status).toBe(403);
    expect(verified.json).toEqual({ message: MEMBER_MESSAGES.otherSite });
  });
});

describe("POST /api/member/logout", () => {
  it("answers 204, clears the cookie and its hint, and the session stops working", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    const answer = await asMember(session, "POST", "/api/member/logout");
    expect(answer.status).toBe(204);
    expect(answer.bytes.length).toBe(0);
    const [cleared = [], hint = []] = answer.headers.getSetCookie().map((cookie) => cookie.split("; "));
    expect(cleared[0]).toBe("member_session=");
    expect(cleared).toContain("Max-Age=0");
    expect(hint).toEqual(["signed_in=", "SameSite=Lax", "Path=/", "Max-Age=0"]);
    const after = await asMember(session, "GET", "/api/member/me");
    expect(after.status).toBe(401);
  });

  it("answers 204 without a session too, and refuses another site's page", async () => {
    expect((await call("POST", "/api/member/logout")).status).toBe(204);
    const record = await storeMember();
    const session = await signIn(record.email);
    const forged = await asMember(session, "POST", "/api/member/logout", {
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect((await asMember(session, "GET", "/api/member/me")).status).toBe(200);
  });
});
