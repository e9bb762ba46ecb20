import path from "node:path";
import { ConfigurationError, parseConfig, type SiteConfig } from "../../src/server/config";

/** Shared set-up of the local commands: local mode, no telemetry, where the embedded store lives. */
export function localEnvironment(): { config: SiteConfig; storeDir: string; root: string } {
  process.env.SITE_ENV ??= "local";
  process.env.ASTRO_TELEMETRY_DISABLED = "1";
  const root = path.resolve(import.meta.dirname, "../..");
  const storeDir = path.resolve(root, process.env.STORE_DIR ?? ".netlify/blobs-serve");
  try {
    return { config: parseConfig(process.env), storeDir, root };
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
