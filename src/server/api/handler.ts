import type { Context } from "@netlify/functions";
import type { z } from "zod";
import type { Area } from "../../domain/admin-roles";
import { STALE_EDIT_MESSAGE } from "../../domain/messages";
import { requireAdminArea, type AdminIdentity } from "../auth/admins/identity";
import type { ActivityActor } from "../../domain/activity";
import { adminActor, memberActor, PUBLIC_ACTOR } from "../activity/actor";
import { recordActivity } from "../activity/record";
import { acceptsGzip, COMPRESS_FROM_BYTES, varyWith } from "../http/compression";
import { keepVisitorAnswer } from "../http/cdn-cache";
import { ConfigurationError } from "../core/config";
import { HttpError, tooLarge } from "../http/errors";
import { refuseOtherSites } from "../auth/member/origin";
import { requireMember, type SignedInMember } from "../auth/member/session";
import { isMultipart, readMultipart, type FileLimit, type UploadedFile } from "../http/multipart";
import { PreparedJson } from "../http/prepared-json";
import { requestPublish } from "../content/publish";
import {
  ConditionalWritesUnsupportedError,
  StaleRecordError,
  VISITOR_READ_MAX_AGE_MS,
  type ReadOptions,
} from "../store";

/**
 * The one handler wrapper. Every /api function is a table of routes keyed by method, with
 * " :id" when the path carries an id. For each request the order is always the same:
 * route -> other-site check -> auth (admin token and its role, or member session) -> body (JSON, or multipart
 * where the route takes files; checked by its zod schema) -> work, recorded in the activity log
 * under who acts (src/server/activity/) -> JSON response, and any error becomes `{ message }` with
 * its status.
 */

export const MAX_JSON_BYTES = 1024 * 1024;
/** Far deeper than any form's body; deeper values overflow the stack of recursive code (JSON.stringify, schemas). */
export const MAX_JSON_DEPTH = 64;

/** What a handler reads from Netlify's context: the path's params and the client's address. */
export type HandlerContext = Pick<Context, "params"> & Partial<Pick<Context, "ip">>;

type Method = "GET" | "POST" | "PUT" | "DELETE";
type RouteKey = Method | `${Method} :id`;

export interface RouteInput<Body> {
  request: Request;
  url: URL;
  params: Record<string, string>;
  id: string;
  body: Body;
  /** Uploaded files by field name (only on routes that declare `files`). */
  files: Record<string, UploadedFile>;
  /**
   * The `updatedAt` the editor loaded, from the `If-Match` header or the body's `updatedAt`
   * field; a PUT that sends it is refused with 409 if the record changed since.
   */
  expectedUpdatedAt: string | undefined;
  /** The client's address as Netlify reports it (undefined when unknown). */
  clientIp: string | undefined;
  /**
   * How this request's reads may be answered: a visitor's (no credentials) may take a copy of
   * public data up to VISITOR_READ_MAX_AGE_MS old; anything sent with a token reads fresh.
   */
  reads: ReadOptions;
  /** The signed-in member (only on routes that declare `member`; see src/server/api/member-route.ts). */
  member: SignedInMember | undefined;
  /** The administrator whose token the request carries (only on routes that declare `admin`). */
  admin: AdminIdentity | undefined;
  /** What the route's `authorize` answered (only on routes that declare it). */
  authorized: unknown;
}

export type RouteBody<Schema extends z.ZodType | undefined> = Schema extends z.ZodType ? z.output<Schema> : undefined;

export interface Route<Schema extends z.ZodType | undefined> {
  /**
   * Needs an administrator's token whose role may use this area (src/domain/admin-roles.ts:
   * "content", "membership", "owner" or "any"): 401 without a valid token, 403 "Your role does not
   * allow this." for another role. The administrator is handed to `handle` as `admin`.
   */
  admin?: Area;
  /** Needs a member's session cookie; the member is handed to `handle` as `member`. */
  member?: boolean;
  /**
   * Another check of who is calling, made before the body is read as `admin` and `member` are
   * (an event registrant's access token): it throws the refusal, so a body is never judged for
   * someone who may not send one. What it answers is handed to `handle` as `authorized`.
   */
  authorize?: (request: Request) => Promise<unknown>;
  /** Changes something for whoever the browser's cookie names: refused when `Origin` names another site (403). */
  sameSite?: boolean;
  /** Body schema (JSON, or multipart text fields); its output is handed to `handle` as `body`. */
  body?: Schema;
  /** File fields this route accepts as multipart/form-data, with their size limits. */
  files?: Record<string, FileLimit>;
  /** A successful call changes public content, so the site is rebuilt. */
  publishes?: boolean;
  /**
   * The collections a visitor's answer is made from: Netlify's CDN keeps a successful answer sent
   * without a token until a change to one of them purges it (docs/decisions/public-read-caching.md).
   * Only for public reads: the wrapper never lets the CDN keep an answer of a route with `admin` or
   * `member`, one that sets a cookie, or one marked private.
   */
  cachedFrom?: readonly string[];
  /**
   * What the activity log calls the records this route changes ("accept", "register"); without it
   * "create", "update" or "delete", as the change was.
   */
  activity?: string;
  status?: number;
  handle(input: RouteInput<RouteBody<Schema>>): Promise<unknown>;
}

