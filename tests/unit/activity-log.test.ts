import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry, ActivityPage } from "../../src/domain/activity";
import { activityPage } from "../../src/server/activity/log";
import { activityKeys, entriesSince, logged } from "../support/activity";
import { adminToken, call, type CallResult } from "../support/api";
import { asMember, signIn } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * The activity log (docs/rules/members-and-money.md §9): every change of every kind made through the API gives exactly
 * one entry naming who made it, with the record before and after and never a secret; refused calls
 * and reads give none; the owner pages through it newest first with filters; entries cannot be
 * changed or deleted. Its own store, so every entry in it was made here.
 */

useOwnSandbox("activity-log");

const ADMIN = { kind: "admin", email: "admin@example.org" };
const PASSWORD = "an applicant's password";
let token = "";

const applicant = (overrides: Record<string, unknown> = {}) => ({
  name: `Applicant ${randomUUID().slice(0, 8)}`,
  nationality: "Indian",
  membershipType: "Life",
  email: `applicant-${randomUUID()}@example.org`,
  contact: "+91 98765 43210",
  password: PASSWORD,
  confirmPassword: PASSWORD,
  designation: "Professor",
  address: "12 Hazratganj, Lucknow",
  areaOfSpecialization: "Agronomy",
  ...overrides,
});

/** A 12-digit UTR, unique to the call. */
let utrs = 0;
const utr = () => `${Date.now()}`.slice(-10) + String(++utrs).padStart(2, "0");

const payment = (reference = utr()) => ({
  method: "UPI",
  reference,
  amount: 500,
  paidOn: "2026-01-05",
  purpose: "application",
});

/** The one entry `work` logged; fails unless there is exactly one and the call answered `status`. */
async function oneEntry(
  status: number,
  work: () => Promise<CallResult>,
): Promise<ActivityEntry & { answer: CallResult }> {
  const { result, entries } = await logged(work);
  expect(result.status, JSON.stringify(result.json)).toBe(status);
  expect(entries, JSON.stringify(entries.map((entry) => entry.summary))).toHaveLength(1);
  const [entry] = entries;
  if (!entry) throw new Error("no entry");
  // Never a secret, in any entry.
  expect(JSON.stringify(entry)).not.toMatch(/scrypt\$|passwordHash|sessionVersion|"password"/);
  return { ...entry, answer: result };
}

async function noEntry(status: number, work: () => Promise<CallResult>) {
  const { result, entries } = await logged(work);
  expect(result.status, JSON.stringify(result.json)).toBe(status);
  expect(entries).toEqual([]);
}

const page = async (query: string) => {
  const answer = await call("GET", `/api/admin/activity${query}`, { token });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json as unknown as ActivityPage;
};

beforeAll(async () => {
  token = await adminToken();
});

