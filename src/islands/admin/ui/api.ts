import type { z } from "zod";
import { STALE_EDIT_MESSAGE } from "../../../domain/messages";
import { hasUsableToken, readToken, signOutForAuthError } from "./session";

/**
 * The panel's one way to call the API.
 *
 *   const items = await api.get("/api/news", z.array(newsRecord));
 *   const saved = await api.send("PUT", `/api/news/${id}`, { json: body, ifMatch: record.updatedAt, schema: newsRecord });
 *   await api.send("POST", "/api/downloads", { form: formData });
 *   const { blob, fileName } = await api.download("/api/membership-registrations/export.csv");
 *
 * It adds the bearer token, sends JSON or FormData, and turns every failure into an ApiError
 * whose `kind` says what the caller should do:
 *   validation  400: `issues` name the fields ({ field: "links.0", message })
 *   auth        401 or no usable token: the sign-out flow has already started (keeps the open
 *               form's draft, goes to the sign-in page); the caller just stops
 *   stale       409 with the stale-edit message on a request sent with `ifMatch`: the record
 *               changed elsewhere
 *   conflict    any other 409, an edit's too (the server's message says why: "Another article has
 *               the address ...")
 *   not-found   404
 *   network     no answer at all (offline, server down): show the tab's failure message
 *   server      anything else (5xx, unreadable answer, and 403 "Your role does not allow this.",
 *               after which the panel asks for the role again: `onRoleRefused`)
 * Successful writes also tell the publishing status to look again (`onContentChanged`).
 */

export interface FieldIssue {
  field: string;
  message: string;
}

export type ApiErrorKind = "validation" | "auth" | "stale" | "conflict" | "not-found" | "network" | "server";

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly issues: readonly FieldIssue[] = [],
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export interface SendOptions<T> {
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (files); the browser sets its content type. */
  form?: FormData;
  /** The `updatedAt` the edit started from: the server answers 409 if the record changed since. */
  ifMatch?: string;
  /** Checks and types the answer; without it the answer is `unknown`. */
  schema?: z.ZodType<T>;
  /** Send no token and never start the sign-out flow (the sign-in call itself). */
  anonymous?: boolean;
}

const contentListeners = new Set<() => void>();
const refusalListeners = new Set<() => void>();

/**
 * Runs `listener` when a call is refused for the administrator's role (403): the role may have
 * changed since the panel learnt it. Returns the unsubscribe function.
 */
export function onRoleRefused(listener: () => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/** Runs `listener` after every successful write; returns the unsubscribe function. */
export function onContentChanged(listener: () => void): () => void {
  contentListeners.add(listener);
  return () => contentListeners.delete(listener);
}

function readIssues(body: unknown): FieldIssue[] {
  if (typeof body !== "object" || body === null || !("issues" in body) || !Array.isArray(body.issues)) return [];
  return body.issues.flatMap((issue: unknown) =>
    typeof issue === "object" &&
    issue !== null &&
    "field" in issue &&
    "message" in issue &&
    typeof issue.field === "string" &&
    typeof issue.message === "string"
      ? [{ field: issue.field, message: issue.message }]
      : [],
  );
}

function readMessage(body: unknown): string | undefined {
  return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
    ? body.message
    : undefined;
}

/** Sends the call with the token; a failure becomes an ApiError (above), a success is the answer. */
async function exchange(method: string, path: string, options: SendOptions<unknown> = {}): Promise<Response> {
  const headers = new Headers({ accept: "application/json" });
  if (!options.anonymous) {
    const token = readToken();
    if (!token || !hasUsableToken()) {
      signOutForAuthError();
      throw new ApiError("auth", "Authentication required. Please log in.", 401);
    }
    headers.set("authorization", `Bearer ${token}`);
  }
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  }
  if (options.ifMatch) headers.set("if-match", `"${options.ifMatch}"`);

  let response: Response;
  try {
    response = await fetch(path, { method, headers, ...(body === undefined ? {} : { body }), cache: "no-store" });
  } catch {
    throw new ApiError("network", "The server could not be reached.");
  }
  if (!response.ok) throw await failureOf(response, options);
  if (method !== "GET") for (const listener of contentListeners) listener();
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  if (!(response.headers.get("content-type") ?? "").includes("json")) return undefined;
  try {
    return await response.json();
  } catch {
    throw new ApiError("server", "The server's answer could not be read.", response.status);
  }
}

async function failureOf(response: Response, options: SendOptions<unknown>): Promise<ApiError> {
  const parsed = await readJson(response);
  const message = readMessage(parsed) ?? `The server answered ${response.status}.`;
  if (response.status === 401 && !options.anonymous) {
    signOutForAuthError();
    return new ApiError("auth", message, 401);
  }
  if (response.status === 403 && !options.anonymous) for (const listener of refusalListeners) listener();
  if (response.status === 400) return new ApiError("validation", message, 400, readIssues(parsed));
  if (response.status === 404) return new ApiError("not-found", message, 404);
  if (response.status === 409) {
    // An edit sent with If-Match may be refused for its content too (an address taken): only the
    // stale-edit answer means the record changed elsewhere.
    const stale = Boolean(options.ifMatch) && message === STALE_EDIT_MESSAGE;
    return new ApiError(stale ? "stale" : "conflict", message, 409);
  }
  return new ApiError(response.status === 401 ? "auth" : "server", message, response.status);
}

async function request<T>(method: string, path: string, options: SendOptions<T> = {}): Promise<T> {
  const parsed = await readJson(await exchange(method, path, options));
  if (!options.schema) return parsed as T;
  const checked = options.schema.safeParse(parsed);
  if (!checked.success) throw new ApiError("server", "The server's answer was not what the panel expected.");
  return checked.data;
}

/** A file the API serves to the administrator (an export), with the name its answer gives it. */
async function download(path: string): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await exchange("GET", path);
  const fileName = /filename="?([^";]+)"?/i.exec(response.headers.get("content-disposition") ?? "")?.[1];
  return { blob: await response.blob(), fileName };
}

export const api = {
  get: <T>(path: string, schema: z.ZodType<T>, options: Omit<SendOptions<T>, "schema"> = {}) =>
    request<T>("GET", path, { ...options, schema }),
  send: <T = unknown>(method: "POST" | "PUT" | "DELETE", path: string, options: SendOptions<T> = {}) =>
    request<T>(method, path, options),
  download,
};
