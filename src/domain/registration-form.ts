/**
 * The public registration form's own rules, for the island. Deliberately free of zod: importing
 * anything from ./membership-registrations pulls the whole zod runtime (about 94 kB gzipped) into
 * the page. The messages come from the zod-free ./registration-messages, which the server uses
 * too; the server still checks everything with `registrationInput`.
 */
import { REGISTRATION_MESSAGES } from "./registration-messages";

export const NATIONALITY_CHOICES = ["Indian", "SAARC", "Foreign"] as const;
export type NationalityChoice = (typeof NATIONALITY_CHOICES)[number];

/** SPEC 5 and 8, word for word: the same texts the server answers with. */
export const REGISTRATION_FORM_MESSAGES = REGISTRATION_MESSAGES;

/** SPEC 9: the toast closes after 5 seconds; the visitor is taken home after 3. */
export const TOAST_MS = 5_000;
export const REDIRECT_MS = 3_000;

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
  password: "",
  confirmPassword: "",
  showContactInDirectory: false,
};

/** Fields checked for "All fields are required." in the order the form shows them. */
const TEXT_FIELDS = [
  "name",
  "email",
  "contact",
  "designation",
  "address",
  "areaOfSpecialization",
] as const satisfies readonly RegistrationFormField[];
const PASSWORD_FIELDS = ["password", "confirmPassword"] as const satisfies readonly RegistrationFormField[];

/** The same comparison the server makes (memberships.ts membershipTypeKey). */
const typeKey = (type: string) => type.trim().replace(/\s+/g, " ").toLowerCase();

/** The options for one nationality, cheapest first. */
export function choicesFor<T extends MembershipChoice>(options: readonly T[], nationality: string): T[] {
  return options
    .filter((option) => option.nationality === nationality)
    .sort((a, b) => a.total - b.total || a.membershipType.localeCompare(b.membershipType));
}

/** The option matching the form's nationality and type, if any. */
export function chosenOption<T extends MembershipChoice>(
  options: readonly T[],
  nationality: string,
  membershipType: string,
): T | undefined {
  if (membershipType.trim() === "") return undefined;
  const key = typeKey(membershipType);
  return options.find((option) => option.nationality === nationality && typeKey(option.membershipType) === key);
}

/** Loose on purpose (the server decides): something@something.something, no spaces. */
export const isEmailShaped = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export interface FormProblem<Field extends string = RegistrationFormField> {
  message: string;
  /** The fields the message is about, first one first (it gets the focus). */
  fields: Field[];
}

/**
 * The first problem with the form, or null. Order: blank fields ("All fields are required."),
 * then the membership type, then the e-mail's shape, then the password confirmation.
 * A blank membership type alone gives the type's own message, as SPEC 5 lists it separately.
 */
export function validateRegistration(
  values: RegistrationFormValues,
  options: readonly MembershipChoice[],
): FormProblem | null {
  const blank: RegistrationFormField[] = [
    ...TEXT_FIELDS.filter((field) => values[field].trim() === ""),
    ...PASSWORD_FIELDS.filter((field) => values[field] === ""),
  ];
  const nationalityKnown = (NATIONALITY_CHOICES as readonly string[]).includes(values.nationality);
  if (!nationalityKnown) blank.unshift("nationality");
  if (blank.length > 0) {
    if (values.membershipType.trim() === "") blank.splice(nationalityKnown ? 0 : 1, 0, "membershipType");
    return { message: REGISTRATION_FORM_MESSAGES.allRequired, fields: blank };
  }
  if (!chosenOption(options, values.nationality, values.membershipType)) {
    return { message: REGISTRATION_FORM_MESSAGES.invalidType, fields: ["membershipType"] };
  }
  if (!isEmailShaped(values.email)) {
    return { message: REGISTRATION_FORM_MESSAGES.invalidEmail, fields: ["email"] };
  }
  if (values.password !== values.confirmPassword) {
    return { message: REGISTRATION_FORM_MESSAGES.passwordsDiffer, fields: ["confirmPassword"] };
  }
  return null;
}

/**
 * What POST /api/membership-registrations/register receives. `membershipFee` is the option's total
 * (SPEC 7); the server ignores it and charges the stored option's total (DESIGN DECISIONS 7).
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
    showContactInDirectory: values.showContactInDirectory,
  };
}

/** The server's error answer: `{ message, issues?: [{ field, message }] }` (src/server/http.ts). */
export function readServerProblem(body: unknown): FormProblem | null {
  if (body === null || typeof body !== "object") return null;
  const { message, issues } = body as { message?: unknown; issues?: unknown };
  if (typeof message !== "string" || message.trim() === "") return null;
  const known = new Set<string>([...TEXT_FIELDS, ...PASSWORD_FIELDS, "nationality", "membershipType"]);
  const fields = Array.isArray(issues)
    ? issues
        .map((issue: unknown) =>
          issue !== null && typeof issue === "object" ? (issue as { field?: unknown }).field : undefined,
        )
        .filter((field): field is RegistrationFormField => typeof field === "string" && known.has(field))
    : [];
  return { message, fields: [...new Set(fields)] };
}
