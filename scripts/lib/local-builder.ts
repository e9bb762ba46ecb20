import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, readdir, rename, rm, symlink, lstat } from "node:fs/promises";
import path from "node:path";

/**
 * The local stand-in for Netlify's build-and-deploy: each build goes to a fresh folder, and only a
 * successful one is switched live by atomically repointing the `dist` symlink the server reads.
 * Build requests that arrive during a build are coalesced into one follow-up build.
 */
export class LocalBuilder {
  private running: Promise<boolean> | undefined;
  /** Requests received; a build that ends with more than it started with is followed by another. */
  private requests = 0;
  private child: ChildProcess | undefined;
  private counter = 0;
  private readonly buildsDir: string;
  private readonly liveLink: string;

  /**
   * @param root the project (where the build runs)
   * @param siteRoot where builds go and the live `dist` link is kept: the project itself, or a
   *   folder of its own for an instance with its own store, so two instances never share pages
   */
  constructor(
    private readonly root: string,
    siteRoot: string,
    private readonly env: NodeJS.ProcessEnv,
    /** Told when a build is live, as Netlify's deploy-succeeded event is. */
    private readonly onLive: () => Promise<void>,
    private readonly log: (line: string) => void = console.log,
  ) {
    this.buildsDir = path.join(siteRoot, ".netlify", "site-builds");
    this.liveLink = path.join(siteRoot, "dist");
  }

  /** Ask for a build; resolves when the site includes everything asked for so far. */
  request(): Promise<boolean> {
    this.requests++;
    if (this.running) return this.running;
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async loop(): Promise<boolean> {
    let seen: number;
    let ok: boolean;
    do {
      seen = this.requests;
      ok = await this.buildOnce();
    } while (this.requests !== seen);
    return ok;
  }

  private async buildOnce(): Promise<boolean> {
    await mkdir(this.buildsDir, { recursive: true });
    const outDir = path.join(this.buildsDir, `${Date.now()}-${++this.counter}`);
    const started = performance.now();
    const code = await new Promise<number>((resolve) => {
      const tsx = path.join(this.root, "node_modules", ".bin", "tsx");
      this.child = spawn(tsx, ["scripts/build.ts", "--outDir", outDir], {
        cwd: this.root,
        env: this.env,
        stdio: ["ignore", "inherit", "inherit"],
      });
      this.child.on("exit", (exitCode) => resolve(exitCode ?? 1));
      this.child.on("error", () => resolve(1));
    });
    this.child = undefined;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (code !== 0) {
      this.log(`Site build failed after ${seconds} s; the previous build stays live.`);
      await rm(outDir, { recursive: true, force: true });
      return false;
    }
    await this.goLive(outDir);
    await this.onLive();
    this.log(`Site rebuilt and live in ${seconds} s.`);
    return true;
  }

  private async goLive(outDir: string): Promise<void> {
    const staging = `${this.liveLink}.next-link`;
    await rm(staging, { force: true });
    await symlink(outDir, staging, "dir");
    const existing = await lstat(this.liveLink).catch(() => undefined);
    if (existing && !existing.isSymbolicLink()) await rm(this.liveLink, { recursive: true, force: true });
    await rename(staging, this.liveLink);
    // Keep the live build and the one before it.
    const builds = (await readdir(this.buildsDir)).sort((a, b) => parseInt(a) - parseInt(b) || a.localeCompare(b));
    const keep = new Set([path.basename(outDir), builds.at(-2)]);
    for (const name of builds) {
      if (!keep.has(name)) await rm(path.join(this.buildsDir, name), { recursive: true, force: true });
    }
  }

  stop(): void {
    this.child?.kill("SIGTERM");
  }
}
