import { existsSync, readdirSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { getStore } from "@netlify/blobs";
import fc from "fast-check";
import type { z } from "zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sandboxETag, startBlobsSandbox, type BlobsSandbox } from "../../scripts/lib/blobs-sandbox";
import { seedDemoContent } from "../../scripts/lib/seed";
import { apiOperations } from "../../src/server/api-docs/api-reference";
import { MAX_JSON_BYTES, MAX_JSON_DEPTH } from "../../src/server/api/handler";
import { resetStoreClient, STORE_NAME } from "../../src/server/store";
import { adminToken, badTokens, call, router, storeAdministrator, type CallResult } from "../support/api";
import { typedJournalDetails } from "../support/journal";
import { EVENT_ACCESS_MESSAGES } from "../../src/domain/event-access";
import { eventPaymentInput } from "../../src/domain/event-payments";
import { eventRegistrationInput } from "../../src/domain/event-registrations";
import { eventsCollection } from "../../src/server/content/collections";
import { requestAccessCode, verifyAccessCode } from "../../src/server/events/access";
import { addEventPayment } from "../../src/server/events/payments";
import { registerForEvent } from "../../src/server/events/registrations";
import { signIn, storeMember } from "../support/member";
import {
  formFields,
  malformedBody,
  objectText,
  validWithExtras,
  type EndpointShape,
  type MalformedCase,
} from "../support/malformed";
import { storeFolder } from "../support/store-folder";

/**
 * Every write endpoint of the served OpenAPI reference refuses malformed input cleanly: 1,000
 * generated bodies each (wrong types, missing and extra fields, huge and awkward strings, prototype
 * keys, deep nesting, bad JSON, wrong content types, broken forms) get a 4xx with a `{ message }`,
 * never a 5xx, and leave every blob in the store exactly as it was. This file runs its own Blobs
 * sandbox, because the shared one is written by test files running beside it.
 */

const RUNS_PER_ENDPOINT = 1000;
const UNAUTHENTICATED_RUNS = 100;
const EXTRAS_RUNS = 10;
const AUTH_MESSAGE = "Authentication required. Please log in.";
const TOO_LARGE_MESSAGE = "The request body is too large (1 MB at most).";
const TOO_DEEP_MESSAGE = "The request body is nested too deeply.";
/** Not loopback, so the per-address throttles of the public endpoints count these calls. */
const CLIENT_IP = "203.0.113.9";
const CALL_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// The write operations, from the served reference

interface JsonSchema {
  type?: string;
  format?: string;
  description?: string;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface ApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
      }
    >
  >;
}

const served = await call("GET", "/api/openapi.json");
const apiDocument = served.json as unknown as ApiDocument;

interface WriteOperation {
  method: string;
  /** OpenAPI path, with {id} where the path names a record. */
  path: string;
  label: string;
  admin: boolean;
  /** Needs a member's session cookie. */
  member: boolean;
  /** Needs an event registrant's access token. */
  registrant: boolean;
  bodySchema: JsonSchema;
  /** Field name -> description of the multipart form's file fields. */
  fileFields: Record<string, string>;
  /** The schema the handler validates with (the one the reference is built from). */
  validator: z.ZodType;
}

const writeOperations: WriteOperation[] = Object.entries(apiDocument.paths).flatMap(([openApiPath, item]) =>
  Object.entries(item).flatMap(([method, operation]) => {
    const content = operation.requestBody?.content;
    const bodySchema = content?.["application/json"]?.schema;
    if (!bodySchema || !["post", "put", "delete"].includes(method)) return [];
    const validator = apiOperations.find((op) => op.method === method && op.path === openApiPath)?.body;
    if (!validator) throw new Error(`${method} ${openApiPath}: no schema in api-reference.ts`);
    const formProperties = content["multipart/form-data"]?.schema.properties ?? {};
    const fileFields = Object.fromEntries(
      Object.entries(formProperties)
        .filter(([, property]) => property.format === "binary")
        .map(([name, property]) => [name, property.description ?? ""]),
    );
    return [
      {
        method: method.toUpperCase(),
        path: openApiPath,
        label: `${method.toUpperCase()} ${openApiPath}`,
        admin: JSON.stringify(operation.security ?? []) === JSON.stringify([{ adminToken: [] }]),
        member: JSON.stringify(operation.security ?? []) === JSON.stringify([{ memberSession: [] }]),
        registrant: JSON.stringify(operation.security ?? []) === JSON.stringify([{ eventAccess: [] }]),
        bodySchema,
        fileFields,
        validator,
      },
    ];
  }),
);

// ---------------------------------------------------------------------------------------------
// Sandbox, seed, and one concrete endpoint per operation

interface Endpoint {
  operation: WriteOperation;
  /** The path with a real record's id. */
  url: string;
  shape: EndpointShape;
}

let sandbox: BlobsSandbox | undefined;
let sandboxDirectory = "";
const sharedContext = process.env.NETLIFY_BLOBS_CONTEXT;
let token = "";
let refusedTokens: (string | undefined)[] = [];
/** A signed-in member's Cookie header, and Cookie headers that sign nobody in (undefined: none). */
let memberCookie = "";
let refusedCookies: (string | undefined)[] = [];
/** An event registrant's access token, and tokens that give no access (undefined: none). */
let registrantToken = "";

