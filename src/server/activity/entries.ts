import type { ActivityActor, ActivityEntry } from "../../domain/activity";
import { timeOrderedId } from "../store";
import type { Recording, RecordedChange } from "../core/call-context";
import { withoutSecrets } from "./sanitise";
import { summaryOf } from "./summary";

/** The log entries of one API call: one per record it changed, one per event (a sign-in). */

type Snapshot = Record<string, unknown>;

const defaultAction = (change: RecordedChange) => (!change.before ? "create" : change.after ? "update" : "delete");

/** A write that changed nothing but the record's time (a receipt repair that found nothing to do) is no change. */
function changedSomething({ before, after }: RecordedChange): boolean {
  if (!before || !after) return before !== after;
  // JSON leaves out a field whose value is undefined.
  return JSON.stringify({ ...before, updatedAt: undefined }) !== JSON.stringify({ ...after, updatedAt: undefined });
}

function entryOfChange(actor: ActivityActor, action: string | undefined, change: RecordedChange): ActivityEntry {
  const named = action ?? defaultAction(change);
  const before = change.before && withoutSecrets<Snapshot>(change.before);
  const after = change.after && withoutSecrets<Snapshot>(change.after);
  return {
    _id: timeOrderedId(change.at),
    at: change.at.toISOString(),
    actor,
    action: named,
    collection: change.collection,
    recordId: change.recordId,
    summary: summaryOf(named, change.collection, after ?? before, change.recordId),
    ...(before ? { before } : {}),
    ...(after ? { after } : {}),
  };
}

export function entriesOf(recording: Recording): ActivityEntry[] {
  const changes = [...recording.changes.values()]
    .filter(changedSomething)
    .map((change) => entryOfChange(recording.actor, recording.action, change));
  const events = recording.events.map(({ actor, action, collection, recordId, at }): ActivityEntry => ({
    _id: timeOrderedId(at),
    at: at.toISOString(),
    actor,
    action,
    collection,
    recordId,
    summary: summaryOf(action, collection, undefined, recordId),
  }));
  return [...changes, ...events];
}
