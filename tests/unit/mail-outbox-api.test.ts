import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { OUTBOX_MESSAGES } from "../../src/domain/outbox";
import { resetConfigCache } from "../../src/server/core/config";
import { composeMail, sendMail, type Mail } from "../../src/server/mail";
import { adminToken, call } from "../support/api";
import { useOwnSandbox } from "../support/own-sandbox";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

/**
 * The outbox API (docs/rules/members-and-money.md §6): the list newest first, one whole message, sending one again
 * (with its attachment's bytes), the refusal to resend a message that held a one-time code, 404s,
 * and a test message. Token attacks on these routes are in openapi.test.ts (auth matrix), bad
 * bodies in bad-input.property.test.ts.
 */

// Its own store: paging asserts which messages are newest, and other files send e-mail meanwhile.
useOwnSandbox("mail-outbox");

const FROM = "office@example.org";
const PDF = new TextEncoder().encode("%PDF-1.4\n% certificate\n");
let sink: SmtpSink;
let token = "";

function useSmtp(url: string | undefined) {
  vi.stubEnv("SMTP_URL", url ?? "");
  vi.stubEnv("MAIL_FROM", url === undefined ? "" : FROM);
  resetConfigCache();
}

const uniqueAddress = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

const mail = (to: string, subject: string, extra: Partial<Mail> = {}): Mail => ({
  to,
  kind: "welcome",
  ...composeMail({ subject, greeting: "Dear member,", paragraphs: ["Welcome to the society."] }),
  ...extra,
});

