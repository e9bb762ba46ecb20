import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup, firstDifference, readBackup, restoreBackup } from "../../scripts/lib/backup";
import { SANDBOX_SITE_ID, startBlobsSandbox, type BlobsSandbox } from "../../scripts/lib/blobs-sandbox";
import type { StoredMeta } from "../../src/domain/fields";
import { ArchiveError } from "../../scripts/lib/archive";
import {
  collection,
  deleteFile,
  getFile,
  listKeys,
  putFile,
  resetStoreClient,
  snapshotStore,
  updateDocument,
  type StoreEntry,
} from "../../src/server/store";
import { storeFolder } from "../support/store-folder";

// This file owns its own store: a restore replaces everything, which would wipe other files' records.
const root = path.resolve(import.meta.dirname, "../..");
const previousContext = process.env.NETLIFY_BLOBS_CONTEXT;
let sandbox: BlobsSandbox;
let directory: string;
let scratch: string;

beforeAll(async () => {
  directory = await storeFolder("society-backup-store-");
  scratch = await mkdtemp(path.join(tmpdir(), "society-backup-files-"));
  sandbox = await startBlobsSandbox(directory);
  process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;
  resetStoreClient();
});

afterAll(async () => {
  if (previousContext === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
  else process.env.NETLIFY_BLOBS_CONTEXT = previousContext;
  resetStoreClient();
  await sandbox.stop();
  await rm(directory, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

type Note = StoredMeta & { title: string };
const news = collection<Note>("news");
const editorials = collection<Note>("editorials");
const workshops = collection<Note>("workshops");
const books = collection<Note>("books");

/** Every byte value, so a text conversion anywhere would show. */
const photo = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 256));
const report = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 7919 + (index >> 9)) % 256));

/** A store with records in several collections, binary files with metadata, and a state blob. */
async function seedStore(): Promise<void> {
  for (const title of ["First news", "Second news"]) await news.insert({ title });
  for (const title of ["Editorial A", "Editorial B"]) await editorials.insert({ title });
  for (const title of ["Workshop A", "Workshop B"]) await workshops.insert({ title });
  await putFile("photo", new Uint8Array(photo).buffer, { contentType: "image/png", name: "Photo" });
  await putFile("report", new Uint8Array(report).buffer, { contentType: "application/pdf", name: "Report 2024" });
  await updateDocument("state/publish", { state: "idle" }, () => ({ next: { state: "queued" }, result: undefined }));
}

/** Adds, edits and deletes records and files, renames one and starts a new collection. */
async function changeStore(): Promise<void> {
  await news.insert({ title: "Added after the backup" });
  const [editorial] = await editorials.list();
  if (editorial) await editorials.replace(editorial._id, { title: "Edited after the backup" });
  const [workshop] = await workshops.list();
  if (workshop) await workshops.remove(workshop._id);
  await deleteFile("photo");
  await putFile("added", new Uint8Array([1, 2, 3]).buffer, { contentType: "image/webp", name: "Added" });
  // Same bytes, new metadata: the restore must bring the old name back too.
  const report = await getFile("report");
  if (report) await putFile("report", report.data, { contentType: report.contentType, name: "Renamed report" });
  await books.insert({ title: "A new collection" });
}

/** An archive unpacked, changed by `edit` and packed again: damage a checksum-less copy would not notice. */
function repacked(file: Buffer, edit: (text: string) => string): Buffer {
  return gzipSync(Buffer.from(edit(gunzipSync(file).toString("utf8"))));
}

interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Which store the scripts use comes from these; a child gets only the ones a test gives it. */
const STORE_VARIABLES = new Set(["NETLIFY_BLOBS_CONTEXT", "NETLIFY_SITE_ID", "NETLIFY_AUTH_TOKEN", "NETLIFY_API_URL"]);

