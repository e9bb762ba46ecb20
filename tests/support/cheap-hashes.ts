import { setNewHashCostForTests } from "../../src/server/auth/passwords";
import { TEST_HASH_COST } from "./test-hash-cost";

/**
 * A setup file of the unit run: new password hashes cost TEST_HASH_COST instead of the product's,
 * because the unit tests register and sign in thousands of times and the hashing was most of their
 * time (docs/decisions/test-layout.md). Files that prove the product's cost set it back.
 */
setNewHashCostForTests(TEST_HASH_COST);
