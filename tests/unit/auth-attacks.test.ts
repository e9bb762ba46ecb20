import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCAL_ADMIN } from "../../src/domain/local-admin";
import { adminUsersCollection } from "../../src/server/auth/admins/records";
import { isValidAdminToken, issueAdminToken, TOKEN_LIFETIME_SECONDS } from "../../src/server/auth";
import { ConfigurationError, LOCAL_DEFAULTS, parseConfig, resetConfigCache } from "../../src/server/core/config";
import { AUTH_REQUIRED } from "../../src/server/http/errors";
import { registrationsCollection } from "../../src/server/content/collections";
import { issuedMemberNumbers } from "../../src/server/membership/member-numbers";
import { activityKeys, entriesSince, logged } from "../support/activity";
import { call, namedBadTokens, storeAdministrator } from "../support/api";
import { storeMember } from "../support/member";

/**
 * What the auth matrix in openapi.test.ts (every admin operation x every bad token) cannot show:
 * the configuration a real site must have, a development token on a production server, the forms
 * of the Authorization header, and the membership office's calls meeting a record that exists. Environment changes stay in this file's own process and are
 * undone after each test.
 */

const PROTECTED = "/api/subscribers";
/** A settings body the API would take: only the token may stop it. */
const HIJACKED_SETTINGS = {
  legalName: "Hijacked Society",
  address: "Somewhere else",
  state: "Delhi",
  gstin: "",
  sac: "",
  officeEmail: "attacker@example.org",
  memberNumberPrefix: "HIJACK",
};
/** Admin calls every attack is tried on: a list, and the society settings read and written. */
const PROTECTED_CALLS = [
  ["GET", PROTECTED, undefined],
  ["GET", "/api/settings", undefined],
  ["PUT", "/api/settings", HIJACKED_SETTINGS],
] as const;
const PRODUCTION = {
  SITE_ENV: "production",
  ADMIN_EMAIL: "admin@example.org",
  ADMIN_PASSWORD: "a-production-password-of-its-own",
  JWT_SECRET: "a-production-secret-that-is-long-and-random-0123456789",
};

function useEnvironment(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetConfigCache();
}

// test-isolation: shared. Every variable stubbed is put back, and the configuration read again, after each test.
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigCache();
});

