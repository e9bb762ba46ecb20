import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BuildAnswer, BuildRequest } from "../../scripts/lib/build-worker";

/**
 * A stand-in for scripts/lib/build-worker.ts that answers at once: it writes its process id and
 * when it started (`pid`, `started`) into the folder it is sent, and answers `{ ok: false }` for a folder named `fail*`, a heap of a
 * terabyte for one named `full*`, or ends without answering for one named `crash*`.
 */
const started = Date.now();
process.on("message", (request: BuildRequest) => {
  void (async () => {
    const name = path.basename(request.outDir);
    if (name.startsWith("crash")) process.exit(3);
    await mkdir(request.outDir, { recursive: true });
    await writeFile(path.join(request.outDir, "pid"), String(process.pid));
    await writeFile(path.join(request.outDir, "started"), String(started));
    const answer: BuildAnswer = {
      ok: !name.startsWith("fail"),
      heapBytes: name.startsWith("full") ? 2 ** 40 : process.memoryUsage().heapUsed,
    };
    process.send?.(answer);
  })();
});
process.on("disconnect", () => process.exit(0));
