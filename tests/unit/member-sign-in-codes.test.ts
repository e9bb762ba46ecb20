import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { listDocumentKeys, readDocument } from "../../src/server/store";
import {
  issueSignInCode,
  newSignInCode,
  SIGN_IN_CODE,
  useSignInCode,
} from "../../src/server/auth/member/sign-in-codes";
import "../support/api";

/** The code rules with a clock the test controls (the store's own I/O keeps real time). */

const T0 = Date.UTC(2026, 10, 27, 6, 0, 0);
const member = () => ({ _id: randomUUID().replace(/-/g, "").slice(0, 24), email: `code-${randomUUID()}@example.org` });
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("sign-in codes", () => {
  it("are 6 digits, leading zeros kept, and spread over the whole range", () => {
    const codes = Array.from({ length: 2000 }, newSignInCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith("0"))).toBe(true);
  });

  it("work once, within 15 minutes, for the member they were issued to", async () => {
    const someone = member();
    const code = await issueSignInCode(someone, T0);
    expect(await useSignInCode(someone.email.toUpperCase(), code, T0 + SIGN_IN_CODE.lifetimeMs - 1)).toBe(someone._id);
    expect(await useSignInCode(someone.email, code, T0 + 1)).toBeUndefined();
  });

  it("expire at 15 minutes", async () => {
    const someone = member();
    const code = await issueSignInCode(someone, T0);
    expect(await useSignInCode(someone.email, code, T0 + SIGN_IN_CODE.lifetimeMs)).toBeUndefined();
  });

  it("are void after 5 wrong tries; 4 leave them working", async () => {
    const someone = member();
    const code = await issueSignInCode(someone, T0);
    for (let attempt = 0; attempt < 4; attempt++)
      expect(await useSignInCode(someone.email, other(code), T0)).toBeUndefined();
    expect(await useSignInCode(someone.email, code, T0)).toBe(someone._id);

    const next = await issueSignInCode(someone, T0);
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await useSignInCode(someone.email, other(next), T0)).toBeUndefined();
    expect(await useSignInCode(someone.email, next, T0)).toBeUndefined();
  });

  it("share out at most 5 tries and one success among guesses sent at once", async () => {
    const someone = member();
    const code = await issueSignInCode(someone, T0);
    const guesses = Array.from({ length: 30 }, (_, index) => (index === 29 ? code : other(code)));
    const results = await Promise.all(guesses.map((guess) => useSignInCode(someone.email, guess, T0)));
    // The right code came last, after more than 5 wrong ones: the code was already void.
    expect(results.filter((result) => result !== undefined)).toEqual([]);
    const fresh = await issueSignInCode(someone, T0);
    const twice = await Promise.all([fresh, fresh, fresh].map((guess) => useSignInCode(someone.email, guess, T0)));
    expect(twice.filter((result) => result === someone._id)).toHaveLength(1);
  });

  it("unknown e-mails have no code, and nothing is stored for them", async () => {
    const before = await listDocumentKeys("member-sign-in-codes/");
    expect(await useSignInCode(`nobody-${randomUUID()}@example.org`, "123456", T0)).toBeUndefined();
    expect(await listDocumentKeys("member-sign-in-codes/")).toEqual(before);
  });

  it("are stored only as a keyed hash, under a key that does not show the e-mail", async () => {
    const someone = member();
    const code = await issueSignInCode(someone, T0);
    const keys = await listDocumentKeys("member-sign-in-codes/");
    const texts = await Promise.all(keys.map(async (key) => [key, JSON.stringify(await readDocument(key))] as const));
    const mine = texts.filter(([, text]) => text.includes(someone._id));
    expect(mine).toHaveLength(1);
    const [key = "", text = ""] = mine[0] ?? [];
    expect(key.toLowerCase()).not.toContain(someone.email.split("@")[0]);
    expect(text).not.toContain(code);
    expect(text).not.toContain(someone.email);
    expect(text).toMatch(/"codeHash":"[0-9a-f]{64}"/);
  });
});