const problemsOf = (env: Record<string, string | undefined>) => {
  try {
    parseConfig(env);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
};

describe("configuration outside local runs", () => {
  it("refuses the local development secret as JWT_SECRET, saying so", () => {
    for (const siteEnv of ["production", undefined]) {
      const message = problemsOf({ ...PRODUCTION, SITE_ENV: siteEnv, JWT_SECRET: LOCAL_DEFAULTS.JWT_SECRET });
      expect(message).toContain("JWT_SECRET must not be the local development secret outside local runs");
      expect(message).not.toContain("ADMIN_PASSWORD");
      // The message names the problem, never the value.
      expect(message).not.toContain(LOCAL_DEFAULTS.JWT_SECRET);
    }
  });

  it("refuses the local development password as ADMIN_PASSWORD", () => {
    const message = problemsOf({ ...PRODUCTION, ADMIN_PASSWORD: LOCAL_DEFAULTS.ADMIN_PASSWORD });
    expect(message).toContain("ADMIN_PASSWORD must not be the local development password outside local runs");
    expect(message).not.toContain(LOCAL_DEFAULTS.ADMIN_PASSWORD);
    const both = problemsOf({ ...PRODUCTION, ...LOCAL_DEFAULTS });
    expect(both).toContain("JWT_SECRET must not be");
    expect(both).toContain("ADMIN_PASSWORD must not be");
  });

  it("still needs every secret set, and accepts a site's own values", () => {
    expect(problemsOf({ SITE_ENV: "production" })).toMatch(
      /ADMIN_EMAIL is not set.*ADMIN_PASSWORD is not set.*JWT_SECRET is not set/,
    );
    expect(problemsOf(PRODUCTION)).toBeUndefined();
  });

  it("local runs keep their defaults", () => {
    const local = parseConfig({ SITE_ENV: "local" });
    expect(local).toMatchObject({ ...LOCAL_DEFAULTS, SITE_ENV: "local" });
    expect(problemsOf({ SITE_ENV: "local", JWT_SECRET: LOCAL_DEFAULTS.JWT_SECRET })).toBeUndefined();
  });
});

describe("a development token outside development mode", () => {
  let developmentToken = "";

  beforeAll(async () => {
    // Issued the way every local run issues it: signed with the local secret.
    developmentToken = await issueAdminToken();
    expect(await isValidAdminToken(developmentToken)).toBe(true);
  });

  it("is refused by a production server, whose own tokens work", async () => {
    useEnvironment(PRODUCTION);
    expect(await isValidAdminToken(developmentToken)).toBe(false);
    for (const [method, path, body] of PROTECTED_CALLS) {
      const refused = await call(method, path, { token: developmentToken, ...(body ? { body } : {}) });
      expect(refused.status, `${method} ${path}`).toBe(401);
      expect(refused.json).toEqual({ message: AUTH_REQUIRED });
    }
    const write = await call("POST", "/api/news", { token: developmentToken, body: {} });
    expect(write.status).toBe(401);

    // The setup is real: a token this server issues is accepted.
    const own = await issueAdminToken();
    expect((await call("GET", PROTECTED, { token: own })).status).toBe(200);
  });

  it("is refused even if the production secret was misconfigured to the local one", async () => {
    useEnvironment({ ...PRODUCTION, JWT_SECRET: LOCAL_DEFAULTS.JWT_SECRET });
    expect(await isValidAdminToken(developmentToken)).toBe(false);
    const refused = await call("GET", PROTECTED, { token: developmentToken });
    expect(refused.status).toBe(401);
    // Signing in says what is wrong with the configuration instead of handing out tokens.
    const login = await call("POST", "/api/admin/login", {
      body: { email: PRODUCTION.ADMIN_EMAIL, password: PRODUCTION.ADMIN_PASSWORD },
      clientIp: "203.0.113.10",
    });
    expect(login.status).toBe(500);
    expect(login.json.message).toContain("JWT_SECRET must not be the local development secret");
    expect(login.json).not.toHaveProperty("token");
  });

  it("the Dev Admin Login credentials do not sign in on a production server", async () => {
    useEnvironment(PRODUCTION);
    const response = await call("POST", "/api/admin/login", { body: LOCAL_ADMIN, clientIp: "203.0.113.11" });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: "Invalid credentials" });
  });
});

describe("the Authorization header", () => {
  let token = "";

  beforeAll(async () => {
    token = await issueAdminToken();
  });

  const withHeaders = (headers: Record<string, string>, path = PROTECTED) => call("GET", path, { headers });

  it("accepts the scheme in any case and with extra spaces (RFC 9110: the scheme is case-insensitive)", async () => {
    for (const header of [
      `Bearer ${token}`,
      `bearer ${token}`,
      `BEARER ${token}`,
      `Bearer   ${token}`,
      `Bearer\t${token}`,
    ]) {
      expect((await withHeaders({ authorization: header })).status, JSON.stringify(header)).toBe(200);
    }
  });

  it("refuses every other form, and a token anywhere but the header", async () => {
    const basic = Buffer.from(`${LOCAL_ADMIN.email}:${LOCAL_ADMIN.password}`).toString("base64");
    const refusedHeaders = [
      token,
      "Bearer",
      "Bearer ",
      `Basic ${basic}`,
      `Token ${token}`,
      `JWT ${token}`,
      `Bearer: ${token}`,
      `Bearer ${token} ${token}`,
      `Bearer ${token},Bearer ${token}`,
      `Bearer "${token}"`,
      `Bearer${token}`,
    ];
    for (const header of refusedHeaders) {
      const response = await withHeaders({ authorization: header });
      expect(response.status, JSON.stringify(header.replace(token, "<valid>"))).toBe(401);
      expect(response.json).toEqual({ message: AUTH_REQUIRED });
    }
    for (const [headers, path] of [
      [{ cookie: `adminToken=${token}` }, PROTECTED],
      [{ "x-access-token": token }, PROTECTED],
      [{}, `${PROTECTED}?token=${token}`],
      [{}, `${PROTECTED}?access_token=${token}`],
    ] as const) {
      expect((await withHeaders(headers, path)).status, JSON.stringify(headers) + path).toBe(401);
    }
  });
});

