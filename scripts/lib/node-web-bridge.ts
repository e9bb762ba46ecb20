import type http from "node:http";
import { isLoopback } from "../../src/server/http/client-limit";
import { message } from "../../src/server/api/handler";
import type { FunctionRouter } from "./function-router";

/**
 * The Node-to-web bridge of `npm start`: a Node request becomes the web Request a Netlify Function
 * takes, and the function's web Response is sent back whole, as Netlify sends a function's answer.
 *
 * Netlify reads a function's request body whole before the function runs, and refuses one over
 * about 6 MB without running it (docs/decisions/request-body-limits.md). So does the bridge: a
 * function that answers before reading the body (a 413 on the declared length) never leaves the
 * rest of it unread on the connection, which would stall the client or the next request.
 */

/** The largest request body Netlify hands a function. */
const MAX_FUNCTION_BODY_BYTES = 6 * 1024 * 1024;
const BODY_TOO_LARGE = "The request body is too large (6 MB at most).";

type BodyRead =
  { kind: "read"; data: Buffer<ArrayBuffer> | undefined } | { kind: "too large" } | { kind: "client gone" };

/**
 * Answers `request` with the function whose path matches it; false when none does. `send` sends
 * the function's answer (the local CDN's, to keep what may be kept).
 */
export async function answerWithFunction(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  functions: FunctionRouter,
  origin: string,
  send: (answer: Response) => Promise<void> = (answer) => sendResponse(answer, request, response),
): Promise<boolean> {
  const caller = clientAddress(request);
  const matched = functions.match(toWebRequest(request, origin), caller);
  if (!matched) return false;
  const body = await readBody(request, MAX_FUNCTION_BODY_BYTES);
  if (body.kind === "client gone") return true;
  if (body.kind === "too large") {
    await sendResponse(message(BODY_TOO_LARGE, 413), request, response);
    return true;
  }
  // The router runs a function on the Request it matched: match again, now with the body.
  const withBody = body.data ? functions.match(toWebRequest(request, origin, body.data), caller) : matched;
  await send(await (withBody ?? matched).run());
  return true;
}

/**
 * The whole body of `request` (none for GET and HEAD), or "too large" past `limit` bytes: the
 * rest is then read and dropped, so the connection stays in step for the answer and the next
 * request on it.
 */
function readBody(request: http.IncomingMessage, limit: number): Promise<BodyRead> {
  if (request.method === "GET" || request.method === "HEAD") return Promise.resolve({ kind: "read", data: undefined });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const drain = () => {
      request.off("data", collect);
      request.resume();
      chunks.length = 0;
      resolve({ kind: "too large" });
    };
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) drain();
      else chunks.push(chunk);
    };
    request.once("end", () => {
      resolve({ kind: "read", data: Buffer.concat(chunks) });
    });
    request.once("close", () => {
      if (!request.complete) resolve({ kind: "client gone" });
    });
    if (Number(request.headers["content-length"]) > limit) drain();
    else request.on("data", collect);
  });
}

/**
 * The visitor's address as the functions see it. On Netlify the CDN sets it in the
 * x-nf-client-connection-ip header; here a caller on this machine may set that header too (the
 * load tests play many visitors so), while a request from elsewhere cannot claim an address.
 */
function clientAddress(request: http.IncomingMessage): string | undefined {
  const socketAddress = request.socket.remoteAddress;
  const claimed = request.headers["x-nf-client-connection-ip"];
  const fromThisMachine = socketAddress !== undefined && isLoopback(socketAddress);
  return fromThisMachine && typeof claimed === "string" && claimed !== "" ? claimed : socketAddress;
}

/** `request` as a web Request, with `body` if it was read (routing needs only the rest). */
export function toWebRequest(request: http.IncomingMessage, origin: string, body?: Buffer<ArrayBuffer>): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  return new Request(new URL(request.url ?? "/", origin), {
    method: request.method ?? "GET",
    headers,
    ...(body ? { body } : {}),
  });
}

/** Sends an answer whole, as Netlify sends a function's (buffered) answer. */
export async function sendResponse(
  answer: Response,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  const headers: Record<string, string | string[]> = Object.fromEntries(answer.headers);
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  // The body's chunks as the Response holds them (one, for an answer made from bytes or text):
  // joining them into one more buffer would copy every answer once more, a large list's too.
  const chunks: Uint8Array[] = [];
  const body = request.method === "HEAD" ? null : answer.body;
  if (body) for await (const chunk of body) chunks.push(chunk);
  delete headers["transfer-encoding"];
  if (body) headers["content-length"] = String(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  response.writeHead(answer.status, headers);
  const last = chunks.pop();
  for (const chunk of chunks) response.write(chunk);
  response.end(last);
}
