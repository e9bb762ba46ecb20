import { unindexedOutboxIds } from "./outbox-backfill";
import { indexedMessageIdsOf, isMessageOf, type MessageOwner } from "./outbox-index";
import { readOutboxEntries, type OutboxEntry } from "./outbox";

/**
 * The messages a member's export lists (docs/rules/members-and-money.md §7): those about them or sent to their address,
 * newest first. Only theirs are read, found through the outbox's index; until the daily job has
 * indexed the messages kept before the index existed, those are read too, and kept only if theirs.
 */
export async function outboxEntriesOf(owner: MessageOwner): Promise<OutboxEntry[]> {
  const [indexed, unindexed] = await Promise.all([indexedMessageIdsOf(owner), unindexedOutboxIds()]);
  const [own, older] = await Promise.all([readOutboxEntries(indexed), readOutboxEntries(unindexed)]);
  const olderOwn = older.filter((entry) => isMessageOf(entry, owner));
  return [...own, ...olderOwn].sort((a, b) => b._id.localeCompare(a._id));
}
