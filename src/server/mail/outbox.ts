import type { MailStatus } from "../../domain/outbox";
import { createDocument, deleteDocument, listDocumentKeys, readDocument, updateDocument } from "../store";
import { DOCUMENT_READ_WIDTH, mapConcurrently } from "../core/map-concurrently";
import { indexOutboxEntry } from "./outbox-index";

/**
 * Every message the site sends, kept whether or not it went out (docs/rules/members-and-money.md §6): one document per
 * message under time-ordered keys, so writers never contend and the newest come first. A message
 * waiting for the daily retry also has a marker under `outbox-retry/`, so the job finds those few
 * without reading the whole outbox; and every message has keys in the index of whose it is
 * (outbox-index.ts), so a member's export reads theirs alone.
 */

export { MAIL_STATUSES, type MailStatus } from "../../domain/outbox";

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
  /** Sending attempts so far (SMTP only: a message kept while e-mail is not configured has none). */
  attempts: number;
  sentAt?: string;
}

const PREFIX = "outbox/";
const RETRY_PREFIX = "outbox-retry/";
/** An entry's id is a `timeOrderedId`: key order is time order. */
const keyOf = (id: string) => `${PREFIX}${id}`;
const retryKeyOf = (id: string) => `${RETRY_PREFIX}${id}`;

export const isOutboxId = (id: string) => /^[\w-]{1,120}$/.test(id);

export async function saveOutboxEntry(entry: OutboxEntry): Promise<OutboxEntry> {
  // Indexed first: a message that is kept is always found, and an index key whose message could
  // not be kept only points at nothing.
  await indexOutboxEntry(entry);
  await createDocument(keyOf(entry._id), entry);
  return entry;
}

/** Applies `change` to the stored entry; undefined when there is none. */
export function changeOutboxEntry(
  id: string,
  change: (entry: OutboxEntry) => OutboxEntry,
): Promise<OutboxEntry | undefined> {
  return updateDocument<OutboxEntry | null, OutboxEntry | undefined>(keyOf(id), null, (current) => {
    if (!current) return { result: undefined };
    const next = change(current);
    return { next, result: next };
  });
}

export async function readOutboxEntry(id: string): Promise<OutboxEntry | undefined> {
  if (!isOutboxId(id)) return undefined;
  return (await readDocument<OutboxEntry>(keyOf(id))) ?? undefined;
}

const readEntries = async (keys: readonly string[]) =>
  (await mapConcurrently(keys, (key) => readDocument<OutboxEntry>(key), DOCUMENT_READ_WIDTH)).filter(
    (entry): entry is OutboxEntry => entry !== null,
  );

/** The messages with these ids, in the same order; an id with no message is left out. */
export const readOutboxEntries = (ids: readonly string[]) => readEntries(ids.filter(isOutboxId).map(keyOf));

/** The id of every message, oldest first; reads none of them. */
export async function outboxIds(): Promise<string[]> {
  return (await listDocumentKeys(PREFIX)).map((key) => key.slice(PREFIX.length));
}

/** Every message, newest first. */
export async function outboxEntries(): Promise<OutboxEntry[]> {
  return readEntries((await listDocumentKeys(PREFIX)).reverse());
}

/** At most `limit` messages, newest first, older than the message `before` when given. */
export async function outboxPage({
  limit,
  before,
}: {
  limit: number;
  before?: string | undefined;
}): Promise<OutboxEntry[]> {
  const keys = (await listDocumentKeys(PREFIX)).reverse();
  const older = before === undefined ? keys : keys.filter((key) => key < keyOf(before));
  return readEntries(older.slice(0, limit));
}

export async function markForRetry(id: string): Promise<void> {
  await updateDocument<{ id: string } | null, undefined>(retryKeyOf(id), null, () => ({
    next: { id },
    result: undefined,
  }));
}

export const clearRetry = (id: string) => deleteDocument(retryKeyOf(id));

/** The ids of the messages waiting for a retry, oldest first. */
export async function idsWaitingForRetry(): Promise<string[]> {
  return (await listDocumentKeys(RETRY_PREFIX)).map((key) => key.slice(RETRY_PREFIX.length));
}
