import { spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PREPARED_DEMO_SITE } from "../tests/support/demo-site";

/**
 * `npm test`: every check, as CI runs it (docs/decisions/test-layout.md). The Astro types first
 * (the lint and the type check read them); then side by side `astro check` of what the lint does not
 * type-check (tsconfig.astro-check.json: the .astro files above all), ESLint (which reports
 * TypeScript's errors in the rest), Prettier, the unit
 * tests, the deploy smoke and the one build of the demo site that the unit run and every
 * end-to-end server start from; the end-to-end tests, which load the machine fully, last, and only
 * if all passed. Each part's output is printed whole when it ends; a table of each part's time
 * (wall clock and CPU) closes the run.
 */

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  cpuSeconds: number | undefined;
  output: string;
}

const root = path.resolve(import.meta.dirname, "..");
const preparedDir = path.join(root, ".netlify", "test-demo-site");
const running = new Set<number>();
let counter = 0;

/** Runs a command in a shell that reports its children's CPU time (bash's `times`) when it ends. */
function run(name: string, command: string, { live = false, env = {} } = {}): Promise<Outcome> {
  const started = performance.now();
  const timesFile = path.join(tmpdir(), `society-test-${process.pid}-${++counter}.times`);
  return new Promise((resolve) => {
    // Each part in a process group of its own, so an interrupt stops everything it started.
    const child = spawn("bash", ["-c", `${command}; code=$?; times > "${timesFile}"; exit $code`], {
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
      detached: true,
      env: { ...process.env, ...env },
    });
    if (child.pid !== undefined) running.add(child.pid);
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    const finish = async (code: number) => {
      if (child.pid !== undefined) running.delete(child.pid);
      const seconds = (performance.now() - started) / 1000;
      const cpuSeconds = await childrenCpu(timesFile);
      resolve({ name, code, seconds, cpuSeconds, output: Buffer.concat(chunks).toString("utf8") });
    };
    child.on("close", (code, signal) => void finish(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      chunks.push(Buffer.from(String(error)));
      void finish(1);
    });
  });
}

/** The user and system time of the shell's children, from the second line of `times`. */
async function childrenCpu(file: string): Promise<number | undefined> {
  const text = await readFile(file, "utf8").catch(() => "");
  await rm(file, { force: true });
  const line = text.trim().split("\n")[1] ?? "";
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  return parts.length === 2 ? (parts[0] ?? 0) + (parts[1] ?? 0) : undefined;
}

const npm = (script: string) => `npm run --silent ${script}`;

function report({ name, code, seconds }: Outcome): void {
  console.log(`\n── ${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s ──\n`);
}

const outcomes: Outcome[] = [];
function summary(total: number): void {
  const rows = outcomes.map(
    ({ name, code, seconds, cpuSeconds }) =>
      `  ${name.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s  ${(cpuSeconds === undefined ? "?" : cpuSeconds.toFixed(0)).padStart(5)} s CPU  ${code === 0 ? "passed" : "FAILED"}`,
  );
  console.log(["\nnpm test, part by part (wall clock, CPU of the part's processes):", ...rows].join("\n"));
  console.log(`  ${"whole run".padEnd(28)} ${total.toFixed(0).padStart(5)} s`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const pid of running) {
      try {
        process.kill(-pid, signal);
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });
}

const started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;
const finish = (code: number, message: string) => {
  console.log(message);
  summary(elapsed());
  process.exit(code);
};

const sync = await run("astro sync", npm("sync"));
outcomes.push(sync);
if (sync.code !== 0) {
  process.stdout.write(sync.output);
  finish(1, "The Astro types could not be generated; nothing else was run.");
}

// A demo site left by an earlier run must be gone before the unit run looks for this run's: its
// status would say it is ready while the new build removes it.
await rm(preparedDir, { recursive: true, force: true });
const prepared = { [PREPARED_DEMO_SITE]: preparedDir };
const side: [string, string, { env?: Record<string, string> }?][] = [
  ["demo site, built once", `node --import tsx tests/support/prepare-demo-site.ts ${preparedDir}`],
  // The lint type-checks the TypeScript files; astro check the rest (scripts/lint/typescript-errors.js).
  ["npm run typecheck:astro", npm("typecheck:astro")],
  // ESLint and Prettier as two parts: one process each, so neither is left alone on a core at the end.
  ["npm run lint:code", npm("lint:code")],
  ["npm run lint:format", npm("lint:format")],
  ["npm run test:unit", npm("test:unit"), { env: prepared }],
  ["npm run test:deploy", npm("test:deploy")],
];
console.log(`Running ${side.map(([name]) => name).join(", ")} side by side...\n`);
const sideOutcomes = await Promise.all(
  side.map(async ([name, command, options]) => {
    const outcome = await run(name, command, options);
    process.stdout.write(outcome.output);
    if (name.startsWith("demo site") && outcome.code !== 0) {
      process.stdout.write(await readFile(path.join(preparedDir, "build.log"), "utf8").catch(() => ""));
    }
    report(outcome);
    return outcome;
  }),
);
outcomes.push(...sideOutcomes);
const failed = sideOutcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
if (failed.length > 0) finish(1, `Failed: ${failed.join(", ")}. The end-to-end tests were not run.`);

const e2e = await run("npm run test:e2e", npm("test:e2e"), { live: true, env: prepared });
outcomes.push(e2e);
report(e2e);
finish(
  e2e.code,
  `npm test: ${e2e.code === 0 ? "everything passed" : "end-to-end tests failed"} in ${(elapsed() / 60).toFixed(1)} min.`,
);
