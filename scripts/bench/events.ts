import path from "node:path";
import { performance } from "node:perf_hooks";
import { registrationsCsv } from "../../src/domain/event-registrations-export";
import { hasCertificate } from "../../src/domain/event-attendance";
import type { EventRegistrationRecord } from "../../src/domain/event-registrations";
import { eventsCollection } from "../../src/server/content/collections";
import { badgeSheetFile, participationCertificateFile } from "../../src/server/events/certificates";
import { listEventRegistrations, placesLeft } from "../../src/server/events/registrations";
import { resetStoreClient } from "../../src/server/store";
import { startBlobsSandbox } from "../lib/blobs-sandbox";
import { formatNumber, type Figure } from "./support/figures";
import type { Scale } from "./support/scales";
import { ROOT } from "./support/server";

/**
 * The event with the most registrations (5,000 at 10x), in the office's hands: what its desk, its
 * CSV, its places count, its badge sheet and one certificate cost, in-process against the bench
 * store (the Blobs sandbox on its folder), the median of RUNS each. The budgets are the time a
 * synchronous function has (10 s on Netlify) with room to spare, and what a phone on a mobile network
 * downloads without trouble (docs/benchmarks.md).
 */

const RUNS = 3;
const FUNCTION_BUDGET_MS = 6_000;

async function median<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const times: number[] = [];
  let result: T | undefined;
  for (let run = 0; run < RUNS; run++) {
    const startedAt = performance.now();
    result = await work();
    times.push(performance.now() - startedAt);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] ?? Number.NaN, result: result as T };
}

export async function measureEvents(scale: Scale, storeDir: string): Promise<Figure[]> {
  // The documents read the site's settings as a local run does (npm start sets the same).
  process.env.SITE_ENV ??= "local";
  const sandbox = await startBlobsSandbox(path.resolve(ROOT, storeDir));
  const previousContext = process.env.NETLIFY_BLOBS_CONTEXT;
  process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;
  resetStoreClient();
  try {
    const event = (await eventsCollection.list()).find((candidate) => candidate.slug === "demo-event-1");
    if (!event) throw new Error("The bench store has no demo-event-1: generate it first.");
    const desk = await median(() => listEventRegistrations(event._id));
    const registrations: EventRegistrationRecord[] = desk.result;
    const places = await median(() => placesLeft(event));
    const csv = await median(() => Promise.resolve(registrationsCsv(registrations)));
    const badges = await median(() => badgeSheetFile(event, registrations));
    // A certificate is for an attendee: the first registration, as if marked.
    const first = registrations.find((registration) => registration.status === "placed");
    if (!first) throw new Error("The big event has nobody placed.");
    const attendee = { ...first, attended: true };
    if (!hasCertificate(attendee)) throw new Error("The attendee has no certificate.");
    const certificate = await median(() => participationCertificateFile(event, attendee));
    const placed = registrations.filter((registration) => registration.status === "placed").length;
    const waiting = registrations.filter((registration) => registration.status === "waiting").length;
    const count = formatNumber(registrations.length);
    const badgeBytes = badges.result?.content.byteLength ?? 0;
    return [
      {
        key: "events.registrations",
        label: "Registrations on the largest event",
        value: registrations.length,
        unit: "",
        text: `${count}: ${formatNumber(placed)} placed of ${formatNumber(event.capacity ?? 0)} places, ${formatNumber(waiting)} waiting`,
        ok:
          registrations.length === scale.eventRegistrations &&
          placed === event.capacity &&
          waiting === registrations.length - placed,
        budgetText: "every registration kept; exactly the capacity placed; the rest waiting",
      },
      {
        key: "events.desk",
        label: `The event's desk: all ${count} registrations read (GET …/registrations)`,
        value: desk.ms,
        unit: "ms",
        budget: { max: FUNCTION_BUDGET_MS },
      },
      {
        key: "events.places",
        label: "Places left, counted (GET /api/events/{id}/places)",
        value: places.ms,
        unit: "ms",
        text: `${places.ms.toFixed(0)} ms (${String(places.result ?? "no limit")} left)`,
        budget: { max: FUNCTION_BUDGET_MS },
      },
      {
        key: "events.csv",
        label: `The registrations as CSV, made from ${count} records`,
        value: csv.ms,
        unit: "ms",
        text: `${csv.ms.toFixed(0)} ms, ${formatNumber(Math.round(csv.result.length / 1024))} KB`,
        budget: { max: FUNCTION_BUDGET_MS },
      },
      {
        key: "events.badges",
        label: `The badge sheet for ${formatNumber(placed)} places (GET …/badges.pdf)`,
        value: badges.ms,
        unit: "ms",
        text: `${badges.ms.toFixed(0)} ms, ${formatNumber(Math.round(badgeBytes / 1024))} KB`,
        budget: { max: FUNCTION_BUDGET_MS },
        note: "the answer must also fit a function's 6 MB response",
      },
      {
        key: "events.badges-size",
        label: "The badge sheet's size",
        value: badgeBytes / (1024 * 1024),
        unit: "MB",
        text: `${(badgeBytes / (1024 * 1024)).toFixed(2)} MB`,
        budget: { max: 6 },
      },
      {
        key: "events.certificate",
        label: "One participation certificate (GET …/certificate; the batch makes one per e-mail)",
        value: certificate.ms,
        unit: "ms",
        text: `${certificate.ms.toFixed(0)} ms, ${formatNumber(Math.round(certificate.result.content.byteLength / 1024))} KB`,
        budget: { max: 1_000 },
      },
    ];
  } finally {
    resetStoreClient();
    await sandbox.stop();
    if (previousContext === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
    else process.env.NETLIFY_BLOBS_CONTEXT = previousContext;
  }
}
