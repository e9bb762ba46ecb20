import { beforeEach, describe, expect, it, vi } from "vitest";
import { composeMail, sendMail, type OutboxEntry } from "../../src/server/mail";
import { backfillOutboxIndex } from "../../src/server/mail/outbox-backfill";
import { createDocument, timeOrderedId } from "../../src/server/store";
import { adminToken, call } from "../support/api";
import { asMember, signIn, storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * Which messages the outbox's readers read (docs/rules/members-and-money.md §6 and 7, docs/decisions/email.md): a
 * member's export reads their own messages only, found through the outbox's index, never the
 * others'; the administrators' list reads the messages of its page only. Every document read and
 * every key listing goes through the store layer's two modules that this file watches.
 */

// Its own store: the reads counted here are of this file's messages only.
useOwnSandbox("outbox-index");

const watched = vi.hoisted(() => ({ reads: [] as string[], listings: [] as string[] }));
vi.mock("../../src/server/store/conditional-read", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/store/conditional-read")>();
  return {
    ...original,
    readDocument: <T>(key: string, options?: Parameters<typeof original.readDocument>[1]) => {
      watched.reads.push(key);
      return original.readDocument<T>(key, options);
    },
  };
});
vi.mock("../../src/server/store/documents", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/store/documents")>();
  return {
    ...original,
    readUnchangingDocument: <T>(key: string) => {
      watched.reads.push(key);
      return original.readUnchangingDocument<T>(key);
    },
    listDocumentKeys: (prefix: string) => {
      watched.listings.push(prefix);
      return original.listDocumentKeys(prefix);
    },
  };
});

beforeEach(() => {
  // Each rebuild request warns without a build hook.
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

/** The outbox messages (`outbox/<id>`) read while `work` ran, by id. */
async function messagesReadDuring<T>(work: () => Promise<T>): Promise<{ result: T; ids: string[] }> {
  const start = watched.reads.length;
  const result = await work();
  const ids = watched.reads
    .slice(start)
    .filter((key) => key.startsWith("outbox/"))
    .map((key) => key.slice("outbox/".length));
  return { result, ids };
}

/** A message as kept before the outbox had its index: the message alone. */
async function keptWithoutIndex(to: string, kind: string, memberId?: string): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    _id: timeOrderedId(new Date()),
    to,
    subject: `An old ${kind} message`,
    kind,
    createdAt: new Date().toISOString(),
    status: "not-sent",
    text: "Kept before the index.",
    html: "<p>Kept before the index.</p>",
    attachments: [],
    ...(memberId ? { memberId } : {}),
    resendable: true,
    attempts: 0,
  };
  await createDocument(`outbox/${entry._id}`, entry);
  return entry;
}

async function send(to: string, kind: string, memberId?: string): Promise<OutboxEntry> {
  const entry = await sendMail({
    to,
    kind,
    ...composeMail({ subject: `A ${kind} message`, greeting: "Dear member,", paragraphs: ["Kept in the outbox."] }),
    ...(memberId ? { memberId } : {}),
  });
  if (!entry) throw new Error("the message was not kept");
  return entry;
}

describe("the member's export", () => {
  it("reads only the member's own messages: by their id, and to their address", async () => {
    const member = await storeMember();
    const other = await storeMember();
    const own = [
      await send(member.email, "welcome", member._id),
      await send("office@example.org", "application-notice", member._id),
      // No member named: found by the address, as before the index.
      await send(member.email.toUpperCase(), "test"),
    ];
    const others = [
      await send(other.email, "welcome", other._id),
      await send(other.email, "payment-received", other._id),
      await send("someone@example.org", "test"),
    ];
    const session = await signIn(member.email);

    const { result: answer, ids } = await messagesReadDuring(() => asMember(session, "GET", "/api/member/export"));
    expect(answer.status).toBe(200);
    const exported = (answer.json.emails as OutboxEntry[]).map((entry) => entry._id);
    expect(exported.sort()).toEqual(own.map((entry) => entry._id).sort());
    expect(ids.sort()).toEqual(own.map((entry) => entry._id).sort());
    for (const entry of others) expect(ids).not.toContain(entry._id);
  });
});

describe("the administrators' outbox list", () => {
  it("reads the messages of its page only", async () => {
    const token = await adminToken();
    for (let n = 0; n < 5; n++) await send(`page-${n}@example.org`, "test");
    const first = await messagesReadDuring(() => call("GET", "/api/admin/emails?limit=2", { token }));
    expect(first.result.status).toBe(200);
    const firstPage = (JSON.parse(first.result.bytes.toString("utf8")) as OutboxEntry[]).map((entry) => entry._id);
    expect(firstPage).toHaveLength(2);
    expect(first.ids.sort()).toEqual([...firstPage].sort());

    const before = firstPage.at(-1) ?? "";
    const second = await messagesReadDuring(() => call("GET", `/api/admin/emails?limit=2&before=${before}`, { token }));
    const secondPage = (JSON.parse(second.result.bytes.toString("utf8")) as OutboxEntry[]).map((entry) => entry._id);
    expect(secondPage).toHaveLength(2);
    expect(secondPage.every((id) => id < before)).toBe(true);
    expect(second.ids.sort()).toEqual([...secondPage].sort());
  });
});

describe("messages kept before the index existed", () => {
  it("are in the export until the daily job has indexed them, then found through the index alone", async () => {
    const member = await storeMember();
    const old = await keptWithoutIndex(member.email, "welcome", member._id);
    const oldByAddress = await keptWithoutIndex(member.email.toUpperCase(), "test");
    const othersOld = await keptWithoutIndex("someone-else@example.org", "test");
    const session = await signIn(member.email);
    const exportedIds = (answer: { json: Record<string, unknown> }) =>
      (answer.json.emails as OutboxEntry[]).map((entry) => entry._id).sort();
    const own = [old._id, oldByAddress._id].sort();

    // Not yet indexed: still exported, looked for among the messages the index does not know.
    expect(exportedIds(await asMember(session, "GET", "/api/member/export"))).toEqual(own);

    // A run out of time leaves the rest for the next one.
    let tick = 0;
    const unindexed = await backfillOutboxIndex(0, () => ++tick);
    expect(unindexed).toEqual({ indexed: 0, remaining: 3, done: false });
    expect(await backfillOutboxIndex()).toEqual({ indexed: 3, remaining: 0, done: true });
    expect(await backfillOutboxIndex()).toEqual({ indexed: 0, remaining: 0, done: true });

    const listingsBefore = watched.listings.length;
    const { result, ids } = await messagesReadDuring(() => asMember(session, "GET", "/api/member/export"));
    expect(exportedIds(result)).toEqual(own);
    expect(ids.sort()).toEqual(own);
    expect(ids).not.toContain(othersOld._id);
    // The whole outbox is no longer listed either.
    expect(watched.listings.slice(listingsBefore)).not.toContain("outbox/");
  });
});
