import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseConfig, resetConfigCache } from "../../src/server/core/config";
import { composeMail, readOutboxEntry, sendMail, HIDDEN_SECRET, type Mail } from "../../src/server/mail";
import { adminToken, call } from "../support/api";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

/**
 * Sending for real (docs/rules/members-and-money.md §6): a message goes over SMTP to a test server with its parts, its
 * attachment and MAIL_FROM as sender; without SMTP_URL it is kept as not sent; a server that is
 * down, refuses, or never answers makes it "failed" with a short reason that never holds the SMTP
 * credentials, and the action that sent it still succeeds; a secret never reaches the outbox.
 */

const FROM = "SAEETD Office <office@example.org>";
const PDF = new TextEncoder().encode("%PDF-1.4\n% a receipt\n");
let sink: SmtpSink;
let token = "";

function useSmtp(url: string | undefined, timeoutMs?: number) {
  if (url === undefined) vi.stubEnv("SMTP_URL", "");
  else vi.stubEnv("SMTP_URL", url);
  vi.stubEnv("MAIL_FROM", url === undefined ? "" : FROM);
  vi.stubEnv("SMTP_TIMEOUT_MS", timeoutMs === undefined ? "" : String(timeoutMs));
  resetConfigCache();
}

const uniqueAddress = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

function mail(to: string, extra: Partial<Mail> = {}): Mail {
  return {
    to,
    kind: "test-kind",
    ...composeMail({
      subject: "Your receipt",
      greeting: "Dear A. Kumar,",
      paragraphs: ["Thank you for your payment."],
    }),
    ...extra,
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  token = await adminToken();
});

afterAll(async () => {
  await sink.stop();
});

// test-isolation: shared. Every variable stubbed is put back, and the configuration read again, after each test.
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigCache();
});

describe("with SMTP configured", () => {
  it("delivers the message over SMTP: recipient, MAIL_FROM, subject, text, HTML and the attachment", async () => {
    useSmtp(sink.url);
    const to = uniqueAddress("arrives");
    const entry = await sendMail(
      mail(to, {
        attachments: [{ filename: "receipt-2026-27-0001.pdf", contentType: "application/pdf", content: PDF }],
      }),
    );
    expect(entry).toMatchObject({ status: "sent", attempts: 1, to });
    expect(entry?.error).toBeUndefined();
    expect(entry?.sentAt).toEqual(expect.any(String));

    const message = await sink.waitForMessage((m) => m.to.includes(to), 5_000);
    expect(message.from).toBe('"SAEETD Office" <office@example.org>');
    expect(message.envelopeFrom).toBe("office@example.org");
    expect(message.subject).toMatch(/^Your receipt - /);
    expect(message.text).toContain("Dear A. Kumar,");
    expect(message.text).toContain("Thank you for your payment.");
    expect(message.html).toContain("<p>Thank you for your payment.</p>");
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]).toMatchObject({
      filename: "receipt-2026-27-0001.pdf",
      contentType: "application/pdf",
    });
    expect(new Uint8Array(message.attachments[0]?.content ?? [])).toEqual(PDF);

    // The outbox keeps the same message, with the attachment's name and size.
    const stored = await readOutboxEntry(entry?._id ?? "");
    expect(stored).toMatchObject({ status: "sent", attempts: 1, kind: "test-kind", resendable: true });
    expect(stored?.attachments).toEqual([
      { filename: "receipt-2026-27-0001.pdf", contentType: "application/pdf", size: PDF.byteLength },
    ]);
  });

  it("sends the secret but keeps it hidden in the outbox, and marks the message as not resendable", async () => {
    useSmtp(sink.url);
    const to = uniqueAddress("code");
    const code = "482913";
    const entry = await sendMail({
      to,
      kind: "sign-in-code",
      ...composeMail({
        subject: `Your code ${code}`,
        greeting: "Hello,",
        paragraphs: [`Your sign-in code is ${code}.`],
      }),
      secrets: [code],
    });
    const message = await sink.waitForMessage((m) => m.to.includes(to), 5_000);
    expect(message.text).toContain(`Your sign-in code is ${code}.`);

    expect(entry).toMatchObject({ status: "sent", resendable: false });
    const stored = JSON.stringify(await readOutboxEntry(entry?._id ?? ""));
    expect(stored).not.toContain(code);
    expect(stored).toContain(`Your sign-in code is ${HIDDEN_SECRET}.`);
    const whole = await call("GET", `/api/admin/emails/${entry?._id ?? ""}`, { token });
    expect(whole.status).toBe(200);
    expect(JSON.stringify(whole.json)).not.toContain(code);
  });

  it("a server that is down: failed with a short reason, and the action that sent it still succeeds", async () => {
    useSmtp(`smtp://127.0.0.1:${await closedPort()}`, 2_000);
    const to = uniqueAddress("down");
    const entry = await sendMail(mail(to));
    expect(entry).toMatchObject({ status: "failed", attempts: 1 });
    expect(entry?.error).toMatch(/ECONNREFUSED/);
    expect(entry?.error?.length).toBeLessThanOrEqual(200);

    // Through the API: the call that sends answers its success, and says what happened to the message.
    const answer = await call("POST", "/api/admin/emails", { token, body: { email: uniqueAddress("api-down") } });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ status: "failed", attempts: 1 });
    expect(answer.json.error).toMatch(/ECONNREFUSED/);
  });

  it("a server that refuses the recipient: failed with the server's reason", async () => {
    const refusing = await startSmtpSink({ refuseRecipients: true });
    try {
      useSmtp(refusing.url);
      const entry = await sendMail(mail(uniqueAddress("refused")));
      expect(entry).toMatchObject({ status: "failed", attempts: 1 });
      expect(entry?.error).toMatch(/550/);
      expect(refusing.messages).toHaveLength(0);
    } finally {
      await refusing.stop();
    }
  });

  it("a server that never answers costs the caller SMTP_TIMEOUT_MS at most", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      useSmtp(`smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`, 800);
      const started = performance.now();
      const entry = await sendMail(mail(uniqueAddress("silent")));
      const took = performance.now() - started;
      expect(entry).toMatchObject({ status: "failed", attempts: 1 });
      expect(entry?.error).toMatch(/did not answer within 800 ms|Greeting never received/);
      // The deadline, plus the outbox writes.
      expect(took).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("wrong credentials: the reason never holds the user name, the password or the URL, in any form", async () => {
    const user = "society-mailer";
    const password = "S3cret!pa55-word";
    const guarded = await startSmtpSink({ auth: { user, pass: "the-right-one" } });
    try {
      const url = `smtp://${user}:${encodeURIComponent(password)}@127.0.0.1:${guarded.port}`;
      useSmtp(url);
      const entry = await sendMail(mail(uniqueAddress("auth")));
      expect(entry).toMatchObject({ status: "failed", attempts: 1 });
      const error = entry?.error ?? "";
      expect(error).toMatch(/EAUTH|Invalid login/);
      const forms = [
        user,
        password,
        encodeURIComponent(password),
        url,
        Buffer.from(`\u0000${user}\u0000${password}`).toString("base64"),
        Buffer.from(user).toString("base64"),
        Buffer.from(password).toString("base64"),
      ];
      for (const form of forms) expect(error).not.toContain(form);
      // The sink really did quote the password back: the site took it out.
      expect(error).toContain("[hidden]");

      const stored = JSON.stringify(await readOutboxEntry(entry?._id ?? ""));
      for (const form of forms) expect(stored).not.toContain(form);
      const settings = await call("GET", "/api/admin/email-settings", { token });
      expect(settings.json).toEqual({ configured: true, from: FROM, server: `127.0.0.1:${guarded.port}` });
      expect(JSON.stringify(settings.json)).not.toContain(password);
    } finally {
      await guarded.stop();
    }
  });
});

