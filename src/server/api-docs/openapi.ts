import * as z from "zod";
import { AREA_ROLES, ROLE_NOT_ALLOWED, type Area } from "../../domain/admin-roles";
import { MEMBER_MESSAGES } from "../../domain/member-messages";
import { STALE_EDIT_MESSAGE } from "../../domain/messages";
import { SESSION_COOKIE } from "../auth/member/cookie";

/**
 * Builds the OpenAPI 3.1 reference from the same zod schemas the API validates with, so the
 * document cannot drift from the rules. The operations themselves are listed in api-reference.ts;
 * a unit test checks that list against the functions' real routes.
 */

export type HttpMethod = "get" | "post" | "put" | "delete";

export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI path, e.g. "/api/news/{id}". */
  path: string;
  summary: string;
  tag: string;
  /**
   * Needs an administrator's token of a role that may use this area (src/domain/admin-roles.ts);
   * "optional": answers more to a token of the role the summary names.
   */
  admin?: Area | "optional";
  /** Needs a member's session cookie (`member_session`, from POST /api/member/login). */
  member?: boolean;
  /** Needs an event registrant's access token (from POST /api/event-registrations/access-code/verify). */
  registrant?: boolean;
  /**
   * For administrators and the one member the thing belongs to (token or session cookie); anyone
   * else is told there is no such thing (404), never 401, so its ids cannot be probed.
   */
  ownerOnly?: boolean;
  /** Refused with 403 when the request's `Origin` names another site. */
  sameSite?: boolean;
  /** Query string parameters: each property of the object is one parameter. */
  query?: z.ZodObject;
  /** JSON request body. */
  body?: z.ZodType;
  /**
   * Also accepted as multipart/form-data with these file fields; without `body`, the form is only
   * its files (all required) and is not taken as JSON.
   */
  files?: Record<string, string>;
  /** Response body schema; `list` wraps it in an array. */
  response?: z.ZodType;
  list?: boolean;
  /** Success status; 200 unless said. */
  status?: number;
  /** Raw response instead of JSON (files). */
  binary?: string;
  /** Extra documented failures, status -> description. */
  errors?: Record<number, string>;
  /**
   * Takes If-Match (the version loaded): a PUT of a path with {id} unless this is false, a PUT of a
   * document edited whole (no {id}) when this is true.
   */
  ifMatch?: boolean;
}

const schemaOf = (schema: z.ZodType, io: "input" | "output") => {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json;
};

/**
 * A request body's schema, with its required fields named by zod itself: a field whose schema
 * refuses a missing value is required. The converter lists a preprocessed field (a number typed as
 * text, a date from a picker) as optional, since its input could be anything.
 */
function bodySchemaOf(body: z.ZodType): Record<string, unknown> {
  const schema = schemaOf(body, "input");
  if (body instanceof z.ZodObject) {
    const required = Object.entries(body.shape as Record<string, z.ZodType>)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([name]) => name);
    if (required.length > 0) schema.required = required;
  }
  return schema;
}

const messageSchema = {
  type: "object",
  properties: { message: { type: "string" } },
  required: ["message"],
};
const validationSchema = {
  type: "object",
  properties: {
    message: { type: "string" },
    issues: {
      type: "array",
      items: {
        type: "object",
        properties: { field: { type: "string" }, message: { type: "string" } },
        required: ["field", "message"],
      },
    },
  },
  required: ["message", "issues"],
};

const error = (description: string, schema: object = messageSchema) => ({
  description,
  content: { "application/json": { schema } },
});

