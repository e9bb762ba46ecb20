import { firstStored } from "../../domain/first-stored";
import type { MemberAccount, MemberProfileInput } from "../../domain/member-account";
import type { PaymentDetailsRecord, PublicPaymentDetails } from "../../domain/payment-details";
import { callApi, type ApiAnswer } from "../member/api";

/**
 * The member area's calls (docs/rules/members-and-money.md §7). A 401 means the session is gone: sign in again. The
 * answers are the API's own (src/domain/member-account.ts); the page reads them without zod,
 * which would double the page's script for checks the server has already made.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

export const LOGIN_PATH = "/login";

export const loadMember = (): Promise<ApiAnswer> => callApi("GET", "/api/member/me");

/** The first stored bank-details record (the one the public membership page shows), or null. */
export async function loadPaymentDetails(): Promise<PublicPaymentDetails | null> {
  const answer = await callApi("GET", "/api/payment-details");
  if (!answer.ok || !Array.isArray(answer.body)) return null;
  const records = (answer.body as unknown[]).filter(
    (record): record is PaymentDetailsRecord =>
      isObject(record) && typeof record._id === "string" && typeof record.createdAt === "string",
  );
  return firstStored(records) ?? null;
}

export const reportPayment = (payment: unknown): Promise<ApiAnswer> => callApi("POST", "/api/member/payments", payment);

export const updateProfile = (profile: MemberProfileInput): Promise<ApiAnswer> =>
  callApi("PUT", "/api/member/me", profile);

/** Without a current password when none was typed (allowed just after a code sign-in). */
export const changePassword = (currentPassword: string, newPassword: string): Promise<ApiAnswer> =>
  callApi("PUT", "/api/member/password", currentPassword === "" ? { newPassword } : { currentPassword, newPassword });

export const withdrawApplication = (): Promise<ApiAnswer> => callApi("DELETE", "/api/member/me");

/** The `me` answer; null when it is not one (no id, status or payments list). */
export function readMember(body: unknown): MemberAccount | null {
  if (!isObject(body) || typeof body._id !== "string" || typeof body.status !== "string") return null;
  return Array.isArray(body.payments) ? (body as MemberAccount) : null;
}

/** The session ended (signed out elsewhere, password changed, removed): back to sign-in. */
export function toSignIn(): void {
  window.location.assign(LOGIN_PATH);
}

/** Downloads everything stored about the member as the JSON file the API names. */
export async function downloadExport(): Promise<ApiAnswer> {
  const answer = await callApi("GET", "/api/member/export");
  if (!answer.ok) return answer;
  const blob = await answer.response.blob();
  const named = /filename="?([^";]+)"?/i.exec(answer.response.headers.get("content-disposition") ?? "")?.[1];
  const url = URL.createObjectURL(new Blob([blob], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = named ?? "my-membership-data.json";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: the browser may start reading the file only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return answer;
}
