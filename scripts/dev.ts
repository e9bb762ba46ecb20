import path from "node:path";
import { spawnNetlifyCli } from "./lib/netlify-cli";
import { seedNetlifyCliStore } from "./lib/netlify-cli-store";

/**
 * `npm run dev`: netlify-cli's dev mode (functions, Blobs sandbox, headers, redirects) in front of
 * Astro's dev server, on a store with the demo content (seeded on first run, as `npm start` does).
 */
const root = path.resolve(import.meta.dirname, "..");
process.env.SITE_ENV ??= "local";
process.env.ASTRO_TELEMETRY_DISABLED = "1";

if (await seedNetlifyCliStore(root)) console.log("Seeded the netlify dev store with demo content.");
const child = spawnNetlifyCli(["dev", ...process.argv.slice(2)], { cwd: root, env: process.env, stdio: "inherit" });
child.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
