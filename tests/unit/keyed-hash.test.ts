import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { invitationFor } from "../../src/server/auth/admins/invitations";
import { config } from "../../src/server/core/config";
import { KEYED_HASH_SALT, keyedHash, purposeKey, type KeyedHashPurpose } from "../../src/server/auth/keyed-hash";
import { clientKey, emailKey } from "../../src/server/auth/login-throttle";

/**
 * The keyed hash of sign-in codes, throttle keys and invitation codes: HMAC-SHA256 under a key
 * per purpose, derived from JWT_SECRET with HKDF-SHA256 (docs/decisions/keyed-hashes.md).
 */

const hmac = (key: Buffer | string, data: Buffer | string) => createHmac("sha256", key).update(data).digest();

/** HKDF-SHA256 written out from RFC 5869 (extract, then expand), independently of node:crypto's hkdf. */
function rfc5869(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  const prk = hmac(salt, ikm);
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  for (let counter = 1; Buffer.concat(blocks).length < length; counter++) {
    previous = hmac(prk, Buffer.concat([previous, info, Buffer.from([counter])]));
    blocks.push(previous);
  }
  return Buffer.concat(blocks).subarray(0, length);
}

const PURPOSES: KeyedHashPurpose[] = [
  "member-sign-in-code",
  "member-sign-in-code-email",
  "admin-login-email",
  "admin-login-client",
  "admin-invitation",
];

describe("keyed hashes", () => {
  it("derives each purpose's key with HKDF-SHA256 as RFC 5869 defines it", () => {
    // RFC 5869 appendix A, test case 1: the written-out HKDF is right.
    const okm = rfc5869(
      Buffer.alloc(22, 0x0b),
      Buffer.from("000102030405060708090a0b0c", "hex"),
      Buffer.from("f0f1f2f3f4f5f6f7f8f9", "hex"),
      42,
    );
    expect(okm.toString("hex")).toBe(
      "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865",
    );

    const secret = "a-production-secret-that-is-long-and-random-0123456789";
    for (const purpose of PURPOSES) {
      const expected = rfc5869(Buffer.from(secret), Buffer.from(KEYED_HASH_SALT), Buffer.from(purpose), 32);
      expect(purposeKey(secret, purpose).equals(expected), purpose).toBe(true);
    }
  });

  it("hashes with the purpose's key, never with JWT_SECRET itself", () => {
    const { JWT_SECRET } = config();
    const value = "someone@example.test";
    const expected = hmac(purposeKey(JWT_SECRET, "admin-login-email"), value).toString("hex");
    expect(keyedHash("admin-login-email", value)).toBe(expected);
    expect(keyedHash("admin-login-email", value)).not.toBe(hmac(JWT_SECRET, value).toString("hex"));
  });

  it("gives each purpose a different hash of the same input", () => {
    const hashes = PURPOSES.map((purpose) => keyedHash(purpose, "123456"));
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(new Set(hashes).size).toBe(PURPOSES.length);
  });

  it("is the hash of throttle keys and invitation codes", () => {
    expect(emailKey(" Someone@Example.TEST")).toBe(
      `e:${keyedHash("admin-login-email", "someone@example.test").slice(0, 32)}`,
    );
    expect(clientKey("203.0.113.7")).toBe(`c:${keyedHash("admin-login-client", "203.0.113.7").slice(0, 32)}`);
    expect(invitationFor("0123456789abcdef01234567", "12345678").codeHash).toBe(
      keyedHash("admin-invitation", "0123456789abcdef01234567\n12345678"),
    );
  });
});
