/**
 * What a membership registration must have, for the public form (checked before sending) and the
 * API (membership-registrations.ts builds its schema on it), so both ask for the same. Free of zod:
 * the form's island imports it, and zod would add about 94 kB gzipped to the page.
 */
import { INDIAN_STATES, type IndianState } from "./indian-states";
import { REGISTRATION_MESSAGES } from "./registration-messages";

/** Every field an applicant must fill, in the form's order, with the label its messages use. */
export const REQUIRED_REGISTRATION_FIELDS = {
  nationality: "Nationality",
  membershipType: "Membership type",
  name: "Name",
  email: "E-mail",
  contact: "Contact",
  designation: "Designation",
  address: "Address",
  areaOfSpecialization: "Area of specialization",
  password: "Password",
} as const;
export type RequiredRegistrationField = keyof typeof REQUIRED_REGISTRATION_FIELDS;

/** Left out, null, only spaces, or a list (a tag input) without any text. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.every((item) => typeof item !== "string" || item.trim() === ""))
  );
}

/** The required fields a body (or the form's values) leaves blank, in the form's order. */
export function missingRegistrationFields(body: unknown): RequiredRegistrationField[] {
  const fields = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  return (Object.keys(REQUIRED_REGISTRATION_FIELDS) as RequiredRegistrationField[]).filter((key) =>
    isBlank(fields[key]),
  );
}

/** Only Indian applicants give a state: the place of supply on their receipts (docs/rules/members-and-money.md §3). */
export const takesState = (nationality: unknown): boolean => nationality === "Indian";

const stateKey = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
const STATES_BY_KEY = new Map<string, IndianState>(INDIAN_STATES.map((state) => [stateKey(state), state]));

/** The state or union territory `text` names, in its own spelling ("uttar  pradesh" -> "Uttar Pradesh"). */
export const findIndianState = (text: string): IndianState | undefined => STATES_BY_KEY.get(stateKey(text));

/**
 * What is wrong with an application's state, if anything: a blank one is none given; a SAARC or
 * Foreign applicant sending one is refused rather than having it dropped unseen, since it would
 * mean the nationality or the state was chosen by mistake.
 */
export function stateProblem(nationality: unknown, state: unknown): string | undefined {
  if (isBlank(state)) return undefined;
  if (typeof state !== "string" || !findIndianState(state)) return REGISTRATION_MESSAGES.invalidState;
  return takesState(nationality) ? undefined : REGISTRATION_MESSAGES.stateOnlyForIndian;
}
