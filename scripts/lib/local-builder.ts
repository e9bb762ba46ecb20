import { spawn } from "node:child_process";
import { mkdir, readdir, rename, rm, symlink, lstat } from "node:fs/promises";
import path from "node:path";
import { markPublished, markPublishFailed, retryFailedPublish } from "../../src/server/content/publish";

/**
 * The local stand-in for Netlify's build-and-deploy: each build goes to a fresh folder, and only a
 * successful one is switched live by atomically repointing the `dist` symlink the server reads.
 * A build starts once requests have stopped arriving for a moment (`settleMs`), as a Netlify build
 * starts some seconds after its hook is called, so a burst of saves goes into one build; requests
 * that arrive during a build are coalesced into one follow-up build. The outcome is
 * recorded in the publish status as Netlify's deploy events record it (deploy-*.mts): live, or
 * failed, with the next attempt planned.
 */
export interface LocalBuilderOptions {
  /**
   * Where builds go and the live `dist` link is kept: the project itself, or a folder of its own
   * for an instance with its own store, so two instances never share pages.
   */
  siteRoot: string;
  /** Builds the site into `outDir`; true when it succeeded. */
  buildInto: (outDir: string) => Promise<boolean>;
  /** Told when a build is live, before the publish status says so. */
  onLive?: () => void;
  log?: (line: string) => void;
  /** How the next attempt after a failed build waits (the publish status says how long). */
  retryWait?: (ms: number) => Promise<void>;
  /**
   * How long a build waits for requests to stop before it starts (0: at once), and at most how
   * long it waits for a burst that goes on.
   */
  settle?: { quietMs: number; maxMs: number };
}

export class LocalBuilder {
  private running: Promise<boolean> | undefined;
  /** Requests received; a build that ends with more than it started with is followed by another. */
  private requests = 0;
  private lastRequestAt = 0;
  private counter = 0;
  private readonly buildsDir: string;
  private readonly liveLink: string;
  private readonly log: (line: string) => void;

  constructor(private readonly options: LocalBuilderOptions) {
    this.buildsDir = path.join(options.siteRoot, ".netlify", "site-builds");
    this.liveLink = path.join(options.siteRoot, "dist");
    this.log = options.log ?? console.log;
  }

  /**
   * Ask for a build; resolves when the site includes everything asked for so far. `atOnce` skips
   * the wait for more requests (the first build when the site starts).
   */
  request({ atOnce = false } = {}): Promise<boolean> {
    this.requests++;
    this.lastRequestAt = performance.now();
    if (this.running) return this.running;
    this.running = this.loop(atOnce).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async loop(atOnce: boolean): Promise<boolean> {
    let seen: number;
    let ok: boolean;
    let first = true;
    do {
      if (!(first && atOnce)) await this.settle();
      first = false;
      seen = this.requests;
      ok = await this.buildOnce();
    } while (this.requests !== seen);
    return ok;
  }

  /** Waits until no request has come for `quietMs`, or `maxMs` have passed. */
  private async settle(): Promise<void> {
    const { settle } = this.options;
    if (!settle || settle.quietMs <= 0) return;
    const deadline = performance.now() + settle.maxMs;
    for (;;) {
      const now = performance.now();
      const wait = Math.min(this.lastRequestAt + settle.quietMs, deadline) - now;
      if (wait <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  private async buildOnce(): Promise<boolean> {
    await mkdir(this.buildsDir, { recursive: true });
    const outDir = path.join(this.buildsDir, `${Date.now()}-${++this.counter}`);
    const started = performance.now();
    const ok = await this.options.buildInto(outDir);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (!ok) {
      this.log(`Site build failed after ${seconds} s; the previous build stays live.`);
      await rm(outDir, { recursive: true, force: true });
      await this.recordFailure();
      return false;
    }
    await this.goLive(outDir);
    this.options.onLive?.();
    await this.recordLive();
    this.log(`Site rebuilt and live in ${seconds} s.`);
    // Only once the new build is live: removing an old one (6,500 pages at 10x) never holds it up.
    await this.removeOldBuilds(outDir);
    return true;
  }

  /** As Netlify's deploy-succeeded event does. */
  private async recordLive(): Promise<void> {
    await markPublished().catch((error: unknown) => {
      console.error("Could not record the new build as live:", error);
    });
  }

  /** As Netlify's deploy-failed event does: the next attempt waits its turn without holding up other builds. */
  private async recordFailure(): Promise<void> {
    try {
      const failure = await markPublishFailed("The site build did not complete.");
      const { retryWait } = this.options;
      void retryFailedPublish(failure, { log: this.log, ...(retryWait ? { wait: retryWait } : {}) });
    } catch (error) {
      console.error("Could not record the failed build:", error);
    }
  }

  private async goLive(outDir: string): Promise<void> {
    const staging = `${this.liveLink}.next-link`;
    await rm(staging, { force: true });
    await symlink(outDir, staging, "dir");
    const existing = await lstat(this.liveLink).catch(() => undefined);
    if (existing && !existing.isSymbolicLink()) await rm(this.liveLink, { recursive: true, force: true });
    await rename(staging, this.liveLink);
  }

  /**
   * Keeps the live build and the one before it. The others are removed by a child process: at 10x
   * a build is 6,500 folders, and removing them in this process filled the thread pool that the
   * server's own file reads wait for, so the first page asked for after a switch took some 1.7 s.
   */
  private async removeOldBuilds(outDir: string): Promise<void> {
    const builds = (await readdir(this.buildsDir)).sort((a, b) => parseInt(a) - parseInt(b) || a.localeCompare(b));
    const keep = new Set([path.basename(outDir), builds.at(-2)]);
    const old = builds.filter((name) => !keep.has(name)).map((name) => path.join(this.buildsDir, name));
    if (old.length > 0) await removeInChildProcess(old);
  }
}

/** Removes folders from a Node process of its own; a failure is logged, the site carries on. */
function removeInChildProcess(folders: readonly string[]): Promise<void> {
  const script =
    "for (const folder of process.argv.slice(1)) require('node:fs').rmSync(folder, { recursive: true, force: true });";
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["-e", script, ...folders], { stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", (error) => {
      console.error("Could not remove old builds:", error);
      resolve();
    });
    child.on("exit", (code) => {
      if (code !== 0) console.error(`Removing old builds ended with exit code ${String(code)}.`);
      resolve();
    });
  });
}
