import * as z from "zod";
import {
  ADMIN_USER_MESSAGES,
  INVITATION,
  acceptInviteInput,
  adminIdentityView,
  adminPasswordChange,
  adminPasswordChanged,
  adminUserInput,
  adminUserUpdate,
  adminUserView,
} from "../../domain/admin-users";
import { LOGIN_THROTTLE } from "../auth/login-throttle";
import type { ApiOperation } from "./openapi";

/** Administrators and their own accounts (docs/rules/members-and-money.md §8), for api-reference.ts. */

const TAG = "Administrators";
const hours = INVITATION.lifetimeMs / 3_600_000;
const throttled =
  `Too many attempts (${LOGIN_THROTTLE.perEmail} per e-mail or ${LOGIN_THROTTLE.perClient} per connection in ` +
  `${LOGIN_THROTTLE.windowMs / 60_000} minutes); Retry-After gives the seconds to wait.`;

export const adminUserOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/users",
    tag: TAG,
    summary:
      "Every administrator with role and status (active, invited, invitation-expired): the site owner from ADMIN_EMAIL first, always; never a password hash or a code",
    admin: "owner",
    response: adminUserView,
    list: true,
  },
  {
    method: "post",
    path: "/api/admin/users",
    tag: TAG,
    summary: `Add an administrator by e-mail with a name and role; they get an e-mail with a one-time code (${INVITATION.digits} digits, valid ${hours} hours, void after ${INVITATION.wrongTries} wrong tries) to choose a password. \`invitationEmail\` says whether the e-mail went (sent, failed, not-sent); the code is never in an answer`,
    admin: "owner",
    body: adminUserInput,
    response: adminUserView.extend({ invitationEmail: z.enum(["sent", "failed", "not-sent"]) }),
    status: 201,
    errors: { 409: ADMIN_USER_MESSAGES.duplicate },
  },
  {
    method: "put",
    path: "/api/admin/users/{id}",
    tag: TAG,
    summary:
      "Change an administrator's name and role (id `owner` is the site owner, whose role stays owner); the role counts from their next call",
    admin: "owner",
    body: adminUserUpdate,
    response: adminUserView,
    errors: { 409: `${ADMIN_USER_MESSAGES.siteOwnerFixed} Or: the record changed since it was loaded.` },
  },
  {
    method: "delete",
    path: "/api/admin/users/{id}",
    tag: TAG,
    summary: "Remove an administrator: their tokens stop working at once",
    admin: "owner",
    errors: { 409: ADMIN_USER_MESSAGES.siteOwnerFixed },
  },
  {
    method: "post",
    path: "/api/admin/users/accept-invite",
    tag: TAG,
    summary:
      "An invited administrator chooses a password with the code from the invitation e-mail (on the page /admin/accept-invite); then they sign in with POST /api/admin/login",
    body: acceptInviteInput,
    errors: { 401: ADMIN_USER_MESSAGES.invalidInvitation, 429: throttled },
  },
  {
    method: "get",
    path: "/api/admin/me",
    tag: TAG,
    summary: "Who the token stands for now: id, e-mail, name and role (the panel shows the tabs the role allows)",
    admin: "any",
    response: adminIdentityView,
  },
  {
    method: "put",
    path: "/api/admin/password",
    tag: TAG,
    summary:
      "Change one's own password (8 characters at least): every token issued before stops working, and the answer carries a new one",
    admin: "any",
    body: adminPasswordChange,
    response: adminPasswordChanged,
    errors: { 429: throttled },
  },
];
