import { composeMail } from "./compose";
import { sendMail } from "./index";
import type { OutboxEntry } from "./outbox";

/** The message an administrator sends from the panel to check the e-mail settings. */
export function sendTestMessage(to: string): Promise<OutboxEntry | undefined> {
  const composed = composeMail({
    subject: "Test message",
    greeting: "Hello,",
    paragraphs: [
      "This is a test message sent from the website's admin panel.",
      "If you are reading it, the website can send e-mail: application notices, receipts and reminders will reach members.",
    ],
  });
  return sendMail({ to, kind: "test", ...composed });
}