// Each route keeps its own schema type; the table itself is heterogeneous.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RouteTable = Partial<Record<RouteKey, Route<any>>>;

export const route = <Schema extends z.ZodType | undefined = undefined>(definition: Route<Schema>) => definition;

const baseHeaders = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

/**
 * A JSON answer: `data`, or an answer prepared once for many requests. Given the request, a large
 * answer goes out gzip-compressed to a client that accepts it, as the CDN would send it. `headers`
 * may hold several `set-cookie` entries (as [name, value] pairs), each sent as a header of its own.
 */
export function json(data: unknown, status = 200, headers: HeadersInit = {}, request?: Request): Response {
  const body = data instanceof PreparedJson ? data : new PreparedJson(data);
  const plain = new Headers({ "content-type": "application/json; charset=utf-8", ...baseHeaders });
  // Headers lists each Set-Cookie apart: they add up; any other header given replaces the default.
  for (const [name, value] of new Headers(headers)) {
    if (name === "set-cookie") plain.append(name, value);
    else plain.set(name, value);
  }
  if (body.text.length < COMPRESS_FROM_BYTES) return new Response(body.text, { status, headers: plain });
  plain.set("vary", varyWith(plain.get("vary") ?? undefined, "Accept-Encoding"));
  if (!acceptsGzip(request?.headers.get("accept-encoding"))) return new Response(body.text, { status, headers: plain });
  plain.set("content-encoding", "gzip");
  return new Response(body.gzip(), { status, headers: plain });
}

export const message = (text: string, status = 200) => json({ message: text }, status);

const utf8 = new TextDecoder();

async function readJsonBody(request: Request, multipartToo: boolean): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(
      415,
      multipartToo
        ? "Send the form as multipart/form-data, or the fields as JSON (Content-Type: application/json)."
        : "Send the request body as JSON (Content-Type: application/json).",
    );
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_JSON_BYTES) throw tooLarge("The request body is too large (1 MB at most).");
  // Decoded as UTF-8 once, dropping one byte-order mark as the standard says; Request.text() here
  // drops every leading one, so a body starting with two would pass for JSON.
  const text = utf8.decode(await request.arrayBuffer());
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw tooLarge("The request body is too large (1 MB at most).");
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) throw new HttpError(400, "The request body is nested too deeply.");
  return body;
}

/**
 * Whether arrays and objects nest deeper than `limit` in a parsed JSON value: as deep as the brackets
 * of its text (those inside strings do not count), found without reading the strings again.
 */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (limit === 0) return true;
  return (Array.isArray(value) ? value : Object.values(value)).some((child) => nestsDeeperThan(child, limit - 1));
}

/** 400 naming each field the schema refused; `message` joins the distinct messages. */
export function validationError(error: z.ZodError): HttpError {
  const issues = error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "(body)",
    message: issue.message,
  }));
  const text = [...new Set(issues.map((issue) => issue.message))].join(" ");
  return new HttpError(400, text || "The request is not valid.", { issues });
}

