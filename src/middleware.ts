import { defineMiddleware } from "astro:middleware";
import { builtFilePath, builtPageSink } from "./build/built-pages";

/**
 * During a build, each rendered HTML page is also handed to the build script (built-pages.ts),
 * which feeds the site search's index while the next pages render. Elsewhere (no sink) pages pass
 * through untouched.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const sink = builtPageSink();
  if (!sink || !context.isPrerendered || !response.headers.get("content-type")?.includes("text/html")) {
    return response;
  }
  const html = await response.text();
  sink(builtFilePath(context.url.pathname), html);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
