import http from "node:http";
import { gzipSync } from "node:zlib";

/**
 * A stand-in for Netlify's CDN in front of `npm start`, which sends everything uncompressed:
 * text answers are gzipped when the browser accepts it, so Lighthouse sees the transfer sizes a
 * visitor gets. Everything else passes through unchanged.
 */
const TEXT = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export async function startGzipProxy(target: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: upstream.host };
    delete headers["accept-encoding"];
    const forward = http.request(
      { hostname: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          const outHeaders = { ...answer.headers };
          const gzip =
            /\bgzip\b/.test(request.headers["accept-encoding"] ?? "") &&
            TEXT.test(answer.headers["content-type"] ?? "");
          delete outHeaders["content-length"];
          delete outHeaders["transfer-encoding"];
          const sent = gzip ? gzipSync(body, { level: 6 }) : body;
          if (gzip) {
            outHeaders["content-encoding"] = "gzip";
            outHeaders.vary = "Accept-Encoding";
          }
          response.writeHead(answer.statusCode ?? 502, { ...outHeaders, "content-length": String(sent.length) });
          response.end(sent);
        });
      },
    );
    forward.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
