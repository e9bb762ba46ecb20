/**
 * How long a writer waits before trying again after another writer won the same document:
 * exponential backoff with full jitter (a random wait between zero and a ceiling that doubles with
 * each attempt, up to a cap). Writers that collided then spread out instead of colliding again in
 * step, as the platform's own clients do; the cap keeps the whole retry well inside a function's
 * time (docs/decisions/group-commit.md).
 */
export const BACKOFF_BASE_MS = 16;
export const BACKOFF_CAP_MS = 1_000;

/** The wait before attempt `attempt + 1`, after `attempt` (1, 2, ...) attempts were refused. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

/** The most the waits before attempts 2..`attempts` can add up to. */
export function longestBackoff(attempts: number): number {
  let total = 0;
  for (let attempt = 1; attempt < attempts; attempt++) total += backoffDelay(attempt, () => 1 - Number.EPSILON);
  return total;
}
