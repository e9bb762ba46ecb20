import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfigCache } from "../../src/server/core/config";
import { dailyJobs } from "../../src/server/scheduled/daily-jobs";
import { composeMail, readOutboxEntry, sendMail, type Mail } from "../../src/server/mail";
import { idsWaitingForRetry } from "../../src/server/mail/outbox";
import { retryFailedMail, RETRY_LIMITS } from "../../src/server/mail/retry";
import { useOwnSandbox } from "../support/own-sandbox";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

/**
 * The daily retry (docs/rules/members-and-money.md §6): failed messages that may be resent are tried again once a run
 * until they have had RETRY_LIMITS.maxAttempts, never one that held a secret, never one still in
 * its first send; without SMTP nothing is tried. Its own store, since it looks at every message.
 */

useOwnSandbox("mail-retry");

const PDF = new TextEncoder().encode("%PDF-1.4\n% retried receipt\n");
let sink: SmtpSink;
let downUrl = "";

function useSmtp(url: string | undefined) {
  vi.stubEnv("SMTP_URL", url ?? "");
  vi.stubEnv("MAIL_FROM", url === undefined ? "" : "office@example.org");
  resetConfigCache();
}

const uniqueAddress = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

const mail = (to: string, extra: Partial<Mail> = {}): Mail => ({
  to,
  kind: "reminder",
  ...composeMail({ subject: "Renewal", greeting: "Dear member,", paragraphs: ["Your membership ends soon."] }),
  ...extra,
});

async function failedMessage(extra: Partial<Mail> = {}): Promise<string> {
  useSmtp(downUrl);
  const entry = await sendMail(mail(uniqueAddress("retry"), extra));
  expect(entry?.status).toBe("failed");
  return entry?._id ?? "";
}

/** Every message old enough to retry. */
const now = { minAgeMs: 0 };

beforeAll(async () => {
  sink = await startSmtpSink();
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  downUrl = `smtp://127.0.0.1:${(closed.address() as net.AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  await sink.stop();
});

// test-isolation: shared. Every variable stubbed is put back, and the configuration read again, after each test.
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigCache();
});

describe("retryFailedMail", () => {
  it("tries failed messages again once a run and sends them when the server is back, attachments and all", async () => {
    const plain = await failedMessage();
    const withReceipt = await failedMessage({
      attachments: [{ filename: "receipt.pdf", contentType: "application/pdf", content: PDF }],
    });
    const secret = await failedMessage({ kind: "sign-in-code", secrets: ["555123"] });
    expect(await idsWaitingForRetry()).toEqual([plain, withReceipt]);

    // Still down: tried once more each, then waiting for tomorrow.
    expect(await retryFailedMail(now)).toEqual({ sent: 0, failed: 2, givenUp: 0, waiting: 0 });
    expect(await readOutboxEntry(plain)).toMatchObject({ status: "failed", attempts: 2 });

    useSmtp(sink.url);
    expect(await retryFailedMail(now)).toEqual({ sent: 2, failed: 0, givenUp: 0, waiting: 0 });
    expect(await readOutboxEntry(plain)).toMatchObject({ status: "sent", attempts: 3 });
    const arrived = await sink.waitForMessage((m) => m.attachments.length === 1, 5_000);
    expect(new Uint8Array(arrived.attachments[0]?.content ?? [])).toEqual(PDF);
    expect(sink.messages).toHaveLength(2);

    // The message with a secret was never tried again; nothing is left to retry.
    expect(await readOutboxEntry(secret)).toMatchObject({ status: "failed", attempts: 1, resendable: false });
    expect(await idsWaitingForRetry()).toEqual([]);
    expect(await retryFailedMail(now)).toEqual({ sent: 0, failed: 0, givenUp: 0, waiting: 0 });
    expect(sink.messages).toHaveLength(2);
  });

  it(`stops after ${RETRY_LIMITS.maxAttempts} attempts in all`, async () => {
    const id = await failedMessage();
    for (let run = 2; run <= RETRY_LIMITS.maxAttempts; run++) {
      expect((await retryFailedMail(now)).failed).toBe(1);
    }
    expect(await readOutboxEntry(id)).toMatchObject({ status: "failed", attempts: RETRY_LIMITS.maxAttempts });
    expect(await idsWaitingForRetry()).toEqual([]);
    expect(await retryFailedMail(now)).toEqual({ sent: 0, failed: 0, givenUp: 0, waiting: 0 });
    expect(await readOutboxEntry(id)).toMatchObject({ attempts: RETRY_LIMITS.maxAttempts });
  });

  it("leaves a message that may still be in its first send, and everything once its time is up", async () => {
    const young = await failedMessage();
    useSmtp(sink.url);
    const before = sink.messages.length;
    expect(await retryFailedMail()).toEqual({ sent: 0, failed: 0, givenUp: 0, waiting: 1 });

    // A clock that moves 10 s a reading: the budget is spent before the send starts.
    let readings = 0;
    const fastClock = () => Date.now() + 10_000 * readings++;
    expect(await retryFailedMail({ minAgeMs: 0, budgetMs: 5_000 }, fastClock)).toMatchObject({ waiting: 1, sent: 0 });
    expect(sink.messages.length).toBe(before);

    expect(await retryFailedMail(now)).toMatchObject({ sent: 1 });
    expect(await readOutboxEntry(young)).toMatchObject({ status: "sent" });
  });

  it("tries nothing while e-mail is not configured, and keeps the messages waiting", async () => {
    const id = await failedMessage();
    useSmtp(undefined);
    expect(await retryFailedMail(now)).toEqual({ sent: 0, failed: 0, givenUp: 0, waiting: 1 });
    expect(await readOutboxEntry(id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(await idsWaitingForRetry()).toEqual([id]);
    useSmtp(sink.url);
    expect(await retryFailedMail(now)).toMatchObject({ sent: 1 });
  });
});

describe("dailyJobs", () => {
  it("runs the receipt repair, the mail retry, the reminders, the file purge, the outbox index backfill and the throttle prune and reports them", async () => {
    await failedMessage();
    useSmtp(sink.url);
    // The message is seconds old: the daily run leaves it for tomorrow. This store has no members.
    expect(await dailyJobs()).toEqual({
      receiptRepair: { repaired: 0, failed: 0, left: 0 },
      eventReceiptRepair: { repaired: 0, failed: 0, left: 0 },
      mailRetry: { sent: 0, failed: 0, givenUp: 0, waiting: 1 },
      reminders: { sent: 0, skipped: 0, waiting: 0 },
      eventReminders: { sent: 0, left: 0 },
      eventPlaces: { freed: 0, offered: 0, checked: 0 },
      directory: { rebuilt: false },
      eventPages: { rebuilt: false },
      fileTrash: { purged: 0, kept: 0 },
      // Every message here was indexed as it was kept.
      outboxIndex: { indexed: 0, remaining: 0, done: true },
      throttles: { removed: 0, left: 0 },
    });
  });
});
