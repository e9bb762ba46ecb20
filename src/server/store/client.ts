import { AsyncLocalStorage } from "node:async_hooks";
import { getStore, type Store } from "@netlify/blobs";
import { storeConfig } from "../core/config";
import { HttpError } from "../http/errors";

/**
 * The one Blobs client of this process, and the deadline every store operation runs under.
 * Nothing else in the site talks to Netlify Blobs.
 */

export const STORE_NAME = "society";

export const STORE_UNAVAILABLE = "The data store is not available. Please try again later.";
export const STORE_TOO_SLOW = "The data store is not responding. Please try again in a minute.";
export const storeFailure = (message: string) => new HttpError(503, message, {}, { "retry-after": "30" });

interface Client {
  store: Store;
  deadlineMs: number;
}

/** The abort signal of the store operation running in this async context (see `guarded`). */
const operation = new AsyncLocalStorage<AbortSignal>();

/**
 * Every store request carries its operation's signal: once the caller has been told 503, the
 * library's own retries stop too, so a write reported as failed cannot land a moment later.
 */
const fetchUnder =
  (deadlineMs: number): typeof fetch =>
  (input, init) => {
    const signals = [operation.getStore() ?? AbortSignal.timeout(deadlineMs), init?.signal].filter(
      (signal): signal is AbortSignal => signal instanceof AbortSignal,
    );
    return fetch(input, { ...init, signal: AbortSignal.any(signals) });
  };

let client: Client | undefined;

function currentClient(): Client {
  if (!client) {
    const { STORE_TIMEOUT_MS: deadlineMs } = storeConfig();
    try {
      client = {
        store: getStore({ name: STORE_NAME, consistency: "strong", fetch: fetchUnder(deadlineMs) }),
        deadlineMs,
      };
    } catch (error) {
      console.error("Store unavailable:", error);
      throw storeFailure(STORE_UNAVAILABLE);
    }
  }
  return client;
}

/** The store this process talks to now; cached copies belong to it (see document-cache.ts). */
export const blobs = (): Store => currentClient().store;

/**
 * One store operation under the deadline. A store that is down or too slow becomes 503 with a
 * clear message; nothing is half-written, since each write is one blob put.
 */
export async function guarded<T>(work: (store: Store) => Promise<T>): Promise<T> {
  const { store, deadlineMs } = currentClient();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(storeFailure(STORE_TOO_SLOW));
    }, deadlineMs);
  });
  try {
    return await Promise.race([operation.run(abort.signal, () => work(store)), deadline]);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    console.error("Store request failed:", error);
    throw storeFailure(STORE_UNAVAILABLE);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A map kept per store client, for what belongs to the store it came through (kept copies, reads
 * under way, chunks): another client (a test's, a backup's) starts with an empty one.
 */
export function perClient<V>(): () => Map<string, V> {
  const maps = new WeakMap<Store, Map<string, V>>();
  return () => {
    const store = blobs();
    let map = maps.get(store);
    if (!map) {
      map = new Map();
      maps.set(store, map);
    }
    return map;
  };
}

/** Makes the next operation connect afresh, from the environment as it is then (tests, the bench). */
export function resetStoreClient(): void {
  client = undefined;
}

/**
 * Points this process at a deployed site's store through the Netlify API with a personal access
 * token, for backup and restore run from outside Netlify. `apiURL` lets tests use a local sandbox.
 */
export function useRemoteStore(siteID: string, token: string, apiURL?: string): void {
  const store = getStore({ name: STORE_NAME, siteID, token, consistency: "strong", ...(apiURL ? { apiURL } : {}) });
  client = { store, deadlineMs: storeConfig().STORE_TIMEOUT_MS };
}
