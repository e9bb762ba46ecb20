import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { activityKeys, entriesSince } from "../support/activity";
import { adminToken, call, list, type CallResult } from "../support/api";
import { useGenerousStoreDeadline } from "../support/generous-store-deadline";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * Many writes at once: 200 registrations from 200 visitors and 100 administrator creates, updates
 * and deletes across four collections, all sent together through the functions. The collections
 * commit them in batches (docs/decisions/group-commit.md), yet afterwards every acknowledged write
 * is stored exactly once, every update and delete took effect, no other record changed, and the
 * activity log holds exactly one entry per change (300), each naming the right actor, action and
 * record. Its own store, so the counts are exact.
 */

useOwnSandbox("activity-concurrency");
useGenerousStoreDeadline();

const REGISTRATIONS = 200;
const COLLECTIONS = ["news", "workshops", "awards", "editorials"] as const;
type CollectionName = (typeof COLLECTIONS)[number];
type StoredRecord = Record<string, unknown> & { _id: string };
/** Per collection: 9 creates, 8 updates and 8 deletes, 100 administrator writes in all. */
const CREATES = 9;
const UPDATES = 8;
const DELETES = 8;
let token = "";

const body = (collection: CollectionName, label: string): Record<string, unknown> => {
  switch (collection) {
    case "news":
      return { title: label, date: "2026-05-01", bigContent: "Load test", links: [] };
    case "workshops":
      return { serialNumber: 1, year: 2026, topic: label, venue: "Lucknow", date: "2026-05-01" };
    case "awards":
      return {
        sno: 1,
        name: label,
        year: 2001,
        value: "Citation",
        periodicity: "Annual",
        eligibility: "Members",
        administration: "Council",
        procedure: "Nomination",
        presentation: "Annual meeting",
      };
    case "editorials":
      return { category: "Load test", content: label, areasOfSpecialization: ["Agronomy"] };
  }
};
/** The field each collection's `body` puts the label in. */
const labelField: Record<CollectionName, string> = {
  news: "title",
  workshops: "topic",
  awards: "name",
  editorials: "content",
};

const applicant = (index: number) => ({
  name: `Load Applicant ${index}`,
  nationality: "Indian",
  membershipType: "Life",
  email: `load-${index}-${randomUUID()}@example.org`,
  contact: "+91 98765 43210",
  password: "a load test password",
  confirmPassword: "a load test password",
  designation: "Professor",
  address: "12 Hazratganj, Lucknow",
  areaOfSpecialization: "Agronomy",
});

const ok = async (answer: Promise<CallResult>, status = 200) => {
  const result = await answer;
  expect(result.status, JSON.stringify(result.json)).toBe(status);
  return result;
};

/** Every record of the four collections and the applications, as the office reads them. */
async function readAll(): Promise<Record<CollectionName | "registrations", StoredRecord[]>> {
  const lists = {} as Record<CollectionName | "registrations", StoredRecord[]>;
  for (const collection of COLLECTIONS) lists[collection] = await list<StoredRecord>(`/api/${collection}`, token);
  lists.registrations = await list<StoredRecord>("/api/membership-registrations", token);
  return lists;
}

const byId = (records: StoredRecord[]) => new Map(records.map((record) => [record._id, record]));

beforeAll(async () => {
  token = await adminToken();
  await ok(
    call("POST", "/api/memberships/create", {
      token,
      body: { membershipInfo: "For life", nationality: "Indian", membershipType: "Life", membershipFee: "1000" },
    }),
    201,
  );
});

