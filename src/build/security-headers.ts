import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { contentSecurityPolicy, headersFile, inlineScripts } from "./csp";

/** After each build, writes dist/_headers with a CSP that allows exactly the built inline scripts. */
export function securityHeaders(): AstroIntegration {
  return {
    name: "security-headers",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".html"));
        const scripts = new Set<string>();
        for (const page of pages) {
          for (const script of inlineScripts(await readFile(path.join(root, page), "utf8"))) scripts.add(script);
        }
        await writeFile(path.join(root, "_headers"), headersFile(contentSecurityPolicy(scripts)));
        logger.info(`_headers: ${scripts.size} inline script hashes from ${pages.length} pages`);
      },
    },
  };
}
