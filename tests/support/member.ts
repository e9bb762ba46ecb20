import { randomUUID } from "node:crypto";
import { hashPassword } from "../../src/server/auth";
import { membershipsCollection, registrationsCollection } from "../../src/server/content/collections";
import type { RegistrationRecord } from "../../src/domain/membership-registrations";
import { SESSION_COOKIE } from "../../src/server/auth/member/cookie";
import { call, type CallOptions, type CallResult } from "./api";

/** Members for the member-area tests: stored directly (as registration and acceptance leave them) and signed in through the API. */

export const MEMBER_PASSWORD = "a member's own password";

let passwordHash: Promise<string> | undefined;
const sharedHash = () => (passwordHash ??= hashPassword(MEMBER_PASSWORD));

export async function storeMember(overrides: Partial<RegistrationRecord> = {}): Promise<RegistrationRecord> {
  const tag = randomUUID().slice(0, 8);
  return registrationsCollection.insert({
    name: `Member ${tag}`,
    nationality: "Indian",
    email: `member-${tag}@example.org`,
    contact: "+91 98765 43210",
    designation: "Professor",
    address: "12 Hazratganj, Lucknow",
    areaOfSpecialization: "Agronomy",
    membershipType: "Annual Member",
    membershipFee: 1180,
    amountDue: 1180,
    feeDue: 1000,
    gstDue: 180,
    status: "pending",
    showContactInDirectory: false,
    passwordHash: await sharedHash(),
    reference: `R${tag.toUpperCase()}`,
    ...overrides,
  });
}

/** The session cookie's value from an answer's Set-Cookie, or undefined. */
export function sessionFrom(result: Pick<CallResult, "headers">): string | undefined {
  const header = result.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  const value = header?.slice(SESSION_COOKIE.length + 1).split(";")[0];
  return value === "" ? undefined : value;
}

/** Signs in with the password; answers the session cookie's value. */
export async function signIn(email: string, password = MEMBER_PASSWORD): Promise<string> {
  const result = await call("POST", "/api/member/login", { body: { email, password } });
  const session = sessionFrom(result);
  if (result.status !== 200 || !session) throw new Error(`sign-in answered ${result.status}`);
  return session;
}

/** A call with the member's cookie (and any other options). */
export const asMember = (session: string | undefined, method: string, path: string, options: CallOptions = {}) =>
  call(method, path, {
    ...options,
    headers: { ...options.headers, ...(session === undefined ? {} : { cookie: `${SESSION_COOKIE}=${session}` }) },
  });

/**
 * Makes the Indian "Annual Member" option, at this fee and GST, the only membership option stored:
 * the price a renewal period opening now is frozen at (docs/rules/members-and-money.md §10).
 */
export async function onlyAnnualOptionAt(membershipFee: number, gst: number): Promise<void> {
  for (const option of await membershipsCollection.list()) await membershipsCollection.remove(option._id);
  await membershipsCollection.insert({
    membershipInfo: "Annual membership",
    nationality: "Indian",
    membershipType: "Annual Member",
    membershipFee,
    gst,
    total: membershipFee + gst,
    term: "Annual",
  });
}
