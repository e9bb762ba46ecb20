import { inject } from "vitest";
import { loadFunctions } from "../../scripts/lib/function-router";
import { issueAdminToken } from "../../src/server/auth";

process.env.NETLIFY_BLOBS_CONTEXT = inject("blobsContext");

const router = await loadFunctions(new URL("../../netlify/functions", import.meta.url).pathname);

/** Sends a Request to the function whose config.path matches it, as Netlify would. */
export async function call(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
  const headers = new Headers();
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const request = new Request(`http://localhost${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const match = router.match(request);
  if (!match) throw new Error(`No function serves ${method} ${path}`);
  const response = await match.run();
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  };
}

export const adminToken = () => issueAdminToken();
