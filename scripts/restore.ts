import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { snapshotStore } from "../src/server/store";
import { BackupError, isUserError, readBackup, restoreBackup } from "./lib/backup";
import { fromCaller, openStoreTarget } from "./lib/backup-target";
import { describeSummary, summarize } from "./lib/store-summary";

/**
 * `npm run restore -- FILE --yes`: makes the store exactly as it was in the backup FILE: every blob
 * written back, everything added since deleted. Without --yes it only says what it would replace
 * (no prompt, so it can run from scripts). The file is checked whole before the store is touched.
 * Stop `npm start` first: two sandboxes writing one folder do not lock each other out.
 */
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { yes: { type: "boolean", default: false } },
  });
  await restore(positionals[0], values.yes);
} catch (error) {
  if (!isUserError(error)) throw error;
  console.error(`Restore failed: ${error.message}`);
  process.exitCode = 1;
}

async function restore(fileArgument: string | undefined, confirmed: boolean): Promise<void> {
  if (!fileArgument) throw new BackupError("Name the backup file: npm run restore -- FILE --yes");
  const file = fromCaller(fileArgument);
  const bytes = await readFile(file).catch((error: unknown) => {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  });
  const archive = readBackup(bytes);
  const target = await openStoreTarget({ mustExist: false });
  try {
    if (!confirmed) {
      console.error(`This would replace everything in ${target.description} with the backup of ${archive.createdAt}.`);
      console.error("Now in the store:");
      console.error(describeSummary(summarize(await snapshotStore())).join("\n"));
      console.error("In the backup:");
      console.error(describeSummary(summarize(archive.entries)).join("\n"));
      const stop = target.remote ? "" : "stop the site (npm start) first, then ";
      console.error(`Nothing was changed. To restore, ${stop}run: npm run restore -- ${fileArgument} --yes`);
      process.exitCode = 1;
      return;
    }
    const { deleted } = await restoreBackup(archive);
    console.log(`Restored ${target.description} from ${file} (backup of ${archive.createdAt}):`);
    console.log(describeSummary(summarize(archive.entries)).join("\n"));
    console.log(`  removed: ${deleted} blobs added since the backup`);
    console.log("Checked: the store now matches the backup exactly.");
    console.log(
      target.remote
        ? "Now rebuild the public pages: in Netlify, Deploys > Trigger deploy > Deploy site."
        : "The pages are rebuilt from it when the site starts (npm start).",
    );
  } finally {
    await target.close();
  }
}