/** A JWT whose signature decodes to other bytes: its first character changed. */
function changedSignature(jwt: string): string {
  const [header = "", payload = "", signature = ""] = jwt.split(".");
  return `${header}.${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
}
let refusedRegistrantTokens: (string | undefined)[] = [];
/** The registration the office's payment writes address, and its reported payment. */
let eventRegistration = { eventId: "", registrationId: "", paymentId: "" };
const endpoints = new Map<string, Endpoint>();

const hasGet = (openApiPath: string) => apiDocument.paths[openApiPath]?.get !== undefined;

/**
 * The collection's list path: the path itself, or its parent ("/api/memberships/create" ->
 * "/api/memberships"); for a path under a record ("/api/x/{id}/payments"), the record's.
 */
function listPathOf(openApiPath: string): string | undefined {
  const base = openApiPath.replace(/\/\{id\}(\/.*)?$/, "");
  return [base, base.replace(/\/[^/]+$/, "")].find(hasGet);
}

async function firstRecord(openApiPath: string): Promise<Record<string, unknown> | undefined> {
  const listPath = listPathOf(openApiPath);
  if (!listPath) return undefined;
  const answer = await call("GET", listPath, { token });
  const records = JSON.parse(answer.bytes.toString("utf8")) as unknown;
  if (Array.isArray(records)) return records[0] as Record<string, unknown> | undefined;
  // A single document (the settings): what it reads now is a whole body its PUT takes.
  return typeof records === "object" && records !== null ? (records as Record<string, unknown>) : undefined;
}

/** A plain value of the documented type, for a required field no stored record has (a password). */
function sampleValue(name: string, schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.format === "email" || /email/i.test(name)) return "probe@example.org";
  if (schema.type === "integer" || schema.type === "number") return 2000;
  if (schema.type === "boolean") return false;
  if (schema.type === "array") return [sampleValue(name, schema.items ?? {})];
  return "Demo value";
}

const acceptsWith = (validator: z.ZodType) => (body: unknown) => {
  try {
    return validator.safeParse(body).success;
  } catch {
    // A schema that throws accepts nothing: the endpoint must still refuse the body cleanly.
    return false;
  }
};

/** Bytes each file field takes: a PDF where the reference says so, else a PNG. */
const goodFile = (description: string): Uint8Array =>
  /pdf/i.test(description)
    ? new TextEncoder().encode("%PDF-1.4\n% property test\n")
    : new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x70, 0x72, 0x6f, 0x62, 0x65]);

/**
 * A body each member-area write accepts: these read no collection list (the member's own record is
 * the one the session names), and their rules (a 6-digit code, a phone number, a UPI reference) are
 * more than a sample value of the documented type.
 */
const MEMBER_BODIES: Record<string, Record<string, unknown>> = {
  "POST /api/member/login-code/verify": { email: "probe@example.org", code: "123456" },
  "PUT /api/member/me": {
    contact: "+91 98765 43210",
    designation: "Professor",
    address: "12 Hazratganj, Lucknow",
    state: "Uttar Pradesh",
    areaOfSpecialization: "Agronomy",
    showContactInDirectory: false,
  },
  "POST /api/member/payments": {
    method: "UPI",
    reference: "123456789012",
    amount: 1180,
    paidOn: "2026-01-15",
    purpose: "application",
  },
  "POST /api/event-registrations/access-code": { reference: "EVT-2345-6789", email: "probe@example.org" },
  "POST /api/event-registrations/access-code/verify": {
    reference: "EVT-2345-6789",
    email: "probe@example.org",
    code: "123456",
  },
  "POST /api/member/event-registrations/{id}/payments": {
    method: "UPI",
    reference: "123456789014",
    amount: 500,
    paidOn: "2026-01-15",
  },
  "POST /api/event-registrations/mine/payments": {
    method: "UPI",
    reference: "123456789013",
    amount: 500,
    paidOn: "2026-01-15",
  },
};

/**
 * A body each membership-office write accepts; its path names the newest registration (the member
 * stored below, with a reported payment for `{paymentId}`). Its record's own fields would not do:
 * a correction refuses the frozen ones (type, payments) by name.
 */
const OFFICE_BODIES: Record<string, Record<string, unknown>> = {
  "POST /api/membership-registrations/{id}/payments": {
    method: "Bank transfer",
    reference: "NEFT-2026-0001",
    amount: 1180,
    paidOn: "2026-01-15",
    purpose: "application",
  },
  "PUT /api/membership-registrations/{id}/payments/{paymentId}": { status: "received", note: "Seen on the statement" },
  "POST /api/events/{id}/registrations/{registrationId}/payments": {
    method: "Bank transfer",
    reference: "NEFT-2026-0002",
    amount: 500,
    paidOn: "2026-01-15",
  },
  "PUT /api/events/{id}/registrations/{registrationId}/payments/{paymentId}": { status: "rejected" },
  "PUT /api/membership-registrations/{id}": {
    name: "A. Member",
    email: "probe@example.org",
    contact: "+91 98765 43210",
    designation: "Professor",
    address: "12 Hazratganj, Lucknow",
    state: "Uttar Pradesh",
    areaOfSpecialization: "Agronomy",
    showContactInDirectory: false,
    validUntil: null,
  },
};

/**
 * Bodies the administrators' writes accept: a new address to add (the list's first entry is the
 * site owner, whose address is taken), and a code of the invitation's shape (no stored record has
 * one: only its hash is kept).
 */
const ADMINISTRATOR_BODIES: Record<string, Record<string, unknown>> = {
  "POST /api/admin/users": { email: "probe.editor@example.org", name: "Probe Editor", role: "editor" },
  "POST /api/admin/users/accept-invite": {
    email: "probe.editor@example.org",
    code: "12345678",
    password: "a long enough password",
  },
  "PUT /api/admin/password": { currentPassword: "the current password", newPassword: "a new password" },
};

/**
 * The journal's bodies, from its first stored record where there is one: the details as a save
 * takes them (until first saved they have no ISSN, which a save needs); a new issue with a volume
 * no demo issue has, and a new draft article under an address no other article has. An annual
 * report needs a year no demo report has (one report per year).
 */
const BODIES_FROM_A_RECORD: Record<string, (stored: Record<string, unknown> | undefined) => Record<string, unknown>> = {
  "PUT /api/journal": () => typedJournalDetails,
  "POST /api/journal/issues": (stored) => ({ ...stored, volume: 99, number: 1, published: false }),
  "POST /api/journal/articles": (stored) => ({ ...stored, slug: "probe-article", ready: false }),
  "POST /api/annual-reports": (stored) => ({ ...stored, year: "2097-98" }),
  "PUT /api/journal/issues/{id}/order": () => ({ articles: ["0123456789abcdef01234567"] }),
  // A new event needs an address of its own; a registration, a person and one of the event's categories.
  "POST /api/events": (stored) => ({ ...stored, slug: "probe-event", published: false }),
  "POST /api/events/{id}/register": (stored) => ({
    name: "Probe Registrant",
    email: "probe@example.org",
    phone: "+91 98765 43210",
    category: ((stored?.fees ?? []) as { name: string }[])[0]?.name,
  }),
};

async function prepareEndpoint(operation: WriteOperation): Promise<Endpoint> {
  const properties = operation.bodySchema.properties ?? {};
  const fields = Object.keys(properties);
  const required = operation.bodySchema.required ?? [];
  const stored = operation.member || operation.registrant ? undefined : await firstRecord(operation.path);
  const record =
    MEMBER_BODIES[operation.label] ??
    OFFICE_BODIES[operation.label] ??
    ADMINISTRATOR_BODIES[operation.label] ??
    BODIES_FROM_A_RECORD[operation.label]?.(stored) ??
    stored ??
    {};
  const valid: Record<string, unknown> = {};
  for (const field of fields) if (record[field] !== undefined) valid[field] = record[field];
  for (const field of required) valid[field] ??= sampleValue(field, properties[field] ?? {});

  const accepts = acceptsWith(operation.validator);
  const files = Object.fromEntries(
    Object.entries(operation.fileFields).map(([name, description]) => [name, goodFile(description)]),
  );
  const multipart = Object.keys(files).length > 0;
  const problems = operation.validator.safeParse(valid).error?.issues;
  if (problems || (multipart && !accepts(formFields(valid).fields))) {
    throw new Error(`${operation.label}: no valid body to start from (${JSON.stringify(problems ?? "as a form")})`);
  }

  let url = operation.path;
  if (operation.member && url.includes("{id}")) {
    // A member's write about one of their event registrations: the body is judged before the id.
    url = url.replace("{id}", eventRegistration.registrationId);
  }
  if (url.includes("{registrationId}")) {
    // The registration stored below, on its own event, and its reported payment.
    url = url
      .replace("{id}", eventRegistration.eventId)
      .replace("{registrationId}", eventRegistration.registrationId)
      .replace("{paymentId}", eventRegistration.paymentId);
  }
  if (url.includes("{id}")) {
    if (typeof stored?._id !== "string") throw new Error(`${operation.label}: no stored record to address`);
    url = url.replace("{id}", stored._id);
  }
  if (url.includes("{paymentId}")) {
    const [payment] = (stored?.payments ?? []) as { _id: string }[];
    if (!payment) throw new Error(`${operation.label}: the stored record has no payment to address`);
    url = url.replace("{paymentId}", payment._id);
  }
  return { operation, url, shape: { valid, fields, required, files, accepts } };
}

beforeAll(async () => {
  sandboxDirectory = await storeFolder("society-bad-input-");
  sandbox = await startBlobsSandbox(sandboxDirectory, { inProcess: true });
  process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;
  resetStoreClient();
  await seedDemoContent();
  token = await adminToken();
  refusedTokens = await badTokens();
  const now = new Date().toISOString();
  // The newest registration: the office's writes address it and its reported payment.
  const member = await storeMember({
    payments: [
      {
        _id: "0123456789abcdef0123aaaa",
        method: "UPI",
        reference: "123456789099",
        amount: 1180,
        paidOn: "2026-01-15",
        purpose: "application",
        status: "reported",
        source: "member",
        createdAt: now,
        updatedAt: now,
      },
    ],
  });
  const session = await signIn(member.email);
  memberCookie = `member_session=${session}`;
  const [memberId = ""] = session.split(".");
  refusedCookies = [
    undefined,
    "member_session=garbage",
    `member_session=${memberId}.${"A".repeat(43)}`,
    `member_session=${session}; member_session=${session}`,
    // The real cookie with its last character changed.
    `member_session=${session.slice(0, -1)}${session.endsWith("B") ? "C" : "B"}`,
  ];
  // A registration for the demo symposium (open for registration whenever the demo is seeded),
  // its access token as the e-mailed code gives it, and a payment it reported.
  const symposium = (await eventsCollection.list()).find((event) => event.kind === "symposium");
  if (!symposium) throw new Error("The demo has no symposium.");
  const { record: registration } = await registerForEvent(
    symposium._id,
    eventRegistrationInput.parse({
      name: "Probe Registrant",
      email: "probe.registrant@example.org",
      phone: "+91 98765 43210",
      category: "Non-member",
    }),
    undefined,
  );
  const issued = await requestAccessCode(registration.reference, registration.email, undefined);
  if (!issued) throw new Error("No access code for the probe registration.");
  registrantToken = await verifyAccessCode(registration.reference, registration.email, issued.code, undefined);
  const reported = await addEventPayment(
    symposium._id,
    registration._id,
    eventPaymentInput.parse({ method: "UPI", reference: "123456789088", amount: 100, paidOn: "2026-01-15" }),
    "registrant",
  );
  eventRegistration = { eventId: symposium._id, registrationId: registration._id, paymentId: reported.payment._id };
  refusedRegistrantTokens = [
    undefined,
    "garbage",
    token,
    // The real token with its signature's first character changed (its last one may differ only in
    // padding bits, which decode to the same signature).
    changedSignature(registrantToken),
  ];
  // An administrator besides the site owner: the collection exists before the creates below add and remove theirs.
  await storeAdministrator("membership");
  for (const operation of writeOperations) endpoints.set(operation.label, await prepareEndpoint(operation));
}, 60_000);

afterAll(async () => {
  printTally();
  await sandbox?.stop();
  if (sandboxDirectory) await rm(sandboxDirectory, { recursive: true, force: true });
  if (sharedContext === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
  else process.env.NETLIFY_BLOBS_CONTEXT = sharedContext;
  resetStoreClient();
});

function endpointFor(label: string): Endpoint {
  const endpoint = endpoints.get(label);
  if (!endpoint) throw new Error(`${label} was not prepared`);
  return endpoint;
}

// ---------------------------------------------------------------------------------------------
// Calls, answers, the store and the prototypes

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(
  method: string,
  url: string,
  body: { contentType: string | null; bytes: Uint8Array; declaredLength?: number },
  bearer?: string,
  cookie?: string,
): Promise<Answer> {
  const headers = new Headers({ "content-length": String(body.declaredLength ?? body.bytes.length) });
  if (body.contentType !== null) headers.set("content-type", body.contentType);
  if (bearer !== undefined) headers.set("authorization", `Bearer ${bearer}`);
  if (cookie !== undefined) headers.set("cookie", cookie);
  const request = new Request(`http://localhost${url}`, { method, headers, body: new Uint8Array(body.bytes) });
  const match = router.match(request, CLIENT_IP);
  if (!match) throw new Error(`No function serves ${method} ${url}`);
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${method} ${url} did not answer in ${CALL_TIMEOUT_MS} ms`)),
      CALL_TIMEOUT_MS,
    );
  });
  try {
    const response = await Promise.race([match.run(), hang]);
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      text: await response.text(),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Statuses seen per endpoint, and how many bodies of each kind were sent, for the closing table. */
const tally = new Map<string, Map<number, number>>();
const kindsSent = new Map<string, number>();

function count(label: string, status: number): void {
  const statuses = tally.get(label) ?? new Map<number, number>();
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  tally.set(label, statuses);
}

function printTally(): void {
  const columns = [400, 401, 413, 415];
  const rows = [...tally].map(([label, statuses]) => {
    const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const of = (test: (status: number) => boolean) =>
      [...statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
    return [
      label,
      String(total),
      ...columns.map((status) => String(statuses.get(status) ?? 0)),
      String(of((status) => status >= 400 && status < 500 && !columns.includes(status))),
      String(of((status) => status < 400 || status >= 500)),
    ];
  });
  const header = ["endpoint", "inputs", "400", "401", "413", "415", "other 4xx", "not 4xx"];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join("  ");
  const kinds = [...kindsSent].sort(([a], [b]) => a.localeCompare(b)).map(([kind, n]) => `${kind}: ${n}`);
  console.log(
    ["Malformed input per write endpoint:", line(header), ...rows.map(line), `By kind: ${kinds.join(", ")}`].join("\n"),
  );
}

/**
 * Why an answer is not a clean refusal: a status among those the case allows (all 4xx), JSON, with
 * a non-empty string `message`. Checked by hand, as 26,000 calls through `expect` cost seconds.
 */
function refusalProblem(answer: Answer, expected: readonly number[]): string | undefined {
  if (!expected.includes(answer.status) || answer.status < 400 || answer.status >= 500) {
    return `answered ${answer.status}, expected ${expected.join(" or ")}`;
  }
  if (!answer.contentType.startsWith("application/json")) return `answered as ${answer.contentType}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return "answered with a body that is not JSON";
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== "string" || message.trim() === "") return "answered without a message";
  return undefined;
}

