import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { activityKeys, entriesSince } from "../support/activity";
import { adminToken, call, type CallResult } from "../support/api";
import { useGenerousStoreDeadline } from "../support/generous-store-deadline";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * The activity log under load: 200 registrations from 200 visitors and 100 administrator creates,
 * updates and deletes, all sent at once through the functions. The collections commit them in
 * batches, yet the log holds exactly one entry per acknowledged change (300), each naming the
 * right actor, action and record. Its own store, so the count is exact.
 */

useOwnSandbox("activity-concurrency");
useGenerousStoreDeadline();

const REGISTRATIONS = 200;
const CREATES = 40;
const UPDATES = 30;
const DELETES = 30;
let token = "";

const news = (title: string) => ({ title, date: "2026-05-01", bigContent: "Load test", links: [] });
const workshop = (topic: string) => ({ serialNumber: 1, year: 2026, topic, venue: "Lucknow", date: "2026-05-01" });

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

it("300 changes sent at once give exactly 300 entries, each with its actor", { timeout: 120_000 }, async () => {
  // The records the updates and deletes will meet, made beforehand.
  const existing = await Promise.all(
    Array.from({ length: UPDATES + DELETES }, (_, index) =>
      ok(
        index % 2 === 0
          ? call("POST", "/api/news", { token, body: news(`Existing ${index}`) })
          : call("POST", "/api/workshops", { token, body: workshop(`Existing ${index}`) }),
        201,
      ),
    ),
  );
  const pathOf = (index: number) => (index % 2 === 0 ? "/api/news" : "/api/workshops");
  const before = await activityKeys();

  const registrations = Array.from({ length: REGISTRATIONS }, (_, index) =>
    ok(
      call("POST", "/api/membership-registrations/register", {
        body: applicant(index),
        // One visitor each, so the per-address limit never refuses one.
        clientIp: `198.51.${100 + Math.floor(index / 250)}.${index % 250}`,
      }),
      201,
    ),
  );
  const creates = Array.from({ length: CREATES }, (_, index) =>
    ok(
      index % 2 === 0
        ? call("POST", "/api/news", { token, body: news(`Burst ${index}`) })
        : call("POST", "/api/workshops", { token, body: workshop(`Burst ${index}`) }),
      201,
    ),
  );
  const updates = existing.slice(0, UPDATES).map((record, index) =>
    ok(
      call("PUT", `${pathOf(index)}/${String(record.json._id)}`, {
        token,
        body: index % 2 === 0 ? news(`Updated ${index}`) : workshop(`Updated ${index}`),
      }),
    ),
  );
  const deletes = existing
    .slice(UPDATES)
    .map((record, index) => ok(call("DELETE", `${pathOf(UPDATES + index)}/${String(record.json._id)}`, { token })));
  const [registered, created] = await Promise.all([
    Promise.all(registrations),
    Promise.all(creates),
    Promise.all(updates),
    Promise.all(deletes),
  ]);

  const entries = await entriesSince(before);
  const changes = REGISTRATIONS + CREATES + UPDATES + DELETES;
  console.log(`activity-concurrency: ${changes} changes sent at once, ${entries.length} log entries`);
  expect(entries).toHaveLength(changes);

  const byAction = (action: string) => entries.filter((entry) => entry.action === action);
  const ids = (results: CallResult[]) => results.map((result) => String(result.json._id)).sort();
  const recordIds = (action: string) =>
    byAction(action)
      .map((entry) => entry.recordId)
      .sort();

  expect(recordIds("register")).toEqual(ids(registered));
  for (const entry of byAction("register")) {
    expect(entry.actor).toEqual({ kind: "public" });
    expect(entry.collection).toBe("membership-registrations");
    expect(entry.after).not.toHaveProperty("passwordHash");
  }
  expect(recordIds("create")).toEqual(ids(created));
  expect(recordIds("update")).toEqual(ids(existing.slice(0, UPDATES)));
  expect(recordIds("delete")).toEqual(ids(existing.slice(UPDATES)));
  for (const entry of [...byAction("create"), ...byAction("update"), ...byAction("delete")]) {
    expect(entry.actor).toEqual({ kind: "admin", email: "admin@example.org" });
    expect(["news", "workshops"]).toContain(entry.collection);
  }
  expect(new Set(entries.map((entry) => entry._id)).size).toBe(changes);
});