describe("smtps:// and the settings", () => {
  it("smtps:// speaks TLS from the first byte and checks the server's certificate", async () => {
    const tls = await startSmtpSink({ secure: true });
    try {
      expect(tls.url).toMatch(/^smtps:/);
      useSmtp(tls.url, 2_000);
      const entry = await sendMail(mail(uniqueAddress("tls")));
      // smtp-server's built-in certificate is self-signed (and expired): refused, so the connection
      // really was TLS and the certificate was checked.
      expect(entry).toMatchObject({ status: "failed", attempts: 1 });
      expect(entry?.error).toMatch(/certificate/i);
      expect(tls.messages).toHaveLength(0);
    } finally {
      await tls.stop();
    }
  });

  it("refuses SMTP_URL without MAIL_FROM, and a timeout beyond what a function may wait", () => {
    const problems = (env: Record<string, string>) => {
      try {
        parseConfig({ SITE_ENV: "local", ...env });
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problems({ SMTP_URL: "smtp://127.0.0.1:2525" })).toContain("MAIL_FROM is not set");
    expect(problems({ SMTP_URL: "http://mail.example.org", MAIL_FROM: FROM })).toContain("SMTP_URL must look like");
    expect(problems({ SMTP_TIMEOUT_MS: "9000" })).toContain("SMTP_TIMEOUT_MS must be at most 8000");
    expect(problems({ SMTP_URL: "smtps://u:p@smtp.example.org", MAIL_FROM: FROM, SMTP_TIMEOUT_MS: "3000" })).toBe("");
  });
});

describe("without SMTP_URL", () => {
  it("keeps the message as not sent, with no attempt, and says e-mail is not configured", async () => {
    useSmtp(undefined);
    const before = sink.messages.length;
    const entry = await sendMail(mail(uniqueAddress("kept")));
    expect(entry).toMatchObject({ status: "not-sent", attempts: 0 });
    expect(entry?.error).toBeUndefined();
    expect(await readOutboxEntry(entry?._id ?? "")).toMatchObject({ status: "not-sent" });
    expect(sink.messages.length).toBe(before);

    const settings = await call("GET", "/api/admin/email-settings", { token });
    expect(settings.status).toBe(200);
    expect(settings.json).toEqual({ configured: false, from: null, server: null });
  });
});
