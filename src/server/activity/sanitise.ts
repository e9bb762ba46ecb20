/**
 * The one sanitiser of the activity log: entries never hold a password, hash, code or token
 * (DESIGN, Security model). Fields are dropped by name, at every depth, so a secret added to a
 * record later under a telling name (`...Hash`, `...Token`, `...Password`) is dropped too.
 */

// environmentStamp: the site owner's keyed fingerprint of ADMIN_PASSWORD (auth/admins/owner-environment.ts).
const SECRET_NAMES = new Set(["code", "codes", "otp", "sessionversion", "salt", "environmentstamp"]);
// "secretary" (the site details' contact block) names a person, not a secret.
const SECRET_PARTS = /password|hash|token|secret(?!ar(y|ies))/i;

export const isSecretField = (name: string): boolean => SECRET_NAMES.has(name.toLowerCase()) || SECRET_PARTS.test(name);

/** A deep copy of `value` without secret fields. */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutSecrets(item)) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !isSecretField(name))
      .map(([name, inner]) => [name, withoutSecrets(inner)]),
  ) as T;
}

/** The secret fields of a record, to keep them when an earlier version (logged without them) is put back. */
export function secretFieldsOf(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => isSecretField(name)));
}
