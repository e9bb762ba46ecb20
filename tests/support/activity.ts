import type { ActivityEntry } from "../../src/domain/activity";
import { listDocumentKeys, readDocument } from "../../src/server/store";

/** The activity log as the store holds it, for tests that count what a call logged. */

export const activityKeys = async (): Promise<Set<string>> => new Set(await listDocumentKeys("activity/"));

/** Every entry stored under a key not in `before`, oldest first. */
export async function entriesSince(before: Set<string>): Promise<ActivityEntry[]> {
  const keys = (await listDocumentKeys("activity/")).filter((key) => !before.has(key));
  const entries = await Promise.all(keys.map((key) => readDocument<ActivityEntry>(key)));
  return entries.filter((entry): entry is ActivityEntry => entry !== null).sort((a, b) => a._id.localeCompare(b._id));
}

/** Runs `work` and answers what it returned with the entries logged meanwhile. */
export async function logged<T>(work: () => Promise<T>): Promise<{ result: T; entries: ActivityEntry[] }> {
  const before = await activityKeys();
  const result = await work();
  return { result, entries: await entriesSince(before) };
}
