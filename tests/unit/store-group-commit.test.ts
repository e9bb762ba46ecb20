import { describe, expect, it } from "vitest";
import type { SandboxEvent } from "../../scripts/lib/blobs-sandbox";
import type { StoredMeta } from "../../src/domain/fields";
import { collection, keyIndex, resetStoreClient } from "../../src/server/store";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * Group commit (docs/decisions/group-commit.md): changes to one collection that arrive together
 * are stored in one conditional write, each sees the ones before it, one that is refused fails
 * alone, and a write that lost a race with another instance is applied again. Runs against a
 * sandbox of its own, with a second client standing in for another instance.
 */

interface Note extends StoredMeta {
  text: string;
}

/** The keys of every write the sandbox received. */
const writes: string[] = [];
/** Runs as the sandbox receives each request, before it carries it out (set by a test). */
let onSandboxRequest: ((event: SandboxEvent) => void) | undefined;

const own = useOwnSandbox("group-commit", (event) => {
  if (event.type === "set") writes.push(decodeURIComponent(event.url));
  onSandboxRequest?.(event);
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
      otherWrite = own.otherInstance.setJSON("collections/cache-test-batch", [...known, between]);
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

  it("check their key against the ones before them without indexing the collection again for each", async () => {
    let keysWorkedOut = 0;
    const hasText = keyIndex((note: Note) => {
      keysWorkedOut++;
      return note.text;
    });
    const refuseDuplicate = (text: string) => (records: readonly Note[]) => {
      if (hasText(records, text)) throw new Error(`"${text}" is already there`);
    };
    const stored = (await batch.list()).length;
    const texts = Array.from({ length: 40 }, (_, index) => `keyed ${index % 20}`);
    const outcomes = await Promise.allSettled(texts.map((text) => batch.insert({ text }, refuseDuplicate(text))));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(20);
    expect(outcomes.slice(20).every((outcome) => outcome.status === "rejected")).toBe(true);
    expect((await batch.list()).filter((note) => note.text.startsWith("keyed "))).toHaveLength(20);
    // One batch: the stored version indexed once, then one key per insert that was stored.
    expect(keysWorkedOut).toBe(stored + 20);
  });
});
