import { workerBlobsContext } from "./worker-store";
import { loadFunctions } from "../../scripts/lib/function-router";
import { randomUUID } from "node:crypto";
import type { Role } from "../../src/domain/admin-roles";
import { invitedAdministrator, adminUsersCollection, type AdminUserRecord } from "../../src/server/auth/admins/records";
import { hashPassword, issueAdminToken } from "../../src/server/auth";
import { callFunction, type CallOptions, type CallResult } from "./function-client";

process.env.NETLIFY_BLOBS_CONTEXT = workerBlobsContext();

export const router = await loadFunctions(new URL("../../netlify/functions", import.meta.url).pathname);

export type { CallOptions, CallResult } from "./function-client";

/** Sends a Request to the function whose config.path matches it, as Netlify would. */
export const call = (method: string, path: string, options: CallOptions = {}): Promise<CallResult> =>
  callFunction(router, method, path, options);

/** The list answer of a GET, typed as records. */
export async function list<T = Record<string, unknown>>(path: string, token?: string): Promise<T[]> {
  const response = await call("GET", path, token ? { token } : {});
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return JSON.parse(response.bytes.toString("utf8")) as T[];
}

/** The site owner's token (ADMIN_EMAIL): every admin route allows it. */
export const adminToken = () => issueAdminToken();

/** The password of every administrator `storeAdministrator` makes. */
export const ADMINISTRATOR_PASSWORD = "an administrator's password";
let administratorHash: Promise<string> | undefined;

/**
 * An administrator stored directly, as an accepted invitation leaves them (a password, token
 * version 0), with a unique e-mail; and a token of theirs.
 */
export async function storeAdministrator(
  role: Role,
  overrides: Partial<AdminUserRecord> = {},
): Promise<{ record: AdminUserRecord; token: string }> {
  const tag = randomUUID().slice(0, 8);
  const record = await adminUsersCollection.insert({
    email: `${role}-${tag}@example.org`,
    name: `${role} ${tag}`,
    role,
    passwordHash: await (administratorHash ??= hashPassword(ADMINISTRATOR_PASSWORD)),
    tokenVersion: 0,
    ...overrides,
  });
  return { record, token: await issueAdminToken(invitedAdministrator(record)) };
}

/** A token of a new administrator with `role` (an owner invited by e-mail, not the site owner, for "owner"). */
export const roleToken = async (role: Role) => (await storeAdministrator(role)).token;

/** Tokens that must all be refused: none, garbage, forged, expired, wrong algorithm or claims. */
export { badTokens, namedBadTokens } from "./bad-tokens";
