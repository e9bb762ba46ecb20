/**
 * A refusal as the API writes it, `{ message, issues?: [{ field, message }] }` (src/server/api/handler.ts),
 * read by the public forms' scripts: the message, and the fields it names that the form has.
 * Free of zod, so page scripts can use it.
 */

export interface FormProblem<Field extends string = string> {
  message: string;
  /** The fields the message is about, first one first (it gets the focus). */
  fields: Field[];
}

/** The problem in an error answer's body, or null when the body is not one. */
export function serverProblem<Field extends string>(
  body: unknown,
  formFields: ReadonlySet<string>,
): FormProblem<Field> | null {
  if (body === null || typeof body !== "object") return null;
  const { message, issues } = body as { message?: unknown; issues?: unknown };
  if (typeof message !== "string" || message.trim() === "") return null;
  const fields = Array.isArray(issues)
    ? issues
        .map((issue: unknown) =>
          issue !== null && typeof issue === "object" ? (issue as { field?: unknown }).field : undefined,
        )
        .filter((field): field is Field => typeof field === "string" && formFields.has(field))
    : [];
  return { message, fields: [...new Set(fields)] };
}
