import type { FunctionRouter } from "../../scripts/lib/function-router";

/** Calls the functions directly, as Netlify would route a request to them (no HTTP server). */

export interface CallOptions {
  /** JSON body (a string is sent as is, for malformed-body tests, or as another `content-type` header says). */
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
  /** The parsed JSON body, or {} when the answer is not JSON or is a HEAD's (no body). */
  json: Record<string, unknown>;
  /** The raw bytes of the answer. */
  bytes: Buffer;
}

/** Sends a Request to the function whose config.path matches it. */
export async function callFunction(
  router: FunctionRouter,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.body !== undefined) {
    // JSON unless the caller names another type (a form body sent as text).
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
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
  const isJson =
    (response.headers.get("content-type") ?? "").includes("json") && !(method === "HEAD" && bytes.length === 0);
  return {
    status: response.status,
    headers: response.headers,
    json: isJson ? (JSON.parse(bytes.toString("utf8")) as Record<string, unknown>) : {},
    bytes,
  };
}
