import { decodeJwt } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_USER_MESSAGES, INVITATION } from "../../src/domain/admin-users";
import { acceptInvitation } from "../../src/server/auth/admins/invitations";
import { adminUsersCollection } from "../../src/server/auth/admins/records";
import { hashPassword } from "../../src/server/auth";
import { resetConfigCache } from "../../src/server/core/config";
import { AUTH_REQUIRED } from "../../src/server/http/errors";
import { outboxEntries } from "../../src/server/mail";
import { readDocument } from "../../src/server/store";
import { ADMINISTRATOR_PASSWORD, adminToken, call, storeAdministrator } from "../support/api";
import { useOwnSandbox } from "../support/own-sandbox";
import { recordSentMail } from "../support/recorders";

/**
 * The Administrators tab's calls, the invitation, sign-in of every administrator, password changes
 * and the end of tokens (docs/rules/members-and-money.md §8). Its own store: the site owner's password changes here, which
 * would end the owner's tokens of every test file sharing the common store.
 */

useOwnSandbox("admin-users");

const sent = recordSentMail();

const SITE_OWNER = { email: "admin@example.org", password: "test-password-123" };
const ROLE_MESSAGE = { message: "Your role does not allow this." };
let serial = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++serial}@example.org`;
/** A different client address per call where throttling is not the point. */
const ip = () => `198.51.100.${(++serial % 250) + 1}`;

// test-isolation: shared. The real clock and the environment are put back after each test.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  resetConfigCache();
});

/** Adds an administrator as the owner does; answers the record and the code from the e-mail. */
async function invite(role: "owner" | "editor" | "membership", email = uniqueEmail(role), name = `New ${role}`) {
  const response = await call("POST", "/api/admin/users", { token: await adminToken(), body: { email, name, role } });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  const mail = sent.messages.findLast((message) => message.to === email);
  const code = mail?.secrets?.[0] ?? "";
  expect(code).toMatch(/^\d{8}$/);
  return { id: String(response.json._id), email, code, answer: response.json, mail };
}

const accept = (email: string, code: string, password = "a chosen password", clientIp = ip()) =>
  call("POST", "/api/admin/users/accept-invite", { body: { email, code, password }, clientIp });

const signIn = (email: string, password: string) =>
  call("POST", "/api/admin/login", { body: { email, password }, clientIp: ip() });

async function tokenOf(email: string, password: string): Promise<string> {
  const response = await signIn(email, password);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return String(response.json.token);
}

/** The administrators list as the owner sees it. */
async function listed(): Promise<{ _id: string; email: string; name: string; status: string }[]> {
  const response = await call("GET", "/api/admin/users", { token: await adminToken() });
  return JSON.parse(response.bytes.toString("utf8")) as { _id: string; email: string; name: string; status: string }[];
}

const other = (code: string) => String((Number(code) + 1) % 10 ** INVITATION.digits).padStart(INVITATION.digits, "0");

describe("the administrators list", () => {
  it("always holds the site owner from ADMIN_EMAIL, first, and no hash or code", async () => {
    await invite("editor");
    const response = await call("GET", "/api/admin/users", { token: await adminToken() });
    expect(response.status).toBe(200);
    const list = JSON.parse(response.bytes.toString("utf8")) as Record<string, unknown>[];
    expect(list[0]).toMatchObject({ _id: "owner", email: SITE_OWNER.email, role: "owner", siteOwner: true });
    expect(list[0]?.status).toBe("active");
    expect(list.some((admin) => admin.status === "invited" && typeof admin.invitationExpiresAt === "string")).toBe(
      true,
    );
    const text = response.bytes.toString("utf8");
    for (const secret of ["scrypt$", "passwordHash", "codeHash", 'invitation"', "tokenVersion"]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe("adding an administrator", () => {
  it("stores them invited and e-mails a one-time code that the outbox and the store never show", async () => {
    const { id, email, code, answer, mail } = await invite("editor");
    expect(answer).toMatchObject({ email, role: "editor", status: "invited", siteOwner: false });
    expect(answer.invitationEmail).toBe("not-sent");
    const expires = Date.parse(String(answer.invitationExpiresAt));
    expect(Math.abs(expires - (Date.now() + INVITATION.lifetimeMs))).toBeLessThan(60_000);
    expect(mail?.kind).toBe("admin-invitation");
    expect(mail?.text).toContain("/admin/accept-invite");
    expect(mail?.text).toContain(code);
    const kept = (await outboxEntries()).find((entry) => entry.to === email);
    expect(kept?.text).not.toContain(code);
    expect(kept?.text).toContain("[hidden]");
    expect(kept?.resendable).toBe(false);
    const stored = JSON.stringify(await readDocument("collections/admin-users"));
    expect(stored).toContain(id);
    expect(stored).not.toContain(code);
    expect(JSON.stringify(answer)).not.toContain(code);
  });

  it("refuses an address that is already an administrator's, the site owner's included, in any case", async () => {
    const { email } = await invite("membership");
    for (const taken of [email, email.toUpperCase(), SITE_OWNER.email, " ADMIN@example.org "]) {
      const response = await call("POST", "/api/admin/users", {
        token: await adminToken(),
        body: { email: taken, name: "Twice", role: "editor" },
      });
      expect({ status: response.status, body: response.json }, taken).toEqual({
        status: 409,
        body: { message: ADMIN_USER_MESSAGES.duplicate },
      });
    }
  });

  it("checks the body: e-mail, name and one of the three roles", async () => {
    const response = await call("POST", "/api/admin/users", {
      token: await adminToken(),
      body: { email: "not an address", name: " ", role: "admin" },
    });
    expect(response.status).toBe(400);
    expect((response.json.issues as { field: string }[]).map((issue) => issue.field).sort()).toEqual([
      "email",
      "name",
      "role",
    ]);
  });
});

describe("accepting an invitation", () => {
  it("sets the password once; then the administrator signs in with role and name", async () => {
    const { email, code } = await invite("editor", uniqueEmail("editor"), "Asha Editor");
    expect((await signIn(email, "a chosen password")).status).toBe(401);
    const wrong = await accept(email, other(code));
    expect({ status: wrong.status, body: wrong.json }).toEqual({
      status: 401,
      body: { message: ADMIN_USER_MESSAGES.invalidInvitation },
    });
    const accepted = await accept(email.toUpperCase(), code.replace(/(\d{4})/, "$1 "));
    expect({ status: accepted.status, body: accepted.json }).toEqual({
      status: 200,
      body: { message: ADMIN_USER_MESSAGES.invitationAccepted },
    });
    expect((await accept(email, code, "another password")).status).toBe(401);

    const login = await signIn(email, "a chosen password");
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ role: "editor", name: "Asha Editor" });
    expect(decodeJwt(String(login.json.token))).toMatchObject({ sub: email, role: "admin", ver: 0 });
    const me = await call("GET", "/api/admin/me", { token: String(login.json.token) });
    expect(me.json).toMatchObject({ email, name: "Asha Editor", role: "editor" });
    expect((await listed()).find((admin) => admin.email === email)?.status).toBe("active");
  });

  it("refuses a password shorter than 8 characters and a code that is not 8 digits", async () => {
    const { email, code } = await invite("membership");
    const short = await accept(email, code, "seven77");
    expect(short.status).toBe(400);
    expect(short.json.message).toBe(ADMIN_USER_MESSAGES.passwordTooShort);
    const shape = await accept(email, "12345", "a long enough password");
    expect(shape.json.message).toBe(ADMIN_USER_MESSAGES.codeShape);
    expect((await accept(email, code)).status).toBe(200);
  });

  it("expires 48 hours after the invitation", async () => {
    const { email, code } = await invite("editor");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + INVITATION.lifetimeMs + 1000);
    expect((await accept(email, code)).status).toBe(401);
    expect((await listed()).find((admin) => admin.email === email)?.status).toBe("invitation-expired");
  });

  it("is void after 5 wrong tries; 4 leave it working", async () => {
    const hash = await hashPassword("a chosen password");
    const first = await invite("editor");
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(await acceptInvitation(first.email, other(first.code), hash)).toEqual({ accepted: false });
    }
    expect(await acceptInvitation(first.email, first.code, hash)).toEqual({ accepted: true, adminId: first.id });

    const second = await invite("editor");
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await acceptInvitation(second.email, other(second.code), hash)).toEqual({ accepted: false });
    }
    expect(await acceptInvitation(second.email, second.code, hash)).toEqual({ accepted: false });
  });

  it("shares out at most 5 tries and one success among tries sent at once", async () => {
    const hash = await hashPassword("a chosen password");
    const { email, code } = await invite("membership");
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) => acceptInvitation(email, index === 11 ? code : other(code), hash)),
    );
    expect(results.filter((result) => result.accepted)).toEqual([]);
    const again = await invite("membership");
    const together = await Promise.all([1, 2, 3].map(() => acceptInvitation(again.email, again.code, hash)));
    expect(together.filter((result) => result.accepted)).toHaveLength(1);
  });

  it("is throttled like sign-in: the sixth failure for one e-mail in 15 minutes gets 429 with Retry-After", async () => {
    const { email, code } = await invite("editor");
    const unknown = uniqueEmail("nobody");
    for (let attempt = 0; attempt < 5; attempt++) expect((await accept(unknown, code)).status).toBe(401);
    const refused = await accept(unknown, code);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.json.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // Another e-mail is not held up.
    expect((await accept(email, code)).status).toBe(200);
  });
});

describe("changing an administrator", () => {
  it("changes name and role; the role counts from the administrator's next call", async () => {
    const { record, token } = await storeAdministrator("editor");
    expect((await call("GET", "/api/subscribers", { token })).json).toEqual(ROLE_MESSAGE);
    expect((await call("DELETE", "/api/news/0123456789abcdef01234567", { token })).status).toBe(404);

    const changed = await call("PUT", `/api/admin/users/${record._id}`, {
      token: await adminToken(),
      body: { name: "Now Membership", role: "membership" },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ name: "Now Membership", role: "membership", status: "active" });

    expect((await call("GET", "/api/subscribers", { token })).status).toBe(200);
    const news = await call("DELETE", "/api/news/0123456789abcdef01234567", { token });
    expect({ status: news.status, body: news.json }).toEqual({ status: 403, body: ROLE_MESSAGE });
    expect((await call("GET", "/api/admin/me", { token })).json).toMatchObject({ role: "membership" });
  });

  it("refuses a stale edit, and answers 404 for nobody", async () => {
    const { record } = await storeAdministrator("editor");
    const token = await adminToken();
    const stale = await call("PUT", `/api/admin/users/${record._id}`, {
      token,
      body: { name: "Late", role: "editor", updatedAt: "2000-01-01T00:00:00.000Z" },
    });
    expect(stale.status).toBe(409);
    const nobody = "0123456789abcdef01234567";
    expect(
      (await call("PUT", `/api/admin/users/${nobody}`, { token, body: { name: "X", role: "editor" } })).status,
    ).toBe(404);
    expect((await call("DELETE", `/api/admin/users/${nobody}`, { token })).status).toBe(404);
  });

  it("never removes or demotes the site owner, whose name may change", async () => {
    const token = await adminToken();
    const removal = await call("DELETE", "/api/admin/users/owner", { token });
    expect({ status: removal.status, body: removal.json }).toEqual({
      status: 409,
      body: { message: ADMIN_USER_MESSAGES.siteOwnerFixed },
    });
    for (const role of ["editor", "membership"]) {
      const demotion = await call("PUT", "/api/admin/users/owner", { token, body: { name: "Owner", role } });
      expect(demotion.status, role).toBe(409);
    }
    const renamed = await call("PUT", "/api/admin/users/owner", {
      token,
      body: { name: "The Secretary", role: "owner" },
    });
    expect(renamed.json).toMatchObject({ _id: "owner", name: "The Secretary", role: "owner", siteOwner: true });
    // Renaming changes no token: the one used goes on working.
    const list = await call("GET", "/api/admin/users", { token });
    expect((JSON.parse(list.bytes.toString()) as { name: string }[])[0]?.name).toBe("The Secretary");
    expect((await signIn(SITE_OWNER.email, SITE_OWNER.password)).json).toMatchObject({
      role: "owner",
      name: "The Secretary",
    });
  });

  it("an owner added by invitation may manage administrators too", async () => {
    const { token } = await storeAdministrator("owner");
    const response = await call("POST", "/api/admin/users", {
      token,
      body: { email: uniqueEmail("by-owner"), name: "Added by an owner", role: "editor" },
    });
    expect(response.status).toBe(201);
  });
});

describe("tokens end when they should", () => {
  it("a removed administrator's token gets 401 on its next call", async () => {
    const { record, token } = await storeAdministrator("membership");
    expect((await call("GET", "/api/subscribers", { token })).status).toBe(200);
    const removed = await call("DELETE", `/api/admin/users/${record._id}`, { token: await adminToken() });
    expect({ status: removed.status, body: removed.json }).toEqual({
      status: 200,
      body: { message: ADMIN_USER_MESSAGES.removed },
    });
    for (const [method, path] of [
      ["GET", "/api/subscribers"],
      ["GET", "/api/admin/me"],
      ["GET", "/api/publish-status"],
    ] as const) {
      const response = await call(method, path, { token });
      expect({ status: response.status, body: response.json }, path).toEqual({
        status: 401,
        body: { message: AUTH_REQUIRED },
      });
    }
    expect((await signIn(record.email, ADMINISTRATOR_PASSWORD)).status).toBe(401);
  });

  it("a password change ends the tokens issued before it; the answer carries a working one", async () => {
    const { record } = await storeAdministrator("editor");
    const first = await tokenOf(record.email, ADMINISTRATOR_PASSWORD);
    const second = await tokenOf(record.email, ADMINISTRATOR_PASSWORD);

    const wrong = await call("PUT", "/api/admin/password", {
      token: first,
      body: { currentPassword: "not it", newPassword: "a new password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(ADMIN_USER_MESSAGES.currentPasswordWrong);
    const short = await call("PUT", "/api/admin/password", {
      token: first,
      body: { currentPassword: ADMINISTRATOR_PASSWORD, newPassword: "short" },
    });
    expect(short.json.message).toBe(ADMIN_USER_MESSAGES.passwordTooShort);

    const changed = await call("PUT", "/api/admin/password", {
      token: first,
      body: { currentPassword: ADMINISTRATOR_PASSWORD, newPassword: "a new password" },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ message: ADMIN_USER_MESSAGES.passwordChanged, role: "editor" });
    for (const old of [first, second]) {
      expect((await call("GET", "/api/admin/me", { token: old })).status).toBe(401);
    }
    expect((await call("GET", "/api/admin/me", { token: String(changed.json.token) })).status).toBe(200);
    expect((await signIn(record.email, ADMINISTRATOR_PASSWORD)).status).toBe(401);
    expect((await signIn(record.email, "a new password")).status).toBe(200);
    const stored = await adminUsersCollection.get(record._id);
    expect(stored?.tokenVersion).toBe(1);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
  });

  it("the site owner's own password: the stored one wins over ADMIN_PASSWORD until the environment changes", async () => {
    const before = await tokenOf(SITE_OWNER.email, SITE_OWNER.password);
    const changed = await call("PUT", "/api/admin/password", {
      token: before,
      body: { currentPassword: SITE_OWNER.password, newPassword: "the owner's own password" },
    });
    expect(changed.status).toBe(200);
    const after = String(changed.json.token);
    expect((await call("GET", "/api/admin/users", { token: before })).status).toBe(401);
    expect((await call("GET", "/api/admin/users", { token: after })).status).toBe(200);
    expect((await signIn(SITE_OWNER.email, SITE_OWNER.password)).status).toBe(401);
    expect((await signIn(SITE_OWNER.email, "the owner's own password")).status).toBe(200);

    // A new ADMIN_PASSWORD in the environment takes the site back, and ends the owner's tokens.
    vi.stubEnv("ADMIN_PASSWORD", "a-new-environment-password");
    resetConfigCache();
    expect((await call("GET", "/api/admin/users", { token: after })).status).toBe(401);
    expect((await signIn(SITE_OWNER.email, "the owner's own password")).status).toBe(401);
    const retaken = await tokenOf(SITE_OWNER.email, "a-new-environment-password");
    expect((await call("GET", "/api/admin/users", { token: retaken })).status).toBe(200);
  });
});
