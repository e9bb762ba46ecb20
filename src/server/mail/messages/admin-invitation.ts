import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from "../../../domain/admin-roles";
import { ACCEPT_INVITE_PATH, INVITATION } from "../../../domain/admin-users";
import { MIN_PASSWORD_LENGTH } from "../../../domain/member-messages";
import { siteUrl } from "../../core/config";
import { composeMail, type ComposedMail } from "../compose";

/**
 * The invitation of a new administrator (docs/rules/members-and-money.md §8): a code to type on the invitation page,
 * with the address of that page, and no link that does anything by being opened (mail scanners
 * open links). The code goes to sendMail as a secret, so the outbox keeps it hidden.
 */
export function adminInvitationMail(invited: { name: string; email: string; role: Role }, code: string): ComposedMail {
  const hours = INVITATION.lifetimeMs / 3_600_000;
  return composeMail({
    subject: "Your invitation to the Admin Panel",
    greeting: `Dear ${invited.name},`,
    paragraphs: [
      `You have been made an administrator of the society's website, with the role ${ROLE_LABELS[invited.role]}: ${ROLE_DESCRIPTIONS[invited.role]}.`,
      `To choose your password, open\n${siteUrl()}${ACCEPT_INVITE_PATH}\nand type your e-mail address (${invited.email}), this code and the password you want (${MIN_PASSWORD_LENGTH} characters at least):\n\n${code}`,
      `The code works once and for ${hours} hours. After that, ask the person who invited you to invite you again.`,
      `Then sign in at ${siteUrl()}/admin-login with your e-mail address and your new password.`,
      "If you did not expect this e-mail, you can ignore it: nobody can use the invitation without the code.",
    ],
  });
}
