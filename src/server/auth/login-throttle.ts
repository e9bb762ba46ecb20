import { isLoopback } from "../http/client-limit";
import { keyedHash, type KeyedHashPurpose } from "./keyed-hash";
import { deleteDocument, listDocumentKeys, readDocument, updateDocument } from "../store";

/**
 * Sign-in throttling for POST /api/admin/login, kept in the store so every function instance
 * sees the same counts.
 *
 * Policy: within a sliding 15-minute window, at most 5 failed sign-ins per e-mail address
 * (trimmed, lower-case) and 20 per client address (IPv6 counted per /64, since one connection
 * usually holds a whole /64). Once either is reached, further attempts get 429 with Retry-After
 * and are refused before the password is checked, even with the right password, so guessing
 * cannot go on and a throttled flood costs one store read each. Every attempt is counted before
 * the password check (so parallel requests cannot slip past the limit); a successful sign-in
 * takes its own count back and clears its e-mail's failures. Requests from this machine or
 * without a known address are not counted per client (local runs and tests share 127.0.0.1;
 * on Netlify the address is always known), but still per e-mail.
 *
 * The trade-off: anyone may keep one e-mail throttled, the administrator's included, by failing
 * five times every 15 minutes; that is the price of stopping the guessing.
 *
 * Each e-mail and each client is counted in a document of its own (`throttle/admin-login/e:…`),
 * so attempts for different people never contend for one document. Addresses are personal data,
 * so the documents hold only keyed hashes (keyed-hash.ts: a plain SHA-256 of an IPv4 address is
 * undone by trying all 2^32) and failures inside the window; the daily job deletes the documents
 * whose failures have all expired.
 */

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  perEmail: 5,
  perClient: 20,
} as const;

export const THROTTLE_DOCUMENT = "throttle/admin-login";

/** Failure times (ms since epoch) per hashed e-mail ("e:…") or client ("c:…"). */
export interface ThrottleState {
  failures: Record<string, number[]>;
}

export interface Bucket {
  key: string;
  limit: number;
}

// --- Pure decisions ---------------------------------------------------------------------------

/** The state with only well-formed failures still inside the window (the stored JSON is trusted no further). */
export function pruned(stored: unknown, now: number, windowMs: number = LOGIN_THROTTLE.windowMs): ThrottleState {
  const raw = typeof stored === "object" && stored !== null && "failures" in stored ? stored.failures : undefined;
  if (typeof raw !== "object" || raw === null) return { failures: {} };
  const kept = Object.entries(raw).flatMap(([key, times]): [string, number[]][] => {
    if (!Array.isArray(times)) return [];
    const recent = times.filter((time): time is number => typeof time === "number" && now - time < windowMs);
    return recent.length > 0 ? [[key, recent.sort((a, b) => a - b)]] : [];
  });
  // fromEntries defines own properties, so even a stored "__proto__" key stays a plain key.
  return { failures: Object.fromEntries(kept) };
}

/**
 * Seconds until every bucket has room again, or undefined when the attempt may go ahead.
 * A full bucket frees a slot when its oldest counted failure leaves the window.
 */
export function retryAfterSeconds(
  state: ThrottleState,
  buckets: readonly Bucket[],
  now: number,
  windowMs: number = LOGIN_THROTTLE.windowMs,
): number | undefined {
  let until = 0;
  for (const { key, limit } of buckets) {
    const times = (state.failures[key] ?? []).filter((time) => now - time < windowMs);
    if (times.length < limit) continue;
    const freed = (times[times.length - limit] ?? now) + windowMs;
    until = Math.max(until, freed);
  }
  return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : undefined;
}

/** The state with one more failure at `now` in each bucket. */
export function withFailure(state: ThrottleState, buckets: readonly Bucket[], now: number): ThrottleState {
  const failures = { ...state.failures };
  for (const { key } of buckets) failures[key] = [...(failures[key] ?? []), now];
  return { failures };
}

