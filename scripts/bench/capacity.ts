import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import type { StoredMeta } from "../../src/domain/fields";
import { collection, newId, resetStoreClient } from "../../src/server/store";
import { startBlobsSandbox } from "../lib/blobs-sandbox";
import { formatNumber, median, type Figure } from "./support/figures";

/**
 * What can be measured of 100x (270,000 members, 30,000 news) in the store alone, once per bench
 * run: the registrations and news collections at that size (sealed chunks of a thousand records
 * and the newest: src/server/store/record-chunks.ts), written, read and parsed through the store
 * layer (src/server/store) against a Blobs sandbox in a temporary folder, and the memory the
 * parsed registrations take. The records have the generator's shape and sizes (scripts/bench/generate.ts);
 * no server, no build. The report's "Capacity at 100x" section reads these figures.
 * Usage alone: tsx scripts/bench/capacity.ts [members] [news]
 */
export const CAPACITY_MEMBERS = 270_000;
export const CAPACITY_NEWS = 30_000;
const CAPACITY_DEADLINE_MS = 120_000;

type Stored = StoredMeta & Record<string, unknown>;

/** A member as the generator stores one (accepted, with a password hash of the site's format). */
function member(i: number): Stored {
  const time = new Date(Date.parse("2020-01-01T00:00:00Z") + i * 60_000).toISOString();
  const salt = Buffer.from(newId(), "hex").toString("base64url").padEnd(22, "A");
  return {
    name: `Demo Member Lakshmi Bhattacharya ${i}`,
    nationality: "Indian",
    membershipType: i % 3 === 0 ? "Annual" : "Life",
    email: `demo.member.${i}@example.org`,
    contact: `+91 90000 ${String(i % 100_000).padStart(5, "0")}`,
    designation: "Demo Scientist, Plant Breeding",
    address: `Demo address: ${(i % 400) + 1} Example Marg, Kalyanpur, Kanpur 208017`,
    areaOfSpecialization: "Water management, Agroforestry",
    showContactInDirectory: i % 5 < 2,
    membershipFee: 11800,
    status: "accepted",
    passwordHash: `scrypt$16384$8$5$${salt}$${Buffer.from(newId() + newId(), "hex").toString("base64url")}`,
    _id: newId(),
    createdAt: time,
    updatedAt: time,
  };
}

/** A news item as the generator stores one (a few paragraphs of demo text). */
function newsItem(i: number): Stored {
  const time = new Date(Date.parse("2020-01-01T00:00:00Z") + i * 60_000).toISOString();
  const paragraph =
    "<p>Demo text on soil health and farm ponds: members of the society met researchers, extension workers " +
    `and farmers to compare results from ${(i % 38) + 2} demo plots. The figures in this paragraph are placeholders.</p>`;
  return {
    title: `Demo: News on integrated pest management no. ${i}`,
    date: "2024-05-17",
    bigContent: `<p><strong>This is demonstration content.</strong></p>${paragraph.repeat(3)}`,
    links: i % 3 === 0 ? [`https://example.org/demo-news-${i}`] : [],
    _id: newId(),
    createdAt: time,
    updatedAt: time,
  };
}

/** Forces a full collection when the process allows it, so heap figures mean what is kept. */
function collector(): () => void {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as (() => void) | undefined;
  return () => gc?.();
}

/** The heap one parsed copy of `text` holds (as each instance keeps the collections it read). */
function heapOfParsed(text: string): number {
  const gc = collector();
  gc();
  const before = process.memoryUsage().heapUsed;
  const copy: unknown = JSON.parse(text);
  gc();
  const bytes = process.memoryUsage().heapUsed - before;
  if (!Array.isArray(copy)) throw new Error("Not a collection.");
  return bytes;
}

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

export interface DocumentCapacity {
  records: number;
  bytes: number;
  gzipBytes: number;
  writeMs: number;
  coldReadMs: number;
  appendMs: number;
  heapBytes: number;
}

/**
 * One collection at `records` records: its size as JSON, its first write, a cold read and parse by
 * a fresh instance (empty cache: the document and every chunk), one record appended as a
 * registration does (conditional read, change, the newest records rewritten; median of 3), and
 * the heap the parsed copy holds.
 */