const describeCase = (testCase: MalformedCase) => {
  const preview = Buffer.from(testCase.bytes.subarray(0, 160)).toString("utf8");
  return `${testCase.kind} (${testCase.contentType ?? "no content type"}, ${testCase.bytes.length} bytes): ${JSON.stringify(preview)}`;
};

function expectRefused(answer: Answer, expected: readonly number[], what: () => string): void {
  const problem = refusalProblem(answer, expected) ?? prototypeProblem(false);
  if (problem) expect.fail(`${problem}: ${what()} -> ${answer.text.slice(0, 300)}`);
}

/** What the built-in prototypes hold, as "Prototype.key" -> value. */
const prototypes = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype };
const prototypeContents = () =>
  new Map(
    Object.entries(prototypes).flatMap(([name, prototype]) =>
      Reflect.ownKeys(prototype).map(
        (key) => [`${name}.${String(key)}`, Reflect.getOwnPropertyDescriptor(prototype, key)?.value] as const,
      ),
    ),
  );
const pristinePrototypes = prototypeContents();

/**
 * How a prototype was polluted, if it was. After each call: a new key (cheap); with `everyValue`
 * (after each endpoint's run), also any value replaced.
 */
function prototypeProblem(everyValue: boolean): string | undefined {
  const blank = {} as Record<string, unknown>;
  if (blank.polluted !== undefined || blank.isAdmin !== undefined) return "Object.prototype was polluted";
  const keyCount = Object.values(prototypes).reduce<number>(
    (sum, prototype) => sum + Reflect.ownKeys(prototype).length,
    0,
  );
  if (keyCount !== pristinePrototypes.size) return "a built-in prototype gained or lost a key";
  if (!everyValue) return undefined;
  const now = prototypeContents();
  const changed = [...pristinePrototypes].filter(([key, value]) => !now.has(key) || now.get(key) !== value);
  return changed.length > 0 ? `built-in prototypes changed: ${changed.map(([key]) => key).join(", ")}` : undefined;
}

