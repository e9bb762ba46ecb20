import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, createBackup, isUserError } from "./lib/backup";
import { fromCaller, openStoreTarget } from "./lib/backup-target";
import { describeSummary, formatBytes, summarize } from "./lib/store-summary";

/**
 * `npm run backup [-- FILE]`: writes every blob of the store (all collections and files) to one
 * archive, by default backups/society-<UTC time>.json.gz. The local store unless NETLIFY_SITE_ID
 * and NETLIFY_AUTH_TOKEN name a deployed site. Only reads, so it is safe while `npm start` runs.
 */
try {
  await backup(parseArgs({ allowPositionals: true, options: {} }).positionals[0]);
} catch (error) {
  if (!isUserError(error)) throw error;
  console.error(`Backup failed: ${error.message}`);
  process.exitCode = 1;
}

async function backup(fileArgument: string | undefined): Promise<void> {
  const target = await openStoreTarget({ mustExist: true });
  try {
    const { file, archive } = await createBackup();
    const stamp = archive.createdAt.replace(/\.\d+Z$/, "Z").replaceAll(":", "-");
    const destination = fileArgument
      ? fromCaller(fileArgument)
      : path.join(target.root, "backups", `society-${stamp}.json.gz`);
    await mkdir(path.dirname(destination), { recursive: true });
    // "wx": never overwrite an earlier backup.
    await writeFile(destination, file, { flag: "wx" }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      throw new BackupError(`${destination} exists already; give another file name.`);
    });
    console.log(`Backed up ${target.description} to ${destination} (${formatBytes(file.length)}):`);
    console.log(describeSummary(summarize(archive.entries)).join("\n"));
  } finally {
    await target.close();
  }
}
