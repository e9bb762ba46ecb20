import path from "node:path";

/**
 * The demo site `npm test` builds once (prepare-demo-site.ts) and hands to the unit run and the
 * end-to-end servers in PREPARED_DEMO_SITE. Run on their own, they build their own.
 */
export const PREPARED_DEMO_SITE = "PREPARED_DEMO_SITE";

export interface DemoSiteLocation {
  dir: string;
  /** The seeded store; its site folder (`${storeDir}-site`) holds the build, `dist` and Astro's cache. */
  storeDir: string;
  siteDir: string;
  manifestPath: string;
  statusPath: string;
  logPath: string;
}

export function demoSiteLocation(dir: string): DemoSiteLocation {
  const storeDir = path.join(dir, "store");
  return {
    dir,
    storeDir,
    siteDir: `${storeDir}-site`,
    manifestPath: path.join(dir, "manifest.json"),
    statusPath: path.join(dir, "status.json"),
    logPath: path.join(dir, "build.log"),
  };
}

/** The prepared demo site this run was handed, if any. */
export function preparedDemoSite(env: NodeJS.ProcessEnv = process.env): DemoSiteLocation | undefined {
  const dir = env[PREPARED_DEMO_SITE];
  return dir ? demoSiteLocation(path.resolve(dir)) : undefined;
}
