import type { APIRoute } from "astro";
import { encodeDirectory } from "../../../domain/directory";
import { directoryMembers } from "./_components/members";

/**
 * The whole public directory as one static file (DIRECTORY_DATA_PATH) in the compact encoding:
 * the directory's island fetches it once, in the background, after a visitor's first search, and
 * searches in the browser from then on. The same public fields as the pages (contact fields only
 * with consent).
 */
export const GET: APIRoute = async () =>
  new Response(encodeDirectory(await directoryMembers()), {
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
