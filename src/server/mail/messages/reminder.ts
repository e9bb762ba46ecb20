import { formatLongDate, formatRupees } from "../../../domain/format";
import type { RegistrationRecord } from "../../../domain/membership-registrations";
import { daysBetween } from "../../../domain/india-date";
import type { ReminderKind } from "../../../domain/reminders-due";
import { composeMail, type ComposedMail } from "../compose";

/**
 * The renewal reminders (docs/rules/members-and-money.md §5): 30 and 7 days before `validUntil`, and "your membership
 * has lapsed" the day after. Pure: the caller gives the member, the kind, India's day and the
 * site's address. The days left are counted from the day it is sent, so a reminder sent late after
 * missed days still tells the truth.
 */

export type ReminderForMail = Pick<RegistrationRecord, "name" | "membershipType" | "memberNumber" | "reference"> & {
  validUntil: string;
  /** The renewal's dues, frozen when its period opened; null while the office sets them. */
  annualFee: number | null;
};

/** For a membership that has not ended yet. */
function whenItEnds(validUntil: string, today: string): string {
  const days = daysBetween(today, validUntil);
  const date = formatLongDate(validUntil);
  if (days > 1) return `is valid until ${date}, ${days} days from today`;
  if (days === 1) return `is valid until ${date}, which is tomorrow`;
  return `is valid until today, ${date}`;
}

const quoting = (member: ReminderForMail) =>
  member.memberNumber
    ? `your membership number ${member.memberNumber}`
    : member.reference
      ? `your reference ${member.reference}`
      : "your name";

function howToRenew(member: ReminderForMail, siteUrl: string): string {
  return (
    `To renew, sign in at ${siteUrl}/account with this e-mail address, pay the annual fee` +
    (member.annualFee === null ? " (the office will confirm the amount)" : ` of ${formatRupees(member.annualFee)}`) +
    ` by UPI or bank transfer quoting ${quoting(member)}, and report the payment there with the purpose "renewal".`
  );
}

const numbered = (member: ReminderForMail) =>
  `Your ${member.membershipType} membership${member.memberNumber ? ` (membership number ${member.memberNumber})` : ""}`;

export function reminderMessage(
  kind: ReminderKind,
  member: ReminderForMail,
  today: string,
  siteUrl: string,
): ComposedMail {
  const greeting = `Dear ${member.name},`;
  const date = formatLongDate(member.validUntil);
  if (kind === "reminder-lapsed" || daysBetween(today, member.validUntil) < 0) {
    return composeMail({
      subject: kind === "reminder-lapsed" ? "Your membership has lapsed" : `Your membership ended on ${date}`,
      greeting,
      paragraphs: [
        `${numbered(member)} ended on ${date}. We would be glad to keep you with us.`,
        `${howToRenew(member, siteUrl)} Your new year starts on the day you pay.`,
        "If you have already paid, thank you: the office will confirm your payment shortly.",
      ],
    });
  }
  return composeMail({
    subject: `Your membership ends on ${date}`,
    greeting,
    paragraphs: [
      `${numbered(member)} ${whenItEnds(member.validUntil, today)}. Thank you for being a member; we hope you will renew.`,
      `${howToRenew(member, siteUrl)} Renewing early keeps the days you have left.`,
      "If you have already renewed, thank you, and please ignore this reminder.",
    ],
  });
}
