import type { ActivityActor } from "../../domain/activity";
import { collectionCacheTag, purgeCacheTags } from "../http/cdn-cache";
import { newRecording, runRecording, type Recording } from "../core/call-context";
import { entriesOf } from "./entries";
import { appendEntries } from "./log";

/**
 * Runs one API call's work inside a recording of its activity, then writes its entries: one per
 * record it changed, after the change was committed, also when the call fails after committing
 * something. Logging never fails the call (docs/decisions/activity-log.md). The same record of
 * changes tells the CDN which collections' public answers to drop
 * (docs/decisions/public-read-caching.md).
 */
export async function recordActivity<T>(
  actor: ActivityActor,
  action: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const recording = newRecording(actor, action);
  try {
    return await runRecording(recording, work);
  } finally {
    try {
      const entries = entriesOf(recording);
      if (entries.length > 0) await appendEntries(entries);
    } catch (error) {
      console.error("Could not log the activity of a call:", error instanceof Error ? error.message : error);
    }
    await purgeCacheTags(collectionsSeenChanged(recording).map(collectionCacheTag));
  }
}

/** The collections whose public answers the call's changes alter (none for a pending application). */
const collectionsSeenChanged = (recording: Recording): string[] => [
  ...new Set(
    [...recording.changes.values()].filter((change) => change.seenByVisitors).map((change) => change.collection),
  ),
];
