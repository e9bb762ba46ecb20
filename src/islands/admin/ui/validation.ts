import type { z } from "zod";
import type { FieldIssue } from "./api";

/**
 * Forms check their values with the same zod input schema the API uses (src/domain/*.ts), and
 * show the server's 400 issues the same way: one message per form field, the first one wins.
 * `fieldOf` maps an issue path ("links.0") to the form field that shows it ("link"); by default
 * the first path segment is the field.
 */
export type FieldErrors = Partial<Record<string, string>>;

export type FieldOf = (path: string) => string;

export const firstSegment: FieldOf = (path) => path.split(".")[0] ?? path;

/** The issues of a list the form edits in one field ("links.0" -> "link"); others by first segment. */
export const listShownAt =
  (list: string, field: string): FieldOf =>
  (path) => {
    const first = firstSegment(path);
    return first === list ? field : first;
  };

/** An empty number field is a missing value, so the schema says "… is required." rather than "… must be a whole number." */
export const typedNumber = (text: string) => (text.trim() === "" ? undefined : text);

export function issuesToErrors(issues: readonly FieldIssue[], fieldOf: FieldOf = firstSegment): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.field);
    errors[field] ??= issue.message;
  }
  return errors;
}

export type CheckResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** safeParse with issues mapped to form fields. */
export function check<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldOf: FieldOf = firstSegment,
): CheckResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "(body)",
    message: issue.message,
  }));
  return { ok: false, errors: issuesToErrors(issues, fieldOf) };
}
