import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigurationError, parseScriptSettings } from "../../src/server/core/config";
import { resetStoreClient, useRemoteStore } from "../../src/server/store";
import { BackupError } from "./backup";
import { startBlobsSandbox } from "./blobs-sandbox";
import { localEnvironment } from "./local-env";

/** The store backup and restore work on, opened for this process. */
export interface StoreTarget {
  /** E.g. "the local store at .netlify/blobs-serve" or "the Netlify site <id>". */
  description: string;
  remote: boolean;
  /** The project folder, where `backups/` goes. */
  root: string;
  close(): Promise<void>;
}

/**
 * The deployed site's store when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set (through the
 * Netlify API; NETLIFY_API_URL overrides its address, for tests), otherwise the local store that
 * `npm start` uses (STORE_DIR), opened with a sandbox of our own.
 */
export async function openStoreTarget({ mustExist }: { mustExist: boolean }): Promise<StoreTarget> {
  const root = path.resolve(import.meta.dirname, "../..");
  const { NETLIFY_SITE_ID: siteID, NETLIFY_AUTH_TOKEN: token, NETLIFY_API_URL: apiURL } = remoteStoreSettings();
  if (siteID || token) {
    if (!siteID || !token) {
      throw new BackupError(
        "Set both NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to use the Netlify site, or neither to use the local store.",
      );
    }
    useRemoteStore(siteID, token, apiURL);
    return { description: `the Netlify site ${siteID}`, remote: true, root, close: () => Promise.resolve() };
  }
  const { storeDir } = localEnvironment();
  const shown = path.relative(root, storeDir).startsWith("..") ? storeDir : path.relative(root, storeDir);
  if (mustExist && !existsSync(storeDir)) throw new BackupError(`There is no local store at ${shown}.`);
  const sandbox = await startBlobsSandbox(storeDir);
  process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;
  resetStoreClient();
  return { description: `the local store at ${shown}`, remote: false, root, close: () => sandbox.stop() };
}

function remoteStoreSettings() {
  try {
    return parseScriptSettings(process.env);
  } catch (error) {
    throw error instanceof ConfigurationError ? new BackupError(error.message) : error;
  }
}

/** A path typed by the person running `npm run ...`: npm runs scripts in the project folder, not theirs. */
export const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
