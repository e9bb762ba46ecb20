import http from "node:http";
import { listen } from "./listen";

/**
 * The local purge endpoint: the functions POST `{ cache_tags }` here (CACHE_PURGE_URL) when a file
 * is trashed, deleted or restored, or a call changed a collection, as they call Netlify's purge API
 * once deployed; the local CDN then drops the answers it kept under those tags.
 */
export interface CachePurgeServer {
  /** The address to set as CACHE_PURGE_URL. */
  url: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

export async function startCachePurgeServer(purge: (tags: string[]) => void): Promise<CachePurgeServer> {
  const server = http.createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/purge") {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on("end", () => {
      const tags = tagsOf(Buffer.concat(chunks).toString("utf8"));
      if (!tags) {
        response.writeHead(400).end();
        return;
      }
      purge(tags);
      response.writeHead(202).end();
    });
  });
  await listen(server, 0, "127.0.0.1");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The local purge endpoint did not start.");
  return {
    url: `http://127.0.0.1:${address.port}/purge`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function tagsOf(body: string): string[] | undefined {
  try {
    const parsed = JSON.parse(body) as { cache_tags?: unknown };
    const tags = parsed.cache_tags;
    return Array.isArray(tags) && tags.every((tag) => typeof tag === "string") ? tags : undefined;
  } catch {
    return undefined;
  }
}