function operationObject(op: ApiOperation) {
  const responses: Record<string, unknown> = {};
  const status = String(op.status ?? 200);
  if (op.binary) {
    responses[status] = {
      description: "The file",
      content: { [op.binary]: { schema: { type: "string", format: "binary" } } },
    };
  } else if (op.response) {
    const schema = schemaOf(op.response, "output");
    responses[status] = {
      description: "Success",
      content: { "application/json": { schema: op.list ? { type: "array", items: schema } : schema } },
    };
  } else if (status === "204") {
    responses[status] = { description: "Done; no content" };
  } else {
    responses[status] = error("Success", messageSchema);
  }
  if (op.body) responses["400"] = error("The body is not valid; `issues` names each field.", validationSchema);
  const area = op.admin === "optional" ? undefined : op.admin;
  if (area !== undefined || op.member) responses["401"] = error("Authentication required. Please log in.");
  if (area !== undefined && area !== "any") responses["403"] = error(ROLE_NOT_ALLOWED);
  if (op.sameSite) responses["403"] = error(MEMBER_MESSAGES.otherSite);
  const versioned = op.method === "put" && (op.path.includes("{id}") ? op.ifMatch !== false : op.ifMatch === true);
  if (op.path.includes("{id}")) responses["404"] = error("No record with this id.");
  if (versioned) responses["409"] ??= error(STALE_EDIT_MESSAGE);
  if (op.files) responses["413"] = error("A file is larger than its limit (the message says the limit).");
  for (const [code, description] of Object.entries(op.errors ?? {})) responses[code] = error(description);

  const parameters: unknown[] = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  if (op.query) {
    const schema = schemaOf(op.query, "input") as { properties?: Record<string, Record<string, unknown>> };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const { description, ...rest } = property;
      parameters.push({ name, in: "query", required: false, ...(description ? { description } : {}), schema: rest });
    }
  }
  if (versioned) {
    parameters.push({
      name: "If-Match",
      in: "header",
      required: false,
      description:
        "The `updatedAt` of the record or document as loaded (or send it as the body's `updatedAt`): the update is refused with 409 if it changed since. Without it the last write wins.",
      schema: { type: "string" },
    });
  }

  let requestBody: unknown;
  if (op.body) {
    const schema = bodySchemaOf(op.body);
    const content: Record<string, unknown> = { "application/json": { schema } };
    if (op.files) {
      const properties = { ...(schema.properties as Record<string, unknown> | undefined) };
      for (const [field, description] of Object.entries(op.files)) {
        properties[field] = { type: "string", format: "binary", description };
      }
      content["multipart/form-data"] = { schema: { ...schema, properties } };
    }
    requestBody = { required: true, content };
  } else if (op.files) {
    const properties = Object.fromEntries(
      Object.entries(op.files).map(([field, description]) => [
        field,
        { type: "string", format: "binary", description },
      ]),
    );
    const schema = { type: "object", properties, required: Object.keys(op.files) };
    requestBody = { required: true, content: { "multipart/form-data": { schema } } };
  }

  return {
    tags: [op.tag],
    summary: op.summary,
    // Which roles may call it, as a vendor extension beside the security requirement.
    ...(area !== undefined ? { security: [{ adminToken: [] }], "x-roles": [...AREA_ROLES[area]] } : {}),
    ...(op.admin === "optional" ? { security: [{}, { adminToken: [] }] } : {}),
    ...(op.member ? { security: [{ memberSession: [] }] } : {}),
    ...(op.registrant ? { security: [{ eventAccess: [] }] } : {}),
    ...(op.ownerOnly ? { security: [{ adminToken: [] }, { memberSession: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

export function openApiDocument(operations: readonly ApiOperation[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const entry = (paths[op.path] ??= {});
    entry[op.method] = operationObject(op);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Society website API",
      version,
      description:
        "The JSON API behind the society's website and administrator panel. Errors answer `{ message }`; " +
        "writes and private reads need `Authorization: Bearer <token>` from POST /api/admin/login, of a role " +
        "the call allows (`x-roles`; another role gets 403); " +
        "the member area's calls need the `member_session` cookie from POST /api/member/login.",
    },
    components: {
      securitySchemes: {
        adminToken: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        memberSession: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
        eventAccess: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description:
            "An event registrant's access to their own registration, from POST /api/event-registrations/access-code/verify (2 hours)",
        },
      },
    },
    paths,
  };
}
