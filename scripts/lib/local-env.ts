import { ConfigurationError, parseConfig, parseScriptSettings, type SiteConfig } from "../../src/server/core/config";
import { projectRoot, sitePaths } from "./site-paths";

/** Shared set-up of the local commands: local mode, no telemetry, where the embedded store lives. */
export function localEnvironment(): {
  config: SiteConfig;
  storeDir: string;
  siteRoot: string;
  root: string;
  rebuildOnEdit: boolean;
  reuseBuild: boolean;
} {
  process.env.SITE_ENV ??= "local";
  process.env.ASTRO_TELEMETRY_DISABLED = "1";
  try {
    const settings = parseScriptSettings(process.env);
    const { storeDir, siteRoot } = sitePaths(settings.STORE_DIR);
    return {
      config: parseConfig(process.env),
      storeDir,
      siteRoot,
      root: projectRoot,
      rebuildOnEdit: settings.REBUILD_ON_EDIT,
      reuseBuild: settings.REUSE_BUILD,
    };
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
