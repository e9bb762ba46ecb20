import * as z from "zod";
import { ADMIN_ROLES, type Role } from "./admin-roles";
import { emailField, requiredText, storedMeta, type StoredMeta } from "./fields";
import { MIN_PASSWORD_LENGTH } from "./member-messages";

/**
 * Administrators (docs/rules/members-and-money.md §8): the Administrators tab's calls, the invitation and a password
 * change, shared by the API, the panel and the invitation page.
 */

export const ADMIN_USER_MESSAGES = {
  created: "Administrator added successfully!",
  updated: "Administrator updated successfully!",
  removed: "Administrator removed successfully!",
  duplicate: "An administrator with this e-mail address already exists.",
  siteOwnerFixed: "The site's owner (ADMIN_EMAIL) cannot be removed or demoted.",
  roleShape: "Role must be one of owner, editor or membership.",
  invalidInvitation: "The code is wrong or has expired.",
  codeShape: "The code is the 8 digits from the invitation e-mail.",
  invitationAccepted: "Your password is set. You can now sign in to the Admin Panel.",
  passwordTooShort: `The new password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordTooLong: "Password is too long (1,024 characters at most).",
  currentPasswordRequired: "Enter your current password.",
  currentPasswordWrong: "The current password is not correct.",
  passwordChanged: "Your password has been changed. Every other sign-in has been ended.",
  invitationsThrottled: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
} as const;

/** An invitation's one-time code: 8 digits, valid 48 hours, used once, void after 5 wrong tries. */
export const INVITATION = {
  digits: 8,
  lifetimeMs: 48 * 60 * 60 * 1000,
  wrongTries: 5,
} as const;

/** The id of the site's owner from ADMIN_EMAIL, who is always listed and never stored by invitation. */
export const SITE_OWNER_ID = "owner";

/** The page where an invited administrator chooses a password. */
export const ACCEPT_INVITE_PATH = "/admin/accept-invite";

const roleField = z.enum(ADMIN_ROLES, { error: ADMIN_USER_MESSAGES.roleShape });
const nameField = requiredText("Name").pipe(
  z.string().max(100, { error: "Name is too long (100 characters at most)." }),
);
/** Kept lower-cased, so an address is one administrator however it is typed. */
const adminEmail = emailField("E-mail")
  .pipe(z.string().max(254, { error: "E-mail is too long." }))
  .transform((email) => email.toLowerCase());

const newPassword = z
  .string({ error: ADMIN_USER_MESSAGES.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, { error: ADMIN_USER_MESSAGES.passwordTooShort })
  .max(1024, { error: ADMIN_USER_MESSAGES.passwordTooLong });

/** POST /api/admin/users. */
export const adminUserInput = z.object({ email: adminEmail, name: nameField, role: roleField });
export type AdminUserInput = z.input<typeof adminUserInput>;

/** PUT /api/admin/users/{id}: the e-mail address is who they are, so it never changes. */
export const adminUserUpdate = z.object({ name: nameField, role: roleField });
export type AdminUserUpdate = z.input<typeof adminUserUpdate>;

/** POST /api/admin/users/accept-invite: the code as typed, spaces allowed ("1234 5678"). */
export const acceptInviteInput = z.object({
  email: z.string({ error: "E-mail is required." }).trim().min(1, { error: "E-mail is required." }).max(320),
  code: z
    .string({ error: ADMIN_USER_MESSAGES.codeShape })
    .max(100, { error: ADMIN_USER_MESSAGES.codeShape })
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${INVITATION.digits}}$`), { error: ADMIN_USER_MESSAGES.codeShape })),
  password: newPassword,
});
export type AcceptInviteInput = z.input<typeof acceptInviteInput>;

/** PUT /api/admin/password. */
export const adminPasswordChange = z.object({
  currentPassword: z
    .string({ error: ADMIN_USER_MESSAGES.currentPasswordRequired })
    .min(1, { error: ADMIN_USER_MESSAGES.currentPasswordRequired })
    .max(1024, { error: ADMIN_USER_MESSAGES.passwordTooLong }),
  newPassword,
});
export type AdminPasswordChange = z.input<typeof adminPasswordChange>;

export const ADMIN_USER_STATUSES = ["active", "invited", "invitation-expired"] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

/** A pending invitation as stored on its administrator's record. */
export interface StoredInvitation {
  /** HMAC-SHA256 of the code with the site's secret (src/server/auth/admins/invitations.ts); never the code. */
  codeHash: string;
  expiresAt: string;
  wrongTries: number;
}

/**
 * An administrator as stored in the collection `admin-users`: never answered as stored (it holds
 * the password hash and the invitation's code hash). The site owner's record is described in
 * src/server/auth/admins/records.ts.
 */
export interface AdminUserRecord extends StoredMeta {
  /** Lower-cased. */
  email: string;
  name: string;
  role: Role;
  /** scrypt; absent until the invitation is accepted. */
  passwordHash?: string;
  /** Raised by a password change: tokens carry the version they were issued at. */
  tokenVersion: number;
  invitation?: StoredInvitation;
  /** The site owner's record only: the ADMIN_EMAIL and ADMIN_PASSWORD its passwordHash replaced. */
  environmentStamp?: string;
}

/** One administrator as the API shows them: never a password hash or a code. */
export const adminUserView = storedMeta.extend({
  email: z.string(),
  name: z.string(),
  role: roleField,
  status: z.enum(ADMIN_USER_STATUSES),
  /** The owner from ADMIN_EMAIL: always listed, never removed or demoted. */
  siteOwner: z.boolean(),
  /** While invited: when the code stops working. */
  invitationExpiresAt: z.string().optional(),
});
export type AdminUserView = z.infer<typeof adminUserView>;

/** GET /api/admin/me: who the token belongs to, as the server sees them now. */
export const adminIdentityView = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleField,
});
export type AdminIdentityView = z.infer<typeof adminIdentityView>;

/** The answer of a password change: a fresh token for the browser that made it. */
export const adminPasswordChanged = z.object({
  message: z.string(),
  token: z.string(),
  role: roleField,
  name: z.string(),
});
