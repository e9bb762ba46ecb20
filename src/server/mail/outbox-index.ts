import { createHash } from "node:crypto";
import { emailKey } from "../../domain/membership-registrations";
import { addIndexKey, indexedIds, listDocumentKeys } from "../store";

/**
 * The outbox's index of whose messages are whose (docs/decisions/email.md), so that a member's
 * export reads their messages and no one else's: one empty key per message under the member it
 * concerns (`outbox-by-member/<member id>/<message id>`) and under the address it went to
 * (`outbox-by-address/<SHA-256 of the address>/<message id>`: no address in a key name). Written
 * before the message itself, so every kept message is indexed.
 */

const BY_MEMBER = "outbox-by-member/";
const BY_ADDRESS = "outbox-by-address/";

/** What the index needs of a kept message (outbox.ts's entry; named here so the two do not import each other). */
interface IndexedMessage {
  _id: string;
  to: string;
  memberId?: string | undefined;
}

/** Whose messages: the member's id and their e-mail address now. */
export interface MessageOwner {
  memberId: string;
  email: string;
}

const addressDigest = (address: string) => createHash("sha256").update(emailKey(address)).digest("hex");
const memberPrefix = (memberId: string) => `${BY_MEMBER}${memberId}/`;
const addressPrefix = (address: string) => `${BY_ADDRESS}${addressDigest(address)}/`;

/** The rule the index keeps: a message about the member, or one sent to their address. */
export const isMessageOf = (entry: Pick<IndexedMessage, "to" | "memberId">, owner: MessageOwner) =>
  entry.memberId === owner.memberId || emailKey(entry.to) === emailKey(owner.email);

export async function indexOutboxEntry(entry: IndexedMessage): Promise<void> {
  const prefixes = [addressPrefix(entry.to), ...(entry.memberId ? [memberPrefix(entry.memberId)] : [])];
  await Promise.all(prefixes.map((prefix) => addIndexKey(prefix, entry._id)));
}

/** The ids of the owner's indexed messages, newest first. */
export async function indexedMessageIdsOf(owner: MessageOwner): Promise<string[]> {
  const [byMember, byAddress] = await Promise.all([
    indexedIds(memberPrefix(owner.memberId)),
    indexedIds(addressPrefix(owner.email)),
  ]);
  return [...new Set([...byMember, ...byAddress])].sort().reverse();
}

/** The id of every indexed message: each has a key under the address it went to. */
export async function everyIndexedMessageId(): Promise<Set<string>> {
  const keys = await listDocumentKeys(BY_ADDRESS);
  return new Set(keys.map((key) => key.slice(key.lastIndexOf("/") + 1)));
}
