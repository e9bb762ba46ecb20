import { mkdir, open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { isRunning } from "./is-running";

/**
 * Astro's cache folder, held by one build at a time. The incremental build writes the pages it
 * renders into that folder and a manifest of their keys at the end; two builds writing one folder
 * at once could leave one build's manifest beside the other's pages, and a later build would copy
 * the wrong page (docs/decisions/rebuild-time.md). The lock is a file naming the holder's process;
 * one whose process has ended is taken over.
 */
export async function lockCacheFolder(folder: string): Promise<{ release: () => Promise<void> } | undefined> {
  await mkdir(folder, { recursive: true });
  const lockFile = path.join(folder, "build.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { release: () => rm(lockFile, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(await readFile(lockFile, "utf8").catch(() => ""));
      if (holder > 0 && isRunning(holder)) return undefined;
      await rm(lockFile, { force: true });
    }
  }
  return undefined;
}
