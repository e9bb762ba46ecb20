import type nodemailer from "nodemailer";
import { config, type SiteConfig } from "../core/config";
import { describeSendError } from "./smtp-error";

/**
 * Hands one message to the SMTP server of SMTP_URL, from MAIL_FROM, within SMTP_TIMEOUT_MS in all
 * (connection, greeting, every reply): a slow or silent server costs the caller that long at most,
 * well inside the 10 s the project gives every call (docs/decisions/email.md). Never throws.
 */

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: readonly OutgoingAttachment[];
}

export type SendOutcome = { status: "sent" } | { status: "failed"; error: string } | { status: "not-sent" };

export const isMailConfigured = (settings: SiteConfig = config()) => settings.SMTP_URL !== undefined;

/** "smtp.example.org:587" for the panel: the server without its credentials. */
export function smtpServerName(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.hostname}:${url.port || (url.protocol === "smtps:" ? "465" : "587")}`;
}

function transportOptions(smtpUrl: string, timeoutMs: number) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    // smtps: TLS from the first byte (port 465); smtp: STARTTLS when the server offers it (587).
    secure,
    ...(user || pass ? { auth: { user, pass } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  };
}

export async function sendOverSmtp(mail: OutgoingMail, settings: SiteConfig = config()): Promise<SendOutcome> {
  const { SMTP_URL: smtpUrl, MAIL_FROM: from, SMTP_TIMEOUT_MS: timeoutMs } = settings;
  if (!smtpUrl) return { status: "not-sent" };
  let timer: NodeJS.Timeout | undefined;
  let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
  try {
    // Loaded on the first message sent: a function that sends none starts without it.
    const { default: smtp } = await import("nodemailer");
    transport = smtp.createTransport(transportOptions(smtpUrl, timeoutMs));
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The mail server did not answer within ${timeoutMs} ms.`)), timeoutMs);
    });
    await Promise.race([
      transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content: Buffer.from(content),
        })),
      }),
      deadline,
    ]);
    return { status: "sent" };
  } catch (error) {
    return { status: "failed", error: describeSendError(error, smtpUrl) };
  } finally {
    clearTimeout(timer);
    // Ends a connection still waiting on a slow server, so nothing of this send outlives it.
    transport?.close();
  }
}
