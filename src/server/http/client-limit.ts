/**
 * Per-visitor limits. Visitors are told apart by the address Netlify reports for them; requests
 * from this machine (local runs, tests) or without a known address are never counted, so that
 * one shared bucket can never lock everybody out.
 */

export const isLoopback = (ip: string) => /^(127\.|::1$|::ffff:127\.|0:0:0:0:0:0:0:1$)/i.test(ip);

/**
 * At most `limit` attempts per client address in a sliding window, counted in this function
 * instance (a soft limit against scripted sign-ups, not a guarantee across instances).
 */
export function clientWindowLimit(limit: number, windowMs: number) {
  const attemptsByClient = new Map<string, number[]>();
  /** Takes a slot for `client`; false when it has used up its attempts. */
  return (client: string | undefined, now = Date.now()): boolean => {
    if (client === undefined || client === "" || isLoopback(client)) return true;
    const recent = (attemptsByClient.get(client) ?? []).filter((time) => now - time < windowMs);
    const allowed = recent.length < limit;
    if (allowed) recent.push(now);
    attemptsByClient.set(client, recent);
    // Forget idle clients now and then, so the map stays small.
    if (attemptsByClient.size > 5000) {
      for (const [key, times] of attemptsByClient) {
        if (times.every((time) => now - time >= windowMs)) attemptsByClient.delete(key);
      }
    }
    return allowed;
  };
}
