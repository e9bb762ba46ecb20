import type { Role } from "../../../domain/admin-roles";
import {
  SITE_OWNER_ID,
  type AdminUserRecord,
  type AdminUserStatus,
  type AdminUserView,
  type StoredInvitation,
} from "../../../domain/admin-users";
import { adminUsersCollection } from "../../content/collections";
import { config } from "../../core/config";
import { ownerEnvironmentStamp } from "./owner-environment";

/**
 * The administrators (docs/rules/members-and-money.md §8), one collection `admin-users`. The site's owner from
 * ADMIN_EMAIL / ADMIN_PASSWORD is not invited: they exist whatever the store holds, under the id
 * "owner"; a stored record with that id only keeps their name, token version and, after they
 * changed their password, its hash (docs/decisions/administrators.md).
 */

/** The stored record (its shape is the domain's, src/domain/admin-users.ts) and its collection. */
export type { AdminUserRecord, StoredInvitation };
export { adminUsersCollection };

/** An administrator as the rest of the server sees them, the site owner included. */
export interface Administrator {
  _id: string;
  email: string;
  name: string;
  role: Role;
  /** The hash sign-in checks; undefined for the site owner means ADMIN_PASSWORD. */
  passwordHash: string | undefined;
  tokenVersion: number;
  siteOwner: boolean;
  invitation: StoredInvitation | undefined;
  createdAt: string;
  updatedAt: string;
}

/** The times the site owner shows before anything about them was stored. */
const NEVER = new Date(0).toISOString();
export const DEFAULT_OWNER_NAME = "Owner";

export const siteOwnerEmail = () => config().ADMIN_EMAIL.trim().toLowerCase();

export function siteOwnerOf(records: readonly AdminUserRecord[]): Administrator {
  const stored = records.find((record) => record._id === SITE_OWNER_ID);
  // A password set through the API holds only while the environment's credentials are the ones it replaced.
  const override = stored?.environmentStamp === ownerEnvironmentStamp() ? stored.passwordHash : undefined;
  return {
    _id: SITE_OWNER_ID,
    email: siteOwnerEmail(),
    name: stored?.name ?? DEFAULT_OWNER_NAME,
    role: "owner",
    passwordHash: override,
    tokenVersion: stored?.tokenVersion ?? 0,
    siteOwner: true,
    invitation: undefined,
    createdAt: stored?.createdAt ?? NEVER,
    updatedAt: stored?.updatedAt ?? NEVER,
  };
}

/** An invited administrator's stored record as the server sees them. */
export const invitedAdministrator = (record: AdminUserRecord): Administrator => ({
  _id: record._id,
  email: record.email,
  name: record.name,
  role: record.role,
  passwordHash: record.passwordHash,
  tokenVersion: record.tokenVersion,
  siteOwner: false,
  invitation: record.invitation,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

/** Every administrator: the site owner first, then the invited ones (an address the site owner has is theirs). */
export function administratorsOf(records: readonly AdminUserRecord[]): Administrator[] {
  const owner = siteOwnerOf(records);
  const others = records
    .filter((record) => record._id !== SITE_OWNER_ID && record.email !== owner.email)
    .map(invitedAdministrator)
    .sort((a, b) => a.name.localeCompare(b.name, "en") || a.email.localeCompare(b.email));
  return [owner, ...others];
}

/** Every administrator, read fresh (etag-checked), so a removal or a role change counts at once. */
export const readAdministrators = async () => administratorsOf(await adminUsersCollection.list());

export function statusOf(admin: Administrator, now = Date.now()): AdminUserStatus {
  if (admin.siteOwner || admin.passwordHash !== undefined) return "active";
  return admin.invitation && Date.parse(admin.invitation.expiresAt) > now ? "invited" : "invitation-expired";
}

/** What the API shows: never a hash or a code. */
export function adminUserViewOf(admin: Administrator, now = Date.now()): AdminUserView {
  const status = statusOf(admin, now);
  return {
    _id: admin._id,
    email: admin.email,
    name: admin.name,
    role: admin.role,
    status,
    siteOwner: admin.siteOwner,
    ...(status === "invited" && admin.invitation ? { invitationExpiresAt: admin.invitation.expiresAt } : {}),
    createdAt: admin.createdAt,
    updatedAt: admin.updatedAt,
  };
}

/** Now, but always after `previous`, so two quick edits never share a version (as collection.ts does). */
export function nextTimestamp(previous: string, now = Date.now()): string {
  const before = Date.parse(previous);
  return new Date(Number.isNaN(before) || now > before ? now : before + 1).toISOString();
}

/**
 * The site owner's stored record with `change` applied, created when nothing was stored yet;
 * answers the records to store.
 */
export function withSiteOwnerChanged(
  records: readonly AdminUserRecord[],
  change: (current: AdminUserRecord) => Partial<AdminUserRecord>,
): { records: AdminUserRecord[]; owner: AdminUserRecord } {
  const index = records.findIndex((record) => record._id === SITE_OWNER_ID);
  const effective = siteOwnerOf(records);
  const current: AdminUserRecord = records[index] ?? {
    _id: SITE_OWNER_ID,
    email: effective.email,
    name: effective.name,
    role: "owner",
    tokenVersion: 0,
    createdAt: new Date().toISOString(),
    updatedAt: NEVER,
  };
  const owner: AdminUserRecord = {
    ...current,
    ...change(current),
    _id: SITE_OWNER_ID,
    email: effective.email,
    role: "owner",
    updatedAt: nextTimestamp(current.updatedAt),
  };
  return { records: index === -1 ? [...records, owner] : records.with(index, owner), owner };
}