/** `If-Match: "2026-…"` (quotes optional, weak prefix ignored) or the body's `updatedAt`. */
function expectedVersion(request: Request, raw: unknown): string | undefined {
  const header = request.headers.get("if-match")?.trim();
  if (header && header !== "*") return header.replace(/^W\//, "").replace(/^"(.*)"$/, "$1");
  if (raw && typeof raw === "object" && "updatedAt" in raw) {
    const value = raw.updatedAt;
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return undefined;
}

function errorResponse(error: unknown): Response {
  if (error instanceof StaleRecordError) return json({ message: STALE_EDIT_MESSAGE }, 409);
  if (error instanceof ConditionalWritesUnsupportedError) {
    // Only a local run meets such a store: the terminal says why too.
    console.error(error.message);
    return json({ message: error.message }, 503);
  }
  if (error instanceof HttpError) return json({ message: error.message, ...error.extra }, error.status, error.headers);
  if (error instanceof ConfigurationError) {
    console.error(error.message);
    return json({ message: error.message }, 500);
  }
  console.error("Unexpected error:", error);
  return json({ message: "Something went wrong on the server. Please try again." }, 500);
}

type Handler = (
  request: Request,
  context?: Pick<Context, "params"> & Partial<Pick<Context, "ip">>,
) => Promise<Response>;

/** HEAD is GET without the body (RFC 9110 9.3.2): the same status and headers, as a CDN's copy would answer it. */
const withHead =
  (handler: Handler): Handler =>
  async (request, context) => {
    if (request.method.toUpperCase() !== "HEAD") return handler(request, context);
    const answer = await handler(new Request(request, { method: "GET" }), context);
    return new Response(null, { status: answer.status, headers: answer.headers });
  };

export function resource(routes: RouteTable): Handler {
  // The methods a path answers depend on its form: with an id ("/api/news/1") or without.
  const methodsFor = (withId: boolean) =>
    Object.keys(routes)
      .filter((key) => key.endsWith(" :id") === withId)
      .map((key) => key.split(" ")[0] ?? key);
  const allowed = { withId: methodsFor(true), withoutId: methodsFor(false) };

  return withHead(async (request, context) => {
    try {
      const url = new URL(request.url);
      const params = context?.params ?? {};
      const id = params.id ?? "";
      const method = request.method.toUpperCase() as Method;
      const key: RouteKey = id ? `${method} :id` : method;
      const definition = routes[key];
      if (!definition) {
        const methods = id ? allowed.withId : allowed.withoutId;
        return methods.length === 0
          ? json({ message: "Not found." }, 404)
          : json({ message: `Method ${method} is not allowed here.` }, 405, { allow: methods.join(", ") });
      }
      if (definition.sameSite) refuseOtherSites(request);
      const admin = definition.admin ? await requireAdminArea(request, definition.admin) : undefined;
      const member = definition.member ? await requireMember(request) : undefined;
      const authorized = definition.authorize ? await definition.authorize(request) : undefined;
      let body: unknown = undefined;
      let raw: unknown = undefined;
      let files: Record<string, UploadedFile> = {};
      if (definition.body) {
        if (definition.files && isMultipart(request)) {
          ({ fields: raw, files } = await readMultipart(request, definition.files));
        } else {
          raw = await readJsonBody(request, definition.files !== undefined);
        }
        const parsed = (definition.body as z.ZodType).safeParse(raw);
        if (!parsed.success) throw validationError(parsed.error);
        body = parsed.data;
      }
      const expectedUpdatedAt = expectedVersion(request, raw);
      const withToken = request.headers.has("authorization");
      // The collections of an answer the CDN may keep: a visitor's GET of a public read only.
      const keptFrom =
        method === "GET" && !withToken && !definition.admin && !definition.member ? definition.cachedFrom : undefined;
      const actor: ActivityActor = admin
        ? adminActor(admin.email)
        : member
          ? memberActor(member.record.email)
          : PUBLIC_ACTOR;
      const result = await recordActivity(actor, definition.activity, () =>
        definition.handle({
          request,
          url,
          params,
          id,
          body,
          files,
          expectedUpdatedAt,
          clientIp: context?.ip,
          // A read the CDN may keep asks the store itself: a copy up to a second old, taken after a
          // change's purge, would be kept for a minute (docs/decisions/public-read-caching.md).
          reads: withToken || keptFrom ? {} : { maxAgeMs: VISITOR_READ_MAX_AGE_MS },
          member,
          admin,
          authorized,
        }),
      );
      if (definition.publishes) {
        // The write stands even if publishing cannot be scheduled; the status shows it as pending.
        await requestPublish().catch((error: unknown) => console.error("Could not schedule publishing:", error));
      }
      const answer = result instanceof Response ? result : json(result, definition.status ?? 200, {}, request);
      if (keptFrom && answer.status === 200) keepVisitorAnswer(answer, keptFrom);
      return answer;
    } catch (error) {
      return errorResponse(error);
    }
  });
}
