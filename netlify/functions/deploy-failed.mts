import { markPublishFailed } from "../../src/server/publish";

/** Netlify runs this when a deploy does not complete (event-triggered by its name). */
export default async function deployFailed(): Promise<Response> {
  await markPublishFailed("The deploy did not complete. The previous version of the site is still live.");
  return new Response(null, { status: 204 });
}
