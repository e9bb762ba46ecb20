import { markPublishFailed, retryFailedPublish } from "../../src/server/content/publish";

/**
 * Netlify runs this when a deploy does not complete (event-triggered by its name). The previous
 * site stays live; while attempts remain, it waits its turn and calls the build hook again (the
 * longest wait fits well inside a function's minute).
 */
export default async function deployFailed(): Promise<Response> {
  const failure = await markPublishFailed(
    "The deploy did not complete. The previous version of the site is still live.",
  );
  console.error(`Publishing failed: ${failure.reason}`);
  await retryFailedPublish(failure);
  return new Response(null, { status: 204 });
}
