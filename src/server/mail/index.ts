import { STARTING_SITE_DETAILS } from "../../domain/site-details";
import { readSiteDetails } from "../content/site-details";
import { keepAttachments } from "./attachments";
import { signedAs } from "./compose";
import { recordRetryNeed, withOutcome } from "./delivery";
import { timeOrderedId } from "../store";
import { changeOutboxEntry, markForRetry, saveOutboxEntry, type OutboxEntry } from "./outbox";
import { isMailConfigured, sendOverSmtp } from "./transport";

/**
 * The one way the site sends e-mail (docs/rules/members-and-money.md §6). Every message is kept in the outbox with its
 * status; a send that fails never fails the action that caused it (docs/decisions/email.md).
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

/** Kept as failed until the send is known to have ended, so a send cut short is retried. */
export const UNFINISHED_SEND = "Sending did not finish.";

const hide = (text: string, secrets: readonly string[]) =>
  secrets.reduce((result, secret) => (secret ? result.split(secret).join(HIDDEN_SECRET) : result), text);

const logProblem = (what: string, kind: string, error: unknown) =>
  // The kind only: addresses and contents are members' data.
  console.error(`${what} (a ${kind} message):`, error instanceof Error ? error.message : error);

/**
 * Keeps the message in the outbox, then sends it when SMTP is configured, waiting at most
 * SMTP_TIMEOUT_MS for the server. Never throws: what happened is in the entry's status (undefined
 * only when the store could not keep it; the message is still sent).
 */
export async function sendMail(composed: Mail): Promise<OutboxEntry | undefined> {
  // Signed with the society's names as the site details give them; the starting ones if unreadable.
  const names = await readSiteDetails({ maxAgeMs: 60_000 }).catch(() => STARTING_SITE_DETAILS);
  const mail = signedAs(composed, names);
  const secrets = mail.secrets ?? [];
  const attachments = mail.attachments ?? [];
  const configured = isMailConfigured();
  const resendable = secrets.length === 0;
  const entry: OutboxEntry = {
    _id: timeOrderedId(new Date()),
    to: mail.to,
    subject: hide(mail.subject, secrets),
    kind: mail.kind,
    createdAt: new Date().toISOString(),
    status: configured ? "failed" : "not-sent",
    ...(configured ? { error: UNFINISHED_SEND } : {}),
    text: hide(mail.text, secrets),
    html: hide(mail.html, secrets),
    attachments: attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      size: content.byteLength,
    })),
    ...(mail.memberId ? { memberId: mail.memberId } : {}),
    resendable,
    attempts: 0,
  };

  let kept = false;
  try {
    await Promise.all([
      saveOutboxEntry(entry),
      // A message with a secret is never sent again, so its attachments need not be kept.
      resendable ? keepAttachments(entry._id, attachments) : undefined,
      configured && resendable ? markForRetry(entry._id) : undefined,
    ]);
    kept = true;
  } catch (error) {
    logProblem("Could not keep a message in the outbox", mail.kind, error);
  }
  if (!configured) return kept ? entry : undefined;

  // The real text goes out; only the outbox copy has the secrets hidden.
  const outcome = await sendOverSmtp({ ...mail, attachments });
  // Not the reason: a server's refusal may quote the address.
  if (outcome.status === "failed") console.error(`Could not send a ${mail.kind} message; the outbox has the reason.`);
  if (!kept) return undefined;
  try {
    const updated = (await changeOutboxEntry(entry._id, (current) => withOutcome(current, outcome))) ?? entry;
    await recordRetryNeed(updated);
    return updated;
  } catch (error) {
    logProblem("Could not record a send in the outbox", mail.kind, error);
    return withOutcome(entry, outcome);
  }
}
