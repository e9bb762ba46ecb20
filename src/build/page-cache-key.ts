import { createHash } from "node:crypto";
// Astro pastes the site's client:interact directive into every page that uses it, but loads it
// from the config, so no page's module graph (which Astro hashes) holds it: every key does.
import clientInteractSource from "./client-interact.ts?raw";
import { siteDetails } from "../components/site-details";

/**
 * Keys for Astro's incremental build (`experimental.incrementalBuild`, docs/decisions/rebuild-time.md).
 * A page from getStaticPaths that has a `cacheKey` is copied from the last build, not rendered
 * again, when its key and its code (Astro hashes the page's modules, the config and the lockfile)
 * are what they were. So a key must change with everything the page shows that is not code: its
 * params and props, anything the page reads for itself (the directory's members), what pages take
 * from the build itself (the footer's year, the client:interact directive's code) and the site
 * details every page shows.
 */

/** The year the footer shows until its script puts in the visitor's own. */
export const buildYear = new Date().getFullYear();

/** JSON of what a page is made from, with Maps and Sets as their entries. */
const serialise = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof Map || inner instanceof Set ? [...(inner as Iterable<unknown>)] : inner,
  );

/**
 * Keys for this build's pages: a page's key is made from its own inputs, and from what every page
 * shows that is neither its data nor in its own code (the footer's year, the client:interact
 * directive's code, and the site details in its header and footer, so a change to them builds
 * every page again).
 */
export async function pageCacheKeys(): Promise<(...inputs: unknown[]) => string> {
  const everyPage = serialise([buildYear, clientInteractSource, await siteDetails()]);
  return (...inputs) => createHash("sha256").update(everyPage).update(serialise(inputs)).digest("base64url");
}

/** getStaticPaths' paths, each keyed by its own params and props: for pages made from those alone. */
export async function keyedByProps<P extends { params: unknown; props?: unknown }>(
  paths: readonly P[],
): Promise<(P & { cacheKey: string })[]> {
  const key = await pageCacheKeys();
  return paths.map((path) => ({ ...path, cacheKey: key(path.params, path.props) }));
}
