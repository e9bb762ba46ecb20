import { expect, type APIRequestContext } from "@playwright/test";

/**
 * The test SMTP sink's messages (tests/support/smtp-sink.ts), read over its HTTP side. The live
 * project's server sends its e-mail there (playwright.config.ts sets E2E_MAIL_SINK).
 */

interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
}

export function mailSink(request: APIRequestContext) {
  const address = process.env.E2E_MAIL_SINK;
  if (!address) throw new Error("E2E_MAIL_SINK is not set: run this spec in the project that starts the mail sink.");
  const messagesTo = async (recipient: string) => {
    const response = await request.get(address);
    expect(response.status()).toBe(200);
    return ((await response.json()) as SinkMessage[]).filter((message) => message.to.includes(recipient));
  };
  return {
    /** The newest message to `recipient`, once one has arrived. */
    async waitFor(recipient: string): Promise<SinkMessage> {
      await expect.poll(async () => (await messagesTo(recipient)).length, { timeout: 30_000 }).toBeGreaterThan(0);
      const messages = await messagesTo(recipient);
      const newest = messages.at(-1);
      if (!newest) throw new Error(`No message to ${recipient}.`);
      return newest;
    },
    /** Forgets every message so far, so the next wait sees only new ones. */
    async clear(): Promise<void> {
      expect((await request.delete(address)).status()).toBe(204);
    },
  };
}
