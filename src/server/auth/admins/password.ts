import { SITE_OWNER_ID } from "../../../domain/admin-users";
import { ownerEnvironmentStamp } from "./owner-environment";
import {
  adminUsersCollection,
  administratorsOf,
  nextTimestamp,
  withSiteOwnerChanged,
  type Administrator,
} from "./records";

/**
 * Stores an administrator's new password hash and raises their token version in the same write,
 * so every token issued before ends at once (docs/rules/members-and-money.md §8). The site owner's hash is kept with the
 * fingerprint of the environment's credentials it replaces (owner-environment.ts). Answers the
 * administrator as stored, or undefined when they were removed meanwhile.
 */
export function storeNewPassword(adminId: string, passwordHash: string): Promise<Administrator | undefined> {
  return adminUsersCollection.update((records) => {
    if (adminId === SITE_OWNER_ID) {
      const changed = withSiteOwnerChanged(records, (current) => ({
        passwordHash,
        environmentStamp: ownerEnvironmentStamp(),
        tokenVersion: current.tokenVersion + 1,
      }));
      return { next: changed.records, result: administratorsOf(changed.records)[0] };
    }
    const index = records.findIndex((record) => record._id === adminId);
    const current = records[index];
    if (!current) return { result: undefined };
    const next = records.with(index, {
      ...current,
      passwordHash,
      tokenVersion: current.tokenVersion + 1,
      updatedAt: nextTimestamp(current.updatedAt),
    });
    return { next, result: administratorsOf(next).find((admin) => admin._id === adminId) };
  });
}
