import { callApi, type ApiAnswer } from "./api";

/** The member's sign-in calls (docs/rules/members-and-money.md §7). Success sets the HttpOnly session cookie. */
export const signInWithPassword = (email: string, password: string): Promise<ApiAnswer> =>
  callApi("POST", "/api/member/login", { email, password });

export const requestSignInCode = (email: string): Promise<ApiAnswer> =>
  callApi("POST", "/api/member/login-code", { email });

export const signInWithCode = (email: string, code: string): Promise<ApiAnswer> =>
  callApi("POST", "/api/member/login-code/verify", { email, code });

export const signOut = (): Promise<ApiAnswer> => callApi("POST", "/api/member/logout");

/** A code as people may type it ("123 456"): only its digits count. */
export const codeDigits = (typed: string): string => typed.replace(/\D/g, "");