describe("tokens", () => {
  it("the server issues HS256 tokens for the admin role that expire in 8 hours", async () => {
    const token = await issueAdminToken();
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256", typ: "JWT" });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ role: "admin", iss: "society-site", aud: "admin", sub: "admin@example.org" });
    // Who and which version: the role itself is looked up on every call, never read from the token.
    expect(claims).toMatchObject({ aid: "owner", ver: 0 });
    expect(typeof claims.env).toBe("string");
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it("every kind of bad token the auth matrix sends is refused, each named", async () => {
    const tokens = await namedBadTokens();
    const names = tokens.map(({ name }) => name);
    // The attacks the matrix must cover: keep them when editing tests/support/bad-tokens.ts.
    for (const kind of [
      "no token",
      "garbage",
      "expired",
      "signed with another secret",
      "alg none, unsigned",
      "HS512 with the right secret",
      "RS256 signed with an unrelated RSA key",
      "RS256 header, HMAC signature with the secret (algorithm confusion)",
      "role editor",
      "wrong issuer",
      "wrong audience",
      "no exp claim",
      "payload changed after signing",
      "role owner (roles are looked up, never taken from a token)",
      "unknown administrator id",
      "another e-mail than the administrator's",
      "token version not yet issued",
      "site owner's token of other credentials",
    ]) {
      expect(names).toContain(kind);
    }
    for (const { name, token } of tokens) {
      if (token !== undefined) expect(await isValidAdminToken(token), name).toBe(false);
      for (const [method, path, body] of PROTECTED_CALLS) {
        const response = await call(method, path, {
          ...(token === undefined ? {} : { token }),
          ...(body ? { body } : {}),
        });
        expect(response.status, `${name}: ${method} ${path}`).toBe(401);
        expect(response.json, name).toEqual({ message: AUTH_REQUIRED });
      }
    }
    // The settings were never written: the hijacker's address receives no notices.
    const settings = await call("GET", "/api/settings", { token: await issueAdminToken() });
    expect(settings.status).toBe(200);
    expect(settings.json.officeEmail).not.toBe(HIJACKED_SETTINGS.officeEmail);
  });
});

describe("the membership office's calls", () => {
  /**
   * Every call that records money, gives a number or changes a member, against a record that
   * exists (the auth matrix sends its tokens to an unknown id): [method, path, body].
   */
  async function officeCalls() {
    const now = new Date().toISOString();
    const record = await storeMember({
      payments: [
        {
          _id: "0123456789abcdef0123bbbb",
          method: "Cash",
          reference: `CASH-${now.replace(/\D/g, "").slice(-12)}`,
          amount: 1180,
          paidOn: "2026-01-15",
          purpose: "application",
          status: "reported",
          source: "member",
          createdAt: now,
          updatedAt: now,
        },
      ],
    });
    const base = `/api/membership-registrations/${record._id}`;
    const calls: [string, string, unknown][] = [
      [
        "POST",
        `${base}/payments`,
        {
          method: "UPI",
          reference: String(Date.now()).slice(-12),
          amount: 1180,
          paidOn: "2026-01-15",
          purpose: "application",
        },
      ],
      ["PUT", `${base}/payments/0123456789abcdef0123bbbb`, { status: "received" }],
      [
        "PUT",
        base,
        {
          name: "Taken Over",
          email: "attacker@example.org",
          contact: "+91 90000 00000",
          designation: "None",
          address: "Elsewhere",
          areaOfSpecialization: "None",
          showContactInDirectory: true,
          validUntil: "2099-12-31",
        },
      ],
      ["PUT", `/api/membership-registrations/accept/${record._id}`, undefined],
      ["DELETE", `/api/membership-registrations/reject/${record._id}`, undefined],
    ];
    return { record, calls };
  }

  const send = ([method, path, body]: [string, string, unknown], token: string | undefined) =>
    call(method, path, { ...(token === undefined ? {} : { token }), ...(body === undefined ? {} : { body }) });

  it("refuse every kind of bad token on a real record, and nothing changes", async () => {
    const { record, calls } = await officeCalls();
    for (const { name, token } of await namedBadTokens()) {
      for (const officeCall of calls) {
        const response = await send(officeCall, token);
        expect(response.status, `${officeCall[0]} ${officeCall[1]} with ${name}`).toBe(401);
        expect(response.json).toEqual({ message: AUTH_REQUIRED });
      }
    }
    expect(await registrationsCollection.get(record._id)).toEqual(record);
    expect((await issuedMemberNumbers()).some((entry) => entry.registrationId === record._id)).toBe(false);
  });

  it("refuse a development token on a production server; the server's own token works", async () => {
    const developmentToken = await issueAdminToken();
    const { record, calls } = await officeCalls();
    useEnvironment(PRODUCTION);
    for (const officeCall of calls) {
      expect((await send(officeCall, developmentToken)).status, `${officeCall[0]} ${officeCall[1]}`).toBe(401);
    }
    expect(await registrationsCollection.get(record._id)).toEqual(record);
    // The setup is real: a token this server issues records the payment.
    const [recordPayment] = calls;
    if (!recordPayment) throw new Error("no calls");
    expect((await send(recordPayment, await issueAdminToken())).status).toBe(201);
  });
});

describe("the membership office's calls", () => {
  // Each new administrator call, beside the openapi.test.ts matrix: every named bad token and a
  // development token on a production server are refused before anything runs.
  const OFFICE_CALLS = [
    ["POST", "/api/admin/reminders/run"],
    ["GET", "/api/membership-registrations/export.csv"],
  ] as const;

  it("refuse every kind of bad token with 401 and the login message", async () => {
    const tokens = await namedBadTokens();
    for (const [method, path] of OFFICE_CALLS) {
      for (const { name, token } of tokens) {
        const response = await call(method, path, token === undefined ? {} : { token });
        expect(response.status, `${method} ${path}: ${name}`).toBe(401);
        expect(response.json, `${method} ${path}: ${name}`).toEqual({ message: AUTH_REQUIRED });
      }
    }
  });

  it("refuse a development token on a production server", async () => {
    const developmentToken = await issueAdminToken();
    useEnvironment(PRODUCTION);
    for (const [method, path] of OFFICE_CALLS) {
      const response = await call(method, path, { token: developmentToken });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.json).toEqual({ message: AUTH_REQUIRED });
    }
    // The setup is real: this server's own token opens the export.
    expect(
      (await call("GET", "/api/membership-registrations/export.csv", { token: await issueAdminToken() })).status,
    ).toBe(200);
  });
});

describe("the administrators' calls", () => {
  /** Every call that adds, changes or removes an administrator or a password, on records that exist. */
  async function administratorCalls() {
    const { record } = await storeAdministrator("editor");
    const calls: [string, string, unknown][] = [
      ["GET", "/api/admin/users", undefined],
      ["POST", "/api/admin/users", { email: "attacker@example.org", name: "Attacker", role: "owner" }],
      ["PUT", `/api/admin/users/${record._id}`, { name: "Taken over", role: "owner" }],
      ["PUT", "/api/admin/users/owner", { name: "Taken over", role: "owner" }],
      ["DELETE", `/api/admin/users/${record._id}`, undefined],
      ["GET", "/api/admin/me", undefined],
      ["PUT", "/api/admin/password", { currentPassword: "anything at all", newPassword: "the attacker's password" }],
    ];
    return { record, calls };
  }

  const send = ([method, path, body]: [string, string, unknown], token: string | undefined) =>
    call(method, path, { ...(token === undefined ? {} : { token }), ...(body === undefined ? {} : { body }) });

  it("refuse every kind of bad token with 401, and no administrator changes", async () => {
    const { record, calls } = await administratorCalls();
    const before = await adminUsersCollection.list();
    for (const { name, token } of await namedBadTokens()) {
      for (const adminCall of calls) {
        const response = await send(adminCall, token);
        expect(response.status, `${adminCall[0]} ${adminCall[1]} with ${name}`).toBe(401);
        expect(response.json).toEqual({ message: AUTH_REQUIRED });
      }
    }
    expect(await adminUsersCollection.list()).toEqual(before);
    expect(await adminUsersCollection.get(record._id)).toEqual(record);
  });

  it("refuse another role's token with 403 (the owner's calls), and a development token on a production server", async () => {
    const { calls } = await administratorCalls();
    const { token: editor } = await storeAdministrator("editor");
    for (const adminCall of calls.filter(([, path]) => path.startsWith("/api/admin/users"))) {
      const response = await send(adminCall, editor);
      expect({ status: response.status, body: response.json }, `${adminCall[0]} ${adminCall[1]}`).toEqual({
        status: 403,
        body: { message: "Your role does not allow this." },
      });
    }
    const developmentToken = await issueAdminToken();
    useEnvironment(PRODUCTION);
    for (const adminCall of calls) {
      expect((await send(adminCall, developmentToken)).status, `${adminCall[0]} ${adminCall[1]}`).toBe(401);
    }
    expect(await adminUsersCollection.list()).not.toContainEqual(
      expect.objectContaining({ email: "attacker@example.org" }),
    );
  });
});

describe("the activity log's calls", () => {
  /** A news item deleted through the API, and the entry that can bring it back. */
  async function deletedNews() {
    const token = await issueAdminToken();
    const created = await call("POST", "/api/news", {
      token,
      body: { title: `Attack target ${Date.now()}`, date: "2026-01-01", bigContent: "Text", links: [] },
    });
    const id = String(created.json._id);
    const { entries } = await logged(() => call("DELETE", `/api/news/${id}`, { token }));
    const [entry] = entries.filter((logged) => logged.recordId === id);
    if (!entry) throw new Error("the deletion was not logged");
    return {
      id,
      calls: [
        ["GET", "/api/admin/activity?limit=5"],
        ["POST", `/api/admin/activity/${entry._id}/restore`],
      ],
    };
  }

  it("refuse every kind of bad token on a real entry: nothing is read, restored or logged", async () => {
    const { id, calls } = await deletedNews();
    const before = await activityKeys();
    for (const { name, token } of await namedBadTokens()) {
      for (const [method = "", path = ""] of calls) {
        const response = await call(method, path, token === undefined ? {} : { token });
        expect(response.status, `${method} ${path}: ${name}`).toBe(401);
        expect(response.json, name).toEqual({ message: AUTH_REQUIRED });
      }
    }
    expect((await call("GET", `/api/news/${id}`)).status).toBe(404);
    expect((await entriesSince(before)).filter((entry) => entry.recordId === id)).toEqual([]);
  });

  it("refuse a development token on a production server; the server's own token restores", async () => {
    const developmentToken = await issueAdminToken();
    const { id, calls } = await deletedNews();
    useEnvironment(PRODUCTION);
    for (const [method = "", path = ""] of calls) {
      expect((await call(method, path, { token: developmentToken })).status, `${method} ${path}`).toBe(401);
    }
    expect((await call("GET", `/api/news/${id}`)).status).toBe(404);
    const [, restore] = calls;
    const restored = await call("POST", restore?.[1] ?? "", { token: await issueAdminToken() });
    expect(restored.status).toBe(200);
    expect((await call("GET", `/api/news/${id}`)).status).toBe(200);
  });
});
