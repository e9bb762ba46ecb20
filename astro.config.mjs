// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";

export default defineConfig({
  // Canonical, Open Graph and sitemap addresses: SITE_URL, else the address Netlify builds for
  // (URL), else a placeholder until the society's domain is known.
  site: process.env.SITE_URL ?? process.env.URL ?? "https://society.example.org",
  output: "static",
  trailingSlash: "ignore",
  build: { format: "directory" },
  integrations: [react()],
});
