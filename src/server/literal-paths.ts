import type { HandlerContext } from "./http";

/**
 * The spec's irregular paths ("/api/memberships/get", "/api/memberships/create", ...) have
 * functions of their own. Should the platform match one against "/api/<resource>/:id" instead, the
 * word arrives as an id; it is read as the path it names for its own method, so the routing order
 * does not matter.
 */
export function literalPathWords(
  inner: (request: Request, context?: HandlerContext) => Promise<Response>,
  words: Record<string, string>,
) {
  return (request: Request, context?: HandlerContext): Promise<Response> => {
    const params = context?.params ?? {};
    const id = params.id;
    if (id !== undefined && words[id] === request.method.toUpperCase()) {
      const rest = Object.fromEntries(Object.entries(params).filter(([name]) => name !== "id"));
      return inner(request, { ...context, params: rest });
    }
    return inner(request, context);
  };
}
