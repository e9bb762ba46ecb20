import { hashPassword } from "../../src/server/auth/passwords";

/**
 * What this machine's cores allow for registrations at all: the server's own password hashing
 * (src/server/auth/passwords.ts: scrypt at the site's cost, as many at once as its limit lets), run
 * alone in the bench's process for `seconds` with more callers waiting than the limit admits, as
 * under load. No server, no store: the reference the registration throughput is judged against.
 */
export async function hashesPerSecond(seconds: number, callers = 50): Promise<number> {
  // One hash first: the thread pool starts its threads on first use.
  await hashPassword("demo-bench-password");
  const started = performance.now();
  const until = started + seconds * 1000;
  let done = 0;
  const caller = async () => {
    while (performance.now() < until) {
      await hashPassword("demo-bench-password");
      done++;
    }
  };
  await Promise.all(Array.from({ length: callers }, caller));
  return done / ((performance.now() - started) / 1000);
}
