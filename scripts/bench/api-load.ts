import { spawn } from "node:child_process";
import http from "node:http";
import autocannon from "autocannon";
import { hashesPerSecond } from "./hash-rate";
import { formatNumber, percentile, type Figure } from "./support/figures";
import type { Scale } from "./support/scales";
import { sleep, type RunningSite } from "./support/server";

/**
 * The API under load (autocannon, 50 connections, 10 s per target; a read in rounds, below) against `npm start`: requests
 * per second and p50/p95/p99 latency, from every response's own time (autocannon's summary has
 * no p95). The home page is a static file: the ceiling of this machine and server for any answer.
 * Every request says it accepts compression, as browsers do.
 *
 * Budgets are ratios to what this machine allows, measured in the same run (docs/decisions/bench-ratios.md):
 * a read's p95 at most READ_RATIO times that of a bare Node server sending the same bytes; the
 * registrations' throughput at least REGISTER_SHARE of the password hash's alone. The absolute
 * figures are printed beside them.
 */
const CONNECTIONS = 50;
const DURATION_S = 10;
/**
 * A read and its bare server take turns this many times, ROUND_S each, and the figure is the
 * round with the median ratio: a moment when other work on the machine slowed one of the two
 * then moves one round, not the figure (docs/decisions/bench-ratios.md).
 */
const READ_ROUNDS = 3;
const ROUND_S = 5;
const READ_RATIO = 1.25;
const REGISTER_SHARE = 0.8;
const BROWSER_ACCEPT_ENCODING = { "accept-encoding": "gzip, deflate, br" };

interface Target {
  key: string;
  label: string;
  path: string;
  /** Judged against a bare server sending the same bytes (READ_RATIO). */
  read?: boolean;
  note?: string;
  register?: boolean;
}

const TARGETS: readonly Target[] = [
  { key: "api.static", label: "Static page GET / (ceiling)", path: "/" },
  { key: "api.news", label: "GET /api/news", path: "/api/news", read: true },
  { key: "api.books", label: "GET /api/books", path: "/api/books", read: true },
  {
    key: "api.directory-page",
    label: "Directory read: GET /membership/directory/",
    path: "/membership/directory/",
    read: true,
    note: "one page of 100 members; the search asks GET /api/directory",
  },
  {
    key: "api.directory-api",
    label: "GET /api/membership-registrations (public)",
    path: "/api/membership-registrations",
    read: true,
    note: "the public directory API; the site itself does not call it",
  },
  {
    key: "api.register",
    label: "POST /api/membership-registrations/register",
    path: "/api/membership-registrations/register",
    register: true,
  },
];

/** A valid application with an e-mail no other request uses. */
export function registrationBody(runTag: string, count: number): string {
  return JSON.stringify({
    name: `Demo Bench Applicant ${count}`,
    nationality: "Indian",
    membershipType: "Annual",
    email: `demo.bench.${runTag}.${count}@example.org`,
    contact: "+91 90000 99999",
    password: "demo-bench-password",
    designation: "Demo Research Scholar",
    address: "Demo address: 1 Example Marg, Lucknow 226001",
    areaOfSpecialization: "Agronomy",
    showContactInDirectory: false,
  });
}

/** The size of one answer's body as it travels (compressed when the server compresses it). */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

/**
 * What this machine can do at all for an answer of `bytes`: a server that only sends that many
 * random bytes (compressed data looks random), loaded the same way. In this sandbox loopback
 * throughput depends on the bytes sent, so large compressed answers meet a ceiling of their own.
 */
async function bareServerP95(bytes: number, durationS: number): Promise<number> {
  const script =
    "const b=require('crypto').randomBytes(Number(process.argv[1]));" +
    "const s=require('http').createServer((q,r)=>{r.writeHead(200,{'content-length':String(b.length)});r.end(b)});" +
    "s.listen(0,'127.0.0.1',()=>console.log(s.address().port));";
  const child = spawn(process.execPath, ["-e", script, String(bytes)], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      child.once("exit", () => reject(new Error("The bare server did not start.")));
    });
    const times: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const instance = autocannon(
        { url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, duration: durationS },
        (error: unknown) => (error ? reject(new Error("autocannon could not run", { cause: error })) : resolve()),
      );
      instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
    return percentile(times, 95);
  } finally {
    child.kill();
  }
}

/** One run of autocannon against a target, summarised. */
interface Sample {
  perSecond: number;
  p95: number;
  /** "p50 … / p95 … / p99 … ms", for the row. */
  latency: string;
  /** Other statuses, errors, requests left unanswered. */
  notes: string[];
  /** False when nothing was answered with success. */
  answered: boolean;
}

