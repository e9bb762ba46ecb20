import path from "node:path";
import { resetStoreClient } from "../../src/server/store";
import { startBlobsSandbox } from "./blobs-sandbox";
import { seedDemoContentOnce } from "./seed";

/**
 * The store `netlify dev` and `netlify serve` give the site: their Blobs sandbox keeps it in the
 * project's .netlify/blobs-serve, under the site id netlify-cli uses for a project not linked to a
 * Netlify site (its UNLINKED_SITE_MOCK_ID). `npm start` keeps its own store in the same folder under
 * another site id, so the two never mix.
 */
export const NETLIFY_CLI_SITE_ID = "unlinked";

/**
 * Adds the demo content to that store if it was never seeded, before netlify-cli starts (its build
 * reads the store). Only local runs (SITE_ENV=local) get demo content; anywhere else this does
 * nothing and answers false.
 */
export async function seedNetlifyCliStore(projectRoot: string): Promise<boolean> {
  if (process.env.SITE_ENV !== "local") return false;
  const sandbox = await startBlobsSandbox(path.join(projectRoot, ".netlify", "blobs-serve"), { inProcess: true });
  const previous = process.env.NETLIFY_BLOBS_CONTEXT;
  const context = { ...sandbox.connection, siteID: NETLIFY_CLI_SITE_ID, primaryRegion: "local" };
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString("base64");
  resetStoreClient();
  try {
    return await seedDemoContentOnce();
  } finally {
    await sandbox.stop();
    if (previous === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
    else process.env.NETLIFY_BLOBS_CONTEXT = previous;
    resetStoreClient();
  }
}
