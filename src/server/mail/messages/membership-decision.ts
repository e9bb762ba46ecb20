import { STARTING_SITE_DETAILS } from "../../../domain/site-details";
import { formatLongDate } from "../../../domain/format";
import { termOf } from "../../../domain/member-standing";
import type { RegistrationRecord } from "../../../domain/membership-registrations";
import { composeMail, type ComposedMail } from "../compose";
import type { MailAttachment } from "../index";

/**
 * The e-mails of the office's decision on an application (docs/rules/members-and-money.md §5): a welcome on acceptance,
 * with the membership number (the certificate PDF is an attachment the caller may give), and a
 * short, polite one on rejection. Pure; never a password (the hash is not read).
 */

export type WelcomeFor = Pick<
  RegistrationRecord,
  "name" | "membershipType" | "nationality" | "term" | "acceptedAt" | "validUntil"
> & { memberNumber: string };

export function welcomeMessage(
  member: WelcomeFor,
  siteUrl: string,
  attachments: readonly MailAttachment[] = [],
): ComposedMail & { attachments: MailAttachment[] } {
  const life = termOf(member) === "Life";
  const mail = composeMail({
    subject: `Welcome: your membership number is ${member.memberNumber}`,
    greeting: `Dear ${member.name},`,
    paragraphs: [
      `Your application for ${member.membershipType} membership has been accepted. Welcome to the ${STARTING_SITE_DETAILS.name}.`,
      [
        `Membership number: ${member.memberNumber}`,
        `Membership type: ${member.membershipType} (${member.nationality})`,
        ...(member.acceptedAt ? [`Member since: ${formatLongDate(member.acceptedAt)}`] : []),
        life ? "Valid: for life" : member.validUntil ? `Valid until: ${formatLongDate(member.validUntil)}` : undefined,
      ]
        .filter((line): line is string => line !== undefined)
        .join("\n"),
      ...(life ? [] : ["We will remind you by e-mail before your membership ends, so that you can renew it."]),
      ...(attachments.length > 0 ? ["Your membership certificate is attached to this e-mail."] : []),
      `Please quote your membership number whenever you write to us. You can sign in at ${siteUrl}/login with this e-mail address to see your membership, payments and receipts.`,
    ],
  });
  return { ...mail, attachments: [...attachments] };
}

export type RejectionFor = Pick<RegistrationRecord, "name" | "reference">;

export function rejectionMessage(applicant: RejectionFor): ComposedMail {
  const reference = applicant.reference ? ` (${applicant.reference})` : "";
  return composeMail({
    subject: "Your membership application",
    greeting: `Dear ${applicant.name},`,
    paragraphs: [
      `Thank you for your interest in the ${STARTING_SITE_DETAILS.name} and for your application${reference}.`,
      "We are sorry to tell you that we are not able to accept your application for membership at this time.",
      "If you have any questions, or have made a payment towards this application, please reply to this e-mail and the office will help you.",
    ],
  });
}
