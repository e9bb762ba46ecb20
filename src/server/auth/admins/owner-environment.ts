import { createHmac } from "node:crypto";
import { config } from "../../core/config";

/**
 * A keyed fingerprint of the environment's owner credentials (ADMIN_EMAIL and ADMIN_PASSWORD).
 * The site owner's tokens carry it, and a password the owner set through the API is kept with it:
 * when the environment's credentials change, both stop counting, so setting a new ADMIN_PASSWORD
 * on Netlify always takes the site back (docs/decisions/administrators.md). Keyed with the site's
 * secret, so a token's copy says nothing about the password.
 */
export function ownerEnvironmentStamp(): string {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, JWT_SECRET } = config();
  return createHmac("sha256", JWT_SECRET)
    .update(`site-owner\n${ADMIN_EMAIL.trim().toLowerCase()}\n${ADMIN_PASSWORD}`)
    .digest("base64url")
    .slice(0, 22);
}
