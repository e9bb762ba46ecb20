import { ROLE_NOT_ALLOWED, roleMayUse, type Area, type Role } from "../../../domain/admin-roles";
import { environmentPasswordHash } from "../passwords";
import { bearerToken, signAdminToken, verifyAdminToken } from "./tokens";
import { HttpError, unauthorized } from "../../http/errors";
import { ownerEnvironmentStamp } from "./owner-environment";
import { readAdministrators, type Administrator } from "./records";

/**
 * Who an administrator's token belongs to, decided on every call (docs/rules/members-and-money.md §8): the token must be
 * signed and unexpired (tokens.ts), its administrator must still exist with the e-mail and the token
 * version it names (a removal or a password change ends earlier tokens at once), and the site
 * owner's token must name the environment's current credentials. The role is the one stored now,
 * so a role change counts from the next call. The administrators are read fresh each time (one
 * etag-checked read); nothing is cached that could outlive a change.
 */

export interface AdminIdentity {
  id: string;
  email: string;
  name: string;
  role: Role;
}

const identityOf = (admin: Administrator): AdminIdentity => ({
  id: admin._id,
  email: admin.email,
  name: admin.name,
  role: admin.role,
});

/** The administrator a token stands for now, or undefined when it stands for nobody. */
export async function administratorOfToken(token: string): Promise<Administrator | undefined> {
  const claims = await verifyAdminToken(token);
  if (!claims) return undefined;
  const admin = (await readAdministrators()).find((candidate) => candidate._id === claims.aid);
  if (admin?.email !== claims.sub.toLowerCase() || admin.tokenVersion !== claims.ver) return undefined;
  if (admin.siteOwner ? claims.env !== ownerEnvironmentStamp() : admin.passwordHash === undefined) return undefined;
  return admin;
}

// One lookup per request, however many parts of its handling ask.
const identities = new WeakMap<Request, Promise<AdminIdentity | undefined>>();

/** The administrator whose valid token the request carries (as `Authorization: Bearer`), or undefined. */
export function adminIdentityOf(request: Request): Promise<AdminIdentity | undefined> {
  let identity = identities.get(request);
  if (!identity) {
    const token = bearerToken(request);
    identity = token === undefined ? Promise.resolve(undefined) : administratorOfToken(token).then(toIdentity);
    identities.set(request, identity);
  }
  return identity;
}

const toIdentity = (admin: Administrator | undefined) => (admin ? identityOf(admin) : undefined);

export const forbidden = () => new HttpError(403, ROLE_NOT_ALLOWED);

/** The request's administrator when their role may use `area`: 401 without a valid token, 403 for another role. */
export async function requireAdminArea(request: Request, area: Area): Promise<AdminIdentity> {
  const identity = await adminIdentityOf(request);
  if (!identity) throw unauthorized();
  if (!roleMayUse(identity.role, area)) throw forbidden();
  return identity;
}

/** Whether the request carries a valid token of a role that may use `area` (reads that answer more to them). */
export async function adminMayUse(request: Request, area: Area): Promise<boolean> {
  const identity = await adminIdentityOf(request);
  return identity !== undefined && roleMayUse(identity.role, area);
}

/** True when the token stands for an administrator now. */
export async function isValidAdminToken(token: string): Promise<boolean> {
  return (await administratorOfToken(token)) !== undefined;
}

/** A token for `admin` at their current version; without one, for the site owner. */
export async function issueAdminToken(admin?: Administrator): Promise<string> {
  const subject = admin ?? (await readAdministrators())[0];
  if (!subject) throw new Error("The site owner is always an administrator.");
  return signAdminToken({
    sub: subject.email,
    aid: subject._id,
    ver: subject.tokenVersion,
    env: subject.siteOwner ? ownerEnvironmentStamp() : undefined,
  });
}

/** The hash an administrator's password is checked against: the site owner's is ADMIN_PASSWORD until they set one. */
export async function passwordHashOf(admin: Administrator): Promise<string | undefined> {
  return admin.passwordHash ?? (admin.siteOwner ? await environmentPasswordHash() : undefined);
}