interface StoredBlob {
  bytes: Buffer;
  metadata: string;
  etag: string | undefined;
}

/**
 * Every blob of every store: key, bytes, metadata and etag, read from the sandbox's folder, where
 * it keeps each blob as a file under `entries/` and its metadata under `metadata/`. The etag is
 * what the sandbox answers for the file (scripts/lib/blobs-sandbox.ts: its path, inode, size and
 * nanosecond mtime), so a rewrite with the same bytes still changes it. Reading the files is the
 * same snapshot as asking the sandbox for each blob, at a fraction of the cost: the endpoints'
 * runs take two snapshots of the whole demo store each. Read blocking: nothing else writes this
 * sandbox meanwhile, and a small file read so costs a tenth of the promise form's CPU.
 */
function snapshotStore(): Map<string, StoredBlob> {
  const entries = path.join(sandboxDirectory, "entries");
  const metadataRoot = path.join(sandboxDirectory, "metadata");
  const files = readdirSync(entries, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(entries, path.join(entry.parentPath, entry.name)));
  expect(files.length).toBeGreaterThan(0);
  const snapshot = new Map<string, StoredBlob>();
  for (const file of files) {
    const dataPath = path.join(entries, file);
    const metadataPath = path.join(metadataRoot, file);
    snapshot.set(file, {
      bytes: readFileSync(dataPath),
      metadata: existsSync(metadataPath) ? readFileSync(metadataPath, "utf8") : "{}",
      etag: sandboxETag(dataPath),
    });
  }
  return snapshot;
}

