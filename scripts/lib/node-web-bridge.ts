import type http from "node:http";
import { Readable } from "node:stream";
import { isLoopback } from "../../src/server/client-limit";
import type { FunctionRouter } from "./function-router";

/**
 * The Node-to-web bridge of `npm start`: a Node request becomes the web Request a Netlify Function
 * takes, and the function's web Response is sent back whole, as Netlify sends a function's answer.
 */

/** Answers `request` with the function whose path matches it; false when none does. */
export async function answerWithFunction(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  functions: FunctionRouter,
  origin: string,
): Promise<boolean> {
  const webRequest = toWebRequest(request, origin);
  const fn = functions.match(webRequest, clientAddress(request));
  if (!fn) return false;
  await sendResponse(await fn.run(), request, response);
  return true;
}

/**
 * The visitor's address as the functions see it. On Netlify the CDN sets it in the
 * x-nf-client-connection-ip header; here a caller on this machine may set that header too (the
 * load tests play many visitors so), while a request from elsewhere cannot claim an address.
 */
export function clientAddress(request: http.IncomingMessage): string | undefined {
  const socketAddress = request.socket.remoteAddress;
  const claimed = request.headers["x-nf-client-connection-ip"];
  const fromThisMachine = socketAddress !== undefined && isLoopback(socketAddress);
  return fromThisMachine && typeof claimed === "string" && claimed !== "" ? claimed : socketAddress;
}

export function toWebRequest(request: http.IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const init: RequestInit & { duplex?: "half" } = { method: request.method ?? "GET", headers };
  if (hasBody) {
    init.body = Readable.toWeb(request) as unknown as ReadableStream;
    init.duplex = "half";
  }
  return new Request(new URL(request.url ?? "/", origin), init);
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
  const body = answer.body && request.method !== "HEAD" ? Buffer.from(await answer.arrayBuffer()) : undefined;
  delete headers["transfer-encoding"];
  if (body) headers["content-length"] = String(body.length);
  response.writeHead(answer.status, headers);
  response.end(body);
}
