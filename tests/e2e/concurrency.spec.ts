import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { adminToken } from "./support/common";

/**
 * Many writes at once against the running site (`npm start`): 200 membership registrations from
 * 200 visitors and 100 mixed administrator creates, updates and deletes across four collections,
 * all sent together. Afterwards every acknowledged write is stored exactly once, every update and
 * delete took effect, and no other record changed. (The store's group commit and its retry after
 * a conflicting write have unit tests of their own.)
 */

const ROUNDS = 1;
const REGISTRATIONS = 200;
const COLLECTIONS = ["news", "workshops", "awards", "editorials"] as const;
type CollectionName = (typeof COLLECTIONS)[number];
type StoredRecord = Record<string, unknown> & { _id: string };

interface Write {
  kind: "register" | "create" | "update" | "delete";
  collection: string;
  label: string;
  id?: string;
}

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

async function readAll(request: APIRequestContext, token: string) {
  const lists = {} as Record<CollectionName | "registrations", StoredRecord[]>;
  for (const collection of COLLECTIONS) {
    const response = await request.get(`/api/${collection}`);
    expect(response.status()).toBe(200);
    lists[collection] = (await response.json()) as StoredRecord[];
  }
  const registrations = await request.get("/api/membership-registrations", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(registrations.status()).toBe(200);
  lists.registrations = (await registrations.json()) as StoredRecord[];
  return lists;
}

const byId = (records: StoredRecord[]) => new Map(records.map((record) => [record._id, record]));

test("200 registrations and 100 admin writes at once: every acknowledged write stored exactly once, nothing else changed", async ({
  request,
}) => {
  // 200 password hashes at the product's cost and the rebuilds the admin writes start, on two cores
  // shared with two other servers and their browsers: 3.7 to 4.0 minutes in full runs.
  test.setTimeout(420_000);
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const options = (await (await request.get("/api/memberships/get")).json()) as {
    nationality: string;
    membershipType: string;
  }[];
  const option = options.find((candidate) => candidate.nationality === "Indian") ?? options[0];
  expect(option).toBeDefined();
  const totals = { sent: 0, acknowledged: 0, refused: new Map<string, number>() };

  for (let round = 1; round <= ROUNDS; round++) {
    // Records this round will update or delete, made beforehand (ten of each kind per collection).
    const targets = {} as Record<CollectionName, StoredRecord[]>;
    for (const collection of COLLECTIONS) {
      targets[collection] = await Promise.all(
        Array.from({ length: 16 }, async (_, index) => {
          const response = await request.post(`/api/${collection}`, {
            headers: auth,
            data: body(collection, `Round ${round} target ${collection} ${index}`),
          });
          expect(response.ok()).toBe(true);
          return (await response.json()) as StoredRecord;
        }),
      );
    }
    const before = await readAll(request, token);

    const writes: { write: Write; send: () => Promise<APIResponse> }[] = [];
    for (let index = 0; index < REGISTRATIONS; index++) {
      const email = `load-${round}-${index}-${Date.now()}@example.org`;
      writes.push({
        write: { kind: "register", collection: "registrations", label: email },
        send: () =>
          request.post("/api/membership-registrations/register", {
            // Each applicant is a different visitor, as the CDN would report them.
            headers: { "x-nf-client-connection-ip": `10.${round}.${Math.floor(index / 250)}.${index % 250}` },
            data: {
              name: `Load Applicant ${round}-${index}`,
              nationality: option?.nationality,
              membershipType: option?.membershipType,
              membershipFee: 1,
              email,
              contact: "+91 98765 43210",
              password: "correct horse battery staple",
              designation: "Scientist",
              address: "Lucknow",
              areaOfSpecialization: "Agronomy",
            },
          }),
      });
    }
    // 100 admin writes: per collection 9 creates, 8 updates and 8 deletes.
    for (const collection of COLLECTIONS) {
      for (let index = 0; index < 9; index++) {
        const label = `Round ${round} new ${collection} ${index}`;
        writes.push({
          write: { kind: "create", collection, label },
          send: () => request.post(`/api/${collection}`, { headers: auth, data: body(collection, label) }),
        });
      }
      for (const [index, target] of targets[collection].entries()) {
        const label = `Round ${round} updated ${collection} ${index}`;
        writes.push(
          index < 8
            ? {
                write: { kind: "update", collection, label, id: target._id },
                send: () =>
                  request.put(`/api/${collection}/${target._id}`, { headers: auth, data: body(collection, label) }),
              }
            : {
                write: { kind: "delete", collection, label: "", id: target._id },
                send: () => request.delete(`/api/${collection}/${target._id}`, { headers: auth }),
              },
        );
      }
    }
    expect(writes.filter(({ write }) => write.kind !== "register")).toHaveLength(100);

    const results = await Promise.all(
      writes.map(async ({ write, send }) => {
        const response = await send();
        const answer = (await response.json().catch(() => ({}))) as Partial<StoredRecord> & { message?: string };
        return { write, status: response.status(), answer };
      }),
    );
    for (const { status, answer } of results) {
      totals.sent++;
      if (status < 300) totals.acknowledged++;
      else {
        const reason = `${status} ${answer.message ?? ""}`;
        totals.refused.set(reason, (totals.refused.get(reason) ?? 0) + 1);
        // A refusal under load is only ever "busy, try again", never a crash.
        expect(status).toBe(503);
        expect(answer.message).toMatch(/try again/i);
      }
    }

    const after = await readAll(request, token);
    const expected = new Map<CollectionName | "registrations", Map<string, StoredRecord>>();
    for (const name of [...COLLECTIONS, "registrations"] as const) expected.set(name, byId(before[name]));
    for (const { write, status, answer } of results) {
      const records = expected.get(write.collection as CollectionName) ?? new Map<string, StoredRecord>();
      if (status >= 300) continue;
      if (write.kind === "delete") records.delete(write.id ?? "");
      else {
        // A registration's answer is the stored record plus the confirmation message and how to pay.
        const record: Record<string, unknown> = { ...answer };
        if (write.kind === "register") {
          delete record.message;
          delete record.payment;
        }
        records.set(String(answer._id), record as StoredRecord);
      }
    }
    for (const name of [...COLLECTIONS, "registrations"] as const) {
      const stored = after[name];
      // Exactly once: no id twice, and each acknowledged label once.
      expect(new Set(stored.map((record) => record._id)).size, name).toBe(stored.length);
      const want = expected.get(name) ?? new Map<string, StoredRecord>();
      expect([...byId(stored).keys()].sort(), name).toEqual([...want.keys()].sort());
      for (const record of stored) {
        // Untouched records are exactly as before; written ones exactly as the answer said.
        expect(record, `${name} ${record._id}`).toEqual(want.get(record._id));
      }
    }
    for (const { write, status } of results) {
      if (status >= 300 || write.kind === "delete") continue;
      const field = write.kind === "register" ? "email" : labelField[write.collection as CollectionName];
      const list = after[write.collection as CollectionName | "registrations"];
      expect(
        list.filter((record) => record[field] === write.label),
        write.label,
      ).toHaveLength(1);
    }
    // Every application has its own reference, also among those that arrived together.
    const references = after.registrations.map((record) => record.reference);
    expect(references.every((reference) => typeof reference === "string")).toBe(true);
    expect(new Set(references).size).toBe(references.length);
    const acknowledged = results.filter((result) => result.status < 300).length;
    // On a quiet machine all 300 are taken. On an overloaded one (the store runs in the same
    // process here) some may be refused, but only cleanly (checked above), never lost; the round
    // must still store some, or it would check nothing.
    expect(acknowledged).toBeGreaterThan(0);
    console.log(`round ${round}: ${results.length} writes sent at once, ${acknowledged} acknowledged and stored`);
  }

  console.log(
    `concurrency: ${totals.sent} writes sent, ${totals.acknowledged} acknowledged and stored exactly once` +
      (totals.refused.size ? `, refused: ${JSON.stringify(Object.fromEntries(totals.refused))}` : ""),
  );

  // The load-test records leave the site again (pending applications are never public).
  const left = await readAll(request, token);
  const leftovers = COLLECTIONS.flatMap((collection) =>
    left[collection]
      .filter((item) => String(item[labelField[collection]]).startsWith("Round "))
      .map((record) => `/api/${collection}/${record._id}`),
  );
  const removed = await Promise.all(leftovers.map((path) => request.delete(path, { headers: auth })));
  expect(removed.every((response) => response.ok())).toBe(true);
});
