import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * `npm run bench`: runs every benchmark in this folder in turn and prints their figures. Each is a
 * standalone script (`tsx scripts/bench/<name>.ts`); benchmarks print numbers and never fail on
 * time, since a test never asserts a wall-clock figure.
 */
const folder = import.meta.dirname;
const tsx = path.resolve(folder, "../../node_modules/.bin/tsx");
const only = process.argv.slice(2);
const benches = readdirSync(folder)
  .filter((file) => file.endsWith(".ts") && file !== "run.ts")
  .filter((file) => only.length === 0 || only.includes(file.replace(/\.ts$/, "")))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file.replace(/\.ts$/, "")} ==`);
  const result = spawnSync(tsx, [path.join(folder, file)], {
    stdio: "inherit",
    env: { ...process.env, SITE_ENV: "local" },
  });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
