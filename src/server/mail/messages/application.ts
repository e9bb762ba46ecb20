import type { ApplicationPayment } from "../../../domain/application-payment";
import { formatRupees } from "../../../domain/format";
import type { RegistrationRecord } from "../../../domain/membership-registrations";
import { composeMail, type ComposedMail } from "../compose";
import { howToPay, lines } from "./how-to-pay";

/**
 * The two messages a new application sends (docs/rules/members-and-money.md §3): "application received" to the
 * applicant, with the reference, the exact amount and how to pay; and a notice to the office.
 * Pure: the caller gives the record, its payment block and the site's address, and sends them.
 * Neither ever holds the password (the record's hash is not read).
 */

export type ApplicationForMail = Pick<
  RegistrationRecord,
  | "name"
  | "email"
  | "contact"
  | "nationality"
  | "state"
  | "membershipType"
  | "designation"
  | "address"
  | "areaOfSpecialization"
> & { reference: string; amountDue: number; feeDue: number; gstDue: number };

const amountLine = (application: ApplicationForMail) =>
  `${formatRupees(application.amountDue)} (membership fee ${formatRupees(application.feeDue)} + GST ${formatRupees(application.gstDue)})`;

/** To the applicant, at once: reference, amount, how to pay and where to follow the application. */
export function applicationReceivedMessage(
  application: ApplicationForMail,
  payment: ApplicationPayment,
  siteUrl: string,
): ComposedMail {
  return composeMail({
    subject: `Application received (${application.reference})`,
    greeting: `Dear ${application.name},`,
    paragraphs: [
      `Thank you for applying for ${application.membershipType} membership (${application.nationality}). We have received your application.`,
      `Your application reference is ${application.reference}. Please quote it with your payment and whenever you write to us.`,
      `Amount to pay: ${amountLine(application)}.`,
      ...howToPay(
        { reference: application.reference, amount: application.amountDue },
        payment,
        "Nothing is due for this membership type.",
      ),
      `You can sign in at ${siteUrl}/login with this e-mail address and the password you chose when applying, to see where your application stands.`,
      "If you did not apply, please let us know by replying to this e-mail.",
    ],
  });
}

/** To the office: a new application is waiting for review. */
export function applicationNoticeMessage(application: ApplicationForMail, siteUrl: string): ComposedMail {
  return composeMail({
    subject: `New membership application ${application.reference}`,
    greeting: "Dear membership office,",
    paragraphs: [
      "A new membership application has arrived through the website.",
      lines([
        `Reference: ${application.reference}`,
        `Name: ${application.name}`,
        `E-mail: ${application.email}`,
        `Contact: ${application.contact}`,
        `Nationality: ${application.nationality}`,
        application.state && `State: ${application.state}`,
        `Membership type: ${application.membershipType}`,
        `Amount due: ${amountLine(application)}`,
        `Designation: ${application.designation}`,
        `Address: ${application.address}`,
        `Area of specialization: ${application.areaOfSpecialization}`,
      ]),
      `It is pending. Review it in the admin panel: ${siteUrl}/admin/membership`,
    ],
  });
}
