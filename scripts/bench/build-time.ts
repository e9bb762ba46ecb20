import { spawn } from "node:child_process";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { startBlobsSandbox } from "../lib/blobs-sandbox";
import type { Figure } from "./support/figures";
import { scaleByName, storeDirOf, type Scale } from "./support/scales";
import { ROOT } from "./support/server";

/**
 * The full site build (`npm run build -- --force`: scripts/build.ts, every page rendered, none
 * copied from an earlier build) against a bench store, into a folder of its own, timed from start
 * to exit. Usage: tsx scripts/bench/build-time.ts 1x|10x
 */
const BUDGET_S: Record<Scale["name"], number> = { "1x": 60, "10x": 300 };

async function countPages(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true });
  return entries.filter((entry) => entry.endsWith(".html")).length;
}

export async function measureBuild(scale: Scale, storeDir: string): Promise<Figure[]> {
  const sandbox = await startBlobsSandbox(path.resolve(ROOT, storeDir));
  const outDir = path.resolve(ROOT, `${storeDir}-build`);
  // A cache folder of its own: no other build (the bench's server) ever shares it.
  const cacheDir = `${outDir}-astro-cache`;
  await rm(outDir, { recursive: true, force: true });
  try {
    const started = performance.now();
    const code = await new Promise<number>((resolve) => {
      const child = spawn(
        path.join(ROOT, "node_modules/.bin/tsx"),
        ["scripts/build.ts", "--outDir", outDir, "--force", "--cacheDir", cacheDir],
        {
          cwd: ROOT,
          env: { ...process.env, SITE_ENV: "local", NETLIFY_BLOBS_CONTEXT: sandbox.context },
          stdio: ["ignore", "inherit", "inherit"],
        },
      );
      child.once("exit", (exitCode) => {
        resolve(exitCode ?? 1);
      });
    });
    const seconds = (performance.now() - started) / 1000;
    if (code !== 0) throw new Error(`The build failed (exit ${code}).`);
    const pages = await countPages(outDir);
    return [
      {
        key: "build.time",
        label: "Full site build",
        value: seconds,
        unit: "s",
        text: `${seconds.toFixed(1)} s (${pages.toLocaleString("en-US")} pages)`,
        budget: { max: BUDGET_S[scale.name] },
      },
      { key: "build.pages", label: "Pages built", value: pages, unit: "pages" },
    ];
  } finally {
    await sandbox.stop();
    await rm(outDir, { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  const scale = scaleByName(process.argv[2] ?? "1x");
  console.log(await measureBuild(scale, storeDirOf(scale)));
}
