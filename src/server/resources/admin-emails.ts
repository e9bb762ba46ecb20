import * as z from "zod";
import { OUTBOX_MESSAGES, OUTBOX_PAGE_SIZE, testMailInput, type MailSettings } from "../../domain/outbox";
import { config } from "../core/config";
import { HttpError } from "../http/errors";
import { json, resource, route } from "../api/handler";
import { isOutboxId, outboxPage, readOutboxEntry, type OutboxEntry } from "../mail/outbox";
import { resendOutboxEntry } from "../mail/resend";
import { sendTestMessage } from "../mail/test-message";
import { isMailConfigured, smtpServerName } from "../mail/transport";

/**
 * The e-mail outbox for administrators (docs/rules/members-and-money.md §6): the list, one whole message, sending one
 * again, a test message, and whether e-mail is configured at all.
 */

const MAX_PAGE_SIZE = 500;

/** One line of the list: no message body. */
export const outboxSummaryOf = (entry: OutboxEntry) => ({
  _id: entry._id,
  to: entry.to,
  subject: entry.subject,
  kind: entry.kind,
  createdAt: entry.createdAt,
  status: entry.status,
  ...(entry.error === undefined ? {} : { error: entry.error }),
  attempts: entry.attempts,
  resendable: entry.resendable,
  ...(entry.sentAt === undefined ? {} : { sentAt: entry.sentAt }),
});

const wholeMessageOf = (entry: OutboxEntry) => ({
  ...outboxSummaryOf(entry),
  text: entry.text,
  html: entry.html,
  attachments: entry.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
});

const pageQuery = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int({ error: "limit must be a whole number." })
    .min(1, { error: `limit must be between 1 and ${MAX_PAGE_SIZE}.` })
    .max(MAX_PAGE_SIZE, { error: `limit must be between 1 and ${MAX_PAGE_SIZE}.` })
    .default(OUTBOX_PAGE_SIZE),
  before: z.string().refine(isOutboxId, { error: "before must be the id of a message." }).optional(),
});

const notFound = () => new HttpError(404, OUTBOX_MESSAGES.notFound);

const list = route({
  admin: "membership",
  async handle({ url }) {
    const parsed = pageQuery.safeParse({
      limit: url.searchParams.get("limit") ?? undefined,
      before: url.searchParams.get("before") ?? undefined,
    });
    if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join(" "));
    return (await outboxPage(parsed.data)).map(outboxSummaryOf);
  },
});

const readOne = route({
  admin: "membership",
  async handle({ id }) {
    const entry = await readOutboxEntry(id);
    if (!entry) throw notFound();
    return wholeMessageOf(entry);
  },
});

const sendTest = route({
  admin: "membership",
  body: testMailInput,
  async handle({ body }) {
    const entry = await sendTestMessage(body.email);
    // sendMail keeps going when the store fails; a test whose outcome cannot be shown is a failure.
    if (!entry) throw new HttpError(503, "The message could not be kept in the outbox. Please try again later.");
    return json(outboxSummaryOf(entry), 201);
  },
});

const resend = route({
  admin: "membership",
  async handle({ id }) {
    if (!isOutboxId(id)) throw notFound();
    return outboxSummaryOf(await resendOutboxEntry(id));
  },
});

function currentMailSettings(): MailSettings {
  const settings = config();
  return isMailConfigured(settings) && settings.SMTP_URL
    ? { configured: true, from: settings.MAIL_FROM ?? null, server: smtpServerName(settings.SMTP_URL) }
    : { configured: false, from: null, server: null };
}

const mailSettings = route({ admin: "membership", handle: () => Promise.resolve(currentMailSettings()) });

/** GET /api/admin/emails (?limit, ?before), POST /api/admin/emails (a test message), GET /api/admin/emails/{id}. */
export const adminEmailsHandler = resource({ GET: list, POST: sendTest, "GET :id": readOne });

/** POST /api/admin/emails/{id}/resend. */
export const adminEmailResendHandler = resource({ "POST :id": resend });

/** GET /api/admin/email-settings: whether e-mail goes out, and through which server (never credentials). */
export const adminEmailSettingsHandler = resource({ GET: mailSettings });
