/**
 * The member's session cookie (docs/rules/members-and-money.md §7): `member_session`, HttpOnly (no page script reads
 * it), SameSite=Strict (no other site's page sends it), Path=/, Secure when the site is served over
 * https. Its value is opaque to the browser (sessions.ts).
 */

export const SESSION_COOKIE = "member_session";

const isHttps = (request: Request) =>
  new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

function cookie(request: Request, value: string, maxAgeSeconds: number): string {
  const parts = [`${SESSION_COOKIE}=${value}`, "HttpOnly", "SameSite=Strict", "Path=/", `Max-Age=${maxAgeSeconds}`];
  if (isHttps(request)) parts.push("Secure");
  return parts.join("; ");
}

export const sessionCookie = (request: Request, value: string, maxAgeSeconds: number) =>
  cookie(request, value, maxAgeSeconds);

/** Tells the browser to drop the cookie. */
export const clearedSessionCookie = (request: Request) => cookie(request, "", 0);

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

/** True when the request carries any `member_session` cookie (a signed-out browser's 401 clears it). */
export const hasSessionCookie = (request: Request) =>
  (request.headers.get("cookie") ?? "").split(";").some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
