import { SIGNED_IN_HINT } from "../../../domain/signed-in-hint";

/**
 * The member's session cookie (docs/rules/members-and-money.md §7): `member_session`, HttpOnly (no page script reads
 * it), SameSite=Strict (no other site's page sends it), Path=/, Secure when the site is served over
 * https. Its value is opaque to the browser (sessions.ts). Beside it goes the signed-in hint
 * (src/domain/signed-in-hint.ts), which the header's script reads: the two are only ever set and
 * cleared together, by signedInCookies and signedOutCookies.
 */

export const SESSION_COOKIE = "member_session";

const isHttps = (request: Request) =>
  new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

function sessionCookie(request: Request, value: string, maxAgeSeconds: number): string {
  const parts = [`${SESSION_COOKIE}=${value}`, "HttpOnly", "SameSite=Strict", "Path=/", `Max-Age=${maxAgeSeconds}`];
  if (isHttps(request)) parts.push("Secure");
  return parts.join("; ");
}

/**
 * The hint: readable by the page's script (not HttpOnly), SameSite=Lax (no answer depends on it:
 * the server only ever clears it), with the session's path, lifetime and Secure. It holds `1` and
 * nothing else: no name, no id.
 */
function hintCookie(request: Request, signedIn: boolean, maxAgeSeconds: number): string {
  const value = signedIn ? SIGNED_IN_HINT.value : "";
  const parts = [`${SIGNED_IN_HINT.name}=${value}`, "SameSite=Lax", "Path=/", `Max-Age=${maxAgeSeconds}`];
  if (isHttps(request)) parts.push("Secure");
  return parts.join("; ");
}

/** An answer's Set-Cookie headers, one per cookie (a headers init for json() or a Response). */
type SetCookies = [name: "set-cookie", value: string][];

/** Signs the browser in: the session cookie and its hint, with the same lifetime. */
export const signedInCookies = (request: Request, value: string, maxAgeSeconds: number): SetCookies => [
  ["set-cookie", sessionCookie(request, value, maxAgeSeconds)],
  ["set-cookie", hintCookie(request, true, maxAgeSeconds)],
];

/** Tells the browser to drop both cookies. */
export const signedOutCookies = (request: Request): SetCookies => [
  ["set-cookie", sessionCookie(request, "", 0)],
  ["set-cookie", hintCookie(request, false, 0)],
];

/**
 * The session cookie's value; undefined when there is none, or more than one: a second
 * `member_session` (set for a narrower path or a parent domain by someone else) makes the request
 * ambiguous, and the server never guesses whose session it is.
 */
export function sessionCookieValue(request: Request): string | undefined {
  const values = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
    .map((pair) => pair.slice(SESSION_COOKIE.length + 1));
  return values.length === 1 ? values[0] : undefined;
}

/**
 * True when the request carries any `member_session` cookie or the signed-in hint: a signed-out
 * browser's 401 clears both, so that a hint left alone does not go on showing "Your account".
 */
export const hasMemberCookie = (request: Request) =>
  (request.headers.get("cookie") ?? "")
    .split(";")
    .some((pair) => [SESSION_COOKIE, SIGNED_IN_HINT.name].some((name) => pair.trim().startsWith(`${name}=`)));
