import { SignJWT, jwtVerify } from "jose";
import { config } from "../../core/config";

/**
 * Administrators' signed, expiring tokens (HS256, issuer and audience fixed, `exp` required). Who a
 * token belongs to, and what their role allows, is decided on every call in identity.ts.
 */

const TOKEN_ISSUER = "society-site";
const TOKEN_AUDIENCE = "admin";
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

const secretKey = () => new TextEncoder().encode(config().JWT_SECRET);

/**
 * Who a token was issued to: `sub` is the administrator's e-mail, `aid` their id, `ver` their token
 * version at the time (a password change raises it, so earlier tokens end), and for the site owner
 * `env`, the fingerprint of ADMIN_EMAIL and ADMIN_PASSWORD (owner-environment.ts). The role is not
 * in the token: it is looked up on every call (admins/identity.ts), so a change counts at once.
 */
export interface AdminTokenClaims {
  sub: string;
  aid: string;
  ver: number;
  env: string | undefined;
}

/** A token for one administrator (claims as above), valid TOKEN_LIFETIME_SECONDS. */
export async function signAdminToken(claims: AdminTokenClaims): Promise<string> {
  return new SignJWT({ role: "admin", aid: claims.aid, ver: claims.ver, ...(claims.env ? { env: claims.env } : {}) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(secretKey());
}

/** The claims of a token this site signed and that has not expired; undefined for anything else. */
export async function verifyAdminToken(token: string): Promise<AdminTokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      // jose checks `exp` only when present; a token without one would never expire.
      requiredClaims: ["exp", "sub", "aid", "ver"],
    });
    const { role, sub, aid, ver, env } = payload;
    if (role !== "admin" || typeof sub !== "string" || typeof aid !== "string") return undefined;
    if (typeof ver !== "number" || !Number.isSafeInteger(ver) || ver < 0) return undefined;
    if (env !== undefined && typeof env !== "string") return undefined;
    return { sub, aid, ver, env };
  } catch {
    return undefined;
  }
}

/** The token of an `Authorization: Bearer <token>` header; undefined when there is none. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
}
