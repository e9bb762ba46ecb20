/**
 * A test mail server: takes every message over real SMTP, parses it with mailparser and keeps it.
 *
 * In a unit test:
 *
 *   const sink = await startSmtpSink();                // port 0: a free port
 *   vi.stubEnv("SMTP_URL", sink.url);                  // smtp://127.0.0.1:<port>
 *   vi.stubEnv("MAIL_FROM", "Society <office@example.org>");
 *   resetConfigCache();
 *   ...
 *   const message = await sink.waitForMessage((m) => m.to.includes("a@example.org"), 5_000);
 *   await sink.stop();
 *
 * `startSmtpSink({ auth: { user, pass } })` demands those credentials; `{ refuseRecipients: true }`
 * answers 550 to every recipient.
 *
 * In an end-to-end run, as an extra Playwright `webServer` that `npm start` sends to:
 *
 *   tsx tests/support/smtp-sink.ts --smtp-port 2525 --http-port 2526
 *
 *   webServer: [
 *     { command: "node --import tsx tests/support/smtp-sink.ts --smtp-port 2525 --http-port 2526",
 *       url: "http://127.0.0.1:2526/messages", reuseExistingServer: false },
 *     { command: "SMTP_URL=smtp://127.0.0.1:2525 MAIL_FROM='Society <office@example.org>' PORT=... npm start", ... },
 *   ]
 *
 * `GET /messages` answers every message so far as JSON (`SinkMessageJson`: attachments' content in
 * base64), oldest first; `DELETE /messages` forgets them. A spec polls it, e.g.
 * `await expect.poll(async () => (await (await request.get("http://127.0.0.1:2526/messages")).json()).length).toBe(1)`.
 * The sink offers no TLS (the site's transport then sends in plain text, fine on one machine).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SinkAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface SinkMessage {
  /** The From header as written ("Society <office@example.org>"). */
  from: string;
  /** The envelope's recipients: who the message was really delivered to. */
  to: string[];
  /** The envelope's sender (MAIL FROM). */
  envelopeFrom: string;
  subject: string;
  text: string;
  html: string;
  attachments: SinkAttachment[];
}

export type SinkMessageJson = Omit<SinkMessage, "attachments"> & {
  attachments: { filename: string; contentType: string; content: string }[];
};

export interface SmtpSinkOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
  /** Credentials the server demands; without them it takes mail from anyone. */
  auth?: { user: string; pass: string };
  /** Answer 550 to every recipient. */
  refuseRecipients?: boolean;
  /** TLS from the first byte (as on port 465), with smtp-server's own self-signed certificate. */
  secure?: boolean;
}

export interface SmtpSink {
  port: number;
  /** SMTP_URL for the site (with the credentials when the sink demands them). */
  url: string;
  messages: SinkMessage[];
  waitForMessage(predicate: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  clear(): void;
  stop(): Promise<void>;
}

const addressText = (address: AddressObject | AddressObject[] | undefined) =>
  [address ?? []]
    .flat()
    .map((one) => one.text)
    .join(", ");

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const host = options.host ?? "127.0.0.1";
  const messages: SinkMessage[] = [];
  const waiters = new Set<() => void>();
  const required = options.auth;

  const server = new SMTPServer({
    secure: options.secure ?? false,
    disabledCommands: required ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !required,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (required && auth.username === required.user && auth.password === required.pass) {
        callback(null, { user: auth.username });
        return;
      }
      // Like some real servers, the refusal quotes what it was given: the site must not show it.
      callback(new Error(`Invalid login for ${auth.username ?? ""} with ${auth.password ?? ""}`));
    },
    onRcptTo(address, _session, callback) {
      if (!options.refuseRecipients) {
        callback();
        return;
      }
      const refusal = Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            from: addressText(parsed.from),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? "",
              contentType: attachment.contentType,
              content: attachment.content,
            })),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  // smtp-server types its net.Server as private; the address is what listen() bound.
  const port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;
  const credentials = required ? `${encodeURIComponent(required.user)}:${encodeURIComponent(required.pass)}@` : "";

  return {
    port,
    url: `${options.secure ? "smtps" : "smtp"}://${credentials}${host}:${port}`,
    messages,
    waitForMessage(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching message arrived within ${timeoutMs} ms (${messages.length} in all).`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    clear() {
      messages.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const messageJson = (message: SinkMessage): SinkMessageJson => ({
  ...message,
  attachments: message.attachments.map((attachment) => ({
    ...attachment,
    content: attachment.content.toString("base64"),
  })),
});

/** `--name value` from the command line, as a port number. */
function portArgument(args: readonly string[], name: string): number {
  const value = Number(args[args.indexOf(name) + 1]);
  if (!args.includes(name) || !Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`Give ${name} <port> (0-65535).`);
  }
  return value;
}

async function runCommandLine(args: readonly string[]) {
  const sink = await startSmtpSink({ port: portArgument(args, "--smtp-port") });
  const api = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (path !== "/messages") {
      response.writeHead(404, { "content-type": "application/json" }).end('{"message":"Not found."}');
    } else if (request.method === "DELETE") {
      sink.clear();
      response.writeHead(204).end();
    } else {
      response
        .writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" })
        .end(JSON.stringify(sink.messages.map(messageJson)));
    }
  });
  await new Promise<void>((resolve, reject) => {
    api.once("error", reject);
    api.listen(portArgument(args, "--http-port"), "127.0.0.1", () => resolve());
  });
  const httpPort = (api.address() as AddressInfo).port;
  console.log(`SMTP sink: SMTP_URL=${sink.url}  messages at http://127.0.0.1:${httpPort}/messages`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      api.close();
      void sink.stop().finally(() => process.exit(0));
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCommandLine(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
