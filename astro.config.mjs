// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";

export default defineConfig({
  site: process.env.URL ?? "http://localhost:8888",
  output: "static",
  trailingSlash: "ignore",
  build: { format: "directory" },
  integrations: [react()],
});
