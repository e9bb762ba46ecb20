import type { RegistrationRecord } from "../../domain/membership-registrations";
import { siteUrl } from "../core/config";
import { sendMail, type MailAttachment } from "../mail";
import { rejectionMessage, welcomeMessage } from "../mail/messages/membership-decision";
import { certificateFile, isCertified } from "./documents";

/** Sends the e-mails of the office's decision. Never throws: the decision stands whatever the mail does. */

const logFailure = (kind: string) => (error: unknown) =>
  console.error(`Could not send a ${kind} e-mail:`, error instanceof Error ? error.message : error);

/** The membership certificate PDF (docs/rules/members-and-money.md §4), which the welcome says is attached; none without a day of acceptance. */
export const certificateAttachments = async (member: RegistrationRecord): Promise<MailAttachment[]> =>
  isCertified(member) ? [await certificateFile(member)] : [];

export async function sendWelcomeMail(member: RegistrationRecord & { memberNumber: string }): Promise<void> {
  try {
    const message = welcomeMessage(member, siteUrl(), await certificateAttachments(member));
    await sendMail({ to: member.email, kind: "welcome", memberId: member._id, ...message });
  } catch (error) {
    logFailure("welcome")(error);
  }
}

export async function sendRejectionMail(applicant: RegistrationRecord): Promise<void> {
  try {
    await sendMail({
      to: applicant.email,
      kind: "application-rejected",
      memberId: applicant._id,
      ...rejectionMessage(applicant),
    });
  } catch (error) {
    logFailure("rejection")(error);
  }
}