async function sample(origin: string, target: Target, durationS: number): Promise<Sample> {
  const times: number[] = [];
  let ok = 0;
  let failed = 0;
  const statuses = new Map<number, number>();
  const runTag = Date.now().toString(36);
  let count = 0;
  const options: autocannon.Options = {
    url: `${origin}${target.path}`,
    connections: CONNECTIONS,
    duration: durationS,
    timeout: 20,
    headers: BROWSER_ACCEPT_ENCODING,
    ...(target.register
      ? {
          requests: [
            {
              method: "POST" as const,
              path: target.path,
              headers: { ...BROWSER_ACCEPT_ENCODING, "content-type": "application/json" },
              setupRequest: (request: autocannon.Request) => ({ ...request, body: registrationBody(runTag, ++count) }),
            },
          ],
        }
      : {}),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, done: autocannon.Result) => {
      if (error) reject(new Error("autocannon could not run", { cause: error }));
      else resolve(done);
    });
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      if (statusCode >= 200 && statusCode < 300) ok++;
      else failed++;
    });
  });
  const perSecond = ok / result.duration;
  const [p50 = Number.NaN, p95 = Number.NaN, p99 = Number.NaN] = [50, 95, 99].map((p) => percentile(times, p));
  const otherStatuses = [...statuses].filter(([status]) => status >= 300).map(([s, n]) => `${n} x ${s}`);
  // Requests still waiting when the run ended are in no percentile: say how many, or p95 flatters.
  const unanswered = Math.max(0, result.requests.sent - times.length);
  const notes = [
    ...otherStatuses,
    ...(result.errors > 0 ? [`${result.errors} errors/timeouts`] : []),
    ...(unanswered >= result.requests.sent / 10
      ? [`${unanswered} of ${result.requests.sent} sent still unanswered at the end`]
      : []),
  ];
  const latency = `p50 ${formatNumber(p50, 1)} / p95 ${formatNumber(p95, 1)} / p99 ${formatNumber(p99, 1)} ms`;
  return { perSecond, p95, latency, notes, answered: !(failed > 0 && ok === 0) };
}

const rate = (perSecond: number) => `${formatNumber(perSecond, perSecond < 10 ? 1 : 0)} req/s`;
/** What follows a row's figures: the reference it is judged by, then the sample's own notes. */
const details = (sampled: Sample, reference: string[] = []) =>
  [...reference, ...sampled.notes].length > 0 ? `; ${[...reference, ...sampled.notes].join(", ")}` : "";
const baseOf = (target: Target) => ({
  key: target.key,
  label: target.label,
  ...(target.note ? { note: target.note } : {}),
});

async function load(origin: string, target: Target, hashRate?: number): Promise<Figure> {
  if (target.read) return readFigure(origin, target);
  const sampled = await sample(origin, target, DURATION_S);
  const { perSecond, p95, latency, answered } = sampled;
  const base = baseOf(target);
  if (target.register && hashRate !== undefined) {
    const share = perSecond / hashRate;
    return {
      ...base,
      value: answered ? perSecond : undefined,
      unit: "req/s",
      text:
        `${rate(perSecond)} = ${formatNumber(share * 100)} % of the hash alone ` +
        `(${formatNumber(hashRate, 1)}/s); ${latency}${details(sampled)}`,
      budget: { min: REGISTER_SHARE * hashRate },
      budgetText: `>= ${formatNumber(REGISTER_SHARE * 100)} % of the hash alone`,
    };
  }
  return { ...base, value: p95, unit: "ms p95", text: `${rate(perSecond)}; ${latency}${details(sampled)}` };
}

/**
 * A read judged against the machine's own ceiling for an answer this size, in the same run: the
 * read and a bare server sending the same bytes take turns, READ_ROUNDS rounds; the row is the
 * round with the median ratio, and lists every round's ratio.
 */
async function readFigure(origin: string, target: Target): Promise<Figure> {
  const bytes = await wireBytes(`${origin}${target.path}`, BROWSER_ACCEPT_ENCODING);
  const rounds: { read: Sample; ceiling: number; ratio: number }[] = [];
  for (let round = 0; round < READ_ROUNDS; round++) {
    const read = await sample(origin, target, ROUND_S);
    await drain(origin);
    const ceiling = await bareServerP95(bytes, ROUND_S);
    rounds.push({ read, ceiling, ratio: read.p95 / ceiling });
  }
  const byRatio = rounds.toSorted((a, b) => a.ratio - b.ratio);
  const median = byRatio[Math.floor(byRatio.length / 2)] ?? byRatio[0];
  if (!median) throw new Error("No round of the read was measured.");
  const answered = rounds.every((round) => round.read.answered);
  return {
    ...baseOf(target),
    value: answered ? median.read.p95 : undefined,
    unit: "ms p95",
    text: `${rate(median.read.perSecond)}; ${median.read.latency}${details(median.read, [
      `a bare server sending the same ${formatNumber(bytes / 1024, 1)} KB: p95 ${formatNumber(median.ceiling, 1)} ms`,
      `ratio ${formatNumber(median.ratio, 2)} (median of ${READ_ROUNDS} rounds of ${ROUND_S} s: ` +
        `${rounds.map((round) => formatNumber(round.ratio, 2)).join(", ")})`,
    ])}`,
    ok: answered && median.ratio <= READ_RATIO,
    budgetText: `p95 <= ${formatNumber(READ_RATIO, 2)} x the bare server's`,
  };
}

/**
 * Waits until the server answers the home page quickly again: requests still queued from the
 * previous target must not count against the next one.
 */
async function drain(origin: string): Promise<void> {
  let quick = 0;
  for (let attempt = 0; attempt < 120 && quick < 3; attempt++) {
    const started = performance.now();
    const answered = await fetch(`${origin}/`, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    );
    quick = answered && performance.now() - started < 50 ? quick + 1 : 0;
    await sleep(250);
  }
}

export async function measureApiLoad(_scale: Scale, site: RunningSite, only?: readonly string[]): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const target of TARGETS) {
    if (only && !only.includes(target.key)) continue;
    // The reference for registrations, measured alone just before them (the server idle).
    let hashRate: number | undefined;
    if (target.register) {
      hashRate = await hashesPerSecond(DURATION_S);
      figures.push({
        key: "api.hash",
        label: "Password hash alone (the server's scrypt and its limit, no server)",
        value: hashRate,
        unit: "hashes/s",
        text: `${formatNumber(hashRate, 1)} hashes/s`,
      });
    }
    // One request first, so that a cold path does not count against the run.
    await fetch(`${site.origin}${target.path}`, { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
    figures.push(await load(site.origin, target, hashRate));
    await drain(site.origin);
  }
  return figures;
}
