import type { ChildProcess } from "node:child_process";
import type { BuildAnswer, BuildRequest } from "./build-worker";
import { spawnTypeScript } from "./run-typescript";

/**
 * A warm process whose heap has grown past this after a build ends, and the next build starts a new
 * one. Each build leaves its modules behind: about 15 MB at the society's size, 100 MB at ten times
 * it, where a process then makes about three builds.
 */
const MAX_HEAP_BYTES = 512 * 1024 * 1024;
/** A warm process with no build for this long ends, giving its memory back. */
const IDLE_MS = 10 * 60_000;
/**
 * A build not answered in this long is taken as failed and its process ended, so that one stuck
 * build does not hold up every later one (a full build at ten times the society's size takes about
 * a minute).
 */
const BUILD_TIMEOUT_MS = 15 * 60_000;

export interface BuildScriptOptions {
  /** The process's script (build-worker.ts; a stand-in in the tests). */
  workerFile?: string;
  idleMs?: number;
  timeoutMs?: number;
}

/**
 * The site's build as Netlify runs it (site-build.ts), in a process of its own that stays loaded
 * between builds (build-worker.ts): one build at a time, as the local builder asks. A heap past
 * MAX_HEAP_BYTES after a build, IDLE_MS without one, or a build not answered in BUILD_TIMEOUT_MS
 * ends the process; so does a crash. The next build then starts a new one.
 */
export class BuildScript {
  private worker: ChildProcess | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly workerFile: string;
  private readonly idleMs: number;
  private readonly timeoutMs: number;

  constructor(
    private readonly root: string,
    private readonly env: NodeJS.ProcessEnv,
    {
      workerFile = "scripts/lib/build-worker.ts",
      idleMs = IDLE_MS,
      timeoutMs = BUILD_TIMEOUT_MS,
    }: BuildScriptOptions = {},
  ) {
    this.workerFile = workerFile;
    this.idleMs = idleMs;
    this.timeoutMs = timeoutMs;
  }

  /** Builds the site into `outDir`; true when the build succeeded. */
  readonly run = (outDir: string): Promise<boolean> =>
    new Promise((resolve) => {
      clearTimeout(this.idleTimer);
      const worker = this.worker ?? this.start();
      let settled = false;
      const timeout = setTimeout(() => {
        console.error(`The build did not finish in ${this.timeoutMs / 60_000} minutes; its process is ended.`);
        finish(false, false);
      }, this.timeoutMs);
      /** `keep`: the process may make the next build. */
      const finish = (ok: boolean, keep: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timeout);
        worker.off("message", onMessage).off("exit", onGone).off("error", onGone);
        if (keep) this.endWhenIdle(worker);
        else this.end(worker);
        resolve(ok);
      };
      // A failed build (bad data, say) keeps the process: Astro starts each build afresh, and the
      // lifecycle spec's failure, retry and fix run in one process. The heap it keeps may end it.
      const onMessage = (answer: BuildAnswer) => finish(answer.ok, answer.heapBytes <= MAX_HEAP_BYTES);
      const onGone = () => finish(false, false);
      worker.on("message", onMessage).once("exit", onGone).once("error", onGone);
      const request: BuildRequest = { outDir };
      worker.send(request, (error) => {
        if (error) finish(false, false);
      });
    });

  /**
   * Starts the process before a build is asked for: the first build after it finds Astro loaded.
   * Like a process after a build, it ends after IDLE_MS without one.
   */
  warm(): void {
    if (!this.worker) this.endWhenIdle(this.start());
  }

  stop(): void {
    clearTimeout(this.idleTimer);
    if (this.worker) this.end(this.worker);
  }

  private start(): ChildProcess {
    const worker = spawnTypeScript(this.workerFile, [], {
      cwd: this.root,
      env: this.env,
      // The worker collects the build's garbage before it measures what it keeps.
      nodeFlags: ["--expose-gc"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    // A process that ends on its own (a crash) is not sent the next build.
    const forget = () => {
      if (this.worker === worker) this.worker = undefined;
    };
    worker.once("exit", forget).on("error", forget);
    this.worker = worker;
    return worker;
  }

  /** Ends `worker` after IDLE_MS, unless a build comes first (`run` clears the timer). */
  private endWhenIdle(worker: ChildProcess): void {
    this.idleTimer = setTimeout(() => this.end(worker), this.idleMs).unref();
  }

  private end(worker: ChildProcess): void {
    if (this.worker === worker) this.worker = undefined;
    worker.kill("SIGTERM");
  }
}
