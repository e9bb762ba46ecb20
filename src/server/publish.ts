import type { PublishStatus } from "../domain/publish";
import { config } from "./config";
import { readDocument, updateDocument } from "./store";

/**
 * Publishing: every content write asks for a rebuild of the static pages. Bursts coalesce: the
 * build hook is called only when the site goes from idle (or failed) to queued; writes that arrive
 * while a build is queued or running just count as pending, and a build that goes live with
 * changes still pending asks for one more. The state is "idle" only once the new pages are live
 * (Netlify's deploy-succeeded event, or the local builder's switch), never merely built.
 */

const KEY = "state/publish";
/** A queued request whose build never started is sent again after this long. */
const STALE_QUEUE_MS = 5 * 60 * 1000;
const HOOK_TIMEOUT_MS = 5000;

interface PublishRecord extends PublishStatus {
  changesInBuild: number;
  hookSentAt: string | null;
  buildStartedAt: string | null;
  lastError: string | null;
}

const initial: PublishRecord = {
  state: "idle",
  lastPublishedAt: null,
  pendingChanges: 0,
  changesInBuild: 0,
  hookSentAt: null,
  buildStartedAt: null,
  lastError: null,
};

export async function readPublishStatus(): Promise<PublishStatus> {
  const { state, lastPublishedAt, pendingChanges } = (await readDocument<PublishRecord>(KEY)) ?? initial;
  return { state, lastPublishedAt, pendingChanges };
}

/** Called after every successful content write. */
export async function requestPublish(now = new Date()): Promise<void> {
  const trigger = await updateDocument<PublishRecord, boolean>(KEY, initial, (current) => {
    const staleQueue =
      current.state === "queued" &&
      (!current.hookSentAt || now.getTime() - Date.parse(current.hookSentAt) > STALE_QUEUE_MS);
    const startBuild = current.state === "idle" || current.state === "failed" || staleQueue;
    return {
      next: {
        ...current,
        pendingChanges: current.pendingChanges + 1,
        state: startBuild ? "queued" : current.state,
        hookSentAt: startBuild ? now.toISOString() : current.hookSentAt,
      },
      result: startBuild,
    };
  });
  if (trigger) await callBuildHook();
}

/** The build takes in every change made so far. */
export async function markBuildStarted(now = new Date()): Promise<void> {
  await updateDocument<PublishRecord, undefined>(KEY, initial, (current) => ({
    next: { ...current, state: "building", changesInBuild: current.pendingChanges, buildStartedAt: now.toISOString() },
    result: undefined,
  }));
}

/** The build or its deploy failed: the previous site stays live and the admin panel says so. */
export async function markPublishFailed(error: string): Promise<void> {
  await updateDocument<PublishRecord, undefined>(KEY, initial, (current) => ({
    // A failed build is also reported as a failed deploy: keep the build's more telling reason.
    next: { ...current, state: "failed", lastError: current.state === "failed" ? (current.lastError ?? error) : error },
    result: undefined,
  }));
}

/**
 * The new build is live (Netlify's deploy-succeeded event, or the local builder's switch). Changes
 * saved while it was building are not in it: those ask for one more build.
 */
export async function markPublished(now = new Date()): Promise<void> {
  const anotherDue = await updateDocument<PublishRecord, boolean>(KEY, initial, (current) => {
    const pendingChanges = Math.max(0, current.pendingChanges - current.changesInBuild);
    return {
      next: {
        ...current,
        state: pendingChanges > 0 ? "queued" : "idle",
        pendingChanges,
        changesInBuild: 0,
        lastPublishedAt: now.toISOString(),
        hookSentAt: pendingChanges > 0 ? now.toISOString() : current.hookSentAt,
        lastError: null,
      },
      result: pendingChanges > 0,
    };
  });
  if (anotherDue) await callBuildHook();
}

/** POSTs the build hook (Netlify's, or the local builder's under `npm start`). Never throws. */
export async function callBuildHook(): Promise<void> {
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