async function sent(message: Mail): Promise<string> {
  const entry = await sendMail(message);
  if (!entry) throw new Error("not kept");
  return entry._id;
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

describe("GET /api/admin/emails", () => {
  it("lists messages newest first, without their bodies", async () => {
    useSmtp(undefined);
    const to = uniqueAddress("list");
    const first = await sent(mail(to, "First"));
    const second = await sent(mail(to, "Second"));
    const answer = await call("GET", "/api/admin/emails", { token });
    expect(answer.status).toBe(200);
    const rows = answer.json as unknown as Record<string, unknown>[];
    const mine = rows.filter((row) => row.to === to);
    expect(mine.map((row) => row._id)).toEqual([second, first]);
    const { subject, createdAt, ...rest } = mine[0] ?? {};
    expect(subject).toMatch(/^Second - /);
    expect(Date.parse(String(createdAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(rest).toEqual({ _id: second, to, kind: "welcome", status: "not-sent", attempts: 0, resendable: true });
    // Newest first across the whole list.
    const times = rows.map((row) => String(row._id));
    expect(times).toEqual([...times].sort().reverse());
  });

  it("pages with ?limit and ?before, and refuses a bad page", async () => {
    useSmtp(undefined);
    const to = uniqueAddress("page");
    const ids = [await sent(mail(to, "P1")), await sent(mail(to, "P2")), await sent(mail(to, "P3"))];
    const firstPage = await call("GET", "/api/admin/emails?limit=2", { token });
    const firstRows = firstPage.json as unknown as { _id: string }[];
    expect(firstRows).toHaveLength(2);
    expect(firstRows.map((row) => row._id)).toEqual([ids[2], ids[1]]);
    const older = await call("GET", `/api/admin/emails?limit=2&before=${ids[1]}`, { token });
    expect((older.json as unknown as { _id: string }[])[0]?._id).toBe(ids[0]);

    for (const query of ["limit=0", "limit=501", "limit=two", "before=..%2F"]) {
      const refused = await call("GET", `/api/admin/emails?${query}`, { token });
      expect(refused.status, query).toBe(400);
      expect(refused.json.message, query).toEqual(expect.any(String));
    }
  });
});

describe("GET /api/admin/emails/{id}", () => {
  it("gives the whole message: text, HTML and the attachments' names and sizes", async () => {
    useSmtp(undefined);
    const id = await sent(
      mail(uniqueAddress("whole"), "Whole", {
        attachments: [{ filename: "certificate.pdf", contentType: "application/pdf", content: PDF }],
      }),
    );
    const answer = await call("GET", `/api/admin/emails/${id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      _id: id,
      status: "not-sent",
      attachments: [{ filename: "certificate.pdf", contentType: "application/pdf", size: PDF.byteLength }],
    });
    expect(answer.json.text).toContain("Welcome to the society.");
    expect(answer.json.html).toContain("<p>Welcome to the society.</p>");
  });

  it("answers 404 for an unknown id, and for one that could never be an id", async () => {
    for (const id of ["2026-01-01T00-00-00-000Z-0123456789abcdef01234567", "no-such-message", "bad%20id%3F"]) {
      for (const path of [`/api/admin/emails/${id}`, `/api/admin/emails/${id}/resend`]) {
        const answer = await call(path.endsWith("resend") ? "POST" : "GET", path, { token });
        expect(answer.status, path).toBe(404);
        expect(answer.json, path).toEqual({ message: OUTBOX_MESSAGES.notFound });
      }
    }
  });
});

describe("POST /api/admin/emails/{id}/resend", () => {
  it("sends a kept message again, with the same attachment, and counts the attempt", async () => {
    useSmtp(undefined);
    const to = uniqueAddress("resend");
    const id = await sent(
      mail(to, "Resend", { attachments: [{ filename: "receipt.pdf", contentType: "application/pdf", content: PDF }] }),
    );

    // Still not configured: kept again, no attempt.
    const notYet = await call("POST", `/api/admin/emails/${id}/resend`, { token });
    expect(notYet.status).toBe(200);
    expect(notYet.json).toMatchObject({ _id: id, status: "not-sent", attempts: 0 });

    useSmtp(sink.url);
    const answer = await call("POST", `/api/admin/emails/${id}/resend`, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ _id: id, status: "sent", attempts: 1 });
    expect(Date.parse(String(answer.json.sentAt))).toBeGreaterThan(Date.now() - 60_000);
    const message = await sink.waitForMessage((m) => m.to.includes(to), 5_000);
    expect(message.subject).toMatch(/^Resend - /);
    expect(message.attachments.map((a) => a.filename)).toEqual(["receipt.pdf"]);
    expect(new Uint8Array(message.attachments[0]?.content ?? [])).toEqual(PDF);

    // Once more: a second copy, a second attempt.
    const again = await call("POST", `/api/admin/emails/${id}/resend`, { token });
    expect(again.json).toMatchObject({ status: "sent", attempts: 2 });
    await expect.poll(() => sink.messages.filter((m) => m.to.includes(to)).length).toBe(2);
    expect((await call("GET", `/api/admin/emails/${id}`, { token })).json).toMatchObject({
      attempts: 2,
      status: "sent",
    });
  });

  it("refuses, with 409 and why, a message that held a one-time code", async () => {
    useSmtp(sink.url);
    const to = uniqueAddress("secret");
    const id = await sent(mail(to, "Code", { kind: "sign-in-code", secrets: ["731904"] }));
    const answer = await call("POST", `/api/admin/emails/${id}/resend`, { token });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message: OUTBOX_MESSAGES.notResendable });
    expect(answer.json.message).toContain("sign-in code");
    // Only the first send went out.
    await sink.waitForMessage((m) => m.to.includes(to), 5_000);
    expect(sink.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
  });
});

describe("POST /api/admin/emails (a test message)", () => {
  it("sends a test message to the address given and keeps it", async () => {
    useSmtp(sink.url);
    const to = uniqueAddress("test");
    const answer = await call("POST", "/api/admin/emails", { token, body: { email: to } });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ to, kind: "test", status: "sent", attempts: 1 });
    const message = await sink.waitForMessage((m) => m.to.includes(to), 5_000);
    expect(message.text).toContain("test message");
  });

  it("refuses an address that is not one, sending nothing", async () => {
    useSmtp(sink.url);
    const before = sink.messages.length;
    const answer = await call("POST", "/api/admin/emails", { token, body: { email: "not an address" } });
    expect(answer.status).toBe(400);
    expect(answer.json.issues).toEqual([{ field: "email", message: "E-mail address must be a valid e-mail address." }]);
    expect(sink.messages.length).toBe(before);
  });
});
