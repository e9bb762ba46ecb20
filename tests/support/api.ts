import { inject } from "vitest";
import { loadFunctions } from "../../scripts/lib/function-router";
import { issueAdminToken } from "../../src/server/auth";
import { callFunction, type CallOptions, type CallResult } from "./function-client";

process.env.NETLIFY_BLOBS_CONTEXT = inject("blobsContext");

export const router = await loadFunctions(new URL("../../netlify/functions", import.meta.url).pathname);

export type { CallOptions, CallResult } from "./function-client";

/** Sends a Request to the function whose config.path matches it, as Netlify would. */
export const call = (method: string, path: string, options: CallOptions = {}): Promise<CallResult> =>
  callFunction(router, method, path, options);

/** The list answer of a GET, typed as records. */
export async function list<T = Record<string, unknown>>(path: string, token?: string): Promise<T[]> {
  const response = await call("GET", path, token ? { token } : {});
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return JSON.parse(response.bytes.toString("utf8")) as T[];
}

export const adminToken = () => issueAdminToken();

/** Tokens that must all be refused: none, garbage, forged, expired, wrong algorithm or claims. */
export { badTokens, namedBadTokens } from "./bad-tokens";
