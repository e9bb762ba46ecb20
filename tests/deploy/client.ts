/**
 * A request's limit. Under `npm test` the smoke shares two cores with the type check, the lint and
 * the unit run, and netlify-cli loads each function on its first request: a first request queued
 * behind some 80 others has taken over a minute there (34-38 s for all of them when alone).
 */
const REQUEST_TIMEOUT_MS = 120_000;

export interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
}

export interface RequestOptions {
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** A request the client sent, by its method and path (without the query), and what answered. */
export interface SentRequest {
  method: string;
  path: string;
  answer: Answer;
}

/** Requests to the served site over HTTP, as a browser or the admin panel sends them. */
export class SiteClient {
  /** Every request sent so far, in the order they were answered. */
  readonly sent: SentRequest[] = [];

  constructor(readonly baseUrl: string) {}

  async send(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers = new Headers(options.headers);
    if (options.token) headers.set("authorization", `Bearer ${options.token}`);
    let body: BodyInit | undefined = options.form;
    if (options.body !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(options.body);
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const isJson = (response.headers.get("content-type") ?? "").includes("application/json");
    const answer = {
      status: response.status,
      headers: response.headers,
      bytes,
      json: isJson ? (JSON.parse(bytes.toString("utf8")) as unknown) : undefined,
    };
    this.sent.push({ method, path: new URL(path, this.baseUrl).pathname, answer });
    return answer;
  }
}

/** Throws with `what` when the condition does not hold. */
export function expect(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(what);
}

/** `what` answered `status` and a JSON body; answers that body. */
export function expectJson(answer: Answer, status: number, what: string): unknown {
  expect(
    answer.status === status && answer.json !== undefined,
    `${what}: expected ${status} JSON, got ${answer.status} ${answer.headers.get("content-type") ?? ""} ${answer.bytes.toString("utf8").slice(0, 200)}`,
  );
  return answer.json;
}

export type StoredRecord = Record<string, unknown> & { _id: string };

/** `what` answered 200 with a JSON list of records; answers the list. */
export function expectRecords(answer: Answer, what: string): StoredRecord[] {
  const list = expectJson(answer, 200, what);
  expect(
    Array.isArray(list) && list.every((item) => typeof (item as { _id?: unknown })._id === "string"),
    `${what}: not a list of records`,
  );
  return list as StoredRecord[];
}
