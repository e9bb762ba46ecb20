/**
 * What counts as an e-mail address, for the API's schemas (fields.ts emailField) and the public
 * forms alike, so a form never sends what the API refuses or refuses what it would take. The
 * pattern is zod's own e-mail rule; free of zod so islands can use it.
 */
export const EMAIL_ADDRESS =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** True for an e-mail address (surrounding spaces ignored, as the API trims them). */
export const isEmailAddress = (value: string): boolean => EMAIL_ADDRESS.test(value.trim());

/**
 * What a form says of its e-mail field labelled `label`: the API's e-mail field (fields.ts
 * emailField) and the member sign-in's own check say the same.
 */
export const emailAddressMessages = (label: string) =>
  ({
    required: `${label} is required.`,
    invalid: `${label} must be a valid e-mail address.`,
  }) as const;
