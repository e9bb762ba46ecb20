import { parseAllRedirects } from "@netlify/redirect-parser";
import * as z from "zod";

/**
 * The netlify.toml rules that rewrite a request to a function (`to = "/.netlify/functions/<name>"`),
 * read with Netlify's own parser. Netlify applies a rule that is not forced only when no function or
 * file matched the request, and the function then runs with the request's own URL
 * (docs/decisions/function-routing.md). The local runtime supports the forms the site uses: a
 * literal `from` or one ending in "/*", status 200, nothing else; any other rule that targets a
 * function stops the start, so the local runtime never routes differently without saying so.
 */

const parsedRule = z.object({
  from: z.string(),
  to: z.string(),
  status: z.number().optional(),
  force: z.boolean(),
  query: z.record(z.string(), z.unknown()),
  conditions: z.record(z.string(), z.unknown()),
  headers: z.record(z.string(), z.unknown()),
  signed: z.string().optional(),
});

export interface FunctionRewrite {
  from: string;
  /** The path the rule rewrites to, e.g. "/.netlify/functions/api-not-found". */
  to: string;
  matches(pathname: string): boolean;
}

export async function readFunctionRewrites(
  configPath: string,
  isFunctionPath: (pathname: string) => boolean,
): Promise<FunctionRewrite[]> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [],
    netlifyConfigPath: configPath,
    configRedirects: [],
    minimal: true,
  });
  if (errors.length > 0) throw new Error(`${configPath}: ${errors.map(String).join("; ")}`);
  return z
    .array(parsedRule)
    .parse(redirects)
    .filter((rule) => rule.to.startsWith("/") && isFunctionPath(rule.to))
    .map((rule) => {
      const supported =
        !rule.force &&
        rule.status === 200 &&
        !rule.signed &&
        [rule.query, rule.conditions, rule.headers].every((part) => Object.keys(part).length === 0) &&
        !rule.from.includes(":") &&
        !rule.from.slice(0, -1).includes("*");
      if (!supported) {
        throw new Error(
          `The local runtime does not support the rewrite from "${rule.from}" to the function at "${rule.to}": ` +
            "only a rule that is not forced, with status 200 and a literal path or one ending in /*.",
        );
      }
      return { from: rule.from, to: rule.to, matches: pathMatcher(rule.from) };
    });
}

/** "/api/*" matches "/api" and everything under it; a literal path matches itself, with or without a trailing slash. */
function pathMatcher(from: string): (pathname: string) => boolean {
  const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  if (from.endsWith("/*")) {
    const base = from.slice(0, -2);
    return (pathname) => trimmed(pathname) === base || pathname.startsWith(`${base}/`);
  }
  return (pathname) => trimmed(pathname) === trimmed(from);
}
