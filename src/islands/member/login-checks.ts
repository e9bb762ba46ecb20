import { isEmailAddress } from "../../domain/email-address";
import { LOGIN_MESSAGES } from "./login-messages";
import { codeDigits } from "./session";

/**
 * What the member sign-in checks before it sends anything, without zod (its schemas would be most of
 * the page's script): each check gives the message to show, or null when the value may be sent.
 * tests/unit/member-login-checks.test.ts runs them beside the API's zod schemas on the same inputs.
 */

/** The first step: an address is needed, and of the shape the API takes (surrounding spaces ignored). */
export function emailProblem(typed: string): string | null {
  const value = typed.trim();
  if (value === "") return LOGIN_MESSAGES.required;
  return isEmailAddress(value) ? null : LOGIN_MESSAGES.invalid;
}

/** The password as typed: any non-empty text (spaces count, as the API takes them). */
export const passwordProblem = (typed: string): string | null =>
  typed === "" ? LOGIN_MESSAGES.passwordRequired : null;

/** The code as typed ("123 456" too): its digits are sent when there are exactly six. */
export const codeProblem = (typed: string): string | null =>
  codeDigits(typed).length === 6 ? null : LOGIN_MESSAGES.codeShape;
