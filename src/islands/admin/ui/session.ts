import { isRole, type Role } from "../../../domain/admin-roles";
import { saveOpenFormDraft } from "./drafts";

/**
 * The administrator's session in the browser: the bearer token under localStorage "adminToken"
 * (docs/rules/public-site.md §6) with who signed in (role and name under "adminProfile": which tabs to show
 * before GET /api/admin/me answers; the server decides every call by the role it holds), the
 * guard's check (DECISIONS 4: present and not expired; the server verifies the signature), and the
 * two ways out: Logout, and the sign-out forced by a refused token, which keeps the open form's
 * draft and leaves a message for the sign-in page.
 */

export const TOKEN_KEY = "adminToken";
/** Set by Logout and by a forced sign-out: the page is being left, the session stays forgotten. */
let leaving = false;
const PROFILE_KEY = "adminProfile";
const MESSAGE_KEY = "adminSignInMessage";
export const AUTH_ERROR_MESSAGE = "Authentication error. Please log in again.";
export const LOGIN_PATH = "/admin-login";

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const readToken = (): string | null => local()?.getItem(TOKEN_KEY) ?? null;

/**
 * Keeps a part of the session, unless the page is being left: an answer that arrives after Logout
 * (GET /api/admin/me, a changed password's new token) must not bring the session back.
 */
function remember(key: string, value: string): void {
  if (!leaving) local()?.setItem(key, value);
}

export function saveToken(token: string): void {
  remember(TOKEN_KEY, token);
}

/** Who is signed in, as the sign-in answer or GET /api/admin/me said last. */
export interface AdminProfile {
  role: Role;
  name: string;
}

export function saveProfile(profile: AdminProfile): void {
  remember(PROFILE_KEY, JSON.stringify({ role: profile.role, name: profile.name }));
}

export function readProfile(): AdminProfile | null {
  try {
    const stored: unknown = JSON.parse(local()?.getItem(PROFILE_KEY) ?? "null");
    if (typeof stored !== "object" || stored === null || !("role" in stored) || !("name" in stored)) return null;
    return isRole(stored.role) && typeof stored.name === "string" ? { role: stored.role, name: stored.name } : null;
  } catch {
    return null;
  }
}

function forgetSession(): void {
  local()?.removeItem(TOKEN_KEY);
  local()?.removeItem(PROFILE_KEY);
}

/** The `exp` claim (seconds since 1970) of a JWT, or null when it is not a readable JWT. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (token.split(".").length !== 3 || !payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
    const json: unknown = JSON.parse(atob(padded));
    if (typeof json !== "object" || json === null || !("exp" in json)) return null;
    return typeof json.exp === "number" ? json.exp : null;
  } catch {
    return null;
  }
}

/** True when a token is stored and its expiry is still ahead (a few seconds of margin). */
export function hasUsableToken(now = Date.now()): boolean {
  const token = readToken();
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry * 1000 > now + 5_000;
}

/** Only panel addresses are followed after signing in; anything else goes to /admin. */
export function safeNextPath(value: string | null): string {
  if (value && /^\/admin(\/[\w-]*)*\/?$/.test(value)) return value;
  return "/admin";
}

const loginHref = (next: string | null) =>
  next && next !== "/admin" && next !== "/admin/" ? `${LOGIN_PATH}?next=${encodeURIComponent(next)}` : LOGIN_PATH;

/** True once the page is being left for the sign-in page (no more prompts or requests). */
export const isSigningOut = () => leaving;

/** Logout: forget the token and go to the sign-in page. */
export function logout(): void {
  leaving = true;
  forgetSession();
  window.location.assign(LOGIN_PATH);
}

/**
 * The token is missing, expired or refused: keep the open form's work, forget the token, and go
 * to the sign-in page with `message`, coming back to the same tab afterwards.
 */
export function signOutForAuthError(message: string | null = AUTH_ERROR_MESSAGE): void {
  if (leaving) return;
  leaving = true;
  saveOpenFormDraft();
  forgetSession();
  if (message) session()?.setItem(MESSAGE_KEY, message);
  window.location.replace(loginHref(window.location.pathname));
}

/** The message left by a forced sign-out, read once. */
export function takeSignInMessage(): string | null {
  const store = session();
  const message = store?.getItem(MESSAGE_KEY) ?? null;
  store?.removeItem(MESSAGE_KEY);
  return message;
}
