import { emailAddressMessages } from "./email-address";

/**
 * Messages the registration form and the API share (docs/rules/public-site.md §5 and 8). Kept free of zod so the
 * form's island can import them without the validation runtime.
 */
/** On its own so that the member area's password form takes this message without the rest. */
export const PASSWORDS_DIFFER = "Passwords do not match.";

export const REGISTRATION_MESSAGES = {
  allRequired: "All fields are required.",
  invalidType: "Please select a valid membership type.",
  passwordsDiffer: PASSWORDS_DIFFER,
  duplicate: "A membership application with this e-mail address already exists.",
  registered: "Registration successful! We will contact you soon!",
  accepted: "Membership request accepted successfully!",
  rejected: "Membership request rejected successfully!",
  notFound: "Membership request not found.",
  throttled: "Too many registrations from this connection. Please try again later.",
  failed: "Registration failed. Please try again.",
  /** The server's message for a malformed address (fields.ts emailField("E-mail")). */
  invalidEmail: emailAddressMessages("E-mail").invalid,
  invalidState: "State must be one of India's states and union territories.",
  stateOnlyForIndian: "State is asked only of Indian applicants; leave it out for SAARC and Foreign applicants.",
} as const;

/**
 * The toast after a registration (docs/rules/public-site.md §10.13): the spec's message, the application
 * reference, and that the e-mail with how to pay is on its way.
 */
export function registeredToast(reference: string | undefined): string {
  if (!reference) return REGISTRATION_MESSAGES.registered;
  return `${REGISTRATION_MESSAGES.registered} Your application reference is ${reference}. We have sent you an e-mail with how to pay.`;
}