/** After a good sign-in: the e-mail's failures are cleared and the attempt counted at `at` is taken back. */
export function withSuccess(
  state: ThrottleState,
  emailKey: string,
  clientKey: string | undefined,
  at: number,
): ThrottleState {
  const failures: Record<string, number[]> = {};
  for (const [key, times] of Object.entries(state.failures)) {
    if (key === emailKey) continue;
    const index = key === clientKey ? times.indexOf(at) : -1;
    const left = index === -1 ? times : times.toSpliced(index, 1);
    if (left.length > 0) failures[key] = left;
  }
  return { failures };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The address a client is counted under: IPv4 as is, IPv6 by its /64; undefined when not counted. */
export function clientBucket(ip: string | undefined): string | undefined {
  const address = ip?.trim().split("%")[0]?.toLowerCase() ?? "";
  if (address === "" || isLoopback(address)) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail takes two groups; it is after the /64 prefix anyway.
  const taken = before.length + after.reduce((sum, group) => sum + (group.includes(".") ? 2 : 1), 0);
  const full = [...before, ...Array<string>(Math.max(0, 8 - taken)).fill("0"), ...after];
  const prefix = full.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(":")}::/64`;
}

/** Minutes, rounded up, in words. */
export function throttledMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

// --- Store-backed gate ------------------------------------------------------------------------

const keyed = (purpose: KeyedHashPurpose, value: string) => keyedHash(purpose, value).slice(0, 32);

export const emailKey = (email: string) => `e:${keyed("admin-login-email", normaliseEmail(email))}`;

export function clientKey(ip: string | undefined): string | undefined {
  const bucket = clientBucket(ip);
  return bucket === undefined ? undefined : `c:${keyed("admin-login-client", bucket)}`;
}

export type SignInGate =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** Call after the password matched: clears the e-mail's failures. */
      succeeded: () => Promise<void>;
    };

export interface GateOptions {
  now?: number;
  /** Another family of documents, for tests that move the clock. */
  document?: string;
}

/** The document of one bucket: each e-mail and each client has its own (`throttle/admin-login/e:…`). */
export const bucketDocument = (document: string, key: string) => `${document}/${key}`;

/**
 * Counts this attempt in one bucket's document, in one conditional write, unless the bucket is
 * full: then it writes nothing and answers the seconds to wait.
 */
function countAttempt(document: string, bucket: Bucket, now: number): Promise<number | undefined> {
  return updateDocument<unknown, number | undefined>(
    bucketDocument(document, bucket.key),
    { failures: {} },
    (stored) => {
      const state = pruned(stored, now);
      const seconds = retryAfterSeconds(state, [bucket], now);
      return seconds === undefined
        ? { next: withFailure(state, [bucket], now), result: undefined }
        : { result: seconds };
    },
  );
}

/**
 * Takes back from one bucket's document the failure counted at `at` (an attempt that succeeded, or
 * that another bucket refused), or with `all` every failure of the bucket (a good sign-in's e-mail).
 */
function takeBack(document: string, key: string, at: number, { all = false } = {}) {
  return updateDocument<unknown, undefined>(bucketDocument(document, key), { failures: {} }, (stored) => ({
    next: all ? withSuccess(pruned(stored, at), key, undefined, at) : withSuccess(pruned(stored, at), "", key, at),
    result: undefined,
  }));
}

/**
 * Decides whether this attempt may check the password; if so it is counted as a failure until
 * `succeeded()` says otherwise. Each e-mail and each client is counted in a document of its own,
 * so sign-ins for different e-mails from different places never wait for one another's writes;
 * the e-mail's bucket is counted first, then the client's, and an attempt the client's bucket
 * refuses is taken back from the e-mail's, so a refused attempt leaves no count behind.
 */
export async function beginSignIn(
  email: string,
  clientIp: string | undefined,
  { now = Date.now(), document = THROTTLE_DOCUMENT }: GateOptions = {},
): Promise<SignInGate> {
  const forEmail = emailKey(email);
  const forClient = clientKey(clientIp);
  const emailBucket: Bucket = { key: forEmail, limit: LOGIN_THROTTLE.perEmail };
  const clientBucketOf = forClient === undefined ? undefined : { key: forClient, limit: LOGIN_THROTTLE.perClient };

  const emailWait = await countAttempt(document, emailBucket, now);
  if (emailWait !== undefined) {
    // The wait is until both buckets have room: the client's is read, not written.
    const clientWait = clientBucketOf
      ? retryAfterSeconds(
          pruned(await readDocument(bucketDocument(document, clientBucketOf.key)), now),
          [clientBucketOf],
          now,
        )
      : undefined;
    return { allowed: false, retryAfterSeconds: Math.max(emailWait, clientWait ?? 0) };
  }
  if (clientBucketOf) {
    const clientWait = await countAttempt(document, clientBucketOf, now);
    if (clientWait !== undefined) {
      await takeBack(document, forEmail, now).catch(() => undefined);
      return { allowed: false, retryAfterSeconds: clientWait };
    }
  }
  return {
    allowed: true,
    succeeded: async () => {
      await Promise.all([
        takeBack(document, forEmail, now, { all: true }),
        ...(forClient === undefined ? [] : [takeBack(document, forClient, now)]),
      ]);
    },
  };
}

export interface ThrottlePruneSummary {
  /** Bucket documents whose failures had all left the window, deleted. */
  removed: number;
  /** Left for the next run: the time budget ran out. */
  left: number;
}

/**
 * The daily job's clean-up of the buckets (every throttle's: admins', members', codes',
 * invitations'): a document whose failures have all left the window is deleted, so no keyed hash
 * of an e-mail or address outlives the 15 minutes it is needed for by more than a day. Stops
 * starting deletions after `budgetMs`; the next run goes on.
 */
export async function pruneExpiredThrottles({
  now = Date.now(),
  budgetMs = 4_000,
  clock = () => Date.now(),
  prefix = "throttle/",
}: { now?: number; budgetMs?: number; clock?: () => number; prefix?: string } = {}): Promise<ThrottlePruneSummary> {
  const startedAt = clock();
  const keys = await listDocumentKeys(prefix);
  const summary: ThrottlePruneSummary = { removed: 0, left: 0 };
  for (const [index, key] of keys.entries()) {
    if (clock() - startedAt > budgetMs) {
      summary.left = keys.length - index;
      break;
    }
    const state = pruned(await readDocument(key), now);
    // A failure counted between this read and the delete is lost: one attempt more, once, at most.
    if (Object.keys(state.failures).length === 0) {
      await deleteDocument(key);
      summary.removed++;
    }
  }
  return summary;
}
