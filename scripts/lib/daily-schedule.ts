/**
 * `npm start`'s stand-in for the Netlify scheduled function `daily-jobs` (`@daily`: midnight UTC):
 * the job runs at every midnight UTC while the site runs, and once shortly after the start, so a
 * computer that was off at midnight still gets its day's run (the jobs are safe to run twice).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** After the start: the first build and the first visitors come first. */
export const FIRST_RUN_DELAY_MS = 60_000;

/** The next midnight UTC strictly after `now`. */
export function nextMidnightUtc(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}

export interface DailySchedule {
  stop(): void;
}

/**
 * Runs `job` after `firstRunDelayMs`, then at each midnight UTC. A run never overlaps another, and
 * a failing run is reported and the schedule goes on.
 */
export function scheduleDaily(
  job: () => Promise<unknown>,
  { firstRunDelayMs = FIRST_RUN_DELAY_MS, now = () => new Date() } = {},
): DailySchedule {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = () => {
    running ??= job()
      .catch((error: unknown) =>
        console.error("The daily jobs failed:", error instanceof Error ? error.message : error),
      )
      .then(() => undefined)
      .finally(() => {
        running = undefined;
      });
  };
  const planNext = () => {
    if (stopped) return;
    const wait = Math.min(DAY_MS, nextMidnightUtc(now()).getTime() - now().getTime());
    timer = setTimeout(() => {
      run();
      planNext();
    }, wait);
    // The schedule alone never keeps the process alive.
    timer.unref();
  };

  const first = setTimeout(run, firstRunDelayMs);
  first.unref();
  planNext();
  return {
    stop() {
      stopped = true;
      clearTimeout(first);
      clearTimeout(timer);
    },
  };
}
