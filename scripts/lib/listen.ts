import type http from "node:http";

/** Starts `server` listening; rejects when the port cannot be taken. */
export function listen(server: http.Server, port: number, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
}
