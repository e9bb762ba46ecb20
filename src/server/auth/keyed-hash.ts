import { createHmac, hkdfSync } from "node:crypto";
import { config } from "../core/config";

/**
 * The one keyed hash of the site: HMAC-SHA256 of a value under a key of its own for each purpose,
 * derived from JWT_SECRET with HKDF (docs/decisions/keyed-hashes.md). A short code or an address
 * hashed with a plain hash would be undone by trying every value; keyed, the store alone gives
 * nothing away. One key per purpose: a hash made for one use never matches another's, and the
 * token signing key is never used for anything else.
 */

export type KeyedHashPurpose =
  | "member-sign-in-code"
  | "member-sign-in-code-email"
  | "admin-login-email"
  | "admin-login-client"
  | "admin-invitation"
  | "event-access-code"
  | "event-access-address";

/** Fixed: the key of a purpose changes only with JWT_SECRET. */
export const KEYED_HASH_SALT = "society keyed hashes";

/** The key of `purpose` under `secret`: HKDF-SHA256, the purpose's name as its info, 32 bytes. */
export function purposeKey(secret: string, purpose: KeyedHashPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, KEYED_HASH_SALT, purpose, 32));
}

/** Keys already derived, per secret and purpose (config() may change in tests). */
const derived = new Map<string, Buffer>();

function keyOf(purpose: KeyedHashPurpose): Buffer {
  const secret = config().JWT_SECRET;
  const id = `${purpose}\n${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = purposeKey(secret, purpose);
    derived.set(id, key);
  }
  return key;
}

/** The keyed hash of `value` for `purpose`, as 64 hex digits. */
export function keyedHash(purpose: KeyedHashPurpose, value: string): string {
  return createHmac("sha256", keyOf(purpose)).update(value).digest("hex");
}
