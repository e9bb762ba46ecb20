import { existsSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { LOCAL_DEFAULTS } from "../src/server/core/config";
import { startBlobsSandbox } from "./lib/blobs-sandbox";
import { startBuildHookServer } from "./lib/build-hook-server";
import { startCachePurgeServer } from "./lib/cache-purge-server";
import { dailyJobs } from "../src/server/scheduled/daily-jobs";
import { BuildScript } from "./lib/build-script";
import { scheduleDaily } from "./lib/daily-schedule";
import { FallbackPages } from "./lib/fallback-pages";
import { loadFunctions } from "./lib/function-router";
import { listen } from "./lib/listen";
import { LocalBuilder } from "./lib/local-builder";
import { LocalCdn } from "./lib/local-cdn";
import { localEnvironment } from "./lib/local-env";
import { answerWithFunction } from "./lib/node-web-bridge";
import { PageCache } from "./lib/page-cache";
import { seedDemoContentOnce } from "./lib/seed";
import { Shutdown } from "./lib/shutdown";

/**
 * `npm start`: the production build of the site with its API on http://localhost:8888, the Blobs
 * sandbox on disk as the store, Netlify's local runtime for static files and netlify.toml headers,
 * and the functions kept warm in this process. Content edits rebuild the pages locally, just as a
 * build hook does on Netlify.
 */
/**
 * A build starts once saves have paused this long (at most BUILD_SETTLE_MAX_MS after the first),
 * as a Netlify build starts some seconds after its hook is called.
 */
const BUILD_SETTLE_QUIET_MS = 1_000;
const BUILD_SETTLE_MAX_MS = 5_000;

const startedAt = performance.now();
const { config, storeDir, siteRoot, root, rebuildOnEdit, reuseBuild } = localEnvironment();
const shutdown = new Shutdown();

// The functions run in this process: their store requests skip the socket. The builds, run as
// processes of their own, still read the store over HTTP.
const sandbox = await startBlobsSandbox(storeDir, { inProcess: true });
shutdown.onExit(() => sandbox.stop());
process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;

if (siteRoot !== root) {
  await mkdir(siteRoot, { recursive: true });
  await copyFile(path.join(root, "netlify.toml"), path.join(siteRoot, "netlify.toml"));
}
const pages = new PageCache();
const buildScript = new BuildScript(root, process.env);
shutdown.onExit(() => {
  buildScript.stop();
});
// The local CDN starts after the first build; the builder and the purge endpoint reach it here.
const running: { cdn?: LocalCdn } = {};
const builder = new LocalBuilder({
  siteRoot,
  buildInto: buildScript.run,
  // Saves in a burst (a form saving several records, an import) go into one build.
  settle: { quietMs: BUILD_SETTLE_QUIET_MS, maxMs: BUILD_SETTLE_MAX_MS },
  onLive: () => {
    // A new deploy empties Netlify's CDN cache: the pages, the files and the resized photos.
    if (running.cdn) running.cdn.newBuild();
    else pages.clear();
  },
});
const hook = await startBuildHookServer(() => {
  if (rebuildOnEdit) void builder.request();
});
shutdown.onExit(() => hook.close());
process.env.BUILD_HOOK_URL = hook.url;
const purger = await startCachePurgeServer((tags) => running.cdn?.purge(tags));
shutdown.onExit(() => purger.close());
process.env.CACHE_PURGE_URL = purger.url;

if (await seedDemoContentOnce()) console.log("Seeded the local store with demo content.");

if (!rebuildOnEdit) console.log("Rebuilds after edits are off (REBUILD_ON_EDIT=false): the pages stay as first built.");
const built = reuseBuild && existsSync(path.join(siteRoot, "dist", "index.html"));
if (built) console.log("Serving the site as last built (REUSE_BUILD=true).");
else if (reuseBuild) console.log("REUSE_BUILD=true, but there is no build to serve yet.");
if (!built) console.log("Building the site...");
if (!built && !(await builder.request({ atOnce: true }))) {
  console.error("The first build failed; see the errors above.");
  await shutdown.exit(1);
}

const origin = `http://localhost:${config.PORT}`;
const localCdn = LocalCdn.create(siteRoot, pages, origin);
running.cdn = localCdn;
const functions = await loadFunctions(path.join(root, "netlify", "functions"));
const fallback = new FallbackPages(siteRoot);

const server = http.createServer((request, response) => {
  void (async () => {
    try {
      if (localCdn.answerFromMemory(request, response)) return;
      const send = localCdn.functionAnswerSender(request, response);
      if (await answerWithFunction(request, response, functions, origin, send)) return;
      if (await localCdn.answer(request, response)) return;
      await fallback.answer(request, response, origin);
    } catch (error) {
      console.error("Request failed:", error);
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end("Internal error");
    }
  })();
});
// Idle keep-alive connections stay open a minute (Node closes them after 5 s): a client that reuses
// one just as the server closes it gets "socket hang up", which bursts of requests after a pause
// met often.
server.keepAliveTimeout = 60_000;
server.headersTimeout = 65_000;
await listen(server, config.PORT);
// The build process loads Astro now, not when the first edit asks for a build.
if (rebuildOnEdit) buildScript.warm();
shutdown.onExit(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

// What the scheduled function `daily-jobs` does on Netlify (the e-mail retry, later reminders).
const daily = scheduleDaily(dailyJobs);
shutdown.onExit(() => daily.stop());

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const password =
  config.ADMIN_PASSWORD === LOCAL_DEFAULTS.ADMIN_PASSWORD ? LOCAL_DEFAULTS.ADMIN_PASSWORD : "(your ADMIN_PASSWORD)";
console.log(`
  The society website is running at ${origin}  (ready in ${seconds} s)
  Admin sign-in:  ${config.ADMIN_EMAIL} / ${password}
  Local store:    ${path.relative(root, storeDir)}   (npm run seed:reset erases and re-seeds it)
  Press Ctrl-C to stop.
`);
