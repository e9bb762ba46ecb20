import http from "node:http";
import type { BlobsSandbox } from "../../scripts/lib/blobs-sandbox";

/**
 * A proxy in front of a Blobs sandbox, for tests that make the store slow or faulty. `intercept`
 * sees each request first and may answer (or hold, or drop) it itself by returning "handled". It
 * may also have the sandbox store the request and the answer held back, as a store whose answer is
 * lost: `{ then: "store, hold answer" }`, with `afterStored` run once it is stored (another writer,
 * say). Everything else is forwarded after `delayMs`, its headers and its answer's through
 * `rewrite` when given (a store that ignores conditions, or reads without etags).
 */

export type Intercept = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
) => "handled" | "forward" | { then: "store, hold answer"; afterStored?: () => Promise<void> };

type Headers = Record<string, string>;

export interface HeaderRewrite {
  request?: (request: http.IncomingMessage, headers: Headers) => Headers;
  answer?: (request: http.IncomingMessage, headers: Headers) => Headers;
}

export interface StoreProxy {
  /** A NETLIFY_BLOBS_CONTEXT whose requests all go through the proxy. */
  context: string;
  close(): Promise<void>;
}

const HOP_HEADERS = ["host", "connection", "content-length"];

export async function startStoreProxy(
  sandbox: BlobsSandbox,
  options: { delayMs?: number; intercept?: Intercept; rewrite?: HeaderRewrite } = {},
): Promise<StoreProxy> {
  const server = http.createServer((request, response) => {
    const decision = options.intercept?.(request, response) ?? "forward";
    if (decision === "handled") return;
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (decision === "forward") void forward(request, chunks, response);
      // The response stays open until the proxy closes.
      else
        void toSandbox(request, chunks)
          .then((answer) => answer.arrayBuffer())
          .then(() => decision.afterStored?.());
    });
  });

  function toSandbox(request: http.IncomingMessage, chunks: Buffer[]): Promise<Response> {
    const sent = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !HOP_HEADERS.includes(name)),
    ) as Headers;
    const headers = options.rewrite?.request?.(request, sent) ?? sent;
    const method = request.method ?? "GET";
    return fetch(`${sandbox.url}${request.url ?? "/"}`, {
      method,
      headers,
      ...(method === "GET" || method === "HEAD" ? {} : { body: Buffer.concat(chunks) }),
    });
  }

  async function forward(
    request: http.IncomingMessage,
    chunks: Buffer[],
    response: http.ServerResponse,
  ): Promise<void> {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const answer = await toSandbox(request, chunks);
    const answered = Object.fromEntries(answer.headers);
    response.writeHead(answer.status, options.rewrite?.answer?.(request, answered) ?? answered);
    response.end(Buffer.from(await answer.arrayBuffer()));
  }

  const port = await new Promise<number>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const context = Buffer.from(
    JSON.stringify({ ...sandbox.connection, edgeURL: url, uncachedEdgeURL: url, primaryRegion: "local" }),
  ).toString("base64");
  return {
    context,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
