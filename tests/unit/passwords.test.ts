import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../src/server/auth";
import { SCRYPT_COST, setNewHashCostForTests } from "../../src/server/auth/passwords";

// The product's own cost here, not the unit run's cheaper one (tests/support/cheap-hashes.ts).
setNewHashCostForTests(SCRYPT_COST);

describe("password hashes", () => {
  it("are made at OWASP's scrypt cost (N = 2^14, r = 8, p = 5) and check only the right password", async () => {
    const hash = await hashPassword("a chosen password");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("a chosen password", hash)).toBe(true);
    expect(await verifyPassword("another password", hash)).toBe(false);
  });

  it("made at an earlier cost still check, with the cost each hash names", async () => {
    const salt = randomBytes(16);
    const key = scryptSync("a chosen password", salt, 32, { N: 16384, r: 8, p: 1 });
    const earlier = ["scrypt", 16384, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    expect(await verifyPassword("a chosen password", earlier)).toBe(true);
    expect(await verifyPassword("another password", earlier)).toBe(false);
  });
});
