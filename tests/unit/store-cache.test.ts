import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startBlobsSandbox, type BlobsSandbox, type SandboxEvent } from "../../scripts/lib/blobs-sandbox";
import type { StoredMeta } from "../../src/domain/fields";
import { json } from "../../src/server/http";
import {
  collection,
  derivedFrom,
  isSnapshot,
  resetStoreClient,
  STORE_NAME,
  VISITOR_READ_MAX_AGE_MS,
} from "../../src/server/store";

/**
 * A warm instance keeps the documents it read, revalidated by etag on every read: it must still
 * see every write made elsewhere at once, and it must never let one request change what another
 * reads. Runs against a sandbox of its own, with a second client standing in for another instance.
 */

interface Note extends StoredMeta {
  text: string;
}

let sandbox: BlobsSandbox;
let directory: string;
let otherInstance: Store;
const previousContext = process.env.NETLIFY_BLOBS_CONTEXT;
const notes = collection<Note>("cache-test-notes");
/** The keys of every write the sandbox received. */
const writes: string[] = [];
/** Runs as the sandbox receives each request, before it carries it out (set by a test). */
let onSandboxRequest: ((event: SandboxEvent) => void) | undefined;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "society-cache-store-"));
  sandbox = await startBlobsSandbox(directory, 0, (event) => {
    if (event.type === "set") writes.push(decodeURIComponent(event.url));
    onSandboxRequest?.(event);
  });
  process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;
  resetStoreClient();
  otherInstance = getStore({ name: STORE_NAME, consistency: "strong", ...sandbox.connection });
});

afterAll(async () => {
  process.env.NETLIFY_BLOBS_CONTEXT = previousContext;
  resetStoreClient();
  await sandbox.stop();
  await rm(directory, { recursive: true, force: true });
});

describe("the store's read cache", () => {
  it("answers repeated reads of an unchanged collection with the same snapshot", async () => {
    await notes.insert({ text: "first" });
    const first = await notes.list();
    const again = await notes.list();
    expect(again).toBe(first);
    expect(isSnapshot(first)).toBe(true);
    expect(first.map((note) => note.text)).toEqual(["first"]);
  });

  it("sees a write made by another instance on the very next read", async () => {
    const before = await notes.list();
    await otherInstance.setJSON("collections/cache-test-notes", [
      ...before,
      { _id: "from-elsewhere", text: "written elsewhere", createdAt: "2026-01-01", updatedAt: "2026-01-01" },
    ]);
    const after = await notes.list();
    expect(after).not.toBe(before);
    expect(after.map((note) => note.text)).toEqual(["first", "written elsewhere"]);
  });

  it("sees a delete made by another instance", async () => {
    await otherInstance.delete("collections/cache-test-notes");
    expect(await notes.list()).toEqual([]);
  });

  it("keeps its own writes: the next read is the written value, and still current", async () => {
    const added = await notes.insert({ text: "after the delete" });
    const listed = await notes.list();
    expect(listed.map((note) => note._id)).toEqual([added._id]);
    expect(await notes.list()).toBe(listed);
    const renamed = await notes.replace(added._id, { text: "renamed" });
    expect(renamed?.text).toBe("renamed");
    expect((await notes.get(added._id))?.text).toBe("renamed");
  });

  it("never lets a request change what others read", async () => {
    const listed = await notes.list();
    const first = listed[0];
    if (!first) throw new Error("expected a note");
    expect(() => {
      (first as { text: string }).text = "changed in place";
    }).toThrow(TypeError);
    expect(() => {
      listed.push(first);
    }).toThrow(TypeError);
    expect((await notes.list())[0]?.text).toBe("renamed");
  });
});

describe("a visitor's read", () => {
  it("may use a copy the store confirmed within the last second; a read with a token never does", async () => {
    const visitor = { maxAgeMs: VISITOR_READ_MAX_AGE_MS };
    let now = Date.now();
    const clock = vi.spyOn(Date, "now").mockImplementation(() => now);
    try {
      const confirmed = await notes.list(); // confirmed by the store at `now`
      expect(await notes.list(visitor)).toBe(confirmed);
      const written = [...confirmed, { _id: "late", text: "late", createdAt: "2026-01-02", updatedAt: "2026-01-02" }];
      await otherInstance.setJSON("collections/cache-test-notes", written);

      now += VISITOR_READ_MAX_AGE_MS - 1;
      expect(await notes.list(visitor)).toBe(confirmed);
      expect((await notes.list()).map((note) => note._id)).toContain("late");

      await otherInstance.setJSON("collections/cache-test-notes", confirmed);
      now += VISITOR_READ_MAX_AGE_MS;
      expect((await notes.list(visitor)).map((note) => note._id)).not.toContain("late");
    } finally {
      clock.mockRestore();
    }
  });

  it("sees this instance's own writes at once", async () => {
    const visitor = { maxAgeMs: VISITOR_READ_MAX_AGE_MS };
    await notes.list(visitor);
    const added = await notes.insert({ text: "mine" });
    expect((await notes.list(visitor)).map((note) => note._id)).toContain(added._id);
    await notes.remove(added._id);
    expect((await notes.list(visitor)).map((note) => note._id)).not.toContain(added._id);
  });
});

