import { hashPassword, SCRYPT_COST, setNewHashCostForTests } from "../../src/server/auth/passwords";

/**
 * The scrypt cost of the passwords the tests hash: N = 1024, p = 1 instead of the product's
 * N = 16384, p = 5, about 80 times less. A hash names its cost, so checking works the same; the
 * product's cost is proven by passwords.test.ts and member-sign-in-api.test.ts.
 */
export const TEST_HASH_COST = { N: 1024, r: 8, p: 1 } as const;

/** `password` as an scrypt hash at TEST_HASH_COST, in the form ADMIN_PASSWORD may be given. */
export async function cheapPasswordHash(password: string): Promise<string> {
  setNewHashCostForTests(TEST_HASH_COST);
  try {
    return await hashPassword(password);
  } finally {
    setNewHashCostForTests(SCRYPT_COST);
  }
}
