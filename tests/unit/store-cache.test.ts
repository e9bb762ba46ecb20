import { gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import type { StoredMeta } from "../../src/domain/fields";
import { json } from "../../src/server/api/handler";
import { PreparedJson } from "../../src/server/http/prepared-json";
import {
  collection,
  readDocument,
  resetStoreClient,
  updateDocument,
  VISITOR_READ_MAX_AGE_MS,
} from "../../src/server/store";
import { documentText, remember } from "../../src/server/store/document-cache";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * The read caches that remain (docs/decisions/read-caches.md): a warm instance keeps the documents
 * it read, revalidated by etag on every read, a visitor's read may take a copy confirmed within a
 * second, and a list answer is prepared once per change. It must still see every write made
 * elsewhere, and never let one request change what another reads. Runs against a sandbox of its
 * own, with a second client standing in for another instance.
 */

interface Note extends StoredMeta {
  text: string;
}

const notes = collection<Note>("cache-test-notes");
const KEY = "collections/cache-test-notes";
/** What the sandbox was asked for the notes, in order ("get", "set", ...); it does not report a 304. */
const requests: string[] = [];

/** The same for documents never written (see "keeps a document's absence"), by key. */
const absentRequests: string[] = [];
const ABSENT_PREFIX = "cache-test-absent/";

const own = useOwnSandbox("cache", (event) => {
  const key = decodeURIComponent(event.url);
  if (key.endsWith(KEY)) requests.push(event.type);
  if (key.includes(ABSENT_PREFIX)) absentRequests.push(`${event.type} ${key.slice(key.indexOf(ABSENT_PREFIX))}`);
});

/** The sandbox requests for the notes that `work` makes. */
async function requestsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const before = requests.length;
  await work();
  return requests.slice(before);
}

