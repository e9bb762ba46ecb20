import { spawn } from "node:child_process";

/**
 * `npm test`: every check, as CI runs it. The type check, the lint, the unit tests and the deploy
 * smoke do not depend on each other and none of them keeps both of a small machine's cores busy on
 * its own, so they run side by side; each one's output is printed whole when it ends, with its time.
 * The lint and the type check read the types Astro generates (.astro/), so those are made first,
 * once. The end-to-end tests load the machine fully, so they run after them, and only if all passed.
 */

interface Outcome {
  script: string;
  code: number;
  seconds: number;
  output: string;
}

const running = new Set<number>();

function run(script: string, { live = false } = {}): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    // Each task in a process group of its own, so an interrupt stops everything it started.
    const child = spawn("npm", ["run", script], {
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
      detached: true,
    });
    if (child.pid !== undefined) running.add(child.pid);
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    const finish = (code: number) => {
      if (child.pid !== undefined) running.delete(child.pid);
      const seconds = (performance.now() - started) / 1000;
      resolve({ script, code, seconds, output: Buffer.concat(chunks).toString("utf8") });
    };
    child.on("close", (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      chunks.push(Buffer.from(String(error)));
      finish(1);
    });
  });
}

function report({ script, code, seconds, output }: Outcome): void {
  process.stdout.write(output);
  console.log(
    `\n── npm run ${script}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s ──\n`,
  );
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
const sync = await run("sync");
if (sync.code !== 0) {
  report(sync);
  process.exit(1);
}
const side = ["typecheck:only", "lint:only", "test:unit", "test:deploy"];
console.log(`Running ${side.map((script) => `npm run ${script}`).join(", ")} side by side...\n`);
const outcomes = await Promise.all(
  side.map(async (script) => {
    const outcome = await run(script);
    report(outcome);
    return outcome;
  }),
);
const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(", ")}. The end-to-end tests were not run.`);
  process.exit(1);
}
const e2e = await run("test:e2e", { live: true });
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(`\n── npm run test:e2e: ${e2e.code === 0 ? "passed" : "FAILED"} in ${e2e.seconds.toFixed(0)} s ──`);
console.log(`npm test: ${e2e.code === 0 ? "everything passed" : "end-to-end tests failed"} in ${minutes} min.`);
process.exit(e2e.code);
