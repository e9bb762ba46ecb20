import autocannon from "autocannon";
import { formatNumber, percentile, type Figure } from "./support/figures";
import type { Scale } from "./support/scales";
import { sleep, type RunningSite } from "./support/server";

/**
 * The API under load (autocannon, 50 connections, 10 s per target) against `npm start`: requests
 * per second and p50/p95/p99 latency, from every response's own time (autocannon's summary has
 * no p95). The home page is a static file: the ceiling of this machine and server for any answer.
 */
const CONNECTIONS = 50;
const DURATION_S = 10;
const READ_P95_MS = 50;
const REGISTER_P95_MS = 200;

interface Target {
  key: string;
  label: string;
  path: string;
  budgetP95?: number;
  note?: string;
  register?: boolean;
}

const TARGETS: readonly Target[] = [
  { key: "api.static", label: "Static page GET / (ceiling)", path: "/" },
  { key: "api.news", label: "GET /api/news", path: "/api/news", budgetP95: READ_P95_MS },
  { key: "api.books", label: "GET /api/books", path: "/api/books", budgetP95: READ_P95_MS },
  {
    key: "api.directory-page",
    label: "Directory read: GET /membership/directory/",
    path: "/membership/directory/",
    budgetP95: READ_P95_MS,
    note: "the island's data is in this page; no API call",
  },
  {
    key: "api.directory-api",
    label: "GET /api/membership-registrations (public)",
    path: "/api/membership-registrations",
    budgetP95: READ_P95_MS,
    note: "the public directory API; the site itself does not call it",
  },
  {
    key: "api.register",
    label: "POST /api/membership-registrations/register",
    path: "/api/membership-registrations/register",
    budgetP95: REGISTER_P95_MS,
    register: true,
  },
];

/** A valid application with an e-mail no other request uses. */
function registrationBody(runTag: string, count: number): string {
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

async function load(origin: string, target: Target): Promise<Figure> {
  const times: number[] = [];
  let ok = 0;
  let failed = 0;
  const statuses = new Map<number, number>();
  const runTag = Date.now().toString(36);
  let count = 0;
  const options: autocannon.Options = {
    url: `${origin}${target.path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 20,
    ...(target.register
      ? {
          requests: [
            {
              method: "POST" as const,
              path: target.path,
              headers: { "content-type": "application/json" },
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
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p));
  const otherStatuses = [...statuses].filter(([status]) => status >= 300).map(([s, n]) => `${n} x ${s}`);
  // Requests still waiting when the run ended are in no percentile: say how many, or p95 flatters.
  const unanswered = Math.max(0, result.requests.sent - times.length);
  const problems = [
    ...otherStatuses,
    ...(result.errors > 0 ? [`${result.errors} errors/timeouts`] : []),
    ...(unanswered >= result.requests.sent / 10
      ? [`${unanswered} of ${result.requests.sent} sent still unanswered at the end`]
      : []),
  ];
  return {
    key: target.key,
    label: target.label,
    value: p95,
    unit: "ms p95",
    text:
      `${formatNumber(perSecond, perSecond < 10 ? 1 : 0)} req/s; p50 ${formatNumber(p50, 1)} / p95 ${formatNumber(p95, 1)} / p99 ` +
      `${formatNumber(p99, 1)} ms${problems.length > 0 ? `; ${problems.join(", ")}` : ""}`,
    ...(target.budgetP95 !== undefined ? { budget: { max: target.budgetP95 } } : {}),
    ...(target.note ? { note: target.note } : {}),
    ...(failed > 0 && ok === 0 ? { value: undefined } : {}),
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
    // One request first, so that a cold path does not count against the run.
    await fetch(`${site.origin}${target.path}`, { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
    figures.push(await load(site.origin, target));
    await drain(site.origin);
  }
  return figures;
}
