import * as z from "zod";
import { PAYMENT_QR_NOT_FOUND, PAYMENT_QR_PATH } from "../../domain/amount-to-pay";
import { CERTIFICATE_NOT_FOUND } from "../../domain/member-documents";
import {
  MEMBER_MESSAGES,
  memberAccountView,
  memberLoginInput,
  memberPaymentView,
  memberProfileInput,
  memberSignInAnswer,
  passwordChangeInput,
  signInCodeRequestInput,
  signInCodeVerifyInput,
} from "../../domain/member-account";
import { PAYMENT_MESSAGES, paymentInput } from "../../domain/payments";
import { LOGIN_THROTTLE } from "../auth/login-throttle";
import type { ApiOperation } from "./openapi";

/** The member area's calls (docs/rules/members-and-money.md §7), for api-reference.ts. */

const TAG = "Member area";
const throttled =
  `Too many attempts (${LOGIN_THROTTLE.perEmail} per e-mail or ${LOGIN_THROTTLE.perClient} per connection in ` +
  `${LOGIN_THROTTLE.windowMs / 60_000} minutes); Retry-After gives the seconds to wait.`;
const withCookie =
  "Sets the `member_session` cookie (HttpOnly, SameSite=Strict, Path=/, Secure on https) and the readable hint `signed_in=1` (SameSite=Lax, the same lifetime).";

export const memberOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/member/login",
    tag: TAG,
    summary: `Sign in with e-mail and password (pending applicants too). ${withCookie}`,
    body: memberLoginInput,
    response: memberSignInAnswer,
    sameSite: true,
    errors: { 401: MEMBER_MESSAGES.invalidLogin, 429: throttled },
  },
  {
    method: "post",
    path: "/api/member/login-code",
    tag: TAG,
    summary: "E-mail a 6-digit sign-in code (valid 15 minutes, used once, void after 5 wrong tries)",
    body: signInCodeRequestInput,
    sameSite: true,
    status: 202,
    errors: { 429: throttled },
  },
  {
    method: "post",
    path: "/api/member/login-code/verify",
    tag: TAG,
    summary: `Sign in with the e-mailed code. ${withCookie}`,
    body: signInCodeVerifyInput,
    response: memberSignInAnswer,
    sameSite: true,
    errors: { 401: MEMBER_MESSAGES.invalidCode, 429: throttled },
  },
  {
    method: "post",
    path: "/api/member/logout",
    tag: TAG,
    summary: "Sign out: 204, the session ends and the cookie and its hint are cleared",
    sameSite: true,
    status: 204,
  },
  {
    method: "get",
    path: "/api/member/me",
    tag: TAG,
    summary: "The signed-in member's record, standing (`status`), money and payments",
    member: true,
    response: memberAccountView,
  },
  {
    method: "put",
    path: "/api/member/me",
    tag: TAG,
    summary:
      "Update contact, designation, address, state, area of specialization and directory consent (name, e-mail, nationality and type: 400)",
    member: true,
    sameSite: true,
    body: memberProfileInput,
    response: memberAccountView,
  },
  {
    method: "delete",
    path: "/api/member/me",
    tag: TAG,
    summary: "Withdraw a pending application (the record is deleted and every session ends)",
    member: true,
    sameSite: true,
    errors: { 409: MEMBER_MESSAGES.acceptedCannotWithdraw },
  },
  {
    method: "get",
    path: PAYMENT_QR_PATH,
    tag: TAG,
    summary:
      "The UPI QR code (SVG) of the amount the member is asked to pay now, with their reference; 404 when nothing is due or the society has no UPI ID",
    member: true,
    binary: "image/svg+xml",
    errors: { 404: `${PAYMENT_QR_NOT_FOUND} not found.` },
  },
  {
    method: "get",
    path: "/api/member/certificate",
    tag: TAG,
    summary: "The member's membership certificate, a one-page A4 PDF (404 until accepted with a membership number)",
    member: true,
    binary: "application/pdf",
    errors: { 404: `${CERTIFICATE_NOT_FOUND} not found.` },
  },
  {
    method: "put",
    path: "/api/member/password",
    tag: TAG,
    summary:
      "Change the password (8 characters at least); ends every other session. `currentPassword` may be left out within 15 minutes of a code sign-in.",
    member: true,
    sameSite: true,
    body: passwordChangeInput,
    errors: { 429: throttled },
  },
  {
    method: "get",
    path: "/api/member/export",
    tag: TAG,
    summary: "Everything stored about the member (record, payments, e-mails sent) as a JSON download",
    member: true,
    response: z.record(z.string(), z.unknown()),
  },
  {
    method: "post",
    path: "/api/member/payments",
    tag: TAG,
    summary: "Report a payment made to the society (status `reported` until the office confirms it)",
    member: true,
    sameSite: true,
    body: paymentInput,
    response: memberPaymentView,
    status: 201,
    errors: { 409: PAYMENT_MESSAGES.duplicate },
  },
];
