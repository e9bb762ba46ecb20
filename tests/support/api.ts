import { inject } from "vitest";
import { loadFunctions } from "../../scripts/lib/function-router";
import { issueAdminToken } from "../../src/server/auth";

process.env.NETLIFY_BLOBS_CONTEXT = inject("blobsContext");

export const router = await loadFunctions(new URL("../../netlify/functions", import.meta.url).pathname);

export interface CallOptions {
  /** JSON body (a string is sent as is, for malformed-body tests). */
  body?: unknown;
  /** multipart/form-data body. */
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
  /** The client's address as Netlify would report it (127.0.0.1 when not given). */
  clientIp?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or {} when the answer is not JSON. */
  json: Record<string, unknown>;
  /** The raw bytes of the answer. */
  bytes: Buffer;
}

/** Sends a Request to the function whose config.path matches it, as Netlify would. */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  let request = new Request(`http://localhost${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  if (options.form) {
    // Serialise the form once so the function sees a content-length, as it would over HTTP.
    const encoded = await request.arrayBuffer();
    const withLength = new Headers(request.headers);
    withLength.set("content-length", String(encoded.byteLength));
    request = new Request(request.url, { method, headers: withLength, body: encoded });
  }
  const match = router.match(request, options.clientIp);
  if (!match) throw new Error(`No function serves ${method} ${path}`);
  const response = await match.run();
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = (response.headers.get("content-type") ?? "").includes("json");
  return {
    status: response.status,
    headers: response.headers,
    json: isJson ? (JSON.parse(bytes.toString("utf8")) as Record<string, unknown>) : {},
    bytes,
  };
}

/** The list answer of a GET, typed as records. */
export async function list<T = Record<string, unknown>>(path: string, token?: string): Promise<T[]> {
  const response = await call("GET", path, token ? { token } : {});
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return JSON.parse(response.bytes.toString("utf8")) as T[];
}

export const adminToken = () => issueAdminToken();

/** Tokens that must all be refused: none, garbage, forged, expired, wrong algorithm or claims. */
export { badTokens, namedBadTokens } from "./bad-tokens";
