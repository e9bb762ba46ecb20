import type { ChildProcess } from "node:child_process";
import { spawnTypeScript } from "./run-typescript";

/** The site's build as Netlify runs it (scripts/build.ts), in a process of its own. */
export class BuildScript {
  private child: ChildProcess | undefined;

  constructor(
    private readonly root: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** Builds the site into `outDir`; true when the build succeeded. */
  readonly run = (outDir: string): Promise<boolean> =>
    new Promise((resolve) => {
      const child = spawnTypeScript("scripts/build.ts", ["--outDir", outDir], {
        cwd: this.root,
        env: this.env,
        stdio: ["ignore", "inherit", "inherit"],
      });
      this.child = child;
      const done = (ok: boolean) => {
        if (this.child === child) this.child = undefined;
        resolve(ok);
      };
      child.on("exit", (exitCode) => {
        done(exitCode === 0);
      });
      child.on("error", () => {
        done(false);
      });
    });

  stop(): void {
    this.child?.kill("SIGTERM");
  }
}
