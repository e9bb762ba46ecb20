import { createHash, randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gstinCheckCharacter } from "../../src/domain/gstin";
import { MEMBER_MESSAGES } from "../../src/domain/member-account";
import { issueAdminToken } from "../../src/server/auth";
import { registrationsCollection } from "../../src/server/content/collections";
import { listDocumentKeys } from "../../src/server/store";
import { call } from "../support/api";
import { asMember, MEMBER_PASSWORD, sessionFrom, signIn, storeMember } from "../support/member";
import { countPublishRequests, recordSentMail } from "../support/recorders";

// Count publish requests (the real one still runs) to see which changes schedule a rebuild.
const publishSpy = countPublishRequests();

const sentMail = recordSentMail();

beforeEach(() => {
  // Each rebuild request warns without a build hook.
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

// test-isolation: shared. The real clock is put back after each test.
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const profile = (overrides: Record<string, unknown> = {}) => ({
  contact: "+91 91234 56789",
  designation: "Scientist",
  address: "4 Gomti Nagar, Lucknow",
  state: "Uttar Pradesh",
  areaOfSpecialization: "Soil science",
  showContactInDirectory: false,
  ...overrides,
});

const payment = (overrides: Record<string, unknown> = {}) => ({
  method: "UPI",
  reference: String(Math.floor(Math.random() * 1e12)).padStart(12, "0"),
  amount: 1180,
  paidOn: "2026-01-15",
  purpose: "application",
  ...overrides,
});

async function signInByCode(email: string): Promise<string> {
  await call("POST", "/api/member/login-code", { body: { email } });
  const code = sentMail.messages.filter((mail) => mail.to === email).at(-1)?.secrets?.[0] ?? "";
  const answer = await call("POST", "/api/member/login-code/verify", { body: { email, code } });
  const session = sessionFrom(answer);
  if (answer.status !== 200 || !session) throw new Error(`code sign-in answered ${answer.status}`);
  return session;
}

describe("GET /api/member/me", () => {
  it("gives the member's own record with standing, money and payments, never the hash", async () => {
    const now = new Date().toISOString();
    const record = await storeMember({
      status: "accepted",
      membershipType: "Annual Member",
      payments: [
        {
          _id: "p1",
          method: "UPI",
          reference: "123456789012",
          amount: 1000,
          paidOn: "2026-01-02",
          purpose: "application",
          status: "received",
          source: "office",
          receiptNumber: "2025-26/0001",
          note: "checked against the bank statement",
          createdAt: now,
          updatedAt: now,
        },
        {
          _id: "p2",
          method: "Cash",
          reference: "CASH-01",
          amount: 180,
          paidOn: "2026-01-03",
          purpose: "application",
          status: "reported",
          source: "member",
          createdAt: now,
          updatedAt: now,
        },
      ],
    });
    const session = await signIn(record.email);
    const me = await asMember(session, "GET", "/api/member/me");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      _id: record._id,
      status: "Active",
      amountDue: 1180,
      received: 1000,
      balance: 180,
      reference: record.reference,
      memberNumber: null,
      validUntil: null,
      state: null,
    });
    expect(me.json.payments).toEqual([
      {
        _id: "p1",
        method: "UPI",
        reference: "123456789012",
        amount: 1000,
        paidOn: "2026-01-02",
        purpose: "application",
        status: "received",
        receiptNumber: "2025-26/0001",
      },
      {
        _id: "p2",
        method: "Cash",
        reference: "CASH-01",
        amount: 180,
        paidOn: "2026-01-03",
        purpose: "application",
        status: "reported",
      },
    ]);
    expect(JSON.stringify(me.json)).not.toMatch(/scrypt|passwordHash|sessionVersion/);
    expect(me.headers.get("cache-control")).toBe("no-store");
  });

  it("shows what the office did: the payment confirmed with its receipt number, then the acceptance", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T06:00:00.000Z"));
    const token = await issueAdminToken();
    const record = await storeMember();
    const session = await signIn(record.email);
    const reported = await asMember(session, "POST", "/api/member/payments", {
      body: payment({ amount: 1180, paidOn: "2026-11-25" }),
    });
    const paymentId = String(reported.json._id);
    const confirmed = await call("PUT", `/api/membership-registrations/${record._id}/payments/${paymentId}`, {
      token,
      body: { status: "received" },
    });
    const receiptNumber = String(confirmed.json.receiptNumber);
    expect(receiptNumber).toMatch(/^2026-27\/\d{4,}$/);
    const beforeAcceptance = await asMember(session, "GET", "/api/member/me");
    expect(beforeAcceptance.json).toMatchObject({ status: "Pending", memberNumber: null, received: 1180, balance: 0 });

    const accepted = await call("PUT", `/api/membership-registrations/accept/${record._id}`, { token });
    const memberNumber = String(accepted.json.memberNumber);
    expect(memberNumber).toMatch(/^SAEETD-\d{5,}$/);
    const me = await asMember(session, "GET", "/api/member/me");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      status: "Active",
      memberNumber,
      acceptedAt: "2026-11-27",
      validUntil: "2027-11-26",
      amountDue: 1180,
      received: 1180,
      balance: 0,
    });
    expect(me.json.payments).toEqual([
      {
        _id: paymentId,
        method: "UPI",
        reference: reported.json.reference,
        amount: 1180,
        paidOn: "2026-11-25",
        purpose: "application",
        status: "received",
        receiptNumber,
      },
    ]);
    expect(JSON.stringify(me.json)).not.toMatch(/scrypt|passwordHash|receivedOn|source/);
  });

  it("answers 401 without a session", async () => {
    const answer = await call("GET", "/api/member/me");
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: "Authentication required. Please log in." });
  });
});

