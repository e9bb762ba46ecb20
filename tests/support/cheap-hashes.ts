import { setNewHashCostForTests } from "../../src/server/auth/passwords";

/**
 * A setup file of the unit run: new password hashes cost scrypt N = 1024, p = 1 instead of the
 * product's N = 16384, p = 5 (about 80 times less), because the unit tests register and sign in
 * thousands of times and the hashing was most of their time (docs/decisions/test-layout.md). The
 * hash names its cost, so checking works the same. Files that prove the product's cost set it back.
 */
export const UNIT_RUN_HASH_COST = { N: 1024, r: 8, p: 1 } as const;

setNewHashCostForTests(UNIT_RUN_HASH_COST);