describe("every change made through the API gives exactly one entry", () => {
  it("administrators' sign-ins (a refused one is no change) and content writes, with before and after", async () => {
    const signedIn = await oneEntry(200, () =>
      call("POST", "/api/admin/login", { body: { email: "admin@example.org", password: "test-password-123" } }),
    );
    expect(signedIn).toMatchObject({
      actor: ADMIN,
      action: "sign-in",
      collection: "administrators",
      recordId: "admin@example.org",
      summary: "Administrator signed in: admin@example.org",
    });
    const { answer, ...entry } = signedIn;
    expect(JSON.stringify(entry)).not.toContain(String(answer.json.token));
    await noEntry(401, () =>
      call("POST", "/api/admin/login", { body: { email: "admin@example.org", password: "wrong-password" } }),
    );

    const body = { title: "Logged news", date: "2026-01-01", bigContent: "First text", links: [] };
    const created = await oneEntry(201, () => call("POST", "/api/news", { token, body }));
    const id = String(created.answer.json._id);
    expect(created).toMatchObject({
      actor: ADMIN,
      action: "create",
      collection: "news",
      recordId: id,
      summary: "News item added: Logged news",
      after: { _id: id, title: "Logged news" },
    });
    expect(created.before).toBeUndefined();
    expect(Date.parse(created.at)).toBeGreaterThan(Date.now() - 60_000);

    const updated = await oneEntry(200, () =>
      call("PUT", `/api/news/${id}`, { token, body: { ...body, bigContent: "Second text" } }),
    );
    expect(updated).toMatchObject({
      action: "update",
      before: { bigContent: "<p>First text</p>" },
      after: { bigContent: "<p>Second text</p>" },
    });
    const deleted = await oneEntry(200, () => call("DELETE", `/api/news/${id}`, { token }));
    expect(deleted).toMatchObject({ action: "delete", before: { _id: id, title: "Logged news" } });
    expect(deleted.after).toBeUndefined();

    // Refused writes and reads change nothing.
    await noEntry(400, () => call("POST", "/api/news", { token, body: { title: "" } }));
    await noEntry(404, () => call("DELETE", `/api/news/${id}`, { token }));
    await noEntry(200, () => call("GET", "/api/news"));
    await noEntry(401, () => call("POST", "/api/news", { body }));
  });

  it("the society's settings, with both versions; saving the same again is no change", async () => {
    const settings = {
      legalName: "Logged Society",
      address: "1 Mall Road, Lucknow",
      state: "Uttar Pradesh",
      gstin: "",
      sac: "",
      officeEmail: "office@example.org",
      memberNumberPrefix: "LOG",
    };
    const saved = await oneEntry(200, () => call("PUT", "/api/settings", { token, body: settings }));
    expect(saved).toMatchObject({
      actor: ADMIN,
      action: "settings-update",
      collection: "settings",
      recordId: "society",
      after: { legalName: "Logged Society", memberNumberPrefix: "LOG" },
      before: { state: "Uttar Pradesh" },
    });
    await noEntry(200, () => call("PUT", "/api/settings", { token, body: settings }));
  });

  it("the public's registrations and subscriptions, the office's decisions and payments, members' own changes", async () => {
    await oneEntry(201, () =>
      call("POST", "/api/memberships/create", {
        token,
        body: { membershipInfo: "For life", nationality: "Indian", membershipType: "Life", membershipFee: "1000" },
      }),
    );

    const person = applicant();
    const registered = await oneEntry(201, () =>
      call("POST", "/api/membership-registrations/register", { body: person, clientIp: "198.51.100.1" }),
    );
    const id = String(registered.answer.json._id);
    expect(registered).toMatchObject({
      actor: { kind: "public" },
      action: "register",
      collection: "membership-registrations",
      recordId: id,
      after: { name: person.name, email: person.email, status: "pending" },
    });
    expect(registered.summary).toBe(
      `New membership application: ${person.name} (${String(registered.answer.json.reference)})`,
    );
    await noEntry(409, () =>
      call("POST", "/api/membership-registrations/register", { body: person, clientIp: "198.51.100.1" }),
    );

    const subscriber = `reader-${randomUUID()}@example.org`;
    const subscribed = await oneEntry(201, () => call("POST", "/api/subscribers", { body: { email: subscriber } }));
    expect(subscribed).toMatchObject({ actor: { kind: "public" }, action: "subscribe", after: { email: subscriber } });
    await noEntry(200, () => call("POST", "/api/subscribers", { body: { email: subscriber } }));

    // A member's own calls name the member; signing in changes nothing.
    const session = await signIn(person.email, PASSWORD);
    const member = { kind: "member", email: person.email };
    const reported = await oneEntry(201, () => asMember(session, "POST", "/api/member/payments", { body: payment() }));
    expect(reported).toMatchObject({ actor: member, action: "payment-reported", recordId: id });
    const paymentId = String(reported.answer.json._id);
    const profile = await oneEntry(200, () =>
      asMember(session, "PUT", "/api/member/me", {
        body: {
          contact: "+91 90000 11111",
          designation: "Reader",
          address: "2 Aminabad, Lucknow",
          areaOfSpecialization: "Horticulture",
          showContactInDirectory: true,
        },
      }),
    );
    expect(profile).toMatchObject({
      actor: member,
      action: "profile-update",
      before: { designation: "Professor" },
      after: { designation: "Reader" },
    });
    const password = await oneEntry(200, () =>
      asMember(session, "PUT", "/api/member/password", {
        body: { currentPassword: PASSWORD, newPassword: "a brand new password" },
      }),
    );
    expect(password).toMatchObject({ actor: member, action: "password-change", recordId: id });

    // The office: a reported payment confirmed (its receipt numbered in the same call: one entry).
    const confirmed = await oneEntry(200, () =>
      call("PUT", `/api/membership-registrations/${id}/payments/${paymentId}`, { token, body: { status: "received" } }),
    );
    expect(confirmed).toMatchObject({ actor: ADMIN, action: "payment-confirmed", recordId: id });
    const receivedPayment = (confirmed.after?.payments as { _id: string; status: string; receiptNumber?: string }[])[0];
    expect(receivedPayment).toMatchObject({ _id: paymentId, status: "received" });
    expect(receivedPayment?.receiptNumber).toMatch(/^\d{4}-\d{2}\/\d{4}$/);

    const recorded = await oneEntry(201, () =>
      call("POST", `/api/membership-registrations/${id}/payments`, { token, body: payment() }),
    );
    expect(recorded).toMatchObject({ action: "payment-recorded" });
    expect((recorded.after?.payments as { receiptNumber?: string }[])[1]?.receiptNumber).toEqual(expect.any(String));

    const accepted = await oneEntry(200, () => call("PUT", `/api/membership-registrations/accept/${id}`, { token }));
    expect(accepted).toMatchObject({
      action: "accept",
      before: { status: "pending" },
      after: { status: "accepted", memberNumber: expect.stringMatching(/^LOG-\d{5}$/) as unknown },
    });
    expect(accepted.summary).toMatch(/^Membership accepted: .+ \(LOG-\d{5}\)$/);
    await noEntry(200, () => call("PUT", `/api/membership-registrations/accept/${id}`, { token }));

    const corrected = await oneEntry(200, () =>
      call("PUT", `/api/membership-registrations/${id}`, {
        token,
        body: {
          name: person.name,
          email: person.email,
          contact: "+91 90000 22222",
          designation: "Reader",
          address: "2 Aminabad, Lucknow",
          areaOfSpecialization: "Horticulture",
          showContactInDirectory: true,
        },
      }),
    );
    expect(corrected).toMatchObject({ action: "correct", after: { contact: "+91 90000 22222" } });

    const removed = await oneEntry(200, () => call("DELETE", `/api/membership-registrations/reject/${id}`, { token }));
    expect(removed).toMatchObject({ action: "reject", before: { _id: id, status: "accepted" } });
    expect(removed.after).toBeUndefined();

    // An applicant withdraws; a rejected payment.
    const other = applicant();
    const otherId = String(
      (await call("POST", "/api/membership-registrations/register", { body: other, clientIp: "198.51.100.2" })).json
        ._id,
    );
    const otherSession = await signIn(other.email, PASSWORD);
    const otherPayment = await call("POST", "/api/member/payments", {
      body: payment(),
      headers: { cookie: `member_session=${otherSession}` },
    });
    const refused = await oneEntry(200, () =>
      call("PUT", `/api/membership-registrations/${otherId}/payments/${String(otherPayment.json._id)}`, {
        token,
        body: { status: "rejected", note: "Not found in the bank statement" },
      }),
    );
    expect(refused).toMatchObject({ action: "payment-rejected", recordId: otherId });
    const withdrawn = await oneEntry(200, () => asMember(otherSession, "DELETE", "/api/member/me"));
    expect(withdrawn).toMatchObject({
      actor: { kind: "member", email: other.email },
      action: "withdraw",
      before: { _id: otherId, status: "pending" },
      summary: `Application withdrawn by the applicant: ${other.name} (${String(withdrawn.before?.reference)})`,
    });
  });
});

