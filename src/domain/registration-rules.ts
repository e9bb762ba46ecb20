/**
 * What a membership registration must have, for the public form (checked before sending) and the
 * API (membership-registrations.ts builds its schema on it), so both ask for the same. Free of zod:
 * the form's island imports it, and zod would add about 94 kB gzipped to the page.
 */

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
