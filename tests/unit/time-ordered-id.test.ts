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

  it("orders keys by their time first, whatever order they were made in", () => {
    const later = timeOrderedId(new Date("2026-11-30T15:13:39.584Z"));
    const earlier = timeOrderedId(new Date("2026-11-30T15:13:39.583Z"));
    expect([later, earlier].sort()).toEqual([earlier, later]);
  });

  it("starts each millisecond's keys at a random point, so two instances' keys do not collide", () => {
    const starts = new Set(
      Array.from({ length: 20 }, (_, index) =>
        timeOrderedId(new Date(Date.UTC(2026, 10, 30, 0, 0, 0, index))).slice(-24),
      ),
    );
    expect(starts.size).toBe(20);
  });
});
