import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_RUN_DELAY_MS, nextMidnightUtc, scheduleDaily } from "../../scripts/lib/daily-schedule";

/** `npm start` runs the daily jobs as Netlify's `@daily` does: at midnight UTC, and once after the start. */

// test-isolation: shared. The real clock is put back after each test.
afterEach(() => {
  vi.useRealTimers();
});

describe("the local daily schedule", () => {
  it("finds the next midnight UTC, whatever the hour (India is UTC+5:30)", () => {
    expect(nextMidnightUtc(new Date("2026-11-27T18:29:59.000Z")).toISOString()).toBe("2026-11-28T00:00:00.000Z");
    expect(nextMidnightUtc(new Date("2026-12-31T23:59:59.999Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(nextMidnightUtc(new Date("2026-11-28T00:00:00.000Z")).toISOString()).toBe("2026-11-29T00:00:00.000Z");
  });

  it("runs once after the start, then at each midnight UTC, never two runs at once, and stops", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T22:00:00.000Z") });
    let runs = 0;
    let finish: (() => void) | undefined;
    const schedule = scheduleDaily(
      () =>
        new Promise<void>((resolve) => {
          runs++;
          finish = resolve;
        }),
      { now: () => new Date(Date.now()) },
    );
    await vi.advanceTimersByTimeAsync(FIRST_RUN_DELAY_MS);
    expect(runs).toBe(1);
    // Midnight comes while the first run is still going: no second run beside it.
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(runs).toBe(1);
    finish?.();
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(runs).toBe(2);
    finish?.();
    schedule.stop();
    await vi.advanceTimersByTimeAsync(3 * 24 * 60 * 60 * 1000);
    expect(runs).toBe(2);
  });

  it("goes on after a run that fails", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T23:30:00.000Z") });
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let runs = 0;
    const schedule = scheduleDaily(
      () => {
        runs++;
        return Promise.reject(new Error("store down"));
      },
      { now: () => new Date(Date.now()) },
    );
    await vi.advanceTimersByTimeAsync(FIRST_RUN_DELAY_MS);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(runs).toBe(2);
    expect(error).toHaveBeenCalledWith("The daily jobs failed:", "store down");
    schedule.stop();
    error.mockRestore();
  });
});
