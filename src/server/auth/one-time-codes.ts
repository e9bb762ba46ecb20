import { randomInt, timingSafeEqual } from "node:crypto";
import { updateDocument } from "../store";
import { keyedHash, type KeyedHashPurpose } from "./keyed-hash";

/**
 * E-mailed one-time codes: 6 digits, valid for a while, used once, void after a number of wrong
 * tries. One document per address (a new code replaces the last), holding the code only as a keyed
 * hash: six digits are a million guesses, so a plain hash would give the code away to anyone who
 * reads the store. Every check is decided inside one conditional write, so two requests can neither
 * both use a code nor share out more tries than allowed. A member's sign-in codes
 * (member/sign-in-codes.ts) and an event registrant's access codes (events/access.ts) are two uses.
 */

export interface OneTimeCodeRules {
  /** Where the codes' documents live ("member-sign-in-codes/"). */
  prefix: string;
  /** The keyed hashes of the address (the document's name) and of the code. */
  addressPurpose: KeyedHashPurpose;
  codePurpose: KeyedHashPurpose;
  lifetimeMs: number;
  wrongTries: number;
}

interface StoredCode {
  /** Whom the code was issued for: a member's or a registration's id. */
  memberId: string;
  codeHash: string;
  expiresAt: number;
  wrongTries: number;
  used: boolean;
}

export const newOneTimeCode = () => randomInt(0, 1_000_000).toString().padStart(6, "0");

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

export function oneTimeCodes(rules: OneTimeCodeRules) {
  const codeKey = (address: string) => `${rules.prefix}${keyedHash(rules.addressPurpose, address).slice(0, 40)}`;
  const codeHash = (ownerId: string, code: string) => keyedHash(rules.codePurpose, `${ownerId}\n${code}`);
  return {
    /** Keeps a fresh code for `ownerId` at `address` (replacing any earlier one) and answers it, for the e-mail only. */
    async issue(ownerId: string, address: string, now: number = Date.now()): Promise<string> {
      const code = newOneTimeCode();
      const stored: StoredCode = {
        memberId: ownerId,
        codeHash: codeHash(ownerId, code),
        expiresAt: now + rules.lifetimeMs,
        wrongTries: 0,
        used: false,
      };
      await updateDocument<StoredCode | null, undefined>(codeKey(address), null, () => ({
        next: stored,
        result: undefined,
      }));
      return code;
    },
    /**
     * The id the code was issued for, when `code` is the live code of `address`; it is then used
     * up. A wrong code counts a try, and the last wrong try voids the code.
     */
    use(address: string, code: string, now: number = Date.now()): Promise<string | undefined> {
      return updateDocument<unknown, string | undefined>(codeKey(address), null, (raw) => {
        const stored = asStoredCode(raw);
        if (!stored || stored.used || stored.expiresAt <= now || stored.wrongTries >= rules.wrongTries) {
          return { result: undefined };
        }
        if (sameHash(stored.codeHash, codeHash(stored.memberId, code))) {
          return { next: { ...stored, used: true }, result: stored.memberId };
        }
        const wrongTries = stored.wrongTries + 1;
        return { next: { ...stored, wrongTries, used: wrongTries >= rules.wrongTries }, result: undefined };
      });
    },
  };
}
