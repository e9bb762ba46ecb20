import { afterAll, beforeAll } from "vitest";
import { resetStoreClient } from "../../src/server/store";

/**
 * For a file that sends a burst of a hundred calls at once: the store's sandbox, the functions and
 * their PDFs and hashes then share this process and, in the full run, two cores with the other
 * checks, so one store request can wait seconds for its turn on the event loop. A function
 * instance on Netlify serves one request at a time and never waits so. The store's deadline has
 * its own tests (store-faults.test.ts); a burst test measures numbers and records, so it gives
 * the store a minute. Call before the file's first store operation.
 */
export function useGenerousStoreDeadline(): void {
  const previous = process.env.STORE_TIMEOUT_MS;
  beforeAll(() => {
    process.env.STORE_TIMEOUT_MS = "60000";
    resetStoreClient();
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.STORE_TIMEOUT_MS;
    else process.env.STORE_TIMEOUT_MS = previous;
    resetStoreClient();
  });
}
