import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GSTIN_MESSAGES, gstinCheckCharacter } from "../../src/domain/gstin";
import { CORRECTION_MESSAGES } from "../../src/domain/registration-correction";
import { issueAdminToken } from "../../src/server/auth";
import { registrationsCollection } from "../../src/server/content/collections";
import { call, list } from "../support/api";
import { storeMember } from "../support/member";
import { countPublishRequests } from "../support/recorders";

/**
 * PUT /api/membership-registrations/{id} (docs/rules/members-and-money.md §5): the office corrects a record; and the
 * admin view's standing and money, in the list too, on India's day of the request.
 */

// Count publish requests (the real one still runs) to see which corrections schedule a rebuild.
const publishSpy = countPublishRequests();

let token = "";

beforeAll(async () => {
  token = await issueAdminToken();
});

beforeEach(() => {
  publishSpy.calls = 0;
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

// test-isolation: shared. The real clock is put back after each test.
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const details = (overrides: Record<string, unknown> = {}) => ({
  name: "Dr. A. Corrected",
  email: `corrected-${randomUUID()}@example.org`,
  contact: "+91 91234 56789",
  designation: "Scientist",
  address: "4 Gomti Nagar, Lucknow",
  state: "Uttar Pradesh",
  areaOfSpecialization: "Soil science",
  showContactInDirectory: false,
  ...overrides,
});

const correct = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  call("PUT", `/api/membership-registrations/${id}`, { token, body, headers });

describe("PUT /api/membership-registrations/{id}", () => {
  it("corrects the details and the validity, answering the record as the admin sees it", async () => {
    const member = await storeMember({
      status: "accepted",
      memberNumber: "SAEETD-90001",
      acceptedAt: "2026-01-10",
      validUntil: "2027-01-09",
    });
    const body = details({ validUntil: "2027-03-31" });
    const answer = await correct(member._id, body);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toMatchObject({ ...body, _id: member._id, memberNumber: "SAEETD-90001", status: "accepted" });
    expect(answer.json).toHaveProperty("standing");
    expect(answer.json).toMatchObject({ amountDue: 1180, received: 0, balance: 1180 });
    expect(answer.bytes.toString()).not.toContain("scrypt");
    const stored = await registrationsCollection.get(member._id);
    expect(stored).toMatchObject({ ...body, passwordHash: member.passwordHash, membershipType: member.membershipType });

    // Left out, validUntil stays; null removes it; a blank state clears the state.
    expect((await correct(member._id, details({ email: body.email }))).json.validUntil).toBe("2027-03-31");
    const cleared = await correct(member._id, details({ email: body.email, validUntil: null, state: "" }));
    expect(cleared.json).not.toHaveProperty("validUntil");
    expect(cleared.json).not.toHaveProperty("state");
  });

  it("refuses the password, payments, number, type and other frozen fields by name, changing nothing", async () => {
    const member = await storeMember({ status: "accepted", memberNumber: "SAEETD-90002" });
    for (const [field, value, message] of [
      ["password", "a new password", CORRECTION_MESSAGES.password],
      ["passwordHash", "scrypt$forged", CORRECTION_MESSAGES.password],
      ["payments", [], CORRECTION_MESSAGES.payments],
      ["memberNumber", "SAEETD-00001", CORRECTION_MESSAGES.memberNumber],
      ["membershipType", "Life Member", CORRECTION_MESSAGES.frozen],
      ["nationality", "Foreign", CORRECTION_MESSAGES.frozen],
      ["amountDue", 1, CORRECTION_MESSAGES.frozen],
      ["status", "pending", CORRECTION_MESSAGES.status],
      ["acceptedAt", "2020-01-01", CORRECTION_MESSAGES.acceptedAt],
      ["reference", "APP-0000-0000", CORRECTION_MESSAGES.reference],
    ] as const) {
      const answer = await correct(member._id, details({ [field]: value }));
      expect(answer.status, field).toBe(400);
      expect(answer.json.issues, field).toEqual([{ field, message }]);
    }
    expect(await registrationsCollection.get(member._id)).toEqual(member);
  });

  it("takes a partial correction: only the fields sent change", async () => {
    const member = await storeMember({
      status: "accepted",
      memberNumber: "SAEETD-90003",
      acceptedAt: "2026-01-10",
      validUntil: "2027-01-09",
      state: "Uttar Pradesh",
    });
    const answer = await correct(member._id, { validUntil: "2027-03-31" });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const stored = await registrationsCollection.get(member._id);
    expect(stored).toEqual({ ...member, validUntil: "2027-03-31", updatedAt: stored?.updatedAt });
    // An institution's GSTIN is checked as the society's, kept in capitals, and null clears it.
    const first14 = "09AAACI1681G1Z";
    const valid = first14 + gstinCheckCharacter(first14);
    const wrong = first14 + (valid.endsWith("A") ? "B" : "A");
    const refused = await correct(member._id, { gstin: wrong });
    expect(refused.status).toBe(400);
    expect(refused.json.issues).toEqual([{ field: "gstin", message: GSTIN_MESSAGES.check }]);
    const set = await correct(member._id, { gstin: valid.toLowerCase() });
    expect(set.json).toMatchObject({ gstin: valid, validUntil: "2027-03-31", state: "Uttar Pradesh" });
    expect((await correct(member._id, { gstin: null })).json).not.toHaveProperty("gstin");
  });

  it("takes back a whole record as GET gave it; a frozen field changed in it is still refused by name", async () => {
    const member = await storeMember({ status: "accepted", memberNumber: "SAEETD-90004", acceptedAt: "2026-01-10" });
    const listed = await list("/api/membership-registrations", token);
    const whole = listed.find((record) => record._id === member._id);
    if (!whole) throw new Error("the record is not in the admin list");
    const sentBack = await correct(member._id, { ...whole, designation: "Principal Scientist" });
    expect(sentBack.status, JSON.stringify(sentBack.json)).toBe(200);
    expect(sentBack.json).toMatchObject({ designation: "Principal Scientist", memberNumber: "SAEETD-90004" });
    // The version it came from is stale now: sent again whole, it is refused as a stale edit.
    expect((await correct(member._id, { ...whole, designation: "Again" })).status).toBe(409);
    const fresh = { ...whole, ...sentBack.json };
    const changed = await correct(member._id, { ...fresh, membershipType: "Life Member" });
    expect(changed.status).toBe(400);
    expect(changed.json.issues).toEqual([{ field: "membershipType", message: CORRECTION_MESSAGES.frozen }]);
  });

  it("refuses bad values per field, a validity where none applies, a state for a foreign member, and a taken e-mail", async () => {
    const pending = await storeMember();
    const bad = await correct(pending._id, details({ contact: "call me", validUntil: "2027-02-30", name: "" }));
    expect(bad.status).toBe(400);
    expect([...new Set((bad.json.issues as { field: string }[]).map((issue) => issue.field))].sort()).toEqual([
      "contact",
      "name",
      "validUntil",
    ]);
    const pendingValidity = await correct(pending._id, details({ validUntil: "2027-01-01" }));
    expect(pendingValidity.status).toBe(400);
    expect(pendingValidity.json.issues).toEqual([
      { field: "validUntil", message: CORRECTION_MESSAGES.validUntilOnlyAnnual },
    ]);
    const life = await storeMember({ status: "accepted", membershipType: "Life Member" });
    expect((await correct(life._id, details({ validUntil: "2027-01-01" }))).status).toBe(400);

    const foreign = await storeMember({ nationality: "Foreign" });
    const withState = await correct(foreign._id, details());
    expect(withState.json.issues).toEqual([
      {
        field: "state",
        message: "State is asked only of Indian applicants; leave it out for SAARC and Foreign applicants.",
      },
    ]);
    expect((await correct(foreign._id, details({ state: null }))).status).toBe(200);

    const other = await storeMember();
    const taken = await correct(pending._id, details({ email: ` ${other.email.toUpperCase()} ` }));
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ message: "A membership application with this e-mail address already exists." });
    // Its own address, in another case, is not another's.
    expect((await correct(pending._id, details({ email: pending.email.toUpperCase() }))).status).toBe(200);
    expect(publishSpy.calls).toBe(0);
  });

  it("refuses a correction made from an older version (409) and answers 404 for an unknown id", async () => {
    const member = await storeMember();
    const stale = await correct(member._id, details({ updatedAt: "2000-01-01T00:00:00.000Z" }));
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ message: "This item was changed elsewhere. Reload to see the latest version." });
    expect((await correct(member._id, details(), { "if-match": `"${member.updatedAt}"` })).status).toBe(200);
    const unknown = await correct("0123456789abcdef01234567", details());
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: "Membership request not found." });
  });

  it("schedules a rebuild only when the record's directory entry changes", async () => {
    const member = await storeMember({ status: "accepted", showContactInDirectory: false });
    const { name, designation, areaOfSpecialization } = member;
    const body = details({ name, designation, areaOfSpecialization });
    await correct(member._id, { ...body, validUntil: "2030-01-01" });
    // Contact details stay private without consent: the directory entry did not change.
    expect(publishSpy.calls).toBe(0);
    await correct(member._id, { ...body, name: "Renamed Member" });
    expect(publishSpy.calls).toBe(1);
    const pending = await storeMember();
    await correct(pending._id, details({ name: "Renamed Applicant" }));
    expect(publishSpy.calls).toBe(1);
  });
});