describe("PUT /api/member/me", () => {
  it("updates the listed details and answers the updated member", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    const answer = await asMember(session, "PUT", "/api/member/me", { body: profile() });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ ...profile(), name: record.name, email: record.email, status: "Pending" });
    const stored = await registrationsCollection.get(record._id);
    expect(stored).toMatchObject(profile());
    expect(stored?.passwordHash).toBe(record.passwordHash);
    // An empty state clears it.
    const cleared = await asMember(session, "PUT", "/api/member/me", { body: profile({ state: "" }) });
    expect(cleared.json.state).toBeNull();
    // An institution's GSTIN, for its tax invoices: checked, kept in capitals; blank clears it.
    const first14 = "09AAACI1681G1Z";
    const gstin = first14 + gstinCheckCharacter(first14);
    const withGstin = await asMember(session, "PUT", "/api/member/me", {
      body: profile({ gstin: gstin.toLowerCase() }),
    });
    expect(withGstin.json.gstin).toBe(gstin);
    const badGstin = await asMember(session, "PUT", "/api/member/me", { body: profile({ gstin: `${first14}?` }) });
    expect(badGstin.status).toBe(400);
    expect((badGstin.json.issues as { field: string }[]).map((issue) => issue.field)).toEqual(["gstin"]);
    expect((await asMember(session, "PUT", "/api/member/me", { body: profile({ gstin: "" }) })).json.gstin).toBeNull();
  });

  it("refuses name, e-mail, nationality and type with 400 naming the field, changing nothing", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    for (const [field, value, label] of [
      ["name", "Someone Else", "Name"],
      ["email", "other@example.org", "E-mail"],
      ["nationality", "Foreign", "Nationality"],
      ["membershipType", "Life Member", "Membership type"],
    ] as const) {
      const answer = await asMember(session, "PUT", "/api/member/me", { body: profile({ [field]: value }) });
      expect(answer.status, field).toBe(400);
      expect(answer.json.issues).toEqual([{ field, message: MEMBER_MESSAGES.officeOnly(label) }]);
    }
    expect(await registrationsCollection.get(record._id)).toEqual(record);
  });

  it("refuses bad values with 400 per field", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    const answer = await asMember(session, "PUT", "/api/member/me", {
      body: profile({ contact: "call me", state: "Atlantis", showContactInDirectory: "yes" }),
    });
    expect(answer.status).toBe(400);
    const fields = new Set((answer.json.issues as { field: string }[]).map((issue) => issue.field));
    expect([...fields].sort()).toEqual(["contact", "showContactInDirectory", "state"]);
  });

  it("schedules a rebuild only when an accepted member's directory entry changes", async () => {
    const accepted = await storeMember({ status: "accepted", showContactInDirectory: false });
    const pending = await storeMember();
    const acceptedSession = await signIn(accepted.email);
    const pendingSession = await signIn(pending.email);
    const same = { designation: accepted.designation, areaOfSpecialization: accepted.areaOfSpecialization };

    publishSpy.calls = 0;
    // Contact without consent is not in the directory: nothing public changes.
    await asMember(acceptedSession, "PUT", "/api/member/me", {
      body: profile({ ...same, contact: "+91 99999 00000" }),
    });
    expect(publishSpy.calls).toBe(0);
    // A pending applicant is never in the directory.
    await asMember(pendingSession, "PUT", "/api/member/me", { body: profile({ showContactInDirectory: true }) });
    expect(publishSpy.calls).toBe(0);
    // Consent shows e-mail, contact and address.
    await asMember(acceptedSession, "PUT", "/api/member/me", {
      body: profile({ ...same, showContactInDirectory: true }),
    });
    expect(publishSpy.calls).toBe(1);
    await asMember(acceptedSession, "PUT", "/api/member/me", { body: profile({ designation: "Dean" }) });
    expect(publishSpy.calls).toBe(2);
  });
});