function expectSameStore(
  before: Map<string, StoredBlob>,
  after: Map<string, StoredBlob>,
  options: { compareEtags: boolean; ignore?: (key: string) => boolean } = { compareEtags: true },
): void {
  const keep = (key: string) => !options.ignore?.(key);
  expect([...after.keys()].filter(keep).sort()).toEqual([...before.keys()].filter(keep).sort());
  for (const [key, blob] of before) {
    if (!keep(key)) continue;
    const now = after.get(key);
    expect(now?.bytes.equals(blob.bytes), `bytes of ${key}`).toBe(true);
    expect(now?.metadata, `metadata of ${key}`).toBe(blob.metadata);
    if (options.compareEtags) expect(now?.etag, `etag of ${key}`).toBe(blob.etag);
  }
}

/**
 * The activity log's calls (docs/rules/members-and-money.md §9): generated query strings on the list and generated ids and
 * bodies on the restore. Without a good token: 401 before anything runs. With one: the list answers
 * 200 or 400 with a message, the restore 404 for anything that is not an entry's id, never a 5xx,
 * and neither changes the store. First in the file: the endpoints' runs below fill the log (after
 * them its 300 queries took 48.6 s, before them 1.3 s), and what this judges is the answer to a
 * query, not the log's size.
 */
describe("the activity log's calls", () => {
  const ACTIVITY_RUNS = 300;
  const queryValue = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom("0", "-1", "201", "1e3", "50.5", "NaN", "admin", "member", "public", "news", "__proto__", ""),
    fc.constantFrom(
      "2026-01-01T00-00-00-000Z-0123456789abcdef01234567",
      "../collections/news",
      "%00",
      "a".repeat(5000),
    ),
  );
  const queryName = fc.oneof(
    fc.constantFrom("limit", "cursor", "collection", "actor", "__proto__", "constructor", "limit[]"),
    fc.string({ maxLength: 12 }),
  );
  const query = fc
    .array(fc.tuple(queryName, queryValue), { maxLength: 6 })
    .map((pairs) => new URLSearchParams(pairs).toString());
  const entryId = fc.oneof(
    fc.string({ minLength: 1, maxLength: 60 }).map(encodeURIComponent),
    fc.constantFrom("2026-01-01T00-00-00-000Z-0123456789abcdef01234567", "..%2Factivity-meta%2Ffirst-month", "%2e%2e"),
  );
  it(`GET /api/admin/activity answers ${ACTIVITY_RUNS} generated queries with 200 or 400, 401 without a good token`, async () => {
    const label = "GET /api/admin/activity";
    const before = snapshotStore();
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom(...refusedTokens), async (search, bearer) => {
        const url = `/api/admin/activity?${search}`;
        const asAnswer = (result: CallResult): Answer => ({
          status: result.status,
          contentType: result.headers.get("content-type") ?? "",
          text: result.bytes.toString("utf8"),
        });
        const refused = asAnswer(await call("GET", url, bearer === undefined ? {} : { token: bearer }));
        count(label, refused.status);
        expectRefused(refused, [401], () => url);
        const answer = asAnswer(await call("GET", url, { token }));
        if (answer.status === 400) expectRefused(answer, [400], () => url);
        else expect(answer.status, `${url} -> ${answer.text.slice(0, 200)}`).toBe(200);
      }),
      { numRuns: ACTIVITY_RUNS },
    );
    expectSameStore(before, snapshotStore());
  }, 60_000);

  it(`POST /api/admin/activity/{id}/restore answers ${ACTIVITY_RUNS} generated ids and bodies with 404, 401 without a good token`, async () => {
    const label = "POST /api/admin/activity/{id}/restore";
    const before = snapshotStore();
    await fc.assert(
      fc.asyncProperty(
        entryId,
        malformedBody(ANY_BODY),
        fc.constantFrom(...refusedTokens),
        async (id, body, bearer) => {
          const url = `/api/admin/activity/${id}/restore`;
          // An id such as ".." makes another path, which is not this call's.
          if (!/^\/api\/admin\/activity\/[^/]+\/restore$/.test(new URL(url, "http://localhost").pathname)) return;
          const what = () => `${url}: ${describeCase(body)}`;
          const refused = await send("POST", url, body, bearer);
          count(label, refused.status);
          expectRefused(refused, [401, 413], what);
          const answer = await send("POST", url, body, token);
          expectRefused(answer, [404, 413], what);
        },
      ),
      { numRuns: ACTIVITY_RUNS },
    );
    expectSameStore(before, snapshotStore());
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------

describe("write endpoints of the served reference", () => {
  it("are judged by a store snapshot that sees a new blob, a changed one and one rewritten with the same bytes", async () => {
    const store = getStore({ name: STORE_NAME, consistency: "strong" });
    const key = "state/snapshot-probe";
    const probe = (snapshot: Map<string, StoredBlob>) =>
      [...snapshot].find(([file]) => file.endsWith("snapshot-probe"))?.[1];
    const empty = snapshotStore();
    expect(probe(empty)).toBeUndefined();
    await store.set(key, "a");
    const first = probe(snapshotStore());
    expect(first?.bytes.toString()).toBe("a");
    await store.set(key, "b", { metadata: { note: "changed" } });
    const second = probe(snapshotStore());
    expect([second?.bytes.toString(), second?.metadata]).toEqual(["b", JSON.stringify({ note: "changed" })]);
    // The same bytes and metadata again: only the etag tells the rewrite.
    await store.set(key, "b", { metadata: { note: "changed" } });
    const third = probe(snapshotStore());
    expect([third?.bytes.toString(), third?.metadata]).toEqual(["b", second?.metadata]);
    expect(third?.etag).not.toBe(second?.etag);
    await store.delete(key);
    expect(snapshotStore().size).toBe(empty.size);
  });

  it("include every public and multipart write", () => {
    const labels = writeOperations.map((operation) => operation.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "POST /api/admin/login",
        "POST /api/membership-registrations/register",
        "POST /api/subscribers",
        "POST /api/award-nomination",
        "POST /api/executives",
        "PUT /api/executives/{id}",
        "POST /api/books",
        "PUT /api/books/{id}",
        "POST /api/downloads",
        "POST /api/annual-reports",
        "POST /api/journal/issues",
        "PUT /api/journal/issues/{id}",
        "POST /api/journal/articles",
        "PUT /api/journal/articles/{id}",
        "POST /api/events",
        "PUT /api/events/{id}",
        "POST /api/events/{id}/register",
        "POST /api/events/{id}/registrations/{registrationId}/payments",
        "PUT /api/events/{id}/registrations/{registrationId}/payments/{paymentId}",
        "POST /api/event-registrations/access-code",
        "POST /api/event-registrations/access-code/verify",
        "POST /api/event-registrations/mine/payments",
        "POST /api/member/event-registrations/{id}/payments",
        "POST /api/events/{id}/submit-abstract",
        "PUT /api/events/{id}/abstracts/{abstractId}",
        "POST /api/member/login",
        "POST /api/member/login-code",
        "POST /api/member/login-code/verify",
        "PUT /api/member/me",
        "PUT /api/member/password",
        "POST /api/member/payments",
        "PUT /api/settings",
        "PUT /api/membership-registrations/{id}",
        "POST /api/membership-registrations/{id}/payments",
        "PUT /api/membership-registrations/{id}/payments/{paymentId}",
        "POST /api/admin/users",
        "PUT /api/admin/users/{id}",
        "POST /api/admin/users/accept-invite",
        "PUT /api/admin/password",
      ]),
    );
    expect(writeOperations.filter((operation) => Object.keys(operation.fileFields).length > 0)).toHaveLength(13);
    expect(writeOperations.length).toBeGreaterThanOrEqual(30);
  });
});

