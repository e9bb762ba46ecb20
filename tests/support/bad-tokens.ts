import { SignJWT } from "jose";
import { LOCAL_DEFAULTS } from "../../src/server/config";

/** Each way a bearer token can be wrong; `undefined` means no token at all. */
export async function badTokens(): Promise<(string | undefined)[]> {
  const forged = await new SignJWT({ role: "admin" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer("society-site")
    .setAudience("admin")
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
  const expired = await new SignJWT({ role: "admin" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer("society-site")
    .setAudience("admin")
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(LOCAL_DEFAULTS.JWT_SECRET));
  return [undefined, "garbage", "a.b.c", forged, expired];
}
