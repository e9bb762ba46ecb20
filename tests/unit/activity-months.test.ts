import { expect, it } from "vitest";
import type { ActivityEntry } from "../../src/domain/activity";
import { appendEntries, activityPage } from "../../src/server/activity/log";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * The log's pages walk back month by month (`activity/2026-03...`), across empty months and the
 * turn of the year, down to the month of the first entry ever written, and no further. Its own
 * store: the first entry written here names the first month.
 */

useOwnSandbox("activity-months");

const entry = (at: string, n: number): ActivityEntry => ({
  _id: `${at.replace(/[:.]/g, "-")}-${String(n).padStart(24, "0")}`,
  at,
  actor: { kind: "admin", email: "admin@example.org" },
  action: "update",
  collection: "news",
  recordId: `record-${n}`,
  summary: `News item changed: ${n}`,
});

it("pages newest first across months and years, down to the first month", async () => {
  const written = [
    entry("2025-12-31T23:59:59.000Z", 1),
    entry("2026-01-01T00:00:00.000Z", 2),
    entry("2026-01-20T10:00:00.000Z", 3),
    entry("2026-03-05T10:00:00.000Z", 4),
  ];
  // The oldest first, as time would write them.
  for (const each of written) expect(await appendEntries([each])).toBe(1);
  const now = new Date("2026-05-01T00:00:00.000Z");

  const ids: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 5; page++) {
    const answer = await activityPage({ limit: 2, cursor, now });
    ids.push(...answer.entries.map((each) => each._id));
    if (!answer.nextCursor) break;
    cursor = answer.nextCursor;
  }
  expect(ids).toEqual(written.map((each) => each._id).reverse());

  // A cursor from a month before the first one finds nothing.
  expect(await activityPage({ limit: 2, cursor: "2025-11-01T00-00-00-000Z-000000000000000000000000", now })).toEqual({
    entries: [],
    nextCursor: null,
  });
});
