import { apiNotFoundHandler } from "../../src/server/resources/api-not-found";

/**
 * The JSON 404 for /api paths no other function serves. It has no `config.path` of its own, so it
 * overlaps no function; netlify.toml rewrites "/api/*" to it, a rule Netlify applies only when no
 * function (or file) matched the request.
 */
export default apiNotFoundHandler;
