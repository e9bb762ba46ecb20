/**
 * The member pages' one way to call the API: same origin, the session cookie goes along by itself
 * (HttpOnly, never read here). Every answer becomes an ApiAnswer, so callers handle failures as
 * values and keep what the person typed.
 */

export interface FieldIssue {
  field: string;
  message: string;
}

export type ApiAnswer =
  | { ok: true; status: number; body: unknown; response: Response }
  | { ok: false; status: number; message: string; issues: FieldIssue[] };

export const API_MESSAGES = {
  network: "Could not reach the server. Please check your connection and try again.",
  failed: "Something went wrong. Please try again.",
} as const;

/** The wait a 429 names when its answer has no message of its own (Retry-After in seconds). */
export function throttledText(retryAfter: string | null): string {
  const seconds = Number(retryAfter);
  const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * `{ message, issues }` from an answer's body (an error's, or a success that says what it did), or
 * null when the body has no usable message.
 */
export function readProblem(body: unknown): { message: string; issues: FieldIssue[] } | null {
  if (body === null || typeof body !== "object") return null;
  const { message, issues } = body as { message?: unknown; issues?: unknown };
  if (typeof message !== "string" || message.trim() === "") return null;
  const fieldIssues = Array.isArray(issues)
    ? issues.flatMap((issue: unknown) => {
        if (issue === null || typeof issue !== "object") return [];
        const { field, message: text } = issue as { field?: unknown; message?: unknown };
        return typeof field === "string" && typeof text === "string" ? [{ field, message: text }] : [];
      })
    : [];
  return { message, issues: fieldIssues };
}

export async function callApi(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  json?: unknown,
): Promise<ApiAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(json === undefined ? {} : { "content-type": "application/json" }) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  } catch {
    return { ok: false, status: 0, message: API_MESSAGES.network, issues: [] };
  }
  if (response.ok) {
    const isJson = response.headers.get("content-type")?.includes("json") === true && response.status !== 204;
    const body: unknown = isJson
      ? await response
          .clone()
          .json()
          .catch(() => null)
      : null;
    return { ok: true, status: response.status, body, response };
  }
  const problem = readProblem(await response.json().catch(() => null));
  if (response.status === 429) {
    return {
      ok: false,
      status: 429,
      message: problem?.message ?? throttledText(response.headers.get("retry-after")),
      issues: [],
    };
  }
  return {
    ok: false,
    status: response.status,
    message: problem?.message ?? API_MESSAGES.failed,
    issues: problem?.issues ?? [],
  };
}