async function measureCollection(name: string, records: number, make: (i: number) => Stored) {
  const target = collection<Stored>(name);
  // Made and written in a scope of its own, so that nothing but the store's copy keeps it.
  const { text, writeMs } = await (async () => {
    const all = Array.from({ length: records }, (_, i) => make(i + 1));
    const written = await timed(() => target.update(() => ({ next: all, result: undefined })));
    return { text: JSON.stringify(all), writeMs: written };
  })();
  // A fresh client starts with no copies: the next read is another instance's first.
  resetStoreClient();
  const readStarted = performance.now();
  const parsed = await target.list();
  const coldReadMs = performance.now() - readStarted;
  const heapBytes = heapOfParsed(text);
  const appends: number[] = [];
  for (let i = 1; i <= 3; i++) {
    const extra = make(records + i);
    appends.push(await timed(() => target.update((current) => ({ next: [...current, extra], result: 0 }))));
  }
  if (parsed.length !== records) throw new Error(`${name}: the read found another collection.`);
  return {
    records,
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text, { level: 6 }).length,
    writeMs,
    coldReadMs,
    appendMs: median(appends),
    heapBytes,
  } satisfies DocumentCapacity;
}

export interface Capacity {
  members: DocumentCapacity;
  news: DocumentCapacity;
}

export async function measureCapacity(members = CAPACITY_MEMBERS, news = CAPACITY_NEWS): Promise<Capacity> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "bench-capacity-"));
  const sandbox = await startBlobsSandbox(directory);
  const previousContext = process.env.NETLIFY_BLOBS_CONTEXT;
  const previousTimeout = process.env.STORE_TIMEOUT_MS;
  process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;
  // The site's 8 s deadline is itself a limit at 100x (a whole rewrite can outlast it on a busy
  // machine): here each operation may take as long as it takes, so that it can be timed.
  process.env.STORE_TIMEOUT_MS = String(CAPACITY_DEADLINE_MS);
  resetStoreClient();
  try {
    const membersFigures = await measureCollection("membership-registrations", members, member);
    resetStoreClient();
    const newsFigures = await measureCollection("news", news, newsItem);
    return { members: membersFigures, news: newsFigures };
  } finally {
    resetStoreClient();
    await sandbox.stop();
    if (previousContext === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
    else process.env.NETLIFY_BLOBS_CONTEXT = previousContext;
    if (previousTimeout === undefined) delete process.env.STORE_TIMEOUT_MS;
    else process.env.STORE_TIMEOUT_MS = previousTimeout;
    await rm(directory, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${formatNumber(bytes / 2 ** 20, 1)} MB`;
const seconds = (ms: number) => (ms >= 1000 ? `${formatNumber(ms / 1000, 1)} s` : `${formatNumber(ms)} ms`);

function documentFigure(key: string, label: string, figures: DocumentCapacity): Figure {
  return {
    key,
    label,
    value: figures.appendMs,
    unit: "ms per append",
    text:
      `${mb(figures.bytes)} JSON (${mb(figures.gzipBytes)} gzip, ${formatNumber(figures.bytes / figures.records)} B/record); ` +
      `first write ${seconds(figures.writeMs)}, cold read and parse ${seconds(figures.coldReadMs)}, ` +
      `one record appended ${seconds(figures.appendMs)}; parsed copy ${mb(figures.heapBytes)} of heap`,
  };
}

/** The figures as bench rows (no budgets: the report's capacity section says what they mean). */
export function capacityFigures(capacity: Capacity): Figure[] {
  return [
    documentFigure(
      "cap.members",
      `Registrations collection at ${formatNumber(capacity.members.records)} members`,
      capacity.members,
    ),
    documentFigure("cap.news", `News collection at ${formatNumber(capacity.news.records)} items`, capacity.news),
  ];
}

if (import.meta.filename === process.argv[1]) {
  const [members = CAPACITY_MEMBERS, news = CAPACITY_NEWS] = process.argv.slice(2).map(Number);
  const capacity = await measureCapacity(members, news);
  for (const figure of capacityFigures(capacity)) console.log(`${figure.label}: ${figure.text ?? ""}`);
}
