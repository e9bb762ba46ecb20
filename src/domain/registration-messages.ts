/**
 * Messages the registration form and the API share (SPEC 5 and 8). Kept free of zod so the
 * form's island can import them without the validation runtime.
 */
export const REGISTRATION_MESSAGES = {
  allRequired: "All fields are required.",
  invalidType: "Please select a valid membership type.",
  passwordsDiffer: "Passwords do not match.",
  duplicate: "A membership application with this e-mail address already exists.",
  registered: "Registration successful! We will contact you soon!",
  accepted: "Membership request accepted successfully!",
  rejected: "Membership request rejected successfully!",
  notFound: "Membership request not found.",
  throttled: "Too many registrations from this connection. Please try again later.",
  failed: "Registration failed. Please try again.",
  /** The server's message for a malformed address (fields.ts emailField("E-mail")). */
  invalidEmail: "E-mail must be a valid e-mail address.",
} as const;
