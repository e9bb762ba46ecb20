import { markPublished } from "../../src/server/content/publish";

/**
 * Netlify runs this when a deploy is live (event-triggered by its name); it has no public path.
 * Changes saved during the build ask for one more.
 */
export default async function deploySucceeded(): Promise<Response> {
  await markPublished();
  return new Response(null, { status: 204 });
}
