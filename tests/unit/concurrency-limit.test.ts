import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "../../src/server/core/concurrency-limit";

describe("concurrencyLimit", () => {
  it("runs at most the given number at once, in arrival order, and survives failures", async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        limit(async () => {
          started.push(index);
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
          if (index === 3) throw new Error("failed work");
          return index;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    // A failure frees its slot: the limiter still takes work afterwards.
    await expect(limit(() => Promise.resolve("again"))).resolves.toBe("again");
  });
});
