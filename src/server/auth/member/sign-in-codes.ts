import { emailKey as normalisedEmail } from "../../../domain/membership-registrations";
import { newOneTimeCode, oneTimeCodes } from "../one-time-codes";

/**
 * E-mailed sign-in codes (docs/rules/members-and-money.md §7): 6 digits, valid 15 minutes, used
 * once, void after 5 wrong tries, one per e-mail address (../one-time-codes.ts).
 */

export const SIGN_IN_CODE = {
  lifetimeMs: 15 * 60 * 1000,
  wrongTries: 5,
} as const;

const codes = oneTimeCodes({
  prefix: "member-sign-in-codes/",
  addressPurpose: "member-sign-in-code-email",
  codePurpose: "member-sign-in-code",
  ...SIGN_IN_CODE,
});

export const newSignInCode = newOneTimeCode;

/** Keeps a fresh code for the member (replacing any earlier one) and answers it, for the e-mail only. */
export const issueSignInCode = (member: { _id: string; email: string }, now: number = Date.now()): Promise<string> =>
  codes.issue(member._id, normalisedEmail(member.email), now);

/**
 * The member id the code was issued for, when `code` is the live code of `email`; it is then used
 * up. A wrong code counts a try, and the fifth wrong try voids the code.
 */
export const useSignInCode = (email: string, code: string, now: number = Date.now()): Promise<string | undefined> =>
  codes.use(normalisedEmail(email), code, now);
