import type { HandlerContext } from "./handler";
import { comparablePath } from "../http/route-path";

type Handler = (request: Request, context?: HandlerContext) => Promise<Response>;

/**
 * The spec's irregular paths ("/api/memberships/get", "/api/memberships/create", ...) belong to
 * their resource's function: each is listed in that function's `config.path`, next to
 * "/api/<resource>/:id", and answered by its own route table here. The choice is made by the
 * request's path, not by which of the function's patterns matched, so it does not depend on the
 * order in which a router tries them; and no other function's pattern covers these paths.
 */
export function withLiteralPaths(inner: Handler, literal: Record<string, Handler>): Handler {
  const byPath = new Map(Object.entries(literal).map(([path, handler]) => [comparablePath(path), handler]));
  return (request, context) => {
    const handler = byPath.get(comparablePath(new URL(request.url).pathname));
    return handler ? handler(request, { ...context, params: {} }) : inner(request, context);
  };
}
