import { newOutboxId, saveOutboxEntry, type OutboxEntry } from "./outbox";

/**
 * The one way the site sends e-mail (MEMBERS.md 6). Every message is kept in the outbox with its
 * status; a send that fails never fails the action that caused it.
 */

export { composeMail, type ComposedMail, type MailContent } from "./compose";
export { outboxEntries, readOutboxEntry, type OutboxEntry, type MailStatus } from "./outbox";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mail {
  to: string;
  /** What the message is, e.g. "application-received", "sign-in-code". */
  kind: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Values sent but never stored (a sign-in code): the outbox shows them hidden, and never resends. */
  secrets?: string[];
  memberId?: string;
}

export const HIDDEN_SECRET = "[hidden]";

const hide = (text: string, secrets: readonly string[]) =>
  secrets.reduce((result, secret) => (secret ? result.split(secret).join(HIDDEN_SECRET) : result), text);

/**
 * Keeps the message in the outbox and sends it when SMTP is configured. Never throws: what
 * happened is in the entry's status.
 */
export async function sendMail(mail: Mail): Promise<OutboxEntry | undefined> {
  const secrets = mail.secrets ?? [];
  const entry: OutboxEntry = {
    _id: newOutboxId(),
    to: mail.to,
    subject: mail.subject,
    kind: mail.kind,
    createdAt: new Date().toISOString(),
    status: "not-sent",
    text: hide(mail.text, secrets),
    html: hide(mail.html, secrets),
    attachments: (mail.attachments ?? []).map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      size: content.byteLength,
    })),
    ...(mail.memberId ? { memberId: mail.memberId } : {}),
    resendable: secrets.length === 0,
    attempts: 0,
  };
  try {
    // The transport (SMTP when configured) comes with the mail module's sending half.
    return await saveOutboxEntry(entry);
  } catch (error) {
    console.error(
      `Could not keep a ${mail.kind} message in the outbox:`,
      error instanceof Error ? error.message : error,
    );
    return undefined;
  }
}
