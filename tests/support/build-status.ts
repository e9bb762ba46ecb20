import { readFile, rename, writeFile } from "node:fs/promises";

/** How a background build of the test run ended, as its `status.json` says. */
export interface BuildStatus {
  ok: boolean;
  code: number;
}

/**
 * Writes the status whole or not at all (a file beside it, then renamed over it): another process
 * polls for it and must never read half of it.
 */
export async function writeBuildStatus(file: string, status: BuildStatus): Promise<void> {
  await writeFile(`${file}.partial`, JSON.stringify(status));
  await rename(`${file}.partial`, file);
}

/** The status once written, undefined until then. */
function readBuildStatus(file: string): Promise<BuildStatus | undefined> {
  return readFile(file, "utf8").then(
    (text) => JSON.parse(text) as BuildStatus,
    () => undefined,
  );
}

/** Polls for the status until it is written, or undefined once `givesUp` says to stop waiting. */
export async function waitForBuildStatus(file: string, givesUp: () => boolean): Promise<BuildStatus | undefined> {
  for (;;) {
    const status = await readBuildStatus(file);
    if (status || givesUp()) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
