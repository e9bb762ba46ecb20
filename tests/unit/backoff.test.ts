import { describe, expect, it } from "vitest";
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay, longestBackoff } from "../../src/server/core/backoff";

describe("the wait before a refused write is tried again", () => {
  it("has a ceiling that doubles with each attempt, up to the cap", () => {
    const ceiling = (attempt: number) => backoffDelay(attempt, () => 1 - Number.EPSILON) + 1;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(ceiling)).toEqual([16, 32, 64, 128, 256, 512, 1000, 1000, 1000]);
    expect(ceiling(1)).toBe(BACKOFF_BASE_MS);
    expect(ceiling(40)).toBe(BACKOFF_CAP_MS);
  });

  it("is a random wait between zero and the ceiling (full jitter), never the same for every writer", () => {
    expect(backoffDelay(5, () => 0)).toBe(0);
    expect(backoffDelay(5, () => 0.5)).toBe(128);
    const waits = Array.from({ length: 200 }, () => backoffDelay(6));
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThan(512);
    }
    expect(new Set(waits).size).toBeGreaterThan(50);
  });

  it("keeps a whole retry of ten attempts within four seconds of waiting", () => {
    expect(longestBackoff(10)).toBe(3999);
    expect(longestBackoff(1)).toBe(0);
  });
});
