import * as z from "zod";
import {
  ACTIVITY_COLLECTIONS,
  ACTIVITY_MAX_PAGE_SIZE,
  ACTIVITY_MESSAGES,
  ACTIVITY_PAGE_SIZE,
  ACTOR_KINDS,
  isActivityCollection,
  isActivityId,
  type ActivityEntry,
} from "../../domain/activity";
import { emailKey } from "../../domain/membership-registrations";
import { activityPage, readEntry } from "../activity/log";
import { restoreEntry } from "../activity/restore";
import { HttpError } from "../http/errors";
import { resource, route } from "../api/handler";

/**
 * The activity log for the owner (docs/rules/members-and-money.md §9): pages of entries, newest first, filtered by
 * collection and by who acted; and restoring what an entry deleted or changed. Entries cannot be
 * changed or deleted: no route does either.
 */

const blankAsMissing = (value: unknown) => (value === "" || value === null ? undefined : value);

const pageQuery = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int({ error: "limit must be a whole number." })
    .min(1, { error: `limit must be between 1 and ${ACTIVITY_MAX_PAGE_SIZE}.` })
    .max(ACTIVITY_MAX_PAGE_SIZE, { error: `limit must be between 1 and ${ACTIVITY_MAX_PAGE_SIZE}.` })
    .default(ACTIVITY_PAGE_SIZE),
  cursor: z.preprocess(
    blankAsMissing,
    z.string().refine(isActivityId, { error: "cursor must be the nextCursor of a page." }).optional(),
  ),
  collection: z.preprocess(
    blankAsMissing,
    z
      .string()
      .refine(isActivityCollection, {
        error: `collection must be one of ${Object.keys(ACTIVITY_COLLECTIONS).join(", ")}.`,
      })
      .optional(),
  ),
  actor: z.preprocess(
    blankAsMissing,
    z
      .union([z.enum(ACTOR_KINDS), z.email()], {
        error: `actor must be ${ACTOR_KINDS.join(", ")} or an e-mail address.`,
      })
      .optional(),
  ),
});

type Filters = Pick<z.output<typeof pageQuery>, "collection" | "actor">;

function filterOf({ collection, actor }: Filters): ((entry: ActivityEntry) => boolean) | undefined {
  if (collection === undefined && actor === undefined) return undefined;
  const byActor = (entry: ActivityEntry) =>
    actor === undefined ||
    ((ACTOR_KINDS as readonly string[]).includes(actor)
      ? entry.actor.kind === actor
      : entry.actor.email !== undefined && emailKey(entry.actor.email) === emailKey(actor));
  return (entry) => (collection === undefined || entry.collection === collection) && byActor(entry);
}

const list = route({
  admin: "owner",
  async handle({ url }) {
    const parsed = pageQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join(" "));
    const { limit, cursor, ...filters } = parsed.data;
    return activityPage({ limit, cursor, matches: filterOf(filters) });
  },
});

const restore = route({
  admin: "owner",
  publishes: true,
  activity: "restore",
  async handle({ id }) {
    const entry = isActivityId(id) ? await readEntry(id) : null;
    if (!entry) throw new HttpError(404, ACTIVITY_MESSAGES.notFound);
    return restoreEntry(entry);
  },
});

/** GET /api/admin/activity (?limit, ?cursor, ?collection, ?actor). */
export const adminActivityHandler = resource({ GET: list });

/** POST /api/admin/activity/{id}/restore. */
export const adminActivityRestoreHandler = resource({ "POST :id": restore });
