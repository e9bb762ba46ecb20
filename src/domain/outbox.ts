import * as z from "zod";
import { emailField } from "./fields";

/**
 * The e-mail outbox as the API gives it and the admin panel reads it (docs/rules/members-and-money.md §6): every message
 * the site sent or tried to send, with what happened to it.
 */

export const MAIL_STATUSES = ["sent", "failed", "not-sent"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The status in words, for people (the panel never tells it by colour alone). */
export const MAIL_STATUS_WORDS: Record<MailStatus, string> = {
  sent: "Sent",
  failed: "Failed",
  "not-sent": "Not sent (e-mail not configured)",
};

export const OUTBOX_MESSAGES = {
  notFound: "E-mail not found.",
  /** A message that held a one-time code is kept with the code hidden, so it cannot go out again. */
  notResendable:
    "This message held a one-time code (such as a sign-in code), which is not kept, so it cannot be sent again. Ask for a new code instead.",
  notConfigured: "E-mail is not configured: messages are kept here but not sent.",
  resent: "The e-mail was sent again.",
  resendFailed: "The e-mail could not be sent.",
  keptNotSent: "E-mail is not configured, so the message was kept here but not sent.",
  testSent: "A test e-mail was sent.",
} as const;

/** One line of the outbox list. */
export const outboxSummary = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  status: z.enum(MAIL_STATUSES),
  error: z.string().optional(),
  attempts: z.number().int().nonnegative(),
  resendable: z.boolean(),
  sentAt: z.string().optional(),
});
export type OutboxSummary = z.infer<typeof outboxSummary>;

export const outboxAttachment = z.object({
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});

/** A whole message: its text and HTML parts, and its attachments' names and sizes. */
export const outboxMessage = outboxSummary.extend({
  text: z.string(),
  html: z.string(),
  attachments: z.array(outboxAttachment),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** Whether e-mail goes out, for the panel's notice; never the SMTP password. */
export const mailSettings = z.object({
  configured: z.boolean(),
  /** MAIL_FROM, when e-mail is configured. */
  from: z.string().nullable(),
  /** The SMTP server's host and port, without credentials. */
  server: z.string().nullable(),
});
export type MailSettings = z.infer<typeof mailSettings>;

/** A test message, to check the mail settings from the panel. */
export const testMailInput = z.object({
  email: emailField("E-mail address").pipe(z.string().max(254, { error: "E-mail address is too long." })),
});
export type TestMailInput = z.input<typeof testMailInput>;

/** How many messages one page of the list holds; older ones come with `?before=<last id>`. */
export const OUTBOX_PAGE_SIZE = 100;
