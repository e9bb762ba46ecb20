import { emailAddressMessages } from "../../domain/email-address";
import { MEMBER_MESSAGES } from "../../domain/member-messages";

const EMAIL_MESSAGES = emailAddressMessages("E-mail");

/**
 * What the member sign-in says (docs/rules/public-site.md §5, docs/rules/members-and-money.md §7): the API's own words where it has them.
 * The e-mail's two messages are those of the API's e-mail field (`emailField("E-mail")` in
 * src/domain/fields.ts); tests/unit/member-login-checks.test.ts proves the page's checks agree with the API's schemas.
 */
export const LOGIN_MESSAGES = {
  required: EMAIL_MESSAGES.required,
  invalid: EMAIL_MESSAGES.invalid,
  passwordRequired: "Password is required.",
  codeShape: MEMBER_MESSAGES.codeShape,
  /** The API's 401 for a wrong password or an unknown e-mail. */
  wrongPassword: MEMBER_MESSAGES.invalidLogin,
  /** The API's 401 for a wrong, used or expired code. */
  wrongCode: MEMBER_MESSAGES.invalidCode,
  /** The API's 202 answer to a code request, whether or not the address is registered. */
  codeSent: MEMBER_MESSAGES.codeSent,
} as const;

/** The buttons whose words change while a call runs: the page writes them, its script changes them. */
export const LOGIN_BUTTONS = {
  signIn: "Sign in",
  signingIn: "Signing in…",
  sendCode: "Send a new code",
  sendingCode: "Sending…",
} as const;

export const ACCOUNT_PATH = "/account";
