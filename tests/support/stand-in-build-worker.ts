import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BuildAnswer, BuildRequest } from "../../scripts/lib/build-worker";

/**
 * A stand-in for scripts/lib/build-worker.ts that answers at once, writing its process id into the
 * folder it is sent (`pid`). A folder's name says what else it does: `fail*` answers `{ ok: false }`,
 * `full*` answers a heap of a terabyte, `crash*` ends the process without an answer, and `hang*`
 * is never answered.
 */
process.on("message", (request: BuildRequest) => {
  void (async () => {
    const name = path.basename(request.outDir);
    if (name.startsWith("crash")) process.exit(3);
    if (name.startsWith("hang")) return;
    await mkdir(request.outDir, { recursive: true });
    await writeFile(path.join(request.outDir, "pid"), String(process.pid));
    const answer: BuildAnswer = {
      ok: !name.startsWith("fail"),
      heapBytes: name.startsWith("full") ? 2 ** 40 : process.memoryUsage().heapUsed,
    };
    process.send?.(answer);
  })();
});
process.on("disconnect", () => process.exit(0));
