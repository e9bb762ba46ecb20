import { MEMBER_MESSAGES } from "../../../domain/member-messages";
import { siteUrl } from "../../core/config";
import { HttpError } from "../../http/errors";

/**
 * Member calls ride on a cookie, which a browser attaches to requests other sites' pages make. A
 * call that changes something is refused when its `Origin` names another site. Browsers always
 * send `Origin` on such calls (fetch and form POST, PUT, DELETE), so a request without one comes
 * from no browser page and is let through; "null" (a sandboxed or opaque page) names no site of
 * ours and is refused. SameSite=Strict on the cookie is the other half of this defence.
 */

/** The origins this request may come from: the address it was sent to (as routed, and as the Host header says) and the site's public address. */
function ownOrigins(request: Request): Set<string> {
  const url = new URL(request.url);
  const origins = new Set([url.origin, new URL(siteUrl()).origin]);
  const host = request.headers.get("host");
  if (host) origins.add(`${url.protocol}//${host.toLowerCase()}`);
  return origins;
}

export function isFromOtherSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return !ownOrigins(request).has(origin.trim().toLowerCase());
}

/** Throws 403 when the request's `Origin` names another site. */
export function refuseOtherSites(request: Request): void {
  if (isFromOtherSite(request)) throw new HttpError(403, MEMBER_MESSAGES.otherSite);
}
