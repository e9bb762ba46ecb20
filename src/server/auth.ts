import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { concurrencyLimit } from "./concurrency-limit";
import { config } from "./config";
import { unauthorized } from "./errors";

/** Password hashing (scrypt, salted) and the administrator's signed, expiring token (HS256). */

const SCRYPT_COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const TOKEN_ISSUER = "society-site";
const TOKEN_AUDIENCE = "admin";
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/**
 * scrypt runs on Node's small shared thread pool, which file and network work also need: a burst
 * of registrations must not take every thread, or the store's requests wait behind the hashing.
 */
const hashingSlot = concurrencyLimit(2);

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return hashingSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...cost, maxmem: 64 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** "scrypt$N$r$p$salt$hash" with base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT_COST);
  const { N, r, p } = SCRYPT_COST;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export function isPasswordHash(value: string): boolean {
  return /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/.test(value);
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  if (!isPasswordHash(encoded)) return false;
  const [, N, r, p, salt, expected] = encoded.split("$") as [string, string, string, string, string, string];
  const expectedKey = Buffer.from(expected, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), { N: Number(N), r: Number(r), p: Number(p) });
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

let adminHash: Promise<string> | undefined;

/** ADMIN_PASSWORD may be given as an scrypt hash (recommended) or as plain text hashed once per instance. */
function adminPasswordHash(): Promise<string> {
  const configured = config().ADMIN_PASSWORD;
  adminHash ??= isPasswordHash(configured) ? Promise.resolve(configured) : hashPassword(configured);
  return adminHash;
}

const digest = (text: string) => createHash("sha256").update(text.trim().toLowerCase()).digest();

/** Checks e-mail and password without revealing which one was wrong or how close a guess was. */
export async function checkAdminCredentials(email: string, password: string): Promise<boolean> {
  const emailMatches = timingSafeEqual(digest(email), digest(config().ADMIN_EMAIL));
  const passwordMatches = await verifyPassword(password, await adminPasswordHash());
  return emailMatches && passwordMatches;
}

const secretKey = () => new TextEncoder().encode(config().JWT_SECRET);

export async function issueAdminToken(): Promise<string> {
  return new SignJWT({ role: "admin" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(config().ADMIN_EMAIL)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(secretKey());
}

export async function isValidAdminToken(token: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      // jose checks `exp` only when present; a token without one would never expire.
      requiredClaims: ["exp"],
    });
    return payload.role === "admin";
  } catch {
    return false;
  }
}

/** The token of an `Authorization: Bearer <token>` header; undefined when there is none. */
function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
}

/** True when the request carries a valid administrator token. */
export async function isAdminRequest(request: Request): Promise<boolean> {
  const token = bearerToken(request);
  return token !== undefined && (await isValidAdminToken(token));
}

/** Throws 401 unless the request carries a valid administrator token. */
export async function requireAdmin(request: Request): Promise<void> {
  if (!(await isAdminRequest(request))) throw unauthorized();
}
