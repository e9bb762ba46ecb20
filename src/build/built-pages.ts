/**
 * A way for the build script to see each page as Astro renders it (src/middleware.ts hands it
 * over), so work on the built pages can run alongside the rendering instead of after it: the site
 * search's index is fed this way (scripts/build.ts). The middleware is bundled by Astro and the
 * build script is not, so they meet on a global symbol. Outside a build nothing is registered and
 * the middleware passes every page through untouched.
 */
export type BuiltPageSink = (sourcePath: string, html: string) => void;

const SINK = Symbol.for("society-website.built-page-sink");
const registry = globalThis as { [SINK]?: BuiltPageSink | undefined };

export function setBuiltPageSink(sink: BuiltPageSink | undefined): void {
  registry[SINK] = sink;
}

export function builtPageSink(): BuiltPageSink | undefined {
  return registry[SINK];
}

/**
 * The file a prerendered page is written to (build.format "directory"), relative to the site:
 * "/" is "index.html", "/news/abc/" and "/news/abc" are "news/abc/index.html", and an encoded
 * segment is written decoded ("/awards/awardees/Young%20Scientist/" is "awards/awardees/Young
 * Scientist/index.html"), as it is on disk.
 */
export function builtFilePath(pathname: string): string {
  const segments = pathname
    .split("/")
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (segments.length === 1 && segments[0] === "404") return "404.html";
  return [...segments, "index.html"].join("/");
}
