import { randomInt, timingSafeEqual } from "node:crypto";
import { emailKey as normalisedEmail } from "../../../domain/membership-registrations";
import { keyedHash } from "../keyed-hash";
import { updateDocument } from "../../store";

/**
 * E-mailed sign-in codes (docs/rules/members-and-money.md §7): 6 digits, valid 15 minutes, used once, void after 5 wrong
 * tries. One document per e-mail address (a new code replaces the last), holding the code only as
 * a keyed hash: six digits are a million guesses, so a plain hash would give the code away to
 * anyone who reads the store. Every check is decided inside one conditional write, so two
 * requests can neither both use a code nor share out more than 5 tries.
 */

export const SIGN_IN_CODE = {
  lifetimeMs: 15 * 60 * 1000,
  wrongTries: 5,
} as const;

const PREFIX = "member-sign-in-codes/";

interface StoredCode {
  memberId: string;
  codeHash: string;
  expiresAt: number;
  wrongTries: number;
  used: boolean;
}

const codeKey = (email: string) =>
  `${PREFIX}${keyedHash("member-sign-in-code-email", normalisedEmail(email)).slice(0, 40)}`;
const codeHash = (memberId: string, code: string) => keyedHash("member-sign-in-code", `${memberId}\n${code}`);

export const newSignInCode = () => randomInt(0, 1_000_000).toString().padStart(6, "0");

/** Keeps a fresh code for the member (replacing any earlier one) and answers it, for the e-mail only. */
export async function issueSignInCode(
  member: { _id: string; email: string },
  now: number = Date.now(),
): Promise<string> {
  const code = newSignInCode();
  const stored: StoredCode = {
    memberId: member._id,
    codeHash: codeHash(member._id, code),
    expiresAt: now + SIGN_IN_CODE.lifetimeMs,
    wrongTries: 0,
    used: false,
  };
  await updateDocument<StoredCode | null, undefined>(codeKey(member.email), null, () => ({
    next: stored,
    result: undefined,
  }));
  return code;
}

function asStoredCode(stored: unknown): StoredCode | undefined {
  if (typeof stored !== "object" || stored === null) return undefined;
  const value = stored as Partial<StoredCode>;
  const shaped =
    typeof value.memberId === "string" &&
    typeof value.codeHash === "string" &&
    typeof value.expiresAt === "number" &&
    typeof value.wrongTries === "number" &&
    typeof value.used === "boolean";
  return shaped ? (value as StoredCode) : undefined;
}

const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The member id the code was issued for, when `code` is the live code of `email`; it is then used
 * up. A wrong code counts a try, and the fifth wrong try voids the code.
 */
export function useSignInCode(email: string, code: string, now: number = Date.now()): Promise<string | undefined> {
  return updateDocument<unknown, string | undefined>(codeKey(email), null, (raw) => {
    const stored = asStoredCode(raw);
    if (!stored || stored.used || stored.expiresAt <= now || stored.wrongTries >= SIGN_IN_CODE.wrongTries) {
      return { result: undefined };
    }
    if (sameHash(stored.codeHash, codeHash(stored.memberId, code))) {
      return { next: { ...stored, used: true }, result: stored.memberId };
    }
    const wrongTries = stored.wrongTries + 1;
    return { next: { ...stored, wrongTries, used: wrongTries >= SIGN_IN_CODE.wrongTries }, result: undefined };
  });
}
