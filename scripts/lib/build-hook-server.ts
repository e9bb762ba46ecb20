import http from "node:http";
import { listen } from "./listen";

/**
 * The local build hook: the functions POST here after content writes (BUILD_HOOK_URL), as they
 * POST Netlify's build hook once deployed. It only asks for a build; it never waits for one.
 */
export interface BuildHookServer {
  /** The address to set as BUILD_HOOK_URL. */
  url: string;
  close(): Promise<void>;
}

export async function startBuildHookServer(requestBuild: () => void): Promise<BuildHookServer> {
  const server = http.createServer((request, response) => {
    if (request.method === "POST" && request.url === "/build") {
      requestBuild();
      response.writeHead(202).end();
    } else {
      response.writeHead(404).end();
    }
  });
  await listen(server, 0, "127.0.0.1");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The local build hook did not start.");
  return {
    url: `http://127.0.0.1:${address.port}/build`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
