// @ts-check
import { fileURLToPath } from "node:url";
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import { contentSecurityPolicy } from "./src/build/content-security-policy";

export default defineConfig({
  // Canonical, Open Graph and sitemap addresses: SITE_URL, else the address Netlify builds for
  // (URL), else a placeholder until the society's domain is known.
  site: process.env.SITE_URL ?? process.env.URL ?? "https://society.example.org",
  output: "static",
  // Compression drops the space between a word and a following element when the source wraps
  // there ("in the<a>news</a>"); gzip takes care of the whitespace instead.
  compressHTML: false,
  trailingSlash: "ignore",
  build: { format: "directory", concurrency: 8 },
  integrations: [
    react(),
    {
      // client:interact: an island's script loads when the visitor reaches for its controls
      // (src/build/client-interact.ts; the member directory).
      name: "client-interact",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) =>
          addClientDirective({
            name: "interact",
            entrypoint: fileURLToPath(new URL("./src/build/client-interact.ts", import.meta.url)),
          }),
      },
    },
  ],
  security: { csp: contentSecurityPolicy },
  // The site has no Markdown; Astro warns that its default highlighter does not suit a script policy.
  markdown: { syntaxHighlight: false },
  // A rebuild copies a page from the last build when its cacheKey (src/build/page-cache-key.ts) and
  // its code are unchanged, so an edit renders the pages it changes (docs/decisions/rebuild-time.md).
  experimental: { incrementalBuild: true },
  // The local store and the builds of `npm start` and the tests live under .netlify/: not sources.
  vite: { server: { watch: { ignored: ["**/.netlify/**", "**/test-results/**"] } } },
});
