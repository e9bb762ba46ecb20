import { guarded, perClient, STORE_UNAVAILABLE, storeFailure } from "./client";

/**
 * Every write of a shared document is conditional on the version read (group-commit.ts) or on the
 * key being new (documents.ts). A store that cannot keep that condition would lose writes quietly,
 * so such a store is refused with a message that names the cause and the fix, never a bare 500.
 * Netlify's hosted store and the sandbox `npm start` and `npm run dev` run keep it; netlify-cli's
 * own sandbox, without this project's preload, reads without etags
 * (docs/decisions/blobs-sandbox-patch.md).
 */

export const CONDITIONAL_WRITES_UNSUPPORTED =
  "The local data store does not support conditional writes, so changes cannot be saved safely. " +
  "Run the site with `npm start` or `npm run dev`: plain `netlify dev` or `netlify serve` starts a store without them.";

export class ConditionalWritesUnsupportedError extends Error {
  override name = "ConditionalWritesUnsupportedError";
  constructor() {
    super(CONDITIONAL_WRITES_UNSUPPORTED);
  }
}

export const PROBE_KEY = "state/conditional-write-probe";
/** An etag no store gives (theirs are quoted hex digests), so a write conditional on it must be refused. */
const NO_SUCH_VERSION = '"no-such-version"';

/** One probe per store client, shared by every write through it. */
const probes = perClient<Promise<void>>();

/**
 * Resolves when the store refuses a write whose condition does not hold; throws
 * ConditionalWritesUnsupportedError when it stores it all the same. Asked once per store client
 * (one request, on the first conditional write of a function instance).
 */
export function requireConditionalWrites(): Promise<void> {
  const asked = probes();
  let probe = asked.get(PROBE_KEY);
  if (!probe) {
    probe = probeConditionalWrites();
    asked.set(PROBE_KEY, probe);
    // A store that failed to answer is asked again by the next write.
    probe.catch((error: unknown) => {
      if (!(error instanceof ConditionalWritesUnsupportedError)) asked.delete(PROBE_KEY);
    });
  }
  return probe;
}

async function probeConditionalWrites(): Promise<void> {
  const written = await guarded((store) => store.set(PROBE_KEY, "", { onlyIfMatch: NO_SUCH_VERSION }));
  if (!written.modified) return;
  // The library reports a failed conditional write as modified without an etag (group-commit.ts):
  // only a probe found in the store shows the condition was ignored.
  const stored = Boolean(written.etag) || (await guarded((store) => store.getMetadata(PROBE_KEY))) !== null;
  if (!stored) throw storeFailure(STORE_UNAVAILABLE);
  await guarded((store) => store.delete(PROBE_KEY));
  throw new ConditionalWritesUnsupportedError();
}
