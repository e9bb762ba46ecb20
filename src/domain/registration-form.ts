/**
 * The public registration form's state and checks, for its page and script
 * (src/pages/membership/registration.astro, src/scripts/registration-form.ts). The rules come from the
 * zod-free modules the API's schema is built on (registration-rules, email-address,
 * membership-options, nationalities), so the form asks for what the API asks for; the server
 * still checks everything again.
 */
import { isEmailAddress } from "./email-address";
import { formatRupees } from "./format";
import { findMembershipOption } from "./membership-options";
import { REGISTRATION_MESSAGES } from "./registration-messages";
import { findIndianState, isBlank, missingRegistrationFields, stateProblem, takesState } from "./registration-rules";
import { serverProblem, type FormProblem as ServerFormProblem } from "./server-problem";

/** docs/rules/public-site.md §9: the toast closes after 5 seconds; the visitor is taken home after 3 (redirect-delay.ts). */
export const TOAST_MS = 5_000;
export { REDIRECT_MS } from "./redirect-delay";

/** One membership option as the form offers it (from the `memberships` collection at build). */
export interface MembershipChoice {
  nationality: string;
  membershipType: string;
  membershipFee: number;
  gst: number;
  total: number;
}

export interface RegistrationFormValues {
  nationality: string;
  membershipType: string;
  name: string;
  email: string;
  contact: string;
  designation: string;
  address: string;
  areaOfSpecialization: string;
  /** An Indian applicant's state or union territory; optional, and sent only for Indian applicants. */
  state: string;
  /** An institution's GSTIN for its tax invoices; optional, sent only for Indian applicants. */
  gstin: string;
  password: string;
  confirmPassword: string;
  showContactInDirectory: boolean;
}
export type RegistrationFormField = Exclude<keyof RegistrationFormValues, "showContactInDirectory">;

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  nationality: "Indian",
  membershipType: "",
  name: "",
  email: "",
  contact: "",
  designation: "",
  address: "",
  areaOfSpecialization: "",
  state: "",
  gstin: "",
  password: "",
  confirmPassword: "",
  showContactInDirectory: false,
};

/** The options for one nationality, cheapest first. */
export function choicesFor<T extends MembershipChoice>(options: readonly T[], nationality: string): T[] {
  return options
    .filter((option) => option.nationality === nationality)
    .sort((a, b) => a.total - b.total || a.membershipType.localeCompare(b.membershipType));
}

/** The form's button, and what it says while the form is being sent. */
export const REGISTER_BUTTON = { idle: "Register", busy: "Submitting…" } as const;

/** An option as the membership type's list shows it: the total first, so that a narrow list still shows what matters most. */
export const membershipOptionLabel = (option: MembershipChoice): string =>
  `${option.membershipType}: ${formatRupees(option.total)} (fee ${formatRupees(option.membershipFee)} + GST ${formatRupees(option.gst)})`;

export type FormProblem = ServerFormProblem<RegistrationFormField>;

/** The fields left blank, in form order: the API's required fields, then the confirmation. */
function blankFields(values: RegistrationFormValues): RegistrationFormField[] {
  const missing: RegistrationFormField[] = missingRegistrationFields(values);
  return isBlank(values.confirmPassword) ? [...missing, "confirmPassword"] : missing;
}

/**
 * The first problem with the form, or null. Order: blank fields ("All fields are required."),
 * then the membership type, then the e-mail address, then the state, then the password confirmation.
 * A blank membership type alone gives the type's own message, as docs/rules/public-site.md §5 lists it separately.
 */
export function validateRegistration(
  values: RegistrationFormValues,
  options: readonly MembershipChoice[],
): FormProblem | null {
  const blank = blankFields(values);
  if (blank.some((field) => field !== "membershipType")) {
    return { message: REGISTRATION_MESSAGES.allRequired, fields: blank };
  }
  if (!findMembershipOption(options, values.nationality, values.membershipType)) {
    return { message: REGISTRATION_MESSAGES.invalidType, fields: ["membershipType"] };
  }
  if (!isEmailAddress(values.email)) {
    return { message: REGISTRATION_MESSAGES.invalidEmail, fields: ["email"] };
  }
  const badState = stateProblem(values.nationality, sentState(values));
  if (badState) return { message: badState, fields: ["state"] };
  if (values.password !== values.confirmPassword) {
    return { message: REGISTRATION_MESSAGES.passwordsDiffer, fields: ["confirmPassword"] };
  }
  return null;
}

/**
 * The state the form sends: an Indian applicant's choice, in its own spelling; nothing for other
 * nationalities (the field is hidden for them, and the API refuses a state from them).
 */
function sentState(values: RegistrationFormValues): string | undefined {
  if (!takesState(values.nationality) || isBlank(values.state)) return undefined;
  return findIndianState(values.state) ?? values.state;
}

/**
 * What POST /api/membership-registrations/register receives. `membershipFee` is the option's total
 * (docs/rules/public-site.md §7); the server ignores it and charges the stored option's total (docs/rules/public-site.md §10.7).
 */
export function registrationBody(values: RegistrationFormValues, option: MembershipChoice) {
  return {
    name: values.name.trim(),
    nationality: values.nationality,
    membershipType: option.membershipType,
    membershipFee: option.total,
    email: values.email.trim(),
    contact: values.contact.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    designation: values.designation.trim(),
    address: values.address.trim(),
    areaOfSpecialization: values.areaOfSpecialization.trim(),
    ...optional("state", sentState(values)),
    ...optional("gstin", takesState(values.nationality) && !isBlank(values.gstin) ? values.gstin.trim() : undefined),
    showContactInDirectory: values.showContactInDirectory,
  };
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

const FORM_FIELDS: ReadonlySet<string> = new Set(
  Object.keys(EMPTY_REGISTRATION).filter((field) => field !== "showContactInDirectory"),
);

/** The server's error answer, with the fields of this form it names. */
export const readServerProblem = (body: unknown): FormProblem | null =>
  serverProblem<RegistrationFormField>(body, FORM_FIELDS);