it(
  "300 changes sent at once are each stored once, change nothing else, and give exactly 300 log entries",
  { timeout: 120_000 },
  async () => {
    // The records the updates and deletes will meet, made beforehand.
    const targets = {} as Record<CollectionName, StoredRecord[]>;
    for (const collection of COLLECTIONS) {
      targets[collection] = await Promise.all(
        Array.from({ length: UPDATES + DELETES }, async (_, index) => {
          const made = await ok(
            call("POST", `/api/${collection}`, { token, body: body(collection, `Target ${collection} ${index}`) }),
            201,
          );
          return made.json as StoredRecord;
        }),
      );
    }
    const before = await readAll();
    const logBefore = await activityKeys();

    const registrations = Array.from({ length: REGISTRATIONS }, (_, index) => {
      const sent = applicant(index);
      return ok(
        call("POST", "/api/membership-registrations/register", {
          body: sent,
          // One visitor each, so the per-address limit never refuses one.
          clientIp: `198.51.${100 + Math.floor(index / 250)}.${index % 250}`,
        }),
        201,
      ).then((result) => ({ email: sent.email, result }));
    });
    const creates = COLLECTIONS.flatMap((collection) =>
      Array.from({ length: CREATES }, (_, index) => {
        const label = `New ${collection} ${index}`;
        return ok(call("POST", `/api/${collection}`, { token, body: body(collection, label) }), 201).then((result) => ({
          collection,
          label,
          result,
        }));
      }),
    );
    const updates = COLLECTIONS.flatMap((collection) =>
      targets[collection].slice(0, UPDATES).map((target, index) => {
        const label = `Updated ${collection} ${index}`;
        return ok(call("PUT", `/api/${collection}/${target._id}`, { token, body: body(collection, label) })).then(
          (result) => ({ collection, label, result }),
        );
      }),
    );
    const deletes = COLLECTIONS.flatMap((collection) =>
      targets[collection].slice(UPDATES).map((target) =>
        ok(call("DELETE", `/api/${collection}/${target._id}`, { token })).then(() => ({
          collection,
          id: target._id,
        })),
      ),
    );
    const [registered, created, updated, deleted] = await Promise.all([
      Promise.all(registrations),
      Promise.all(creates),
      Promise.all(updates),
      Promise.all(deletes),
    ]);
    expect(created.length + updated.length + deleted.length).toBe(100);

    // What the store must hold: the records before, with each acknowledged write as its answer said.
    const after = await readAll();
    const expected = new Map<CollectionName | "registrations", Map<string, StoredRecord>>();
    for (const name of [...COLLECTIONS, "registrations"] as const) expected.set(name, byId(before[name]));
    for (const { result } of registered) {
      // A registration's answer is the stored record plus the confirmation message and how to pay.
      const record: StoredRecord = { ...(result.json as StoredRecord) };
      delete record.message;
      delete record.payment;
      expected.get("registrations")?.set(record._id, record);
    }
    for (const { collection, result } of [...created, ...updated]) {
      const record = result.json as StoredRecord;
      expected.get(collection)?.set(record._id, record);
    }
    for (const { collection, id } of deleted) expected.get(collection)?.delete(id);
    for (const name of [...COLLECTIONS, "registrations"] as const) {
      const stored = after[name];
      // Exactly once: no id twice; the same records as expected, each exactly as expected.
      expect(new Set(stored.map((record) => record._id)).size, name).toBe(stored.length);
      const want = expected.get(name) ?? new Map<string, StoredRecord>();
      expect([...byId(stored).keys()].sort(), name).toEqual([...want.keys()].sort());
      for (const record of stored) expect(record, `${name} ${record._id}`).toEqual(want.get(record._id));
    }
    for (const { email } of registered)
      expect(
        after.registrations.filter((record) => record.email === email),
        email,
      ).toHaveLength(1);
    for (const { collection, label } of [...created, ...updated])
      expect(
        after[collection].filter((record) => record[labelField[collection]] === label),
        label,
      ).toHaveLength(1);
    // Every application has its own reference, also among those that arrived together.
    const references = after.registrations.map((record) => record.reference);
    expect(references.every((reference) => typeof reference === "string")).toBe(true);
    expect(new Set(references).size).toBe(references.length);

    // The activity log: one entry per change, with its actor.
    const entries = await entriesSince(logBefore);
    const changes = REGISTRATIONS + 100;
    console.log(`activity-concurrency: ${changes} changes sent at once, ${entries.length} log entries`);
    expect(entries).toHaveLength(changes);
    const byAction = (action: string) => entries.filter((entry) => entry.action === action);
    const sortedIds = (ids: string[]) => [...ids].sort();
    const recordIds = (action: string) => sortedIds(byAction(action).map((entry) => entry.recordId));

    expect(recordIds("register")).toEqual(sortedIds(registered.map(({ result }) => String(result.json._id))));
    for (const entry of byAction("register")) {
      expect(entry.actor).toEqual({ kind: "public" });
      expect(entry.collection).toBe("membership-registrations");
      expect(entry.after).not.toHaveProperty("passwordHash");
    }
    expect(recordIds("create")).toEqual(sortedIds(created.map(({ result }) => String(result.json._id))));
    expect(recordIds("update")).toEqual(sortedIds(updated.map(({ result }) => String(result.json._id))));
    expect(recordIds("delete")).toEqual(sortedIds(deleted.map(({ id }) => id)));
    for (const entry of [...byAction("create"), ...byAction("update"), ...byAction("delete")]) {
      expect(entry.actor).toEqual({ kind: "admin", email: "admin@example.org" });
      expect(COLLECTIONS as readonly string[]).toContain(entry.collection);
    }
    expect(new Set(entries.map((entry) => entry._id)).size).toBe(changes);
  },
);
