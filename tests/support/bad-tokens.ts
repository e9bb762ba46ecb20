import { createHmac, createSign, generateKeyPairSync } from "node:crypto";
import { SignJWT, type JWTPayload } from "jose";
import { SITE_OWNER_ID } from "../../src/domain/admin-users";
import { ownerEnvironmentStamp } from "../../src/server/auth/admins/owner-environment";
import { LOCAL_DEFAULTS } from "../../src/server/core/config";

/**
 * Bearer tokens a protected route must refuse. The unit tests run in local mode, so the local
 * secret is the one the server trusts: tokens signed with it are "right secret, wrong content".
 * The content is the site owner's, as the server issues it in the shared test store (token version
 * 0): each token differs from a good one in one respect. Each value is sent as
 * `Authorization: Bearer <value>`.
 */

const encode = (text: string) => new TextEncoder().encode(text);
const RIGHT_SECRET = encode(LOCAL_DEFAULTS.JWT_SECRET);
const OTHER_SECRET = encode("another-secret-another-secret-another-secret");
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const hour = () => Math.floor(Date.now() / 1000) + 3600;

/** Claims exactly as the server issues them, unless `change` says otherwise. */
function claims(
  change: Partial<Record<"iss" | "aud" | "role" | "exp" | "sub" | "aid" | "ver" | "env", unknown>> = {},
): JWTPayload {
  const base: JWTPayload = {
    role: "admin",
    sub: LOCAL_DEFAULTS.ADMIN_EMAIL,
    aid: SITE_OWNER_ID,
    ver: 0,
    env: ownerEnvironmentStamp(),
    iss: "society-site",
    aud: "admin",
    iat: Math.floor(Date.now() / 1000),
    exp: hour(),
  };
  // `undefined` in `change` leaves the claim out.
  return Object.fromEntries(Object.entries({ ...base, ...change }).filter(([, value]) => value !== undefined));
}

const hs = (payload: JWTPayload, secret = RIGHT_SECRET, alg = "HS256") =>
  new SignJWT(payload).setProtectedHeader({ alg, typ: "JWT" }).sign(secret);

/** A header and payload signed by hand, for algorithms jose would never sign with. */
function handSigned(header: object, payload: object, sign: (input: string) => string): string {
  const input = `${part(header)}.${part(payload)}`;
  return `${input}.${sign(input)}`;
}

export interface BadToken {
  name: string;
  /** undefined: no Authorization header at all. */
  token: string | undefined;
}

/** The tokens, and the clock they were made by. */
let cached: { madeAt: number; tokens: Promise<BadToken[]> } | undefined;
/** How far the clock may have moved before the tokens are made again. */
const CLOCK_DRIFT_MS = 30_000;

async function build(): Promise<BadToken[]> {
  const valid = await hs(claims());
  const [header = "", , signature = ""] = valid.split(".");
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return [
    { name: "no token", token: undefined },
    { name: "garbage", token: "garbage" },
    { name: "three dots of nothing", token: "a.b.c" },
    { name: "signed with another secret", token: await hs(claims(), OTHER_SECRET) },
    { name: "expired", token: await hs(claims({ exp: Math.floor(Date.now() / 1000) - 60 })) },
    { name: "no exp claim", token: await hs(claims({ exp: undefined })) },
    { name: "not valid yet (nbf)", token: await hs({ ...claims(), nbf: hour() }) },
    { name: "alg none, unsigned", token: handSigned({ alg: "none", typ: "JWT" }, claims(), () => "") },
    { name: "alg None, unsigned", token: handSigned({ alg: "None", typ: "JWT" }, claims(), () => "") },
    { name: "HS512 with the right secret", token: await hs(claims(), RIGHT_SECRET, "HS512") },
    { name: "HS384 with the right secret", token: await hs(claims(), RIGHT_SECRET, "HS384") },
    {
      name: "RS256 signed with an unrelated RSA key",
      token: handSigned({ alg: "RS256", typ: "JWT" }, claims(), (input) =>
        createSign("RSA-SHA256").update(input).sign(privateKey).toString("base64url"),
      ),
    },
    {
      name: "RS256 header, HMAC signature with the secret (algorithm confusion)",
      token: handSigned({ alg: "RS256", typ: "JWT" }, claims(), (input) =>
        createHmac("sha256", LOCAL_DEFAULTS.JWT_SECRET).update(input).digest("base64url"),
      ),
    },
    { name: "role editor", token: await hs(claims({ role: "editor" })) },
    { name: "no role", token: await hs(claims({ role: undefined })) },
    { name: "role ['admin'] (array)", token: await hs(claims({ role: ["admin"] })) },
    { name: "role owner (roles are looked up, never taken from a token)", token: await hs(claims({ role: "owner" })) },
    { name: "no administrator id", token: await hs(claims({ aid: undefined })) },
    { name: "unknown administrator id", token: await hs(claims({ aid: "0123456789abcdef01234567" })) },
    { name: "another e-mail than the administrator's", token: await hs(claims({ sub: "someone@example.org" })) },
    { name: "no token version", token: await hs(claims({ ver: undefined })) },
    { name: "token version not yet issued", token: await hs(claims({ ver: 1 })) },
    { name: "token version as text", token: await hs(claims({ ver: "0" })) },
    { name: "negative token version", token: await hs(claims({ ver: -1 })) },
    { name: "site owner's token of other credentials", token: await hs(claims({ env: "another-environment" })) },
    { name: "site owner's token without its credentials stamp", token: await hs(claims({ env: undefined })) },
    { name: "wrong issuer", token: await hs(claims({ iss: "someone-else" })) },
    { name: "no issuer", token: await hs(claims({ iss: undefined })) },
    { name: "wrong audience", token: await hs(claims({ aud: "member" })) },
    { name: "no audience", token: await hs(claims({ aud: undefined })) },
    {
      name: "payload changed after signing",
      token: `${header}.${part({ ...claims(), exp: hour() + 86400 * 365 })}.${signature}`,
    },
    { name: "signature stripped", token: `${header}.${valid.split(".")[1] ?? ""}.` },
    // Sent as "Bearer <valid> junk" and "Bearer Bearer <valid>": one token, nothing around it.
    { name: "valid token followed by junk", token: `${valid} junk` },
    { name: "scheme twice", token: `Bearer ${valid}` },
  ];
}

/**
 * Every bad token with a name saying what is wrong with it, made once per worker and again when the
 * clock has moved: the expired and the not-yet-valid ones are made from the clock, so a set made
 * under a test's faked clock would hold an "expired" token still good by the real one.
 */
export function namedBadTokens(): Promise<BadToken[]> {
  const now = Date.now();
  if (!cached || Math.abs(now - cached.madeAt) > CLOCK_DRIFT_MS) cached = { madeAt: now, tokens: build() };
  return cached.tokens;
}

/** Each way a bearer token can be wrong; `undefined` means no token at all. */
export async function badTokens(): Promise<(string | undefined)[]> {
  return (await namedBadTokens()).map(({ token }) => token);
}
