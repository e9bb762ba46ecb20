import path from "node:path";
import { seedNetlifyCliStore } from "../../scripts/lib/netlify-cli-store";
import { SiteClient } from "./client";
import { checks, newState } from "./contract-checks";
import { serveSite, type ServedSite } from "./served-site";
import { copyCheckout } from "./site-copy";

/**
 * `npm run test:deploy`: the site proven as Netlify runs it. A copy of the checkout gets the demo
 * content in netlify-cli's store, then `netlify serve` builds it and packages every function as a
 * deploy does, and serves the result with netlify-cli's own runtime; the /api contract smoke
 * (contract-checks.ts) runs against it over HTTP. Prints PASS or FAIL per check and exits non-zero
 * on any failure. Everything it starts is stopped and the copy removed, whatever happens.
 */
const root = path.resolve(import.meta.dirname, "../..");
process.env.SITE_ENV = "local";
process.env.ASTRO_TELEMETRY_DISABLED = "1";

const startedAt = performance.now();
const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(0);
const cleanups: (() => Promise<unknown>)[] = [];
let failures = 0;

let cleaning: Promise<void> | undefined;
/** Runs once; a signal and the end of the run both wait for the same clean-up. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\nStopped by ${signal}; cleaning up.`);
    void cleanUp().finally(() => process.exit(1));
  });
}

let site: ServedSite | undefined;
try {
  const copy = await copyCheckout(root);
  cleanups.push(copy.remove);
  if (!(await seedNetlifyCliStore(copy.path))) throw new Error("The demo content was not seeded.");
  console.log(`deploy smoke: building and serving a copy of the checkout with netlify serve (${copy.path})`);
  // The site's own settings only: never a linked Netlify site, never another store.
  const foreign = new Set([
    "NETLIFY_SITE_ID",
    "NETLIFY_AUTH_TOKEN",
    "NETLIFY_BLOBS_CONTEXT",
    "STORE_DIR",
    "BUILD_HOOK_URL",
  ]);
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !foreign.has(name)));
  const served = await serveSite(copy.path, env);
  site = served;
  cleanups.push(() => served.stop());
  console.log(`deploy smoke: serving at ${site.url} after ${seconds()} s`);

  const client = new SiteClient(site.url);
  const state = newState();
  for (const check of checks) {
    const checkStart = performance.now();
    try {
      await check.run(client, state);
      console.log(`PASS  ${check.name} (${((performance.now() - checkStart) / 1000).toFixed(1)} s)`);
    } catch (error) {
      failures++;
      console.log(`FAIL  ${check.name}\n      ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} catch (error) {
  failures++;
  console.error(
    `FAIL  the site could not be built and served\n${error instanceof Error ? error.message : String(error)}`,
  );
} finally {
  if (failures > 0 && site) console.error(`--- last lines of netlify serve ---\n${site.log()}`);
  await cleanUp();
}

console.log(
  failures === 0
    ? `deploy smoke: all ${checks.length} checks passed in ${seconds()} s`
    : `deploy smoke: ${failures} failed, in ${seconds()} s`,
);
process.exit(failures === 0 ? 0 : 1);