describe("PUT /api/member/password", () => {
  it("needs the current password, 8 characters at least, and ends every other session", async () => {
    const record = await storeMember();
    const other = await signIn(record.email);
    const session = await signIn(record.email);

    const missing = await asMember(session, "PUT", "/api/member/password", { body: { newPassword: "long enough" } });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(MEMBER_MESSAGES.currentPasswordRequired);
    const wrong = await asMember(session, "PUT", "/api/member/password", {
      body: { currentPassword: "not it", newPassword: "long enough" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.issues).toEqual([{ field: "currentPassword", message: MEMBER_MESSAGES.currentPasswordWrong }]);
    const short = await asMember(session, "PUT", "/api/member/password", {
      body: { currentPassword: MEMBER_PASSWORD, newPassword: "short" },
    });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe("The new password must have at least 8 characters.");

    const changed = await asMember(session, "PUT", "/api/member/password", {
      body: { currentPassword: MEMBER_PASSWORD, newPassword: "a brand new password" },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ message: MEMBER_MESSAGES.passwordChanged });
    const renewed = sessionFrom(changed);
    expect(renewed).toBeDefined();
    expect((await asMember(renewed, "GET", "/api/member/me")).status).toBe(200);
    expect((await asMember(other, "GET", "/api/member/me")).status).toBe(401);
    expect((await asMember(session, "GET", "/api/member/me")).status).toBe(401);
    expect(
      (await call("POST", "/api/member/login", { body: { email: record.email, password: MEMBER_PASSWORD } })).status,
    ).toBe(401);
    expect((await signIn(record.email, "a brand new password")).length).toBeGreaterThan(40);
  });

  it("deletes the ended sessions' documents, keeping the new one's", async () => {
    const record = await storeMember();
    await signIn(record.email);
    const session = await signIn(record.email);
    expect(await listDocumentKeys(`member-sessions/${record._id}/`)).toHaveLength(2);
    const changed = await asMember(session, "PUT", "/api/member/password", {
      body: { currentPassword: MEMBER_PASSWORD, newPassword: "tidy new password" },
    });
    expect(changed.status).toBe(200);
    const [, token = ""] = (sessionFrom(changed) ?? "").split(".");
    const kept = await listDocumentKeys(`member-sessions/${record._id}/`);
    expect(kept).toEqual([`member-sessions/${record._id}/${createHash("sha256").update(token).digest("hex")}`]);
  });

  it("after a code sign-in, sets a new password without the current one for 15 minutes only", async () => {
    const record = await storeMember();
    const byCode = await signInByCode(record.email);
    const reset = await asMember(byCode, "PUT", "/api/member/password", { body: { newPassword: "forgotten no more" } });
    expect(reset.status).toBe(200);
    // The renewed session is an ordinary one: the next change needs the current password.
    const again = await asMember(sessionFrom(reset), "PUT", "/api/member/password", {
      body: { newPassword: "and once more" },
    });
    expect(again.status).toBe(400);

    const late = await signInByCode(record.email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
    const refused = await asMember(late, "PUT", "/api/member/password", { body: { newPassword: "too late now" } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(MEMBER_MESSAGES.currentPasswordRequired);
  });

  it("a password session cannot skip the current password", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    const answer = await asMember(session, "PUT", "/api/member/password", { body: { newPassword: "no current one" } });
    expect(answer.status).toBe(400);
  });
});

describe("GET /api/member/export", () => {
  it("downloads the record without the hash, the payments and the e-mails sent, with no secret", async () => {
    const record = await storeMember();
    await call("POST", "/api/member/login-code", { body: { email: record.email } });
    const code = sentMail.messages.filter((mail) => mail.to === record.email).at(-1)?.secrets?.[0] ?? "";
    const session = await signIn(record.email);
    await asMember(session, "POST", "/api/member/payments", { body: payment() });

    const answer = await asMember(session, "GET", "/api/member/export");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="my-membership-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = answer.json as { member: Record<string, unknown>; payments: unknown[]; emails: { kind: string }[] };
    expect(data.member).toMatchObject({ _id: record._id, email: record.email, name: record.name });
    expect(data.member).not.toHaveProperty("passwordHash");
    expect(data.payments).toHaveLength(1);
    expect(data.emails.map((mail) => mail.kind)).toContain("sign-in-code");
    const text = answer.bytes.toString("utf8");
    expect(text).not.toContain(code);
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toContain(MEMBER_PASSWORD);
  });
});

describe("DELETE /api/member/me", () => {
  it("withdraws a pending application: the record is deleted and every session ends", async () => {
    const record = await storeMember();
    const other = await signIn(record.email);
    const session = await signIn(record.email);
    const answer = await asMember(session, "DELETE", "/api/member/me");
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ message: MEMBER_MESSAGES.withdrawn });
    expect(answer.headers.getSetCookie()[0]).toMatch(/^member_session=;/);
    expect(await registrationsCollection.get(record._id)).toBeUndefined();
    // Deleted with the record, before either cookie is presented again.
    expect(await listDocumentKeys(`member-sessions/${record._id}/`)).toEqual([]);
    for (const cookie of [session, other]) expect((await asMember(cookie, "GET", "/api/member/me")).status).toBe(401);
  });

  it("refuses an accepted member with 409 saying how to ask the office", async () => {
    const record = await storeMember({ status: "accepted" });
    const session = await signIn(record.email);
    const answer = await asMember(session, "DELETE", "/api/member/me");
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(MEMBER_MESSAGES.acceptedCannotWithdraw);
    expect(answer.json.message).toMatch(/office/);
    expect(await registrationsCollection.get(record._id)).toEqual(record);
  });
});

describe("POST /api/member/payments", () => {
  it("records a reported payment from the member: 201 with the payment", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    const body = payment({ method: "Bank transfer", reference: "NEFT/2026-001", amount: "1,180.50" });
    const answer = await asMember(session, "POST", "/api/member/payments", { body });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({
      method: "Bank transfer",
      reference: "NEFT/2026-001",
      amount: 1180.5,
      paidOn: "2026-01-15",
      purpose: "application",
      status: "reported",
    });
    const stored = (await registrationsCollection.get(record._id))?.payments ?? [];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ _id: answer.json._id, status: "reported", source: "member" });
    const me = await asMember(session, "GET", "/api/member/me");
    // Reported is not received: the balance stays until the office confirms.
    expect(me.json).toMatchObject({ received: 0, balance: 1180 });
  });

  it("refuses the MEMBERS rules with 400 per field", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    const fieldsOf = async (body: Record<string, unknown>) => {
      const answer = await asMember(session, "POST", "/api/member/payments", { body });
      expect(answer.status).toBe(400);
      return (answer.json.issues as { field: string }[]).map((issue) => issue.field).sort();
    };
    expect(await fieldsOf(payment({ amount: 0, purpose: "gift", method: "Cheque" }))).toEqual([
      "amount",
      "method",
      "purpose",
    ]);
    expect(await fieldsOf(payment({ reference: "12345", paidOn: "2999-01-01" }))).toEqual(["paidOn", "reference"]);
    expect((await registrationsCollection.get(record._id))?.payments).toBeUndefined();
  });

  it("refuses a method and reference already on any record (409) unless that payment was rejected", async () => {
    const now = new Date().toISOString();
    const reference = `DUP-${randomUUID().slice(0, 8)}`;
    const rejectedReference = `REJ-${randomUUID().slice(0, 8)}`;
    await storeMember({
      payments: [
        {
          _id: "a",
          method: "Cheque/DD",
          reference,
          amount: 10,
          paidOn: "2026-01-01",
          purpose: "application",
          status: "received",
          source: "office",
          createdAt: now,
          updatedAt: now,
        },
        {
          _id: "b",
          method: "Cheque/DD",
          reference: rejectedReference,
          amount: 10,
          paidOn: "2026-01-01",
          purpose: "application",
          status: "rejected",
          source: "member",
          createdAt: now,
          updatedAt: now,
        },
      ],
    });
    const record = await storeMember();
    const session = await signIn(record.email);
    const duplicate = await asMember(session, "POST", "/api/member/payments", {
      body: payment({ method: "Cheque/DD", reference: reference.toLowerCase() }),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toEqual({ message: "This payment reference is already recorded." });
    // The same reference by another method is another payment; a rejected one may be reported again.
    expect(
      (await asMember(session, "POST", "/api/member/payments", { body: payment({ method: "Cash", reference }) }))
        .status,
    ).toBe(201);
    expect(
      (
        await asMember(session, "POST", "/api/member/payments", {
          body: payment({ method: "Cheque/DD", reference: rejectedReference }),
        })
      ).status,
    ).toBe(201);
  });

  it("keeps exactly one of many reports of one reference sent at once", async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => storeMember()));
    const sessions = await Promise.all(members.map((member) => signIn(member.email)));
    const body = payment();
    const answers = await Promise.all(
      sessions.flatMap((session) => [1, 2].map(() => asMember(session, "POST", "/api/member/payments", { body }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const all = await registrationsCollection.list();
    expect(all.flatMap((record) => record.payments ?? []).filter((p) => p.reference === body.reference)).toHaveLength(
      1,
    );
  });
});

describe("a request from another site's page", () => {
  it("is refused (403) by every member call that changes something, and changes nothing", async () => {
    const record = await storeMember();
    const session = await signIn(record.email);
    const headers = { origin: "https://evil.example" };
    for (const [method, path, body] of [
      ["PUT", "/api/member/me", profile({ designation: "Hijacked" })],
      ["PUT", "/api/member/password", { currentPassword: MEMBER_PASSWORD, newPassword: "hijacked password" }],
      ["POST", "/api/member/payments", payment()],
      ["DELETE", "/api/member/me", undefined],
      ["POST", "/api/member/logout", undefined],
    ] as const) {
      const answer = await asMember(session, method, path, { headers, ...(body ? { body } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.json).toEqual({ message: MEMBER_MESSAGES.otherSite });
    }
    expect(await registrationsCollection.get(record._id)).toEqual(record);
    expect((await asMember(session, "GET", "/api/member/me")).status).toBe(200);
    // The site's own pages are let through.
    const own = await asMember(session, "PUT", "/api/member/me", {
      headers: { origin: "http://localhost" },
      body: profile(),
    });
    expect(own.status).toBe(200);
  });
});
