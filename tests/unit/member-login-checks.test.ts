import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { emailField } from "../../src/domain/fields";
import { memberLoginInput, signInCodeVerifyInput } from "../../src/domain/member-account";
import { codeProblem, emailProblem, passwordProblem } from "../../src/islands/member/login-checks";
import { LOGIN_MESSAGES } from "../../src/islands/member/login-messages";
import { codeDigits } from "../../src/islands/member/session";

/**
 * The member sign-in page checks what is typed without zod (src/islands/member/login-checks.ts,
 * docs/decisions/public-forms.md). Here each check runs beside the API's zod schema on the
 * same inputs, listed and generated: the page refuses what the schema refuses, with the schema's
 * own message, and what it lets through the schema takes.
 */

/** The schema's verdict as the page shows it: its first message, or null when it takes the value. */
function schemaMessage(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "no message");
}

const EMAILS = [
  "",
  "   ",
  "member@example.org",
  "  member@example.org  ",
  "first.last+tag@sub.example.co.in",
  "o'neil@example.org",
  "not an address",
  "member@",
  "@example.org",
  "member@example",
  "member@example.o",
  "member@@example.org",
  "member@exa mple.org",
  "member.@example.org",
  ".member@example.org",
  "me..mber@example.org",
  "member@-example.org",
  "मेम्बर@example.org",
];

/** Text shaped like what people type into an e-mail field, near misses included. */
const typedEmail = fc.oneof(
  fc.string(),
  fc.emailAddress(),
  fc
    .tuple(fc.stringMatching(/^[a-z0-9._'+-]{0,8}$/), fc.constantFrom("@", "", "@@"), fc.domain())
    .map(([local, at, domain]) => `${local}${at}${domain}`),
  fc.emailAddress().map((address) => ` ${address} `),
);

describe("the e-mail check", () => {
  const schema = emailField("E-mail");

  it("gives the API's own messages", () => {
    expect(LOGIN_MESSAGES.required).toBe(schemaMessage(schema, ""));
    expect(LOGIN_MESSAGES.invalid).toBe(schemaMessage(schema, "not an address"));
  });

  it.each(EMAILS)("agrees with the API's e-mail field on %j", (typed) => {
    expect(emailProblem(typed)).toBe(schemaMessage(schema, typed));
  });

  it("agrees with it on generated addresses and near misses", () => {
    fc.assert(
      fc.property(typedEmail, (typed) => {
        expect(emailProblem(typed)).toBe(schemaMessage(schema, typed));
      }),
      { numRuns: 2_000 },
    );
  });

  it("lets through only what the sign-in call takes", () => {
    fc.assert(
      fc.property(typedEmail, fc.string({ minLength: 1 }), (typed, password) => {
        if (emailProblem(typed) !== null) return;
        expect(schemaMessage(memberLoginInput, { email: typed.trim(), password })).toBeNull();
      }),
    );
  });
});

describe("the password check", () => {
  it("refuses only an empty password, with the API's message", () => {
    expect(passwordProblem("")).toBe(schemaMessage(memberLoginInput, { email: "m@example.org", password: "" }));
    fc.assert(
      fc.property(fc.string({ maxLength: 1024 }), (typed) => {
        expect(passwordProblem(typed)).toBe(
          schemaMessage(memberLoginInput, { email: "m@example.org", password: typed }),
        );
      }),
    );
  });
});

describe("the code check", () => {
  const verify = (code: string) => schemaMessage(signInCodeVerifyInput, { email: "m@example.org", code });

  it.each(["123456", "123 456", " 123456 ", "12345", "1234567", "", "abcdef", "12-34-56", "١٢٣٤٥٦"])(
    "on %j: refuses what the API refuses, with its message, and sends what it takes",
    (typed) => {
      const problem = codeProblem(typed);
      if (problem === null) expect(verify(codeDigits(typed))).toBeNull();
      else {
        expect(problem).toBe(LOGIN_MESSAGES.codeShape);
        expect(verify(typed)).toBe(LOGIN_MESSAGES.codeShape);
      }
    },
  );

  it("agrees on generated codes", () => {
    const typedCode = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.stringMatching(/^[0-9 -]{0,12}$/),
      fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, "0")),
    );
    fc.assert(
      fc.property(typedCode, (typed) => {
        const problem = codeProblem(typed);
        if (problem === null) expect(verify(codeDigits(typed))).toBeNull();
        else expect(verify(typed)).toBe(problem);
      }),
      { numRuns: 2_000 },
    );
  });
});
