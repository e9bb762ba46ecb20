import { AsyncLocalStorage } from "node:async_hooks";
import type { ActivityActor } from "../../domain/activity";

/**
 * The activity of one API call (docs/decisions/activity-log.md): the route wrapper runs each
 * handler inside a recording that holds who acts; the store's collection layer tells it every
 * change it committed. Changes made outside a call (the daily job, the seed, a backup restore)
 * find no recording and are not logged.
 */

type Snapshot = Record<string, unknown>;

/** One record's change as committed: `before` absent for a new record, `after` absent for a removed one. */
export interface CommittedChange {
  collection: string;
  recordId: string;
  before?: Snapshot | undefined;
  after?: Snapshot | undefined;
  /**
   * Whether a visitor's answer could show the change (false: a pending application, which no
   * public read lists), so the CDN's copies of the collection must go.
   */
  seenByVisitors: boolean;
}

/** Something that happened without changing a record (an administrator's sign-in). */
export interface ActivityEvent {
  actor: ActivityActor;
  action: string;
  collection: string;
  recordId: string;
}

/** A record's net change during the call: the first `before`, the last `after`, when it was last committed. */
export interface RecordedChange extends CommittedChange {
  at: Date;
}

export interface Recording {
  actor: ActivityActor;
  /** What the call does ("accept", "restore"); the default follows from the change (create, update, delete). */
  action: string | undefined;
  changes: Map<string, RecordedChange>;
  events: (ActivityEvent & { at: Date })[];
}

const storage = new AsyncLocalStorage<Recording>();

export function newRecording(actor: ActivityActor, action?: string): Recording {
  return { actor, action, changes: new Map(), events: [] };
}

export const runRecording = <T>(recording: Recording, run: () => Promise<T>): Promise<T> => storage.run(recording, run);

/**
 * Called by the store after a change was committed, in the caller's own context (never inside a
 * batch, which may hold other calls' changes). Two changes of one record in one call (a payment
 * received, then its receipt number) are one entry: the record before the first, after the last.
 */
export function noteChange(change: CommittedChange): void {
  const recording = storage.getStore();
  if (!recording) return;
  const key = `${change.collection}\u0000${change.recordId}`;
  const earlier = recording.changes.get(key);
  recording.changes.set(key, {
    ...change,
    before: earlier ? earlier.before : change.before,
    // Seen if any step of it was: a record shown for a moment may have been kept by the CDN then.
    seenByVisitors: (earlier?.seenByVisitors ?? false) || change.seenByVisitors,
    at: new Date(),
  });
}

/** Names what the current call does, when it decides only as it runs (a payment confirmed or rejected). */
export function nameActivity(action: string): void {
  const recording = storage.getStore();
  if (recording) recording.action = action;
}

/** Logs an event of the current call with its own actor (a sign-in names who signed in). */
export function noteEvent(event: ActivityEvent): void {
  storage.getStore()?.events.push({ ...event, at: new Date() });
}
