import type { PublishState, PublishStatus } from "../../domain/publish";
import { config } from "../core/config";
import { readDocument, updateDocument } from "../store";

/**
 * Publishing: every content write asks for a rebuild of the static pages (docs/decisions/publishing.md).
 *
 * Two records, each written by one side only, so neither side can make the other's writes fail:
 *  - the requests (REQUESTS_KEY), written by content writes alone: how many changes were ever
 *    saved, and for how many of them the build hook was last called;
 *  - the build record (BUILD_KEY), written by the build and its deploy events alone: which changes
 *    the latest build took in, which are live, and how the latest attempts went.
 * Each side writes its own record first and reads the other's after, so when a write and the end
 * of a build cross, at least one of them sees the other and asks for the build the write needs.
 *
 * Bursts coalesce: the hook is called only when changes wait and nothing will take them in (no
 * build running, no retry on its way, no hook call still unanswered). The status is "idle" only
 * once the changes are live (Netlify's deploy-succeeded event, or the local builder's switch),
 * never merely built. A failed build is tried again on its own, after each of RETRY_DELAYS_MS.
 */

const REQUESTS_KEY = "state/publish";
const BUILD_KEY = "state/publish-build";

/** A hook call whose build never started, or a retry that never came, is given up after this long. */
const STALE_REQUEST_MS = 5 * 60 * 1000;
/** A build that never reported its end (Netlify stops a build after 15 minutes by default). */
const STALE_BUILD_MS = 30 * 60 * 1000;
const HOOK_TIMEOUT_MS = 5000;
/** The waits before each new attempt after a failed build: three at most, well inside an event function's minute. */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 15_000, 30_000];
/** Pauses between attempts at the build's own record, so a moment's store outage does not lose it. */
const BUILD_RECORD_PAUSES_MS = [250, 1_000, 4_000];

interface PublishRequests {
  /** Content changes saved, ever. */
  changes: number;
  /** `changes` when the build hook was last called, and when. */
  hookSentFor: number;
  hookSentAt: string | null;
}

type BuildPhase = "idle" | "building" | "retrying" | "failed";

interface BuildRecord {
  phase: BuildPhase;
  /** `changes` when the latest build started: what its pages hold. */
  took: number;
  /** `took` of the build now live. */
  published: number;
  lastPublishedAt: string | null;
  buildStartedAt: string | null;
  /** Failed attempts in a row. */
  failures: number;
  /** When the next attempt is due ("retrying"). */
  retryAt: string | null;
  /** Why the latest build failed, in its own words. */
  buildError: string | null;
}

/** A failed deploy as recorded: its reason and, while attempts remain, when the next one is due. */
export interface PublishFailure {
  reason: string;
  failures: number;
  retry: { delayMs: number; at: string } | undefined;
}

const noRequests: PublishRequests = { changes: 0, hookSentFor: 0, hookSentAt: null };
const noBuild: BuildRecord = {
  phase: "idle",
  took: 0,
  published: 0,
  lastPublishedAt: null,
  buildStartedAt: null,
  failures: 0,
  retryAt: null,
  buildError: null,
};

// A record written by an older version of the site has other fields: keep only what this one knows.
const requestsOf = (stored: Partial<PublishRequests> | null): PublishRequests => ({
  changes: stored?.changes ?? 0,
  hookSentFor: stored?.hookSentFor ?? 0,
  hookSentAt: stored?.hookSentAt ?? null,
});
const buildOf = (stored: Partial<BuildRecord> | null): BuildRecord => ({ ...noBuild, ...stored });

const readRequests = async () => requestsOf(await readDocument<Partial<PublishRequests>>(REQUESTS_KEY));
const readBuild = async () => buildOf(await readDocument<Partial<BuildRecord>>(BUILD_KEY));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const olderThan = (iso: string | null, ms: number, now: Date) => iso === null || now.getTime() - Date.parse(iso) > ms;

/** The phase as things stand: a build or a retry that never reported back counts as failed. */
function phaseNow(build: BuildRecord, now: Date): BuildPhase {
  if (build.phase === "building" && olderThan(build.buildStartedAt, STALE_BUILD_MS, now)) return "failed";
  if (build.phase === "retrying" && olderThan(build.retryAt, STALE_REQUEST_MS, now)) return "failed";
  return build.phase;
}

/** The hook was called for changes no build has started on since, and not so long ago that it was lost. */
const hookUnanswered = (requests: PublishRequests, build: BuildRecord, now: Date) =>
  requests.hookSentFor > build.took && !olderThan(requests.hookSentAt, STALE_REQUEST_MS, now);

export async function readPublishStatus(): Promise<PublishStatus> {
  const now = new Date();
  const [requests, build] = await Promise.all([readRequests(), readBuild()]);
  const pendingChanges = Math.max(0, requests.changes - build.published);
  const phase = phaseNow(build, now);
  let state: PublishState;
  if (phase === "building" || phase === "retrying") state = phase;
  // After a failure, a new edit's build request shows as queued.
  else if (phase === "failed" && !hookUnanswered(requests, build, now)) state = "failed";
  else state = pendingChanges > 0 ? "queued" : "idle";
  return { state, lastPublishedAt: build.lastPublishedAt, pendingChanges };
}

