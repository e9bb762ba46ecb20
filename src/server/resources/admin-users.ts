import {
  ADMIN_USER_MESSAGES,
  SITE_OWNER_ID,
  adminUserInput,
  adminUserUpdate,
  type AdminUserView,
} from "../../domain/admin-users";
import { invitationFor, newInvitationCode } from "../auth/admins/invitations";
import {
  adminUserViewOf,
  adminUsersCollection,
  invitedAdministrator,
  nextTimestamp,
  readAdministrators,
  siteOwnerEmail,
  siteOwnerOf,
  withSiteOwnerChanged,
  type AdminUserRecord,
} from "../auth/admins/records";
import { conflict, notFound } from "../http/errors";
import { json, message, resource, route } from "../api/handler";
import { sendMail } from "../mail";
import { adminInvitationMail } from "../mail/messages/admin-invitation";
import { newId, StaleRecordError } from "../store";

/**
 * The Administrators tab's calls (docs/rules/members-and-money.md §8), for owners: the list (the site owner from
 * ADMIN_EMAIL first, always), adding by e-mail with an invitation, changing name and role, and
 * removing. A role change counts from the administrator's next call and a removal ends their
 * tokens at once, since every call looks them up (auth/admins/identity.ts).
 */

const missing = () => notFound("Administrator");
const siteOwnerFixed = () => conflict(ADMIN_USER_MESSAGES.siteOwnerFixed);

const list = route({
  admin: "owner",
  async handle() {
    const now = Date.now();
    return (await readAdministrators()).map((admin) => adminUserViewOf(admin, now));
  },
});

const create = route({
  admin: "owner",
  body: adminUserInput,
  async handle({ body }) {
    const code = newInvitationCode();
    const now = new Date().toISOString();
    const record: AdminUserRecord = {
      _id: newId(),
      email: body.email,
      name: body.name,
      role: body.role,
      tokenVersion: 0,
      createdAt: now,
      updatedAt: now,
    };
    record.invitation = invitationFor(record._id, code);
    // Checked inside the write, so two owners adding one address at once make one administrator.
    await adminUsersCollection.update((records) => {
      if (body.email === siteOwnerEmail() || records.some((other) => other.email === body.email)) {
        throw conflict(ADMIN_USER_MESSAGES.duplicate);
      }
      return { next: [...records, record], result: undefined };
    });
    const sent = await sendMail({
      to: record.email,
      kind: "admin-invitation",
      ...adminInvitationMail(record, code),
      secrets: [code],
    });
    // The code is never in the answer: the panel says whether the e-mail went.
    return json({ ...adminUserViewOf(invitedAdministrator(record)), invitationEmail: sent?.status ?? "failed" }, 201);
  },
});

/** The stored version the editor loaded, when they sent one, must still be the current one. */
function refuseStale(updatedAt: string, expected: string | undefined): void {
  if (expected !== undefined && updatedAt !== expected) throw new StaleRecordError();
}

const update = route({
  admin: "owner",
  body: adminUserUpdate,
  // The site owner's first stored change adds their record: still a change of name, not a new administrator.
  activity: "update",
  async handle({ id, body, expectedUpdatedAt }): Promise<AdminUserView> {
    const changed = await adminUsersCollection.update((records) => {
      if (id === SITE_OWNER_ID) {
        if (body.role !== "owner") throw siteOwnerFixed();
        refuseStale(siteOwnerOf(records).updatedAt, expectedUpdatedAt);
        const next = withSiteOwnerChanged(records, () => ({ name: body.name })).records;
        return { next, result: siteOwnerOf(next) };
      }
      const index = records.findIndex((record) => record._id === id);
      const current = records[index];
      if (!current || current.email === siteOwnerEmail()) return { result: undefined };
      refuseStale(current.updatedAt, expectedUpdatedAt);
      const updated = { ...current, name: body.name, role: body.role, updatedAt: nextTimestamp(current.updatedAt) };
      return { next: records.with(index, updated), result: invitedAdministrator(updated) };
    });
    if (!changed) throw missing();
    return adminUserViewOf(changed);
  },
});

const remove = route({
  admin: "owner",
  async handle({ id }) {
    if (id === SITE_OWNER_ID) throw siteOwnerFixed();
    const removed = await adminUsersCollection.remove(id);
    if (!removed) throw missing();
    return message(ADMIN_USER_MESSAGES.removed);
  },
});

/** GET and POST /api/admin/users, PUT and DELETE /api/admin/users/{id} ("owner" or a record id). */
export const adminUsersHandler = resource({ GET: list, POST: create, "PUT :id": update, "DELETE :id": remove });
