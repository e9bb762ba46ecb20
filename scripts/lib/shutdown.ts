/**
 * Ctrl-C (SIGINT) and SIGTERM stop `npm start` cleanly: what was opened is closed, most recent
 * first, and the process exits, leaving no child process or open port behind.
 */
export class Shutdown {
  private readonly closers: (() => unknown)[] = [];
  private stopping = false;

  constructor() {
    process.on("SIGINT", () => void this.exit());
    process.on("SIGTERM", () => void this.exit());
  }

  /** Runs `close` on exit; a close that fails does not keep the others from running. */
  onExit(close: () => unknown): void {
    this.closers.push(close);
  }

  async exit(code = 0): Promise<never> {
    if (!this.stopping) {
      this.stopping = true;
      for (const close of this.closers.reverse()) await Promise.resolve(close()).catch(() => undefined);
    }
    process.exit(code);
  }
}
