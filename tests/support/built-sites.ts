import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { inject } from "vitest";
import { waitForBuildStatus } from "./build-status";
import type { BuildOutcomeLocation, BuiltSiteKind, BuiltSiteLocation, BuiltSiteManifest } from "./built-site-manifest";

/** A site built once for the unit run (built-sites-setup.ts), as the tests read it. */
export interface BuiltSite extends BuiltSiteLocation, BuiltSiteManifest {
  /** The built file a visitor's path is served from (as Netlify resolves it), or undefined. */
  fileFor(urlPath: string): Promise<string | undefined>;
  /** The text of a built file, by its path inside the build. */
  read(file: string): Promise<string>;
}

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/** Waits (up to four minutes) for a build to end, and fails with its log if it failed. */
async function buildEnded(location: BuildOutcomeLocation, name: string): Promise<void> {
  const deadline = Date.now() + 240_000;
  const status = await waitForBuildStatus(location.statusPath, () => Date.now() > deadline);
  if (!status) throw new Error(`The ${name} was not built within four minutes.`);
  if (!status.ok) {
    const log = await readFile(location.logPath, "utf8").catch(() => "");
    throw new Error(`Building the ${name} failed (exit ${status.code}):\n${log.slice(-4000)}`);
  }
}

/** The fixtures' store built again with every page rendered (built-sites-setup.ts), once it has ended. */
export async function fullBuildOfFixtures(): Promise<BuildOutcomeLocation> {
  const location = inject("fullBuildOfFixtures");
  await buildEnded(location, "full build of the fixtures site");
  return location;
}

/** Waits (up to four minutes) for the build of `kind`, and fails with its log if it failed. */
export async function builtSite(kind: BuiltSiteKind): Promise<BuiltSite> {
  const location = inject("builtSites")[kind];
  await buildEnded(location, `${kind} site`);
  const manifest = JSON.parse(await readFile(location.manifestPath, "utf8")) as BuiltSiteManifest;
  const outDir = location.outDir;
  return {
    ...location,
    ...manifest,
    async fileFor(urlPath) {
      const decoded = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? "/");
      const base = path.join(outDir, decoded);
      if (!base.startsWith(outDir)) return undefined;
      const candidates = decoded.endsWith("/")
        ? [path.join(base, "index.html")]
        : [base, path.join(base, "index.html"), `${base}.html`];
      for (const candidate of candidates) if (await isFile(candidate)) return candidate;
      return undefined;
    },
    read: (file) => readFile(path.join(outDir, file), "utf8"),
  };
}
