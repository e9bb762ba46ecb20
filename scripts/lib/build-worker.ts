import { buildSiteFully } from "./site-build";

/**
 * A build process kept warm between builds (build-script.ts starts it, with `--expose-gc`): each
 * `{ outDir }` it is sent is built with buildSiteFully and answered with `{ ok, heapBytes }`, the heap it
 * keeps once the build's garbage is collected. Astro and its bundler stay loaded: a rebuild of the
 * demo site costs about 2.6 s of CPU instead of 6 s in a new process (docs/decisions/rebuild-time.md).
 */
process.env.ASTRO_TELEMETRY_DISABLED = "1";

export interface BuildRequest {
  outDir: string;
}
export interface BuildAnswer {
  ok: boolean;
  heapBytes: number;
}

/** True when the site was built into `outDir`. */
const built = async (outDir: string): Promise<boolean> => {
  try {
    return await buildSiteFully({ outDir });
  } catch (error) {
    console.error("Build failed:", error);
    return false;
  }
};
process.on("message", (request: BuildRequest) => {
  void built(request.outDir).then((ok) => {
    globalThis.gc?.();
    const answer: BuildAnswer = { ok, heapBytes: process.memoryUsage().heapUsed };
    process.send?.(answer);
  });
});
// The server that sent the builds is gone: nothing more will come.
process.on("disconnect", () => process.exit(0));