describe("GET /api/admin/activity", () => {
  it("pages through every entry newest first, each once, with nextCursor", async () => {
    const all = await entriesSince(new Set());
    expect(all.length).toBeGreaterThan(15);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const answer: ActivityPage = await page(`?limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      expect(answer.entries.length).toBeLessThanOrEqual(7);
      seen.push(...answer.entries.map((entry) => entry._id));
      cursor = answer.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((entry) => entry._id).reverse());

    const first = await page("");
    expect(first.entries).toHaveLength(Math.min(50, all.length));
    expect(first.entries[0]).toEqual(all.at(-1));
  });

  it("filters by collection and by who acted", async () => {
    const all = await entriesSince(new Set());
    const expectFilter = async (query: string, keep: (entry: ActivityEntry) => boolean) => {
      const wanted = all
        .filter(keep)
        .map((entry) => entry._id)
        .reverse();
      expect(wanted.length, query).toBeGreaterThan(0);
      expect(
        (await page(`?limit=200&${query}`)).entries.map((entry) => entry._id),
        query,
      ).toEqual(wanted);
    };
    await expectFilter("collection=news", (entry) => entry.collection === "news");
    await expectFilter("actor=public", (entry) => entry.actor.kind === "public");
    await expectFilter("actor=member", (entry) => entry.actor.kind === "member");
    await expectFilter("actor=ADMIN%40Example.org", (entry) => entry.actor.email === "admin@example.org");
    await expectFilter(
      "collection=membership-registrations&actor=member",
      (entry) => entry.collection === "membership-registrations" && entry.actor.kind === "member",
    );
    expect((await page("?collection=books")).entries).toEqual([]);
    expect((await page("?collection=&actor=&cursor=")).entries.length).toBeGreaterThan(0);
  });

  it("stops a filtered page after reading scanLimit entries, with a cursor to go on from", async () => {
    const newestFirst = (await entriesSince(new Set())).reverse();
    const none = await activityPage({ limit: 50, matches: () => false, scanLimit: 3 });
    expect(none).toEqual({ entries: [], nextCursor: newestFirst[2]?._id });
    const some = await activityPage({
      limit: 50,
      cursor: none.nextCursor ?? undefined,
      matches: (entry) => entry.collection === "news",
      scanLimit: 1000,
    });
    const olderNews = newestFirst.slice(3).filter((entry) => entry.collection === "news");
    expect(some.entries.map((entry) => entry._id)).toEqual(olderNews.map((entry) => entry._id));
    expect(some.nextCursor).toBeNull();
  });

  it("refuses a bad page or filter (400) and anyone without a token (401)", async () => {
    for (const query of [
      "limit=0",
      "limit=201",
      "limit=ten",
      "cursor=..%2Fcollections%2Fnews",
      "cursor=2026",
      "collection=passwords",
      "collection=__proto__",
      "actor=somebody",
      "actor=<script>",
    ]) {
      const refused = await call("GET", `/api/admin/activity?${query}`, { token });
      expect(refused.status, query).toBe(400);
      expect(refused.json.message, query).toEqual(expect.any(String));
    }
    expect((await call("GET", "/api/admin/activity")).status).toBe(401);
  });
});

describe("entries cannot be changed or deleted through the API", () => {
  it("has no route that writes an entry: 404 for an entry's own path, 405 for the list's", async () => {
    const [entry] = await entriesSince(new Set());
    const id = entry?._id ?? "";
    const before = await activityKeys();
    for (const method of ["PUT", "DELETE", "POST", "GET"]) {
      const body = method === "GET" ? {} : { body: { summary: "Rewritten" } };
      const answer = await call(method, `/api/admin/activity/${id}`, { token, ...body });
      expect(answer.status, method).toBe(404);
    }
    for (const method of ["PUT", "DELETE", "POST"]) {
      const answer = await call(method, "/api/admin/activity", { token, body: { summary: "Rewritten" } });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("allow")).toBe("GET");
    }
    for (const method of ["GET", "PUT", "DELETE"]) {
      expect((await call(method, `/api/admin/activity/${id}/restore`, { token })).status, method).toBe(405);
    }
    expect(await activityKeys()).toEqual(before);
    expect((await entriesSince(new Set())).find((stored) => stored._id === id)).toEqual(entry);
  });
});
