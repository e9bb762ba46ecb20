import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PASSWORD_CHECK_RATE_LIMIT, PUBLIC_WRITE_RATE_LIMIT } from "../../src/server/http/platform-rate-limits";

/**
 * The public endpoints that send e-mail, store what anyone sends or check a password carry
 * Netlify's own rate limit, written as a literal (Netlify reads `config` from the source without
 * running it: an imported constant there would be dropped without a word).
 */
const functionsDir = path.resolve(import.meta.dirname, "../../netlify/functions");
const LIMITED = [
  ["membership-register", PUBLIC_WRITE_RATE_LIMIT],
  ["member-login-code", PUBLIC_WRITE_RATE_LIMIT],
  ["subscribers", PUBLIC_WRITE_RATE_LIMIT],
  ["event-register", PUBLIC_WRITE_RATE_LIMIT],
  ["event-access-code", PUBLIC_WRITE_RATE_LIMIT],
  ["event-abstract-submit", PUBLIC_WRITE_RATE_LIMIT],
  ["member-login", PASSWORD_CHECK_RATE_LIMIT],
  ["member-login-code-verify", PASSWORD_CHECK_RATE_LIMIT],
  ["admin-login", PASSWORD_CHECK_RATE_LIMIT],
  ["admin-accept-invite", PASSWORD_CHECK_RATE_LIMIT],
  ["event-access-verify", PASSWORD_CHECK_RATE_LIMIT],
] as const;

describe("Netlify's rate limit on the public endpoints that cost an e-mail or a hash", () => {
  it.each(LIMITED)("%s", async (name, limit) => {
    const file = path.join(functionsDir, `${name}.mts`);
    const module = (await import(file)) as { config: { rateLimit?: unknown } };
    expect(module.config.rateLimit).toEqual(limit);
    expect(await readFile(file, "utf8")).toMatch(/rateLimit: \{ windowSize: \d+, windowLimit: \d+, aggregateBy: \[/);
  });

  it("counts per visitor's address, in windows Netlify accepts", () => {
    for (const limit of [PUBLIC_WRITE_RATE_LIMIT, PASSWORD_CHECK_RATE_LIMIT]) {
      expect(limit.aggregateBy).toContain("ip");
      expect(limit.windowSize).toBeGreaterThan(0);
      expect(limit.windowSize).toBeLessThanOrEqual(180);
    }
  });
});