describe("the store's copies of documents", () => {
  it("answers repeated reads of an unchanged collection with the same frozen value", async () => {
    await notes.insert({ text: "first" });
    const first = await notes.list();
    const again = await notes.list();
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.map((note) => note.text)).toEqual(["first"]);
  });

  it("sees a write made by another instance on the very next read", async () => {
    const before = await notes.list();
    await own.otherInstance.setJSON(KEY, [
      ...before,
      { _id: "from-elsewhere", text: "written elsewhere", createdAt: "2026-01-01", updatedAt: "2026-01-01" },
    ]);
    const after = await notes.list();
    expect(after).not.toBe(before);
    expect(after.map((note) => note.text)).toEqual(["first", "written elsewhere"]);
  });

  it("sees a delete made by another instance", async () => {
    await own.otherInstance.delete(KEY);
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

  it("starts afresh for another store: a new client never answers from the old one's copies", async () => {
    const listed = await notes.list();
    resetStoreClient();
    const during = await requestsDuring(async () => {
      const again = await notes.list();
      expect(again).not.toBe(listed);
      expect(again).toEqual(listed);
    });
    expect(during).toEqual(["get"]);
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
      await own.otherInstance.setJSON(KEY, written);

      now += VISITOR_READ_MAX_AGE_MS - 1;
      expect(await notes.list(visitor)).toBe(confirmed);
      expect((await notes.list()).map((note) => note._id)).toContain("late");

      await own.otherInstance.setJSON(KEY, confirmed);
      now += VISITOR_READ_MAX_AGE_MS;
      expect((await notes.list(visitor)).map((note) => note._id)).not.toContain("late");
    } finally {
      clock.mockRestore();
    }
  });

  it("keeps a document's absence for a second too (settings never saved): one request, then none", async () => {
    const visitor = { maxAgeMs: VISITOR_READ_MAX_AGE_MS };
    const key = `${ABSENT_PREFIX}settings`;
    let now = Date.now();
    const clock = vi.spyOn(Date, "now").mockImplementation(() => now);
    try {
      absentRequests.length = 0;
      expect(await readDocument(key, visitor)).toBeNull();
      expect(await readDocument(key, visitor)).toBeNull();
      expect(absentRequests).toEqual([`get ${key}`]);

      // Written elsewhere: a visitor may be told "absent" for the rest of the second, any other read asks.
      await own.otherInstance.setJSON(key, { officeEmail: "office@example.org" });
      now += VISITOR_READ_MAX_AGE_MS - 1;
      expect(await readDocument(key, visitor)).toBeNull();
      expect(await readDocument(key)).toEqual({ officeEmail: "office@example.org" });
      expect(absentRequests).toEqual([`get ${key}`, `set ${key}`, `get ${key}`]);

      // Gone again: after the second the visitor's read asks, and sees it.
      await own.otherInstance.delete(key);
      now += VISITOR_READ_MAX_AGE_MS;
      expect(await readDocument(key, visitor)).toBeNull();
    } finally {
      clock.mockRestore();
    }
  });

  it("sees this instance's own write of a document it had found absent at once", async () => {
    const visitor = { maxAgeMs: VISITOR_READ_MAX_AGE_MS };
    const key = `${ABSENT_PREFIX}written-here`;
    expect(await readDocument(key, visitor)).toBeNull();
    await updateDocument<{ day: string } | null, undefined>(key, null, () => ({
      next: { day: "first" },
      result: undefined,
    }));
    expect(await readDocument(key, visitor)).toEqual({ day: "first" });
  });

  it("sees this instance's own writes at once", async () => {
    const visitor = { maxAgeMs: VISITOR_READ_MAX_AGE_MS };
    await notes.list(visitor);
    const added = await notes.insert({ text: "mine" });
    expect((await notes.list(visitor)).map((note) => note._id)).toContain(added._id);
    await notes.remove(added._id);
    expect((await notes.list(visitor)).map((note) => note._id)).not.toContain(added._id);
  });

  it("waits for a read of the same collection already under way: a burst costs one request", async () => {
    const visitor = { maxAgeMs: VISITOR_READ_MAX_AGE_MS };
    const crowd = await notes.insert({ text: "read by a crowd" });
    resetStoreClient(); // a cold instance: nothing kept yet
    const during = await requestsDuring(async () => {
      const lists = await Promise.all(Array.from({ length: 20 }, () => notes.list(visitor)));
      expect(new Set(lists).size).toBe(1);
      expect(lists[0]?.map((note) => note.text)).toContain("read by a crowd");
    });
    expect(during).toEqual(["get"]);
    await notes.remove(crowd._id);
  });

  it("never waits for a read sent longer ago than it accepts, and a read with a token never waits", async () => {
    const visitor = { maxAgeMs: VISITOR_READ_MAX_AGE_MS };
    let now = Date.now();
    const clock = vi.spyOn(Date, "now").mockImplementation(() => now);
    try {
      resetStoreClient();
      const withToken = await requestsDuring(() => Promise.all([notes.list(visitor), notes.list()]));
      expect(withToken).toEqual(["get", "get"]);

      resetStoreClient();
      const tooOld = await requestsDuring(() => {
        const first = notes.list(visitor); // sent at `now`, not yet answered
        now += VISITOR_READ_MAX_AGE_MS;
        return Promise.all([first, notes.list(visitor)]);
      });
      expect(tooOld).toEqual(["get", "get"]);
    } finally {
      clock.mockRestore();
    }
  });
});

describe("the sandbox's conditional read", () => {
  it("answers 304 without the data for the current etag, and the data once it changed", async () => {
    await own.otherInstance.setJSON("conditional", { version: 1 });
    const read = await own.otherInstance.getWithMetadata("conditional", { type: "json" });
    if (!read?.etag) throw new Error("expected an etag");
    const unchanged = await own.otherInstance.getWithMetadata("conditional", { type: "json", etag: read.etag });
    expect(unchanged).toMatchObject({ data: null, etag: read.etag });
    await own.otherInstance.setJSON("conditional", { version: 2 });
    const changed = await own.otherInstance.getWithMetadata("conditional", { type: "json", etag: read.etag });
    expect(changed?.data).toEqual({ version: 2 });
    expect(changed?.etag).not.toBe(read.etag);
  });
});

