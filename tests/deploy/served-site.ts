import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { spawnNetlifyCli } from "../../scripts/lib/netlify-cli";

const READY_TIMEOUT_MS = 8 * 60_000;
const STOP_GRACE_MS = 10_000;
const LOG_LINES_KEPT = 80;

export interface ServedSite {
  url: string;
  /** The last lines netlify-cli printed, for a failure report. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * `netlify serve` in `root`: netlify-cli runs the build (`npm run build` with its Blobs sandbox),
 * packages every function as a deploy does, and serves the result with its own runtime on free
 * ports. netlify-cli runs in a process group of its own, so stopping it ends every process it
 * started, also when this process is interrupted or exits early.
 */
export async function serveSite(root: string, env: NodeJS.ProcessEnv): Promise<ServedSite> {
  const [port, functionsPort, staticPort] = [await freePort(), await freePort(), await freePort()];
  const cli = spawnNetlifyCli(
    [
      "serve",
      "--port",
      String(port),
      "--functions-port",
      String(functionsPort),
      "--staticServerPort",
      String(staticPort),
    ],
    // The site's own address, where the site search's function reads the index (SITE_URL).
    {
      cwd: root,
      env: { ...env, SITE_URL: `http://localhost:${port}` },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n"));
    lines.splice(0, Math.max(0, lines.length - LOG_LINES_KEPT));
  };
  cli.stdout?.on("data", keep);
  cli.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => cli.once("exit", () => resolve()));
  const killGroup = (signal: NodeJS.Signals) => {
    if (cli.pid === undefined || cli.exitCode !== null || cli.signalCode !== null) return;
    try {
      process.kill(-cli.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const onExit = () => killGroup("SIGKILL");
  process.once("exit", onExit);

  const site: ServedSite = {
    url: `http://localhost:${port}`,
    log: () => lines.join("\n"),
    async stop() {
      killGroup("SIGTERM");
      const late = setTimeout(() => killGroup("SIGKILL"), STOP_GRACE_MS);
      await exited;
      clearTimeout(late);
      process.off("exit", onExit);
    },
  };
  try {
    await waitUntilServing(site.url, cli);
  } catch (error) {
    const log = site.log();
    await site.stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- netlify serve ---\n${log}`, {
      cause: error,
    });
  }
  return site;
}

async function waitUntilServing(url: string, cli: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (cli.exitCode !== null || cli.signalCode !== null) throw new Error("netlify serve stopped before serving.");
    const answered = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`netlify serve did not answer on ${url} within ${READY_TIMEOUT_MS / 60_000} minutes.`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("No free port."));
      });
    });
  });
}
