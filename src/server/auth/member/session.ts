import { createHash, randomBytes } from "node:crypto";
import type { RegistrationRecord } from "../../../domain/membership-registrations";
import { registrationsCollection } from "../../content/collections";
import { HttpError, unauthorized } from "../../http/errors";
import { deleteDocument, listDocumentKeys, readDocument, updateDocument } from "../../store";
import { hasMemberCookie, sessionCookieValue, signedOutCookies } from "./cookie";

/**
 * Member sessions (docs/decisions/member-sessions.md). The cookie holds "<member id>.<token>", the
 * token 32 random bytes; the store keeps one small document per session under the member's id and
 * the token's SHA-256, never the token. A session works until its expiry, its sign-out, the
 * member record's removal, or a password change (the record's `sessionVersion` moves on).
 */

export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** How long after signing in with an e-mailed code a new password may be set without the current one. */
export const PASSWORD_RESET_WINDOW_MS = 15 * 60 * 1000;

const PREFIX = "member-sessions/";
const COOKIE_VALUE = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/;

export type SignInMethod = "password" | "code";

export interface StoredSession {
  memberId: string;
  sessionVersion: number;
  method: SignInMethod;
  createdAt: number;
  expiresAt: number;
  /** Code sign-ins only: until when the password may be replaced without the current one. */
  passwordResetUntil?: number;
}

export interface SignedInMember {
  record: RegistrationRecord;
  session: StoredSession;
  /** The session's document key. */
  key: string;
}

const tokenDigest = (token: string) => createHash("sha256").update(token).digest("hex");
const sessionKey = (memberId: string, token: string) => `${PREFIX}${memberId}/${tokenDigest(token)}`;
const memberPrefix = (memberId: string) => `${PREFIX}${memberId}/`;

export const sessionVersionOf = (record: Pick<RegistrationRecord, "sessionVersion">) => record.sessionVersion ?? 0;

/** Starts a session; answers the cookie's value (the only place the token ever is) and its document's key. */
export async function startSession(
  record: RegistrationRecord,
  method: SignInMethod,
  now: number = Date.now(),
): Promise<{ cookieValue: string; key: string }> {
  const token = randomBytes(32).toString("base64url");
  const session: StoredSession = {
    memberId: record._id,
    sessionVersion: sessionVersionOf(record),
    method,
    createdAt: now,
    expiresAt: now + SESSION_LIFETIME_MS,
    ...(method === "code" ? { passwordResetUntil: now + PASSWORD_RESET_WINDOW_MS } : {}),
  };
  const key = sessionKey(record._id, token);
  await updateDocument<StoredSession | null, undefined>(key, null, () => ({ next: session, result: undefined }));
  return { cookieValue: `${record._id}.${token}`, key };
}

/** The stored JSON, trusted no further than its shape. */
function asSession(stored: unknown): StoredSession | undefined {
  if (typeof stored !== "object" || stored === null) return undefined;
  const value = stored as Partial<StoredSession>;
  const numbers = [value.sessionVersion, value.createdAt, value.expiresAt];
  if (typeof value.memberId !== "string" || numbers.some((n) => typeof n !== "number")) return undefined;
  return value as StoredSession;
}

/** The member a cookie value signs in, or undefined (and the dead session's document is deleted). */
export async function resolveSession(
  cookieValue: string | undefined,
  now: number = Date.now(),
): Promise<SignedInMember | undefined> {
  const parts = COOKIE_VALUE.exec(cookieValue ?? "");
  if (!parts) return undefined;
  const [, memberId = "", token = ""] = parts;
  const key = sessionKey(memberId, token);
  const session = asSession(await readDocument<unknown>(key));
  if (!session) return undefined;
  const record = session.memberId === memberId ? await registrationsCollection.get(memberId) : undefined;
  if (!record || session.expiresAt <= now || session.sessionVersion !== sessionVersionOf(record)) {
    await deleteDocument(key).catch(() => undefined);
    return undefined;
  }
  return { record, session, key };
}

/**
 * 401 unless the request carries a working session; a dead cookie (expired, ended elsewhere) is
 * cleared in the answer, with the signed-in hint.
 */
export async function requireMember(request: Request): Promise<SignedInMember> {
  const member = await resolveSession(sessionCookieValue(request));
  if (member) return member;
  if (!hasMemberCookie(request)) throw unauthorized();
  const refusal = unauthorized();
  throw new HttpError(refusal.status, refusal.message, {}, signedOutCookies(request));
}

export async function endSession(member: Pick<SignedInMember, "key">): Promise<void> {
  await deleteDocument(member.key);
}

/**
 * Deletes the member's session documents (all, or all but `keep`). Only tidying: the sessions have
 * already stopped working through the record (removed, or a new `sessionVersion`).
 */
export async function deleteSessionsOf(memberId: string, keep?: string): Promise<void> {
  const keys = await listDocumentKeys(memberPrefix(memberId));
  await Promise.all(keys.filter((key) => key !== keep).map((key) => deleteDocument(key)));
}

/** Deletes the member's expired sessions, so documents of sessions never signed out do not pile up. */
export async function deleteExpiredSessionsOf(memberId: string, now: number = Date.now()): Promise<void> {
  const keys = await listDocumentKeys(memberPrefix(memberId));
  await Promise.all(
    keys.map(async (key) => {
      const session = asSession(await readDocument<unknown>(key));
      if (!session || session.expiresAt <= now) await deleteDocument(key);
    }),
  );
}

/** Whether this session may set a new password without the current one (just signed in by code). */
export const mayResetPassword = (session: StoredSession, now: number = Date.now()) =>
  session.method === "code" && (session.passwordResetUntil ?? 0) > now;
