/** What the member sign-in says (SPEC 5, MEMBERS.md 7); the API's own messages come with its answers. */
export const LOGIN_MESSAGES = {
  required: "E-mail is required.",
  invalid: "E-mail must be a valid e-mail address.",
  passwordRequired: "Password is required.",
  codeShape: "Enter the 6-digit code from the e-mail.",
  /** The API's 401 for a wrong password or an unknown e-mail. */
  wrongPassword: "Invalid e-mail or password.",
  /** The API's 401 for a wrong, used or expired code. */
  wrongCode: "The code is wrong or has expired.",
  /** The API's 202 answer to a code request, whether or not the address is registered. */
  codeSent: "If this e-mail is registered, a sign-in code has been sent.",
  failed: "Sign-in failed. Please try again.",
} as const;

export const ACCOUNT_PATH = "/account";