describe("the sandbox's conditional read", () => {
  it("answers 304 without the data for the current etag, and the data once it changed", async () => {
    await otherInstance.setJSON("conditional", { version: 1 });
    const read = await otherInstance.getWithMetadata("conditional", { type: "json" });
    if (!read?.etag) throw new Error("expected an etag");
    const unchanged = await otherInstance.getWithMetadata("conditional", { type: "json", etag: read.etag });
    expect(unchanged).toMatchObject({ data: null, etag: read.etag });
    await otherInstance.setJSON("conditional", { version: 2 });
    const changed = await otherInstance.getWithMetadata("conditional", { type: "json", etag: read.etag });
    expect(changed?.data).toEqual({ version: 2 });
    expect(changed?.etag).not.toBe(read.etag);
  });
});

describe("answers derived from snapshots", () => {
  it("are worked out once per change of the data, and serialised once", async () => {
    let runs = 0;
    const texts = derivedFrom((records: readonly Note[]) => {
      runs++;
      return records.map((record) => record.text);
    });
    const first = texts(await notes.list());
    expect(texts(await notes.list())).toBe(first);
    expect(runs).toBe(1);
    expect(isSnapshot(first)).toBe(true);
    expect(await json(first).text()).toBe(JSON.stringify(["renamed"]));

    await notes.insert({ text: "another" });
    expect(texts(await notes.list())).toEqual(["renamed", "another"]);
    expect(runs).toBe(2);
  });

  it("are worked out every time from values that are not snapshots", () => {
    let runs = 0;
    const count = derivedFrom((records: readonly string[]) => {
      runs++;
      return records.length;
    });
    const plain = ["a", "b"];
    count(plain);
    plain.push("c");
    expect(count(plain)).toBe(3);
    expect(runs).toBe(2);
  });
});

describe("writes to one collection at once", () => {
  const batch = collection<Note>("cache-test-batch");
  const writesOfBatch = () => writes.filter((url) => url.endsWith("collections/cache-test-batch")).length;

  it("are stored together: every insert lands once, in far fewer writes than inserts", async () => {
    const before = writesOfBatch();
    const added = await Promise.all(Array.from({ length: 40 }, (_, index) => batch.insert({ text: `note ${index}` })));
    const stored = await batch.list();
    expect(stored.map((note) => note._id).sort()).toEqual(added.map((note) => note._id).sort());
    expect(new Set(stored.map((note) => note._id)).size).toBe(40);
    // All 40 are queued before the first write starts: one write.
    expect(writesOfBatch() - before).toBe(1);
  });

  it("stores the changes that arrive during a write together, in the next write", async () => {
    const before = writesOfBatch();
    const late: Promise<Note>[] = [];
    onSandboxRequest = (event) => {
      if (event.type !== "set" || !decodeURIComponent(event.url).endsWith("collections/cache-test-batch")) return;
      if (late.length === 0)
        for (let index = 0; index < 20; index++) late.push(batch.insert({ text: `late ${index}` }));
    };
    let first: Note;
    try {
      first = await batch.insert({ text: "first of a burst" });
    } finally {
      onSandboxRequest = undefined;
    }
    expect(late).toHaveLength(20);
    const lateNotes = await Promise.all(late);
    const ids = (await batch.list()).map((note) => note._id);
    for (const note of [first, ...lateNotes]) expect(ids.filter((id) => id === note._id)).toHaveLength(1);
    expect(writesOfBatch() - before).toBe(2);
  });

  it("applies a batch again when another instance wrote between its read and its write, keeping both", async () => {
    const known = await batch.list();
    const between = {
      _id: "written-between",
      text: "by another instance",
      createdAt: "2026-01-03",
      updatedAt: "2026-01-03",
    };
    let otherWrite: Promise<unknown> | undefined;
    onSandboxRequest = (event) => {
      if (otherWrite || event.type !== "get" || !decodeURIComponent(event.url).endsWith("collections/cache-test-batch"))
        return;
      // Sent while the batch's read is being answered, so it lands before the batch's write.
      otherWrite = otherInstance.setJSON("collections/cache-test-batch", [...known, between]);
    };
    resetStoreClient(); // no copy: the batch's first read is a whole read the sandbox reports
    const before = writesOfBatch();
    let added: Note[];
    try {
      added = await Promise.all(Array.from({ length: 5 }, (_, index) => batch.insert({ text: `racing ${index}` })));
    } finally {
      onSandboxRequest = undefined;
    }
    await otherWrite;
    const ids = (await batch.list()).map((note) => note._id);
    for (const id of [...known.map((note) => note._id), between._id, ...added.map((note) => note._id)])
      expect(
        ids.filter((stored) => stored === id),
        id,
      ).toHaveLength(1);
    // The other instance's write, the batch's refused write, and its write after reading again.
    expect(writesOfBatch() - before).toBe(3);
  });

  it("each see the ones before them, and a change that is refused fails alone", async () => {
    const refuseDuplicate = (text: string) => (records: readonly Note[]) => {
      if (records.some((record) => record.text === text)) throw new Error(`"${text}" is already there`);
    };
    const outcomes = await Promise.allSettled([
      batch.insert({ text: "unique" }, refuseDuplicate("unique")),
      batch.insert({ text: "unique" }, refuseDuplicate("unique")),
      batch.insert({ text: "another" }, refuseDuplicate("another")),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const texts = (await batch.list()).map((note) => note.text);
    expect(texts.filter((text) => text === "unique")).toHaveLength(1);
    expect(texts).toContain("another");
  });
});
