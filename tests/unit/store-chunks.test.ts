import { describe, expect, it } from "vitest";
import type { SandboxEvent } from "../../scripts/lib/blobs-sandbox";
import { summarize } from "../../scripts/lib/store-summary";
import type { StoredMeta } from "../../src/domain/fields";
import { collection, newId, resetStoreClient, snapshotStore } from "../../src/server/store";
import {
  CHUNK_RECORDS,
  ORPHAN_CHUNK_AGE_MS,
  sweepOrphanChunks,
  type ChunkedDocument,
} from "../../src/server/store/record-chunks";
import { PROBE_KEY } from "../../src/server/store/conditional-writes";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * A collection past a thousand records is kept as sealed chunks plus its newest records
 * (docs/decisions/collection-chunks.md): a new record rewrites only the newest, a changed one its
 * chunk, and nothing of a removed record stays in the store. Against a sandbox of its own, so the
 * writes can be counted; a second client stands in for another instance.
 */

interface Note extends StoredMeta {
  text: string;
}

const requests: SandboxEvent[] = [];
let onSandboxRequest: ((event: SandboxEvent) => void) | undefined;
const own = useOwnSandbox("chunks", (event) => {
  requests.push({ type: event.type, url: decodeURIComponent(event.url) });
  onSandboxRequest?.(event);
});

const note = (text: string): Note => {
  const time = new Date(Date.UTC(2026, 0, 1)).toISOString();
  return { _id: newId(), text, createdAt: time, updatedAt: time };
};
const notes = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => note(`${prefix} ${index}`));

async function storedDocument(name: string): Promise<ChunkedDocument<Note>> {
  return (await own.otherInstance.get(`collections/${name}`, { type: "json" })) as ChunkedDocument<Note>;
}

async function chunkKeys(name: string): Promise<string[]> {
  const { blobs } = await own.otherInstance.list({ prefix: `collection-chunks/${name}/` });
  return blobs.map((blob) => blob.key).filter((key) => !key.includes("/."));
}

/**
 * The writes (and deletes) the sandbox received while `work` ran, by key; not a new client's one
 * check that the store keeps write conditions (conditional-writes.ts), which is no collection's.
 */
