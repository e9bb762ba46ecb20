import { listDocumentKeys, newId, readDocument, updateDocument } from "../store";

/**
 * Every message the site sends, kept whether or not it went out (MEMBERS.md 6): one document per
 * message under time-ordered keys, so writers never contend and the newest come first.
 */

export const MAIL_STATUSES = ["sent", "failed", "not-sent"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
}

export interface OutboxEntry {
  _id: string;
  to: string;
  subject: string;
  kind: string;
  createdAt: string;
  status: MailStatus;
  error?: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
  /** The member the message concerns (their export lists it). */
  memberId?: string;
  /** False for a message that held a secret (a sign-in code), which is kept hidden and never resent. */
  resendable: boolean;
  /** Sending attempts so far. */
  attempts: number;
  sentAt?: string;
}

const PREFIX = "outbox/";
/** "2026-11-27T10:15:00.000Z-<id>": key order is time order. */
const keyOf = (id: string) => `${PREFIX}${id}`;

export const newOutboxId = (now = new Date()) => `${now.toISOString().replace(/[:.]/g, "-")}-${newId()}`;

export async function saveOutboxEntry(entry: OutboxEntry): Promise<OutboxEntry> {
  await updateDocument<OutboxEntry | null, undefined>(keyOf(entry._id), null, () => ({
    next: entry,
    result: undefined,
  }));
  return entry;
}

export async function readOutboxEntry(id: string): Promise<OutboxEntry | undefined> {
  if (!/^[\w-]{1,120}$/.test(id)) return undefined;
  return (await readDocument<OutboxEntry>(keyOf(id))) ?? undefined;
}

/** Every message, newest first. */
export async function outboxEntries(): Promise<OutboxEntry[]> {
  const keys = (await listDocumentKeys(PREFIX)).reverse();
  const entries = await Promise.all(keys.map((key) => readDocument<OutboxEntry>(key)));
  return entries.filter((entry): entry is OutboxEntry => entry !== null);
}
