import { describe, expect, it } from "vitest";
import { timeOrderedId } from "../../src/server/store";

/** The keys the outbox and the activity log list newest first by (src/server/store/time-ordered-id.ts). */
describe("timeOrderedId", () => {
  const format = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{24}$/;

  it("orders the keys of one millisecond as they were made", () => {
    const at = new Date("2026-11-30T15:13:39.583Z");
    const ids = Array.from({ length: 1_000 }, () => timeOrderedId(at));
    expect(ids.every((id) => id.startsWith("2026-11-30T15-13-39-583Z-") && format.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it("keeps that order when keys of other milliseconds are made in between", () => {
    const first = new Date("2026-11-30T15:13:39.583Z");
    const second = new Date("2026-11-30T15:13:39.584Z");
    const ofFirst: string[] = [];
    const ofSecond: string[] = [];
    for (let index = 0; index < 200; index++) {
      ofFirst.push(timeOrderedId(first));
      ofSecond.push(timeOrderedId(second));
    }
    expect([...ofSecond, ...ofFirst].sort()).toEqual([...ofFirst, ...ofSecond]);
  });

  it("orders keys by their time first, whatever order they were made in", () => {
    const later = timeOrderedId(new Date("2026-11-30T15:13:39.584Z"));
    const earlier = timeOrderedId(new Date("2026-11-30T15:13:39.583Z"));
    expect([later, earlier].sort()).toEqual([earlier, later]);
  });
});
