import { MEMBER_MESSAGES } from "../../domain/member-messages";

/** What the member sign-in says (docs/rules/public-site.md §5, docs/rules/members-and-money.md §7): the API's own words where it has them. */
export const LOGIN_MESSAGES = {
  required: "E-mail is required.",
  invalid: "E-mail must be a valid e-mail address.",
  passwordRequired: "Password is required.",
  codeShape: MEMBER_MESSAGES.codeShape,
  /** The API's 401 for a wrong password or an unknown e-mail. */
  wrongPassword: MEMBER_MESSAGES.invalidLogin,
  /** The API's 401 for a wrong, used or expired code. */
  wrongCode: MEMBER_MESSAGES.invalidCode,
  /** The API's 202 answer to a code request, whether or not the address is registered. */
  codeSent: MEMBER_MESSAGES.codeSent,
} as const;

export const ACCOUNT_PATH = "/account";