/** Called after every successful content write. */
export async function requestPublish(now = new Date()): Promise<void> {
  await updateDocument<PublishRequests, undefined>(REQUESTS_KEY, noRequests, (stored) => {
    const requests = requestsOf(stored);
    return { next: { ...requests, changes: requests.changes + 1 }, result: undefined };
  });
  await publishIfDue(now);
}

/**
 * Calls the build hook if changes wait and nothing will take them in: no build running, no retry
 * on its way, and no hook call since the latest build started (unless that call is stale).
 */
async function publishIfDue(now: Date): Promise<void> {
  const build = await readBuild();
  const phase = phaseNow(build, now);
  if (phase === "building" || phase === "retrying") return;
  const claimed = await updateDocument<PublishRequests, boolean>(REQUESTS_KEY, noRequests, (stored) => {
    const requests = requestsOf(stored);
    if (requests.changes <= build.published || hookUnanswered(requests, build, now)) return { result: false };
    return { next: { ...requests, hookSentFor: requests.changes, hookSentAt: now.toISOString() }, result: true };
  });
  if (claimed) await callBuildHook();
}

/**
 * The build's own record: only the build and its deploy events write it, one build at a time, so
 * a write fails only when the store does; it is tried again a few times so a moment's outage
 * cannot leave a stale state behind.
 */
async function updateBuild<R>(change: (build: BuildRecord) => { next: BuildRecord; result: R }): Promise<R> {
  const write = () => updateDocument<BuildRecord, R>(BUILD_KEY, noBuild, (stored) => change(buildOf(stored)));
  for (const pause of BUILD_RECORD_PAUSES_MS) {
    try {
      return await write();
    } catch (error) {
      console.error(`Could not record the build's state; trying again in ${pause} ms:`, error);
      await sleep(pause);
    }
  }
  return write();
}

/** The build takes in every change saved so far: called before it reads any content. */
export async function markBuildStarted(now = new Date()): Promise<void> {
  const { changes } = await readRequests();
  await updateBuild((build) => ({
    next: {
      ...build,
      phase: "building",
      took: changes,
      buildStartedAt: now.toISOString(),
      retryAt: null,
      buildError: null,
      // After the retries ran out, a build comes from a new edit: it starts a new series of attempts.
      failures: phaseNow(build, now) === "failed" ? 0 : build.failures,
    },
    result: undefined,
  }));
}

/** The build failed, for `reason`; its deploy's failure event (or the local builder) counts the attempt. */
export async function recordBuildError(reason: string): Promise<void> {
  await updateBuild((build) => ({ next: { ...build, buildError: reason }, result: undefined }));
}

/**
 * The new build is live (Netlify's deploy-succeeded event, or the local builder's switch). Changes
 * saved while it was building are not in it: those ask for one more build.
 */
export async function markPublished(now = new Date()): Promise<void> {
  await updateBuild((build) => ({
    next: {
      ...build,
      phase: "idle",
      published: build.took,
      lastPublishedAt: now.toISOString(),
      failures: 0,
      retryAt: null,
      buildError: null,
    },
    result: undefined,
  }));
  await publishIfDue(now);
}

/**
 * The build or its deploy failed (Netlify's deploy-failed event, or the local builder): the
 * previous site stays live. Plans the next attempt while RETRY_DELAYS_MS has one left.
 */
export async function markPublishFailed(reason: string, now = new Date()): Promise<PublishFailure> {
  return updateBuild((build) => {
    const failures = build.failures + 1;
    const delayMs = RETRY_DELAYS_MS[failures - 1];
    const retry = delayMs === undefined ? undefined : { delayMs, at: new Date(now.getTime() + delayMs).toISOString() };
    return {
      next: { ...build, phase: retry ? "retrying" : "failed", failures, retryAt: retry?.at ?? null },
      result: { reason: build.buildError ?? reason, failures, retry },
    };
  });
}

/**
 * Waits for the planned attempt and asks for the build again, unless a build has started since
 * (it takes the changes in). Never throws: the status shows a retry that never came as failed.
 */
export async function retryFailedPublish(
  failure: PublishFailure,
  { wait = sleep, log = console.log }: { wait?: (ms: number) => Promise<void>; log?: (line: string) => void } = {},
): Promise<void> {
  const { retry, failures } = failure;
  if (!retry) {
    log(`Publishing failed ${failures} times in a row; the next content change tries again.`);
    return;
  }
  log(`Publishing will be tried again in ${retry.delayMs / 1000} s (retry ${failures} of ${RETRY_DELAYS_MS.length}).`);
  try {
    await wait(retry.delayMs);
    const build = await readBuild();
    if (build.phase === "retrying" && build.retryAt === retry.at) await callBuildHook();
  } catch (error) {
    console.error("Could not try publishing again:", error);
  }
}

/** POSTs the build hook (Netlify's, or the local builder's under `npm start`). Never throws. */
async function callBuildHook(): Promise<void> {
  const hook = config().BUILD_HOOK_URL;
  if (!hook) {
    console.warn("BUILD_HOOK_URL is not set: content was saved but the site will not rebuild by itself.");
    return;
  }
  try {
    const response = await fetch(hook, { method: "POST", body: "{}", signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    if (!response.ok) console.error(`Build hook answered ${response.status}`);
  } catch (error) {
    console.error("Build hook could not be reached:", error);
  }
}
