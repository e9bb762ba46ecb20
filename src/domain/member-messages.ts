/**
 * What the member sign-in and the member area say (docs/rules/members-and-money.md §7), for the API and the pages alike.
 * Free of zod, so the pages' islands can import it cheaply.
 */
export const MEMBER_MESSAGES = {
  invalidLogin: "Invalid e-mail or password.",
  codeSent: "If this e-mail is registered, a sign-in code has been sent.",
  invalidCode: "The code is wrong or has expired.",
  codeShape: "The sign-in code is the 6 digits from the e-mail.",
  /** 403 for a call that changes something, sent from a page of another site. */
  otherSite: "This request came from another website and was refused. Please use the society's own website.",
  passwordTooShort: "The new password must have at least 8 characters.",
  currentPasswordWrong: "The current password is not correct.",
  currentPasswordRequired: "Enter your current password.",
  passwordChanged: "Your password has been changed. Every other sign-in has been ended.",
  withdrawn: "Your application has been withdrawn and its details deleted.",
  acceptedCannotWithdraw:
    "Accepted members cannot delete their membership here. Please write to the society's office (see the Contact page) and ask for your membership to be ended.",
  officeOnly: (label: string) => `${label} can only be changed by the society's office. Please write to the office.`,
  codeRequestsThrottled: (minutes: number) =>
    `Too many sign-in codes were requested. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
} as const;

/** At least this many characters for a new password. */
export const MIN_PASSWORD_LENGTH = 8;

/** The fields only the office changes, with the label the 400 names. */
export const OFFICE_ONLY_FIELDS = {
  name: "Name",
  email: "E-mail",
  nationality: "Nationality",
  membershipType: "Membership type",
} as const;