/** Runs scripts/<script> as `npm run` does (tsx), in a child process. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const inherited = Object.entries(process.env).filter(([name]) => !STORE_VARIABLES.has(name));
  const childEnv = { ...Object.fromEntries(inherited), ...env };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", path.join(root, "scripts", script), ...args],
      { cwd: root, env: childEnv },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

const expectSameStore = (actual: readonly StoreEntry[], expected: readonly StoreEntry[]) => {
  expect(firstDifference(expected, actual)).toBeUndefined();
  expect(actual).toEqual(expected);
};

describe("backup and restore", () => {
  let file: Buffer;
  let snapshot: StoreEntry[];

  it("a restore brings the store back to the backup byte for byte, with nothing extra left", async () => {
    await seedStore();
    ({ file } = await createBackup(new Date("2025-01-02T03:04:05.000Z")));
    snapshot = await snapshotStore();
    expect(snapshot.map((entry) => entry.key)).toEqual([
      "collections/editorials",
      "collections/news",
      "collections/workshops",
      "files/photo",
      "files/report",
      "state/publish",
    ]);

    await changeStore();
    expect(firstDifference(snapshot, await snapshotStore())).toBeDefined();

    const archive = readBackup(file);
    expect(archive.createdAt).toBe("2025-01-02T03:04:05.000Z");
    expect(await restoreBackup(archive)).toEqual({ written: 6, deleted: 2 });

    expectSameStore(await snapshotStore(), snapshot);
    expect(await listKeys()).toEqual(snapshot.map((entry) => entry.key));
    expect((await news.list()).map((record) => record.title)).toEqual(["First news", "Second news"]);
    expect((await editorials.list()).map((record) => record.title)).toEqual(["Editorial A", "Editorial B"]);
    expect(await workshops.list()).toHaveLength(2);
    expect(await books.list()).toEqual([]);
    const restoredPhoto = await getFile("photo");
    expect(Buffer.from(restoredPhoto?.data ?? new ArrayBuffer(0)).equals(photo)).toBe(true);
    expect(restoredPhoto?.contentType).toBe("image/png");
    expect((await getFile("report"))?.name).toBe("Report 2024");
    expect(await getFile("added")).toBeUndefined();
  });

  it("refuses a damaged archive before touching the store", async () => {
    await news.insert({ title: "Present before the refused restores" });
    const before = await snapshotStore();
    const middle = Math.floor(file.length / 2);
    const flipped = Buffer.from(file);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    const [header = "", firstEntry = ""] = gunzipSync(file).toString("utf8").split("\n");
    const damaged: [string, Buffer, RegExp][] = [
      ["a flipped byte", flipped, /damaged or incomplete/],
      ["a truncated file", file.subarray(0, file.length - 40), /damaged or incomplete/],
      ["an empty file", Buffer.alloc(0), /damaged or incomplete/],
      ["another format version", repacked(file, (text) => text.replace('"version":1', '"version":2')), /version 2/],
      ["not a backup", gzipSync('{"hello":"world"}\n'), /not a backup/],
      ["a changed blob", repacked(file, (text) => text.replace('"data":"W3', '"data":"X3')), /does not match its/],
      ["changed metadata", repacked(file, (text) => text.replace("Report 2024", "Report 2025")), /contents do not/],
      ["a missing blob", repacked(file, (text) => text.replace(`${firstEntry}\n`, "")), /should hold 6 blobs, not 5/],
      ["a missing end", gzipSync(`${header}\n${firstEntry}\n`), /incomplete: its end is missing/],
    ];
    for (const [what, bytes, message] of damaged) {
      const attempt = async () => restoreBackup(readBackup(bytes));
      await expect(attempt(), what).rejects.toThrow(ArchiveError);
      await expect(attempt(), what).rejects.toThrow(message);
    }
    expectSameStore(await snapshotStore(), before);
  });

  it("npm run backup and npm run restore work end to end, locally and against a site", async () => {
    // The child processes open the same folder with their own sandbox; this file's sandbox is idle meanwhile.
    const local = { STORE_DIR: directory };
    const { edgeURL, token } = sandbox.connection;
    const remote = { NETLIFY_SITE_ID: SANDBOX_SITE_ID, NETLIFY_AUTH_TOKEN: token, NETLIFY_API_URL: edgeURL };
    const expected = await snapshotStore();
    const localFile = path.join(scratch, "local.json.gz");
    const remoteFile = path.join(scratch, "remote.json.gz");

    const [localBackup, remoteBackup] = await Promise.all([
      runScript("backup.ts", [localFile], local),
      runScript("backup.ts", [remoteFile], remote),
    ]);
    expect(localBackup).toMatchObject({ code: 0, stderr: "" });
    expect(localBackup.stdout).toMatch(/Backed up the local store/);
    expect(localBackup.stdout).toMatch(/records: 7 in 3 collections \(editorials 2, news 3, workshops 2\)/);
    expect(localBackup.stdout).toMatch(/files: +2 \(72\.4 KB\)/);
    expect(remoteBackup).toMatchObject({ code: 0, stderr: "" });
    expect(remoteBackup.stdout).toMatch(/Backed up the Netlify site local-site/);
    expectSameStore(readBackup(await readFile(localFile)).entries, expected);
    expectSameStore(readBackup(await readFile(remoteFile)).entries, expected);

    await changeStore();
    const changed = await snapshotStore();
    const unconfirmed = await runScript("restore.ts", [localFile], local);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toMatch(/would replace everything in the local store/);
    expect(unconfirmed.stderr).toMatch(/Nothing was changed.*--yes/);
    const damagedFile = path.join(scratch, "damaged.json.gz");
    await writeFile(
      damagedFile,
      repacked(await readFile(localFile), (text) => text.replace("Photo", "Phot0")),
    );
    const refused = await runScript("restore.ts", [damagedFile, "--yes"], local);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Restore failed: The backup file is damaged/);
    expectSameStore(await snapshotStore(), changed);

    const restored = await runScript("restore.ts", [localFile, "--yes"], local);
    expect(restored).toMatchObject({ code: 0, stderr: "" });
    expect(restored.stdout).toMatch(/removed: 2 blobs added since the backup/);
    expect(restored.stdout).toMatch(/Checked: the store now matches the backup exactly/);
    expectSameStore(await snapshotStore(), expected);
    // Five child processes, each starting TypeScript: on a busy two-core machine that outlasts the usual 20 s.
  }, 90_000);
});
