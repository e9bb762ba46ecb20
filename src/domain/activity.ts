import * as z from "zod";

/**
 * The activity log as the API gives it and the admin panel reads it (docs/rules/members-and-money.md §9): one entry per
 * change made through the API, newest first, and which entries can be restored. Pure, so the
 * server and the panel decide the same way.
 */

export const ACTOR_KINDS = ["admin", "member", "public"] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const activityActor = z.object({ kind: z.enum(ACTOR_KINDS), email: z.string().optional() });
export type ActivityActor = z.infer<typeof activityActor>;

/** A record as it was before or after the change, without passwords, hashes, codes or tokens. */
const snapshot = z.record(z.string(), z.unknown());

export const activityEntry = z.object({
  _id: z.string(),
  at: z.string(),
  actor: activityActor,
  action: z.string(),
  collection: z.string(),
  recordId: z.string(),
  summary: z.string(),
  before: snapshot.optional(),
  after: snapshot.optional(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activityPage = z.object({ entries: z.array(activityEntry), nextCursor: z.string().nullable() });
export type ActivityPage = z.infer<typeof activityPage>;

/** What a restore answers: what happened, and the record as stored now (never a secret field). */
export const restoreAnswer = z.object({ message: z.string(), collection: z.string(), record: snapshot });

/** What the log names each kind of record, in the order the panel's filter offers them. */
export const ACTIVITY_COLLECTIONS = {
  news: "News",
  executives: "Executive Council",
  editorials: "Editorial Board",
  books: "Books",
  workshops: "Workshops",
  "conference-listings": "Conference listings",
  awards: "Awards",
  awardees: "Awardees",
  "award-nomination": "Nominations",
  memberships: "Membership types",
  "membership-registrations": "Applications and members",
  "payment-details": "Payment details",
  journal: "Journal details",
  "journal-issues": "Journal issues",
  "journal-articles": "Journal articles",
  events: "Events",
  "event-registrations": "Event registrations",
  "event-abstracts": "Event abstracts",
  downloads: "Downloads",
  "annual-reports": "Annual reports",
  subscribers: "Subscribers",
  settings: "Society settings",
  "site-details": "Site details",
  pages: "Pages",
  administrators: "Administrators",
} as const satisfies Record<string, string>;
export type ActivityCollection = keyof typeof ACTIVITY_COLLECTIONS;

export const isActivityCollection = (name: string): name is ActivityCollection =>
  Object.hasOwn(ACTIVITY_COLLECTIONS, name);

/** One page holds at most this many entries; the panel asks for DEFAULT a page. */
export const ACTIVITY_MAX_PAGE_SIZE = 200;
export const ACTIVITY_PAGE_SIZE = 50;

/** "2026-11-27T10-15-00-000Z-<24 hex>": the time of the change, then a random part. */
export const isActivityId = (id: string) => /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[a-f0-9]{24}$/.test(id);

export const ACTIVITY_MESSAGES = {
  notFound: "Activity entry not found.",
  notRestorable: "Only a deleted record or an earlier version of a record can be restored.",
  stillThere: "This record exists (it was restored or added again), so nothing was restored.",
  changedSince:
    "This record was changed after this entry, so its earlier version was not put back. Restore from the newest entry of this record instead.",
  goneSince: "This record has been deleted since. Restore its deletion first.",
  restored: "The record was restored.",
  restoredWithoutFiles: "The record was restored, but its photo or file was no longer kept (files are kept 30 days).",
} as const;

/** What restoring an entry would do: put a deleted record back, or a record's earlier version. */
export type RestoreKind = "deletion" | "update";

/**
 * What the log records but Restore does not put back: settings, administrators and the journal's
 * details are not records of a collection; an event, its registrations and abstracts keep rules of
 * their own (an address no other event has, places and waiting turns held as claims, references,
 * files kept apart) that putting an old copy back would break. The server's table of what it
 * restores (src/server/activity/restorable.ts) has every other collection, as a test checks.
 */
export const NOT_RESTORABLE: readonly ActivityCollection[] = [
  "settings",
  "administrators",
  "journal",
  "events",
  "event-registrations",
  "event-abstracts",
];

/** Only records of the store's collections come back, and of those not the ones NOT_RESTORABLE names. */
export function restoreKindOf(entry: Pick<ActivityEntry, "collection" | "before" | "after">): RestoreKind | undefined {
  if (!entry.before || (NOT_RESTORABLE as readonly string[]).includes(entry.collection)) return undefined;
  if (!isActivityCollection(entry.collection)) return undefined;
  return entry.after ? "update" : "deletion";
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ between two versions, in the order they first appear. */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): string[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.filter((name) => !sameValue(before?.[name], after?.[name]));
}

/** Who acted, in words: "admin@example.org", "A member (asha@example.org)", "The public". */
export function actorText(actor: ActivityActor): string {
  if (actor.kind === "public") return actor.email ? `The public (${actor.email})` : "The public";
  if (actor.kind === "member") return actor.email ? `Member ${actor.email}` : "A member";
  return actor.email ?? "An administrator";
}
