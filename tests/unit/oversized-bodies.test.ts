import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerWithFunction } from "../../scripts/lib/node-web-bridge";
import { adminToken, router } from "../support/api";

/**
 * Oversized bodies sent to `npm start` at once, over real sockets, to the real functions behind
 * the Node-to-web bridge. Each client writes its whole request before it reads (as many clients
 * do): every one must get its 413 with the message, and its connection must stay usable and end
 * cleanly, never stall.
 */

const MB = 1024 * 1024;
const JSON_TOO_LARGE = "The request body is too large (1 MB at most).";
const PLATFORM_TOO_LARGE = "The request body is too large (6 MB at most).";

let server: http.Server;
let port = 0;
let token = "";

beforeAll(async () => {
  token = await adminToken();
  server = http.createServer((request, response) => {
    const origin = `http://localhost:${port}`;
    void answerWithFunction(request, response, router, origin).then((answered) => {
      if (!answered) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("server did not start");
  port = address.port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Sent {
  path: string;
  type: string;
  body: Buffer;
  /** Sent in chunks without a declared length. */
  chunked?: boolean;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const jsonBody = (bytes: number): Sent => ({
  path: "/api/news",
  type: "application/json",
  body: Buffer.from(JSON.stringify({ title: "Oversized", date: "2026-11-21", bigContent: "x".repeat(bytes) })),
});

async function multipartBody(path: string, fields: Record<string, string>, file: { field: string; bytes: number }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const png = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(file.bytes)]);
  form.set(file.field, new Blob([png], { type: "image/png" }), "big.png");
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return {
    path,
    type: encoded.headers.get("content-type") ?? "",
    body: Buffer.from(await encoded.arrayBuffer()),
  } satisfies Sent;
}

const requestHead = ({ path, type, body, chunked }: Sent) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${type}\r\n` +
  (chunked ? "Transfer-Encoding: chunked\r\n\r\n" : `Content-Length: ${body.length}\r\n\r\n`);

/** The body as sent on the wire: as is, or in chunks of 64 KiB and a last, empty one. */
function wireBody({ body, chunked }: Sent): Buffer {
  if (!chunked) return body;
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length; at += 64 * 1024) {
    const chunk = body.subarray(at, at + 64 * 1024);
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n"));
  }
  return Buffer.concat([...parts, Buffer.from("0\r\n\r\n")]);
}

/** Reads one HTTP/1.1 answer (sized by its Content-Length) from what `received()` has collected so far. */
function takeAnswer(buffer: Buffer): { answer: Answer; rest: Buffer } | undefined {
  const headEnd = buffer.indexOf("\r\n\r\n");
  if (headEnd === -1) return undefined;
  const [statusLine = "", ...lines] = buffer.subarray(0, headEnd).toString("latin1").split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  const length = Number(headers["content-length"] ?? 0);
  if (buffer.length < headEnd + 4 + length) return undefined;
  return {
    answer: {
      status: Number(statusLine.split(" ")[1]),
      headers,
      body: buffer.subarray(headEnd + 4, headEnd + 4 + length).toString("utf8"),
    },
    rest: buffer.subarray(headEnd + 4 + length),
  };
}

/**
 * Sends `sent` on a fresh connection, writing it whole before reading; then asks the same
 * connection for the publish status, and closes it. Fails if any step never completes.
 */
function exchange(sent: Sent): Promise<{ first: Answer; second: Answer; closedWithError: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received: Buffer = Buffer.alloc(0);
    let step = "writing the body";
    const answers: Answer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${sent.path} (${sent.body.length} bytes): stalled while ${step}`));
    }, 30_000);
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`${sent.path}: ${error.message} while ${step}`));
    });
    const readAnswers = () => {
      if (step === "writing the body") return;
      for (let taken = takeAnswer(received); taken; taken = takeAnswer(received)) {
        answers.push(taken.answer);
        received = taken.rest;
        if (answers.length === 1) {
          step = "waiting for the second answer";
          socket.write(
            "GET /api/publish-status HTTP/1.1\r\nHost: localhost\r\n" + `Authorization: Bearer ${token}\r\n\r\n`,
          );
        } else {
          step = "closing";
          socket.end();
        }
      }
    };
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      readAnswers();
    });
    socket.on("close", (hadError) => {
      clearTimeout(timer);
      const [first, second] = answers;
      if (first && second) resolve({ first, second, closedWithError: hadError });
      else reject(new Error(`${sent.path}: connection closed while ${step}`));
    });
    socket.write(requestHead(sent));
    socket.write(wireBody(sent), () => {
      step = "waiting for the first answer";
      readAnswers();
    });
  });
}

describe("oversized request bodies under npm start", () => {
  it("answers every one of a burst with 413 and its message, and keeps each connection in step", async () => {
    const member = {
      name: "Oversized",
      designation: "Member",
      postalAddress: "Lucknow",
      email: "oversized@example.org",
      mobile: "+91 90000 00000",
      biodata: "Plain text.",
    };
    const book = { name: "Oversized", editors: "A. Editor", year: "2024", pages: "1", isbn: "1", price: "1" };
    const burst: { sent: Sent; message: string }[] = [
      // Declared over 1 MB: refused before the body is read.
      ...[1.5, 2, 3, 4].map((size) => ({ sent: jsonBody(size * MB), message: JSON_TOO_LARGE })),
      // Declared far over the picture limit: refused before the body is read.
      {
        sent: await multipartBody("/api/executives", member, { field: "image", bytes: 4 * MB }),
        message: "The upload is too large: 2 MB at most.",
      },
      // Declared within reach of the limit: cut off while the file is read.
      {
        sent: await multipartBody("/api/books", book, { field: "image", bytes: 2.5 * MB }),
        message: "The file is too large: 2 MB at most.",
      },
      {
        sent: await multipartBody("/api/downloads", { title: "Oversized" }, { field: "pdf", bytes: 4.5 * MB }),
        message: "The file is too large: 4 MB at most.",
      },
      // More than Netlify hands a function: refused before the function runs, declared or not.
      { sent: jsonBody(8 * MB), message: PLATFORM_TOO_LARGE },
      { sent: { ...jsonBody(7 * MB), chunked: true }, message: PLATFORM_TOO_LARGE },
    ];

    const results = await Promise.allSettled(burst.map(({ sent }) => exchange(sent)));

    // What each connection saw, in the order sent; a stalled or reset one shows as its error.
    const outcomes = results.map((result) => {
      if (result.status === "rejected") return String(result.reason);
      const { first, second, closedWithError } = result.value;
      return {
        status: first.status,
        type: first.headers["content-type"],
        body: JSON.parse(first.body) as unknown,
        nextRequestOnConnection: second.status,
        closedWithError,
      };
    });
    expect(outcomes).toEqual(
      burst.map(({ message }) => ({
        status: 413,
        type: "application/json; charset=utf-8",
        body: { message },
        nextRequestOnConnection: 200,
        closedWithError: false,
      })),
    );
  }, 90_000);
});
