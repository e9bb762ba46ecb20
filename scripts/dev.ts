import { spawn } from "node:child_process";
import path from "node:path";

/** `npm run dev`: netlify-cli's dev mode (functions, Blobs sandbox, headers) in front of Astro's dev server. */
const root = path.resolve(import.meta.dirname, "..");
const child = spawn(
  path.join(root, "node_modules", ".bin", "netlify"),
  ["dev", "--offline", ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, SITE_ENV: process.env.SITE_ENV ?? "local", ASTRO_TELEMETRY_DISABLED: "1" },
  },
);
child.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
