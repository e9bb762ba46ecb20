import { execFileSync, spawnSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { measureApiLoad } from "./api-load";
import { measureBuild } from "./build-time";
import { capacityFigures, measureCapacity } from "./capacity";
import { measureDirectory } from "./directory-browser";
import { measureEditToLive } from "./edit-to-live";
import { measureEvents } from "./events";
import { generateStore } from "./generate";
import { measureSiteSearch } from "./site-search";
import { measureLighthouse } from "./lighthouse";
import { measurePageWeights } from "./page-weight";
import { measurePhotos } from "./photos";
import {
  capacitySection,
  growthTable,
  missedBudgets,
  renderReport,
  scaleTable,
  type RunFacts,
  type ScaleRun,
} from "./report";
import { CHROMIUM_PATH } from "./support/browser";
import { formatNumber, type Figure } from "./support/figures";
import { SCALES, scaleByName, storeDirOf, type Scale } from "./support/scales";
import { ROOT, startSite, type RunningSite } from "./support/server";

/**
 * `npm run bench`: at each scale, generate a store, time the build, start `npm start` on it and
 * measure edit-to-live, page weights, the directory in Chromium, Lighthouse (society scale) and
 * the API under load; print a table per scale and a growth table, and write them to
 * bench/RESULTS.md. Benchmarks print figures and exit 0 even when a budget fails.
 * Once per run, not per scale, the store alone at 100x (capacity.ts; skip it with --skip=capacity).
 * Options: --scale=1x|10x (default both), --skip=search,build,events,edit,weight,photos,directory,site-search,lighthouse,api,capacity,
 * --out=FILE (default bench/RESULTS.md), --from=.netlify/bench-last-run.json (write the report of the
 * last run again without measuring).
 */
const option = (name: string) =>
  process.argv
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(",")
    .filter(Boolean);
const scales = option("scale")?.map(scaleByName) ?? SCALES;
const skip = new Set(option("skip") ?? []);
const outFile = path.resolve(ROOT, option("out")?.[0] ?? "bench/RESULTS.md");

const started = new Date();
const loadBefore = os.loadavg();
let serverCompresses = false;

/** Runs one measurement; a failure becomes a figure saying so, and the bench goes on. */
async function step(run: ScaleRun, name: string, work: () => Promise<Figure[]>): Promise<void> {
  if (skip.has(name)) return;
  console.log(`[${run.scale.name}] ${name}...`);
  const stepStart = performance.now();
  try {
    const figures = await work();
    run.figures.push(...figures);
    for (const figure of figures)
      console.log(`  ${figure.label}: ${figure.text ?? `${formatNumber(figure.value, 1)} ${figure.unit}`}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  ${name} failed: ${message}`);
    run.figures.push({
      key: `${name}.error`,
      label: `${name} (did not run)`,
      value: undefined,
      unit: "",
      note: message.split("\n")[0] ?? "",
      ok: false,
    });
  }
  console.log(`  (${((performance.now() - stepStart) / 1000).toFixed(0)} s)`);
}

/** The directory's search alone, in Node (scripts/bench/directory.ts), over as many members as the scale has. */
function searchAlone(scale: Scale): Promise<Figure[]> {
  const tsx = path.join(ROOT, "node_modules/.bin/tsx");
  const result = spawnSync(tsx, ["scripts/bench/directory.ts", String(scale.members)], { cwd: ROOT, encoding: "utf8" });
  const match = /median filter time: ([\d.]+) ms \(worst query ([\d.]+) ms\)/.exec(result.stdout);
  if (!match) throw new Error(`scripts/bench/directory.ts printed no figure: ${result.stderr}`);
  const [medianMs, worstMs] = [Number(match[1]), Number(match[2])];
  return Promise.resolve([
    {
      key: "dir.search-node",
      label: "Directory search alone, in Node (median per query)",
      value: medianMs,
      unit: "ms",
      text: `${medianMs.toFixed(2)} ms (worst query ${worstMs.toFixed(2)} ms)`,
    },
  ]);
}

async function benchScale(scale: Scale): Promise<ScaleRun> {
  const storeDir = storeDirOf(scale);
  const run: ScaleRun = { scale, counts: {}, figures: [], notes: [] };
  console.log(`\n== ${scale.label}: generating ${storeDir} ==`);
  const generated = performance.now();
  run.counts = await generateStore(scale, storeDir);
  console.log(`  ${JSON.stringify(run.counts)} in ${((performance.now() - generated) / 1000).toFixed(1)} s`);

  await step(run, "search", () => searchAlone(scale));
  await step(run, "build", () => measureBuild(scale, storeDir));
  // Before the site starts: this part opens the store's folder itself.
  await step(run, "events", () => measureEvents(scale, storeDir));

  let site: RunningSite | undefined;
  const needsSite = ["edit", "weight", "photos", "directory", "site-search", "lighthouse", "api"].some(
    (name) => !skip.has(name),
  );
  if (needsSite) {
    await step(run, "start", async () => {
      const startedAt = performance.now();
      site = await startSite(storeDir, 20 * 60 * 1000);
      const seconds = (performance.now() - startedAt) / 1000;
      return [{ key: "start.ready", label: "npm start ready (includes its first build)", value: seconds, unit: "s" }];
    });
  }
  try {
    if (site) {
      const running = site;
      await step(run, "edit", () => measureEditToLive(running));
      await step(run, "weight", async () => {
        const weights = await measurePageWeights(scale, running);
        serverCompresses ||= weights.serverCompresses;
        return weights.figures;
      });
      await step(run, "photos", () => measurePhotos(scale, running));
      await step(run, "directory", () => measureDirectory(scale, running));
      await step(run, "site-search", () => measureSiteSearch(scale, running));
      // Lighthouse: the named pages at the society's size, one page of every public kind at 10x.
      await step(run, "lighthouse", () => measureLighthouse(scale, running));
      // Last: the registrations it sends grow the store (as pending applications, not public).
      await step(run, "api", () => measureApiLoad(scale, running));
    }
  } finally {
    await site?.stop();
  }
  return run;
}

/** The raw figures of the last run, so that the report can be written again without measuring. */
const LAST_RUN = path.join(ROOT, ".netlify/bench-last-run.json");

/** The store alone at 100x, once per run (a figure saying so if it failed). */
async function capacityOnce(): Promise<Figure[]> {
  if (skip.has("capacity")) return [];
  console.log("\n== Capacity at 100x: the store alone ==");
  try {
    const figures = capacityFigures(await measureCapacity());
    for (const figure of figures) console.log(`  ${figure.label}: ${figure.text ?? ""}`);
    return figures;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  capacity failed: ${message}`);
    return [];
  }
}

async function measureAll(): Promise<{ runs: ScaleRun[]; facts: RunFacts; capacity: Figure[] }> {
  const runs: ScaleRun[] = [];
  for (const scale of scales) runs.push(await benchScale(scale));
  const capacity = await capacityOnce();
  let chromium = "Chromium";
  try {
    chromium = execFileSync(CHROMIUM_PATH, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    // Only for the report's machine line.
  }
  const facts = {
    startedAt: started,
    totalSeconds: (Date.now() - started.getTime()) / 1000,
    loadBefore,
    loadAfter: os.loadavg(),
    chromium,
    serverCompresses,
  };
  await writeFile(LAST_RUN, JSON.stringify({ runs, facts, capacity }));
  return { runs, facts, capacity };
}

/** `--from=FILE`: the report of a saved run (e.g. after changing only how it is written). */
async function savedRun(file: string): Promise<{ runs: ScaleRun[]; facts: RunFacts; capacity: Figure[] }> {
  const saved = JSON.parse(await readFile(path.resolve(ROOT, file), "utf8")) as {
    runs: ScaleRun[];
    facts: RunFacts & { startedAt: string };
    capacity?: Figure[];
  };
  return {
    runs: saved.runs,
    facts: { ...saved.facts, startedAt: new Date(saved.facts.startedAt) },
    capacity: saved.capacity ?? [],
  };
}

const from = option("from")?.[0];
const { runs, facts, capacity } = from ? await savedRun(from) : await measureAll();
const { totalSeconds } = facts;
const report = renderReport(runs, facts, capacity);
console.log("");
for (const run of runs) console.log(`${scaleTable(run)}\n`);
if (runs.length > 1) console.log(`${growthTable(runs)}\n`);
console.log(`${missedBudgets(runs)}\n`);
if (capacity.length > 0) console.log(`${capacitySection(capacity)}\n`);
await mkdir(path.dirname(outFile), { recursive: true });
// Formatted as `npm run lint` wants it, so that the committed record passes the lint.
const prettierOptions = (await resolveConfig(outFile)) ?? {};
await writeFile(outFile, await format(report, { ...prettierOptions, filepath: outFile }));
console.log(`Total bench time ${formatNumber(totalSeconds / 60, 1)} min; written to ${path.relative(ROOT, outFile)}.`);