async function writesDuring(work: () => Promise<unknown>): Promise<{ set: string[]; deleted: string[] }> {
  const from = requests.length;
  await work();
  const during = requests.slice(from).filter((event) => !event.url.endsWith(PROBE_KEY));
  const keysOf = (type: string) => during.filter((event) => event.type === type).map((event) => keyOf(event.url));
  return { set: keysOf("set"), deleted: keysOf("delete") };
}
const keyOf = (url: string) => url.replace(/^.*?\/(collections|collection-chunks)\//, "$1/");

describe("a collection past a thousand records", () => {
  const name = "chunk-test-notes";
  const big = collection<Note>(name);
  const first = notes(2_500, "first");

  it("is stored as sealed chunks and its newest records, and another instance lists them all in order", async () => {
    await big.update((records) => ({ next: [...records, ...first], result: undefined }));
    const document = await storedDocument(name);
    expect(document.chunks).toHaveLength(2);
    expect(document.records).toHaveLength(2_500 - 2 * CHUNK_RECORDS);
    for (const [index, key] of document.chunks.entries()) {
      const chunk = (await own.otherInstance.get(key, { type: "json" })) as Note[];
      expect(chunk.map((record) => record._id)).toEqual(
        first.slice(index * CHUNK_RECORDS, (index + 1) * CHUNK_RECORDS).map((record) => record._id),
      );
    }
    resetStoreClient(); // another instance: nothing kept
    expect((await big.list()).map((record) => record._id)).toEqual(first.map((record) => record._id));
  });

  it("writes only its newest records for a new record", async () => {
    const { set } = await writesDuring(() => big.insert({ text: "new" }));
    expect(set).toEqual([`collections/${name}`]);
    expect((await big.list()).at(-1)?.text).toBe("new");
  });

  it("writes a changed record's chunk anew and deletes the old one", async () => {
    const [oldChunk] = (await storedDocument(name)).chunks;
    const [target = note("absent")] = first.slice(10, 11);
    const { set, deleted } = await writesDuring(() =>
      big.modify(target._id, (current) => ({ ...current, text: "changed" })),
    );
    const document = await storedDocument(name);
    expect(set).toEqual([document.chunks[0], `collections/${name}`]);
    expect(document.chunks[0]).not.toBe(oldChunk);
    expect(deleted).toEqual([oldChunk]);
    expect(await own.otherInstance.get(String(oldChunk))).toBeNull();
    const listed = await big.list();
    expect(listed.find((record) => record._id === target._id)?.text).toBe("changed");
    expect(listed).toHaveLength(2_501);
    resetStoreClient();
    expect((await big.list()).map((record) => record.text)).toEqual(listed.map((record) => record.text));
  });

  it("keeps nothing of a removed record anywhere in the store", async () => {
    const [target = note("absent")] = first.slice(1_500, 1_501);
    await big.remove(target._id);
    const everything = await snapshotStore();
    const holding = everything.filter((entry) => entry.data.toString("utf8").includes(target._id));
    expect(holding.map((entry) => entry.key)).toEqual([]);
    expect(await big.get(target._id)).toBeUndefined();
    expect(await big.list()).toHaveLength(2_500);
    // Every chunk in the store is one the collection names.
    expect((await chunkKeys(name)).sort()).toEqual([...(await storedDocument(name)).chunks].sort());
    expect(summarize(everything).records[name]).toBe(2_500);
  });

  it("seals a chunk when its newest records reach a thousand", async () => {
    const before = await storedDocument(name);
    const toSeal = CHUNK_RECORDS - before.records.length;
    await big.update((records) => ({ next: [...records, ...notes(toSeal, "sealing")], result: undefined }));
    const document = await storedDocument(name);
    expect(document.chunks.slice(0, before.chunks.length)).toEqual(before.chunks);
    expect(document.chunks).toHaveLength(before.chunks.length + 1);
    expect(document.records).toEqual([]);
    expect(await big.list()).toHaveLength(2_500 + toSeal);
  });

  it("keeps its order when a change reorders it, writing every chunk anew", async () => {
    const reversed = [...(await big.list())].reverse();
    await big.update(() => ({ next: reversed, result: undefined }));
    resetStoreClient();
    expect((await big.list()).map((record) => record._id)).toEqual(reversed.map((record) => record._id));
    expect((await chunkKeys(name)).sort()).toEqual([...(await storedDocument(name)).chunks].sort());
  });
});

describe("chunks and other writers", () => {
  it("deletes the chunk of a write another instance overtook, and stores both changes", async () => {
    const name = "chunk-test-race";
    const race = collection<Note>(name);
    await race.update((records) => ({ next: [...records, ...notes(CHUNK_RECORDS - 1, "race")], result: undefined }));
    const known = await race.list();
    const between = note("by another instance");
    let otherWrite: Promise<unknown> | undefined;
    onSandboxRequest = (event) => {
      if (otherWrite || event.type !== "set" || !decodeURIComponent(event.url).includes("collection-chunks/")) return;
      // The first chunk this write seals is being stored: another instance writes the collection first.
      otherWrite = own.otherInstance.setJSON(`collections/${name}`, [...known, between]);
    };
    let sealing: Note;
    try {
      sealing = await race.insert({ text: "the thousandth" });
    } finally {
      onSandboxRequest = undefined;
    }
    await otherWrite;
    const ids = (await race.list()).map((record) => record._id);
    expect(ids).toHaveLength(CHUNK_RECORDS + 1);
    expect(ids).toContain(between._id);
    expect(ids).toContain(sealing._id);
    expect((await chunkKeys(name)).sort()).toEqual([...(await storedDocument(name)).chunks].sort());
  });

  it("reads the collection again when a chunk of the version it read was replaced meanwhile", async () => {
    const name = "chunk-test-gone";
    const records = notes(CHUNK_RECORDS + 10, "gone");
    await collection<Note>(name).update(() => ({ next: records, result: undefined }));
    const good = await storedDocument(name);
    const missing = `collection-chunks/${name}/000000001-000000000000`;
    await own.otherInstance.setJSON(`collections/${name}`, { chunks: [missing], records: good.records });
    let fixed: Promise<unknown> | undefined;
    onSandboxRequest = (event) => {
      if (fixed || !decodeURIComponent(event.url).endsWith(missing)) return;
      // While the gone chunk is asked for, the version that replaced it is stored.
      fixed = own.otherInstance.setJSON(`collections/${name}`, good);
    };
    resetStoreClient();
    try {
      expect((await collection<Note>(name).list()).map((record) => record._id)).toEqual(
        records.map((record) => record._id),
      );
    } finally {
      onSandboxRequest = undefined;
    }
    expect(fixed).toBeDefined();
  });

  it("sweeps chunks no version names once they are an hour old, not younger ones", async () => {
    const name = "chunk-test-sweep";
    await collection<Note>(name).update(() => ({ next: notes(CHUNK_RECORDS, "kept"), result: undefined }));
    const named = (await storedDocument(name)).chunks;
    const now = Date.now();
    const stamp = (time: number) => `collection-chunks/${name}/${time.toString(36).padStart(9, "0")}-0123456789ab`;
    const old = stamp(now - ORPHAN_CHUNK_AGE_MS - 60_000);
    const young = stamp(now - 60_000);
    await own.otherInstance.setJSON(old, [note("left behind")]);
    await own.otherInstance.setJSON(young, [note("being written")]);
    expect(await sweepOrphanChunks(name, await storedDocument(name), now)).toBe(1);
    expect((await chunkKeys(name)).sort()).toEqual([...named, young].sort());
  });
});
