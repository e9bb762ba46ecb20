import { randomInt, timingSafeEqual } from "node:crypto";
import { INVITATION } from "../../../domain/admin-users";
import { keyedHash } from "../keyed-hash";
import {
  adminUsersCollection,
  nextTimestamp,
  siteOwnerEmail,
  type AdminUserRecord,
  type StoredInvitation,
} from "./records";

/**
 * Invitation codes (docs/rules/members-and-money.md §8): 8 random digits, valid 48 hours, used once, void after 5 wrong
 * tries. The record keeps only a keyed hash of the code (keyed-hash.ts: a hundred million codes
 * would undo a plain hash at once). Every check is decided inside one conditional write of the
 * collection, so two tries at once can neither both use a code nor share out more than 5 tries.
 */

const codeHash = (adminId: string, code: string) => keyedHash("admin-invitation", `${adminId}\n${code}`);

const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
};

export const newInvitationCode = () =>
  randomInt(0, 10 ** INVITATION.digits)
    .toString()
    .padStart(INVITATION.digits, "0");

/** The invitation to store on the administrator `adminId` for `code`. */
export function invitationFor(adminId: string, code: string, now = Date.now()): StoredInvitation {
  return {
    codeHash: codeHash(adminId, code),
    expiresAt: new Date(now + INVITATION.lifetimeMs).toISOString(),
    wrongTries: 0,
  };
}

function withoutInvitation(record: AdminUserRecord): AdminUserRecord {
  const copy = { ...record };
  delete copy.invitation;
  return copy;
}

export type AcceptOutcome = { accepted: true; adminId: string } | { accepted: false };

/**
 * Sets `passwordHash` (made by the caller: hashing is too slow to repeat inside a write that may be
 * retried) on the administrator invited under `email` when `code` is their live code, and uses the
 * code up. A wrong code counts a try; the fifth voids the invitation.
 */
export function acceptInvitation(
  email: string,
  code: string,
  passwordHash: string,
  now = Date.now(),
): Promise<AcceptOutcome> {
  const wanted = email.trim().toLowerCase();
  return adminUsersCollection.update<AcceptOutcome>((records) => {
    const index = records.findIndex((record) => record.email === wanted);
    const record = records[index];
    const invitation = record?.invitation;
    const live =
      record !== undefined &&
      invitation !== undefined &&
      wanted !== siteOwnerEmail() &&
      record.passwordHash === undefined &&
      Date.parse(invitation.expiresAt) > now &&
      invitation.wrongTries < INVITATION.wrongTries;
    if (!live) return { result: { accepted: false } };
    const updatedAt = nextTimestamp(record.updatedAt, now);
    if (sameHash(invitation.codeHash, codeHash(record._id, code))) {
      return {
        next: records.with(index, { ...withoutInvitation(record), passwordHash, updatedAt }),
        result: { accepted: true, adminId: record._id },
      };
    }
    const wrongTries = invitation.wrongTries + 1;
    if (wrongTries >= INVITATION.wrongTries) {
      return { next: records.with(index, { ...withoutInvitation(record), updatedAt }), result: { accepted: false } };
    }
    return {
      next: records.with(index, { ...record, invitation: { ...invitation, wrongTries }, updatedAt }),
      result: { accepted: false },
    };
  });
}
