import { rm } from "node:fs/promises";
import { startBlobsSandbox } from "./lib/blobs-sandbox";
import { localEnvironment } from "./lib/local-env";
import { seedDemoContentOnce } from "./lib/seed";

/**
 * `npm run seed`: add the demo content to the local store if it was never seeded.
 * `npm run seed:reset`: erase the local store and seed it afresh (stop `npm start` first).
 */
const { storeDir } = localEnvironment();
if (process.argv.includes("--reset")) {
  await rm(storeDir, { recursive: true, force: true });
  console.log(`Erased the local store at ${storeDir}`);
}
const sandbox = await startBlobsSandbox(storeDir, { inProcess: true });
process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;
const seeded = await seedDemoContentOnce();
console.log(seeded ? "Demo content added." : "The store was seeded before; nothing changed.");
await sandbox.stop();
