import { z } from "zod";
import { firstStored } from "../../domain/first-stored";
import { memberAccountView, type MemberAccount, type MemberProfileInput } from "../../domain/member-account";
import { paymentDetailsRecord, publicPaymentDetailsOf, type PublicPaymentDetails } from "../../domain/payment-details";
import { callApi, type ApiAnswer } from "../member/api";

/** The member area's calls (MEMBERS.md 7). A 401 means the session is gone: sign in again. */

export const LOGIN_PATH = "/login";

export const loadMember = (): Promise<ApiAnswer> => callApi("GET", "/api/member/me");

/** The first stored bank-details record (the one the public membership page shows), or null. */
export async function loadPaymentDetails(): Promise<PublicPaymentDetails | null> {
  const answer = await callApi("GET", "/api/payment-details");
  const records = answer.ok ? z.array(paymentDetailsRecord).safeParse(answer.body) : null;
  const first = records?.success ? firstStored(records.data) : undefined;
  return first ? publicPaymentDetailsOf(first) : null;
}

export const reportPayment = (payment: unknown): Promise<ApiAnswer> => callApi("POST", "/api/member/payments", payment);

export const updateProfile = (profile: MemberProfileInput): Promise<ApiAnswer> =>
  callApi("PUT", "/api/member/me", profile);

/** Without a current password when none was typed (allowed just after a code sign-in). */
export const changePassword = (currentPassword: string, newPassword: string): Promise<ApiAnswer> =>
  callApi("PUT", "/api/member/password", currentPassword === "" ? { newPassword } : { currentPassword, newPassword });

export const withdrawApplication = (): Promise<ApiAnswer> => callApi("DELETE", "/api/member/me");

/** The `me` answer read with the API's own schema; null when it is not one. */
export function readMember(body: unknown): MemberAccount | null {
  const parsed = memberAccountView.safeParse(body);
  return parsed.success ? parsed.data : null;
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
