/**
 * A request path as Netlify compares it with a function's `config.path`: without a trailing slash
 * and in lower case (netlify-cli's `matchURLPath`; zip-it-and-ship-it makes the trailing slash
 * optional in every pattern it writes to the deploy manifest). See docs/decisions/function-routing.md.
 */
export function comparablePath(pathname: string): string {
  const withoutSlash = pathname !== "/" && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return withoutSlash.toLowerCase();
}
