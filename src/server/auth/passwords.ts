import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { concurrencyLimit } from "../core/concurrency-limit";
import { config } from "../core/config";

/** Password hashing (scrypt, salted), for administrators and members alike. */

/**
 * OWASP's minimum (N = 2^17, r = 8, p = 1) in its equal form that needs 16 MiB, not 128 MiB:
 * docs/decisions/password-hashing.md. Every hash names its cost, so older hashes still check.
 */
export const SCRYPT_COST = { N: 16384, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
let newHashCost: ScryptCost = SCRYPT_COST;

/**
 * For the tests only (tests/support/test-hash-cost.ts), which hash and check thousands of
 * passwords: new hashes at a lower cost, named in the hash as every cost is. The product never calls it; the
 * production cost is proven by passwords.test.ts and member-sign-in-api.test.ts, which set it back.
 */
export function setNewHashCostForTests(cost: ScryptCost): void {
  newHashCost = cost;
  unknownHash = undefined;
  environmentHash = undefined;
}

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
  const cost = newHashCost;
  const key = await derive(password, salt, cost);
  const { N, r, p } = cost;
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

let environmentHash: { source: string; hash: Promise<string> } | undefined;

/**
 * The hash of ADMIN_PASSWORD, given as an scrypt hash (recommended) or as plain text hashed once
 * per instance (again when the environment names another password).
 */
export function environmentPasswordHash(): Promise<string> {
  const configured = config().ADMIN_PASSWORD;
  if (environmentHash?.source !== configured) {
    environmentHash = {
      source: configured,
      hash: isPasswordHash(configured) ? Promise.resolve(configured) : hashPassword(configured),
    };
  }
  return environmentHash.hash;
}

let unknownHash: Promise<string> | undefined;

/** A hash no password is known for: an unknown e-mail costs the same scrypt check as a wrong password. */
export const unknownPasswordHash = (): Promise<string> =>
  (unknownHash ??= hashPassword(randomBytes(24).toString("hex")));
