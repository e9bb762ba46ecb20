import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import net from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../../..");

/** A free TCP port on this machine, picked by the system (so two runs never collide). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

export interface RunningSite {
  origin: string;
  storeDir: string;
  /** The server's output so far (also written to `<store>-server.log`). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `npm start` (scripts/start.ts, as the npm script runs it) on a free port against `storeDir`, in
 * its own process group so that stopping it also stops the builds it spawned, and nobody else's.
 */
export async function startSite(storeDir: string, readyTimeoutMs: number): Promise<RunningSite> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = createWriteStream(path.join(ROOT, `${storeDir}-server.log`));
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: ROOT,
    // Astro's info log names each build phase and its time: edit-to-live.ts reads them.
    env: { ...process.env, SITE_ENV: "local", PORT: String(port), STORE_DIR: storeDir, BUILD_LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const state = { exited: false };
  const exit = new Promise<void>((resolve) => {
    child.once("exit", () => {
      state.exited = true;
      log.end();
      resolve();
    });
  });

  const stop = async () => {
    if (state.exited || child.pid === undefined) return;
    const group = -child.pid;
    try {
      process.kill(group, "SIGTERM");
    } catch {
      return;
    }
    const killed = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
    if (!killed) {
      try {
        process.kill(group, "SIGKILL");
      } catch {
        // Already gone.
      }
      await exit;
    }
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (state.exited) throw new Error(`npm start stopped before it was ready:\n${output.slice(-2000)}`);
    const ok = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, storeDir, output: () => output, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(`npm start was not ready within ${readyTimeoutMs / 1000} s:\n${output.slice(-2000)}`);
}

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
