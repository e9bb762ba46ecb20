import { describe, expect, it } from "vitest";
import type { ActivityEntry } from "../../src/domain/activity";
import { INVITATION } from "../../src/domain/admin-users";
import { logged } from "../support/activity";
import { ADMINISTRATOR_PASSWORD, adminToken, call, storeAdministrator, type CallResult } from "../support/api";
import { useOwnSandbox } from "../support/own-sandbox";
import { recordSentMail } from "../support/recorders";

/**
 * Every change to administrators is in the activity log (docs/rules/members-and-money.md §8 and 9), under the one
 * collection name "administrators" that sign-ins and the panel's filter use: adding, changing name
 * and role, removing, accepting an invitation, a wrong invitation code, a password change. No entry
 * holds a password, hash, code or token. Its own store, so every entry in it was made here.
 */

useOwnSandbox("admin-users-activity");

const sent = recordSentMail();

const OWNER = { kind: "admin", email: "admin@example.org" };
let serial = 0;
const uniqueEmail = () => `logged-admin-${Date.now()}-${++serial}@example.org`;
const ip = () => `203.0.113.${(++serial % 250) + 1}`;

/** The one entry `work` logged, checked for secrets (`secrets` are values that must not appear). */
async function oneEntry(
  status: number,
  work: () => Promise<CallResult>,
  secrets: readonly string[] = [],
): Promise<ActivityEntry & { answer: CallResult }> {
  const { result, entries } = await logged(work);
  expect(result.status, JSON.stringify(result.json)).toBe(status);
  expect(entries, JSON.stringify(entries.map((entry) => entry.summary))).toHaveLength(1);
  const [entry] = entries;
  if (!entry) throw new Error("no entry");
  const text = JSON.stringify(entry);
  expect(text).not.toMatch(/scrypt\$|passwordHash|codeHash|tokenVersion|environmentStamp|"password"/);
  for (const secret of secrets) expect(text).not.toContain(secret);
  return { ...entry, answer: result };
}

async function invite(email: string) {
  const token = await adminToken();
  const entry = await oneEntry(201, () =>
    call("POST", "/api/admin/users", { token, body: { email, name: "Logged Editor", role: "editor" } }),
  );
  const code = sent.messages.findLast((mail) => mail.to === email)?.secrets?.[0] ?? "";
  expect(code).toMatch(/^\d{8}$/);
  return { entry, code, id: String(entry.answer.json._id) };
}

const wrongCode = (code: string) =>
  String((Number(code) + 1) % 10 ** INVITATION.digits).padStart(INVITATION.digits, "0");

describe("the activity log of administrators", () => {
  it("logs adding, changing, accepting and removing under 'administrators', without codes or hashes", async () => {
    const email = uniqueEmail();
    const { entry: added, code, id } = await invite(email);
    expect(added).toMatchObject({
      actor: OWNER,
      action: "create",
      collection: "administrators",
      recordId: id,
      summary: "Administrator added: Logged Editor",
      after: { _id: id, email, name: "Logged Editor", role: "editor" },
    });
    expect(JSON.stringify(added)).not.toContain(code);

    const token = await adminToken();
    const changed = await oneEntry(200, () =>
      call("PUT", `/api/admin/users/${id}`, { token, body: { name: "Logged Secretary", role: "membership" } }),
    );
    expect(changed).toMatchObject({
      actor: OWNER,
      action: "update",
      collection: "administrators",
      recordId: id,
      before: { name: "Logged Editor", role: "editor" },
      after: { name: "Logged Secretary", role: "membership" },
    });

    const refused = await oneEntry(
      401,
      () =>
        call("POST", "/api/admin/users/accept-invite", {
          body: { email, code: wrongCode(code), password: "a chosen password" },
          clientIp: ip(),
        }),
      [wrongCode(code)],
    );
    expect(refused).toMatchObject({ action: "invitation-code-wrong", collection: "administrators", recordId: id });

    const accepted = await oneEntry(
      200,
      () =>
        call("POST", "/api/admin/users/accept-invite", {
          body: { email, code, password: "a chosen password" },
          clientIp: ip(),
        }),
      [code, "a chosen password"],
    );
    expect(accepted).toMatchObject({
      actor: { kind: "public" },
      action: "invitation-accepted",
      collection: "administrators",
      recordId: id,
      summary: "Invitation accepted: Logged Secretary",
    });
    expect(accepted.before).toHaveProperty("invitation");
    expect(accepted.after).not.toHaveProperty("invitation");

    const removed = await oneEntry(200, () => call("DELETE", `/api/admin/users/${id}`, { token }));
    expect(removed).toMatchObject({
      actor: OWNER,
      action: "delete",
      collection: "administrators",
      recordId: id,
      before: { email, name: "Logged Secretary" },
    });
  });

  it("logs the site owner's name change and an administrator's password change, never the password", async () => {
    const token = await adminToken();
    const renamed = await oneEntry(200, () =>
      call("PUT", "/api/admin/users/owner", { token, body: { name: "The Logged Owner", role: "owner" } }),
    );
    expect(renamed).toMatchObject({
      action: "update",
      collection: "administrators",
      recordId: "owner",
      after: { name: "The Logged Owner", role: "owner" },
    });

    const { record, token: own } = await storeAdministrator("editor");
    const changed = await oneEntry(
      200,
      () =>
        call("PUT", "/api/admin/password", {
          token: own,
          body: { currentPassword: ADMINISTRATOR_PASSWORD, newPassword: "a logged new password" },
          clientIp: ip(),
        }),
      [ADMINISTRATOR_PASSWORD, "a logged new password"],
    );
    expect(changed).toMatchObject({
      actor: { kind: "admin", email: record.email },
      action: "admin-password-change",
      collection: "administrators",
      recordId: record._id,
    });
    const { answer, ...entry } = changed;
    expect(JSON.stringify(entry)).not.toContain(String(answer.json.token));
  });

  it("logs sign-ins under the same collection name", async () => {
    const signedIn = await oneEntry(200, () =>
      call("POST", "/api/admin/login", {
        body: { email: "admin@example.org", password: "test-password-123" },
        clientIp: ip(),
      }),
    );
    expect(signedIn).toMatchObject({ action: "sign-in", collection: "administrators" });
  });
});