describe("the admin view", () => {
  it("gives standing and money in the list, worked out for India's day of the request", async () => {
    const member = await storeMember({
      status: "accepted",
      memberNumber: "SAEETD-90003",
      validUntil: "2026-12-31",
      payments: [
        {
          _id: "paid-part",
          method: "Cash",
          reference: `CASH-${randomUUID().slice(0, 8)}`,
          amount: 500.5,
          paidOn: "2026-01-02",
          purpose: "application",
          status: "received",
          source: "office",
          receiptNumber: "2025-26/9999",
          receivedOn: "2026-01-02",
          createdAt: "2026-01-02T00:00:00.000Z",
          updatedAt: "2026-01-02T00:00:00.000Z",
        },
      ],
    });
    const entryOn = async (instant: string) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(instant));
      const entries = await list("/api/membership-registrations/", await issueAdminToken());
      return entries.find((entry) => entry._id === member._id);
    };
    expect(await entryOn("2026-11-01T06:00:00.000Z")).toMatchObject({
      status: "accepted",
      standing: "Active",
      amountDue: 1180,
      received: 500.5,
      balance: 679.5,
    });
    // The same stored list, a later day: the standing follows the day, not the cache.
    expect((await entryOn("2026-12-15T06:00:00.000Z"))?.standing).toBe("Expiring");
    // 00:30 on 1 January 2027 in India (still 31 December in UTC): lapsed.
    expect((await entryOn("2026-12-31T19:00:00.000Z"))?.standing).toBe("Lapsed");
    const pending = await storeMember();
    expect((await entryOn("2026-12-31T19:00:00.000Z")) ?? {}).toMatchObject({ standing: "Lapsed" });
    const entries = await list("/api/membership-registrations/", await issueAdminToken());
    expect(entries.find((entry) => entry._id === pending._id)).toMatchObject({ standing: "Pending", balance: 1180 });
  });
});