describe.each(writeOperations.map((operation) => [operation.label, operation] as const))("%s", (label, operation) => {
  it(`refuses ${RUNS_PER_ENDPOINT} malformed bodies (and over-1-MB JSON) with a 4xx and { message }, leaving the store as it was`, async () => {
    const { url, shape } = endpointFor(label);
    const before = snapshotStore();
    let tried = 0;

    await fc.assert(
      fc.asyncProperty(malformedBody(shape), async (testCase) => {
        const answer = await send(
          operation.method,
          url,
          testCase,
          operation.admin ? token : operation.registrant ? registrantToken : undefined,
          operation.member ? memberCookie : undefined,
        );
        tried++;
        count(label, answer.status);
        kindsSent.set(testCase.kind, (kindsSent.get(testCase.kind) ?? 0) + 1);
        expectRefused(answer, testCase.expected, () => `${label}: ${describeCase(testCase)}`);
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
    expect(tried).toBeGreaterThanOrEqual(RUNS_PER_ENDPOINT);

    // The limits on a good body: over 1 MB said honestly, claimed by a lying Content-Length, or
    // hidden behind a small one; and one level of nesting too many.
    const json = (value: Record<string, unknown>) => new TextEncoder().encode(objectText(value));
    const padded = json({ ...shape.valid, padding: "x".repeat(MAX_JSON_BYTES) });
    const small = json(shape.valid);
    const tooDeep = json({
      ...shape.valid,
      nested: JSON.parse("[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH)),
    });
    for (const [body, status, message] of [
      [{ bytes: padded }, 413, TOO_LARGE_MESSAGE],
      [{ bytes: small, declaredLength: MAX_JSON_BYTES + 1 }, 413, TOO_LARGE_MESSAGE],
      [{ bytes: padded, declaredLength: small.length }, 413, TOO_LARGE_MESSAGE],
      [{ bytes: tooDeep }, 400, TOO_DEEP_MESSAGE],
    ] as const) {
      const answer = await send(
        operation.method,
        url,
        { contentType: "application/json", ...body },
        operation.admin ? token : operation.registrant ? registrantToken : undefined,
        operation.member ? memberCookie : undefined,
      );
      count(label, answer.status);
      expect({ status: answer.status, body: JSON.parse(answer.text) as unknown }).toEqual({
        status,
        body: { message },
      });
    }

    if (operation.admin) {
      // Without a good token the same bodies never get past the door.
      const refusal = JSON.stringify({ message: AUTH_MESSAGE });
      await fc.assert(
        fc.asyncProperty(malformedBody(shape), fc.constantFrom(...refusedTokens), async (testCase, bearer) => {
          const answer = await send(operation.method, url, testCase, bearer);
          count(label, answer.status);
          const what = () => `${label} with token ${bearer ?? "(none)"}: ${describeCase(testCase)}`;
          expectRefused(answer, [401], what);
          if (answer.text !== refusal) expect.fail(`not the login message: ${what()} -> ${answer.text}`);
        }),
        { numRuns: UNAUTHENTICATED_RUNS },
      );
    }

    if (operation.member) {
      // Without a working session cookie the same bodies never get past the door either.
      const refusal = JSON.stringify({ message: AUTH_MESSAGE });
      await fc.assert(
        fc.asyncProperty(malformedBody(shape), fc.constantFrom(...refusedCookies), async (testCase, cookie) => {
          const answer = await send(operation.method, url, testCase, undefined, cookie);
          count(label, answer.status);
          const what = () => `${label} with cookie ${cookie ?? "(none)"}: ${describeCase(testCase)}`;
          expectRefused(answer, [401], what);
          if (answer.text !== refusal) expect.fail(`not the login message: ${what()} -> ${answer.text}`);
        }),
        { numRuns: UNAUTHENTICATED_RUNS },
      );
    }

    if (operation.registrant) {
      // Without a live access token the same bodies never get past the door.
      const refusal = JSON.stringify({ message: EVENT_ACCESS_MESSAGES.accessEnded });
      await fc.assert(
        fc.asyncProperty(
          malformedBody(shape),
          fc.constantFrom(...refusedRegistrantTokens),
          async (testCase, bearer) => {
            const answer = await send(operation.method, url, testCase, bearer);
            count(label, answer.status);
            const what = () => `${label} with token ${bearer ?? "(none)"}: ${describeCase(testCase)}`;
            expectRefused(answer, [401], what);
            if (answer.text !== refusal) expect.fail(`not the access message: ${what()} -> ${answer.text}`);
          },
        ),
        { numRuns: UNAUTHENTICATED_RUNS },
      );
    }

    expect(prototypeProblem(true)).toBeUndefined();
    expectSameStore(before, snapshotStore());
  }, 60_000);
});

/** Creating endpoints whose record can be deleted again by id. */
const creates = writeOperations.flatMap((operation) => {
  if (operation.method !== "POST" || apiDocument.paths[operation.path]?.post?.responses["201"] === undefined) return [];
  const base = hasGet(operation.path) ? operation.path : operation.path.replace(/\/[^/]+$/, "");
  const itemPath = `${base}/{id}`;
  return apiDocument.paths[itemPath]?.delete ? [[operation.label, operation, itemPath] as const] : [];
});

describe.each(creates)("%s with a valid body and extra keys", (label, operation, itemPath) => {
  it("stores the record without the extras, pollutes nothing, and its delete restores the store", async () => {
    const { url, shape } = endpointFor(label);
    const recordSchema =
      apiDocument.paths[operation.path]?.post?.responses["201"]?.content?.["application/json"]?.schema;
    const recordFields = Object.keys(recordSchema?.properties ?? {});
    expect(recordFields.length).toBeGreaterThan(0);
    const listPath = listPathOf(operation.path) ?? "";
    const before = snapshotStore();
    // Each create asks for a rebuild; without a build hook that is a warning per write.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      await fc.assert(
        fc.asyncProperty(validWithExtras(shape), async (body) => {
          const what = `${label}: ${Buffer.from(body.bytes.subarray(0, 300)).toString("utf8")}`;
          const created = await send(operation.method, url, body, token);
          expect(created.status, `${what} -> ${created.text.slice(0, 300)}`).toBe(201);
          const id = (JSON.parse(created.text) as { _id: string })._id;
          const stored = (
            JSON.parse((await call("GET", listPath, { token })).bytes.toString("utf8")) as
              Record<string, unknown>[] | undefined
          )?.find((record) => record._id === id);
          expect(stored, what).toBeDefined();
          expect(
            Object.keys(stored ?? {}).filter((key) => !recordFields.includes(key)),
            what,
          ).toEqual([]);
          for (const forbidden of ["polluted", "isAdmin", "passwordHash", "__proto__", "constructor", "prototype"]) {
            expect(Object.hasOwn(stored ?? {}, forbidden), `${what}: ${forbidden}`).toBe(false);
          }
          expect(JSON.stringify(stored)).not.toContain("polluted");
          expect(stored?.createdAt).not.toBe("1999-01-01T00:00:00.000Z");
          expect(stored?.image ?? "").not.toBe("https://evil.example/x.png");
          expect(prototypeProblem(true), what).toBeUndefined();
          const deleted = await send(
            "DELETE",
            itemPath.replace("{id}", id),
            { contentType: null, bytes: new Uint8Array() },
            token,
          );
          expect(deleted.status, what).toBe(200);
        }),
        { numRuns: EXTRAS_RUNS },
      );
    } finally {
      warn.mockRestore();
    }
    // Everything is back but the publish state, which counts the edits waiting for a rebuild, the
    // invitations an added administrator is sent (the outbox is history: it keeps what went out, and
    // its index what went to whom), the
    // activity log, which records each create and delete, and the trash, which keeps a deleted
    // record's file 30 days.
    expectSameStore(before, snapshotStore(), {
      compareEtags: false,
      ignore: (key) =>
        key.endsWith("state/publish") ||
        /\/(activity|activity-meta|files-trash)\//.test(key) ||
        (label === "POST /api/admin/users" && /\/outbox(-by-member|-by-address)?\//.test(key)),
    });
  }, 60_000);
});

/**
 * Administrator calls that read no body (POST /api/admin/reminders/run) and the GET that answers a
 * file (the members' CSV). Whatever is sent with them, without a good token they answer 401 before
 * anything runs and leave the store as it was; with one, a body or a query is ignored, never a 5xx.
 */
const BODYLESS_RUNS = 200;
/** Label -> the answer with a good token (the demo content has no annual member near a reminder). */
const BODYLESS_ADMIN_CALLS: Record<string, unknown> = {
  "POST /api/admin/reminders/run": { sent: 0, skipped: 0, waiting: 0 },
};
/**
 * The generators vary a body around one the endpoint accepts; such a call reads none, so any body
 * is as good as another. One fictional field stands in, "accepted" only as given.
 */
const ANY_BODY: EndpointShape = {
  valid: { note: "run now" },
  fields: ["note"],
  required: [],
  files: {},
  accepts: (body) => isDeepStrictEqual(body, { note: "run now" }),
};

describe.each(Object.entries(BODYLESS_ADMIN_CALLS))("%s", (label, expected) => {
  const [method = "", url = ""] = label.split(" ");

  it(`answers ${BODYLESS_RUNS} malformed bodies with 401 without a good token (store untouched), and ignores them with one`, async () => {
    const refusal = JSON.stringify({ message: AUTH_MESSAGE });
    const before = snapshotStore();
    await fc.assert(
      fc.asyncProperty(malformedBody(ANY_BODY), fc.constantFrom(...refusedTokens), async (testCase, bearer) => {
        const answer = await send(method, url, testCase, bearer);
        count(label, answer.status);
        if (answer.status !== 401 || answer.text !== refusal) {
          expect.fail(`${label} with token ${bearer ?? "(none)"}: ${describeCase(testCase)} -> ${answer.text}`);
        }
      }),
      { numRuns: BODYLESS_RUNS },
    );
    expectSameStore(before, snapshotStore());

    await fc.assert(
      fc.asyncProperty(malformedBody(ANY_BODY), async (testCase) => {
        // Not tallied: the table counts refusals, and these are answered.
        const answer = await send(method, url, testCase, token);
        const what = () => `${label}: ${describeCase(testCase)} -> ${answer.status} ${answer.text.slice(0, 200)}`;
        // A body over the request limit may be refused before the function; anything else is ignored.
        if (answer.status === 413) expectRefused(answer, [413], what);
        else
          expect({ status: answer.status, body: JSON.parse(answer.text) as unknown }, what()).toEqual({
            status: 200,
            body: expected,
          });
      }),
      { numRuns: BODYLESS_RUNS },
    );
    expect(prototypeProblem(true)).toBeUndefined();
  }, 60_000);
});

describe("GET /api/membership-registrations/export.csv", () => {
  const PATH = "/api/membership-registrations/export.csv";
  const queries = ["", "?", "?format=xlsx", "?a=%00%FF", "?__proto__[isAdmin]=1", `?q=${"x".repeat(8000)}`, "?;=,"];

  it("answers the same file whatever the query, and 401 without a good token, changing nothing", async () => {
    const before = snapshotStore();
    const reference = await call("GET", PATH, { token });
    expect(reference.status).toBe(200);
    for (const query of queries) {
      const answer = await call("GET", `${PATH}${query}`, { token });
      expect(answer.status, query).toBe(200);
      expect(answer.bytes.equals(reference.bytes), query).toBe(true);
      for (const bearer of refusedTokens) {
        const refused = await call("GET", `${PATH}${query}`, bearer === undefined ? {} : { token: bearer });
        count("GET /api/membership-registrations/export.csv", refused.status);
        expect({ status: refused.status, body: refused.json }, `${query} ${bearer ?? "(none)"}`).toEqual({
          status: 401,
          body: { message: AUTH_MESSAGE },
        });
      }
    }
    expectSameStore(before, snapshotStore());
  });
});