describe("a prepared list answer", () => {
  it("is worked out and serialised once per change of the collection, however often the store confirms it", async () => {
    let runs = 0;
    const texts = notes.preparedList((records) => {
      runs++;
      return records.map((record) => record.text);
    });
    const first = await texts();
    expect(await texts()).toBe(first);
    expect(await texts({ maxAgeMs: VISITOR_READ_MAX_AGE_MS })).toBe(first);
    expect(runs).toBe(1);
    expect(first.text).toBe(JSON.stringify(["renamed"]));

    await notes.insert({ text: "another" });
    const changed = await texts();
    expect(changed).not.toBe(first);
    expect(JSON.parse(changed.text)).toEqual(["renamed", "another"]);
    expect(runs).toBe(2);
  });

  it("is worked out again for a new variant (the admin list's day), and kept for that variant", async () => {
    const days: string[] = [];
    const byDay = notes.preparedList((records, day) => {
      days.push(day);
      return { day, count: records.length };
    });
    const first = await byDay({}, "2026-11-27");
    expect(await byDay({}, "2026-11-27")).toBe(first);
    const next = await byDay({}, "2026-11-28");
    expect(JSON.parse(next.text)).toMatchObject({ day: "2026-11-28" });
    expect(await byDay({}, "2026-11-28")).toBe(next);
    expect(days).toEqual(["2026-11-27", "2026-11-28"]);
  });

  it("is the derivation of no records when the collection was never written", async () => {
    const empty = collection<Note>("cache-test-never-written").preparedList((records) => ({ count: records.length }));
    expect((await empty()).text).toBe(JSON.stringify({ count: 0 }));
  });

  it("is compressed once, and sent as prepared by json()", async () => {
    const prepared = new PreparedJson(Array.from({ length: 200 }, (_, index) => ({ index, text: "repeated text" })));
    const request = new Request("http://localhost/api/notes", { headers: { "accept-encoding": "gzip" } });
    const response = json(prepared, 200, {}, request);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(prepared.text);
    expect(prepared.gzip()).toBe(prepared.gzip());
    const plain = json(prepared, 200, {}, new Request("http://localhost/api/notes"));
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(prepared.text);
  });
});

describe("a document's text for the store", () => {
  const record = (id: string) => ({
    _id: id,
    text: `note ${id}`,
    tags: ["a", "b"],
    createdAt: "2026-01-01",
    updatedAt: "2026-01-01",
  });

  it("is JSON.stringify's text, for kept collections, new records and anything else", () => {
    const kept = remember("cache-test-text/kept", [record("1"), record("2")], "etag-1").value as object[];
    const values: unknown[] = [
      kept,
      [...kept, record("3")],
      [record("4"), null, 5, "six", undefined, [7], { nested: kept }],
      [],
      { settings: true, list: kept },
      null,
      "text",
    ];
    for (const value of values) expect(documentText(value)).toBe(JSON.stringify(value));
  });

  it("writes each kept record's text once: a collection built on a kept one serialises only what is new", () => {
    const records = Array.from({ length: 50 }, (_, index) => record(`kept-${index}`));
    const kept = remember("cache-test-text/many", records, "etag-2").value as object[];
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      documentText(kept);
      expect(stringify).toHaveBeenCalledTimes(50);
      stringify.mockClear();
      expect(documentText([...kept, record("new")])).toBe(JSON.stringify([...kept, record("new")]));
      // One call for the new record, one for the comparison on the line above.
      expect(stringify).toHaveBeenCalledTimes(2);
    } finally {
      stringify.mockRestore();
    }
  });
});
