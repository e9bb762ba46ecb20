import { randomBytes } from "node:crypto";
import { publishStatus } from "../../src/domain/publish";
import { UPLOAD_LIMITS } from "../../src/domain/upload-limits";
import { mapConcurrently } from "../../src/server/core/map-concurrently";
import { LOCAL_DEFAULTS } from "../../src/server/core/config";
import { demoRegistrations } from "../../scripts/lib/demo-content";
import { simplePdf } from "../../scripts/lib/demo/pdf";
import { expect, expectJson, expectRecords, type Answer, type SiteClient, type StoredRecord } from "./client";

/**
 * The smoke of the whole /api contract against the site as netlify-cli serves it. Each check is
 * named by what it proves; later checks use what earlier ones found (the token, stored records).
 */

const AUTH_REQUIRED = "Authentication required. Please log in.";
const NO_API = "There is no API at ";
/** An id no record has (the store's ids are 24 hex digits). */
const UNKNOWN_ID = "0123456789abcdef01234567";

/** Collections with demo content, each read publicly as a list, and (with an id route) one by one. */
const COLLECTIONS = [
  { path: "/api/news", byId: true },
  { path: "/api/executives", byId: true },
  { path: "/api/editorials", byId: true },
  { path: "/api/books", byId: true },
  { path: "/api/workshops", byId: true },
  { path: "/api/conference-listings", byId: true },
  { path: "/api/awards", byId: true },
  { path: "/api/awardees", byId: true },
  { path: "/api/award-nomination", byId: true },
  { path: "/api/memberships", byId: true },
  { path: "/api/payment-details", byId: true },
  { path: "/api/downloads", byId: false },
  { path: "/api/annual-reports", byId: false },
  { path: "/api/membership-registrations", byId: false },
] as const;

/** The collections an administrator edits record by record: each gets one update. */
const EDITABLE = COLLECTIONS.filter((collection) => collection.byId);

interface State {
  token: string;
  records: Map<string, StoredRecord[]>;
}

export interface Check {
  name: string;
  run(site: SiteClient, state: State): Promise<void>;
}

export const newState = (): State => ({ token: "", records: new Map() });

const STORED_META = new Set(["_id", "createdAt", "updatedAt"]);
/** A record's own fields, as a form sends them. */
const withoutMeta = (record: StoredRecord) =>
  Object.fromEntries(Object.entries(record).filter(([field]) => !STORED_META.has(field)));

function first(state: State, path: string): StoredRecord {
  const record = state.records.get(path)?.[0];
  expect(record !== undefined, `no record of ${path} was read`);
  return record;
}

/**
 * A documented path with a stored record's id where one was read, so a read finds it. (netlify-cli,
 * unlike Netlify, retries a function's 404 at .html and /index.html variants of the path: costly,
 * and it turns an unknown id's 404 into another answer; see docs/decisions/function-routing.md.)
 */
function concrete(path: string, state: State): string {
  const collection = /^(\/api\/[\w-]+)\/\{id\}$/.exec(path)?.[1];
  const record = collection === undefined ? undefined : state.records.get(collection)?.[0];
  if (record) return `${collection}/${record._id}`;
  if (path === "/api/files/{id}") {
    const download = first(state, "/api/downloads");
    if (typeof download.pdfUrl === "string") return download.pdfUrl;
  }
  return path.replace(/\{\w+\}/g, UNKNOWN_ID);
}

/**
 * Why `answer` is not a function's (undefined when it is). A function answers JSON, a stored file
 * (a PDF or an image) or the journal's XML (OAI-PMH, deposits), never the site's pages nor the API's
 * JSON 404 for unknown paths, and never 405 to a documented method. Signing out answers 204 with no
 * body, which no page or fallback gives.
 */
function reachedAFunction(answer: Answer): string | undefined {
  const type = answer.headers.get("content-type") ?? "";
  const message = (answer.json as { message?: unknown } | undefined)?.message;
  const noContent = answer.status === 204 && answer.bytes.length === 0;
  const fromFunction =
    noContent ||
    (/^(application\/json|application\/pdf|image\/|text\/xml|application\/xml)/.test(type) &&
      !(typeof message === "string" && message.startsWith(NO_API)));
  if (!fromFunction) {
    return `did not reach its function: ${answer.status} ${type} ${answer.bytes.toString("utf8").slice(0, 120)}`;
  }
  return answer.status === 405 ? "answered 405" : undefined;
}

/**
 * Which documented path a sent path is an instance of: of the templates it matches, the one with the
 * fewest parameters, as routing prefers a literal segment ("/api/memberships/get" over
 * "/api/memberships/{id}").
 */
function documentedPaths(templates: readonly string[]): (path: string) => string | undefined {
  const parameters = (template: string) => template.split("{").length - 1;
  const patterns = [...templates]
    .sort((a, b) => parameters(a) - parameters(b))
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "[^/]+")}$`),
    }));
  return (path) => patterns.find(({ pattern }) => pattern.test(path))?.template;
}

export const checks: Check[] = [
  {
    name: "sign-in: the administrator gets a token; a wrong password gets 401 JSON",
    async run(site, state) {
      const credentials = { email: LOCAL_DEFAULTS.ADMIN_EMAIL, password: LOCAL_DEFAULTS.ADMIN_PASSWORD };
      const signedIn = expectJson(await site.send("POST", "/api/admin/login", { body: credentials }), 200, "sign-in");
      const token = (signedIn as { token?: unknown }).token;
      expect(typeof token === "string" && token.length > 0, "sign-in answered no token");
      state.token = token;
      const wrong = { ...credentials, password: `${credentials.password}-wrong` };
      expectJson(await site.send("POST", "/api/admin/login", { body: wrong }), 401, "wrong password");
    },
  },
  {
    name: "public reads: every collection lists its demo content, and a record reads by id",
    async run(site, state) {
      await mapConcurrently(
        COLLECTIONS,
        async ({ path, byId }) => {
          const records = expectRecords(await site.send("GET", path), `GET ${path}`);
          expect(records.length > 0, `GET ${path} has no demo content`);
          state.records.set(path, records);
          if (!byId) return;
          const record = first(state, path);
          const one = expectJson(await site.send("GET", `${path}/${record._id}`), 200, `GET ${path}/{id}`);
          expect((one as StoredRecord)._id === record._id, `GET ${path}/{id} answered another record`);
        },
        4,
      );
    },
  },
  {
    name: "401 JSON: a write without a token, and the admin views without one",
    async run(site, state) {
      const news = first(state, "/api/news");
      for (const [method, path] of [
        ["POST", "/api/news"],
        ["PUT", `/api/news/${news._id}`],
        ["DELETE", `/api/news/${news._id}`],
        ["GET", "/api/publish-status"],
        ["GET", "/api/subscribers"],
      ] as const) {
        const body = method === "GET" || method === "DELETE" ? {} : { body: {} };
        const refused = expectJson(await site.send(method, path, body), 401, `${method} ${path}`);
        expect((refused as { message?: unknown }).message === AUTH_REQUIRED, `${method} ${path}: wrong message`);
      }
    },
  },
  {
    name: "the site search: the packaged function searches the built index through the site",
    async run(site) {
      const found = expectJson(await site.send("GET", "/api/search?q=demo&limit=5"), 200, "GET /api/search") as {
        total?: unknown;
        results?: { url?: unknown; title?: unknown }[];
      };
      expect(typeof found.total === "number" && found.total > 0, `no page found for "demo": ${JSON.stringify(found)}`);
      const urls = (found.results ?? []).map((result) => result.url);
      expect(
        urls.length === 5 && urls.every((url) => typeof url === "string" && url.startsWith("/")),
        `results: ${JSON.stringify(urls)}`,
      );
    },
  },
  {
    name: "404 JSON: a path no function serves",
    async run(site) {
      for (const path of ["/api/nothing-here", "/api/news/1/extra", "/api/"]) {
        for (const method of ["GET", "POST"]) {
          const missing = expectJson(await site.send(method, path), 404, `${method} ${path}`);
          const message = (missing as { message?: unknown }).message;
          expect(typeof message === "string" && message.startsWith(NO_API), `${method} ${path}: ${String(message)}`);
        }
      }
    },
  },
  {
    name: "405 JSON with Allow: a method a path does not take",
    async run(site) {
      const answer = await site.send("PATCH", "/api/news");
      const refused = expectJson(answer, 405, "PATCH /api/news");
      expect((refused as { message?: unknown }).message === "Method PATCH is not allowed here.", "405 message");
      expect((answer.headers.get("allow") ?? "").includes("GET"), "405 without Allow: GET");
    },
  },
  {
    name: "the spec's literal paths: /get lists, /create creates, each takes only its own method",
    async run(site, state) {
      for (const base of ["/api/memberships", "/api/payment-details", "/api/executives"]) {
        const listed = expectRecords(await site.send("GET", `${base}/get`), `GET ${base}/get`);
        expect(listed.length === state.records.get(base)?.length, `GET ${base}/get lists another number of records`);
        const wrongMethod = await site.send("POST", `${base}/get`, { token: state.token, body: {} });
        expectJson(wrongMethod, 405, `POST ${base}/get`);
        expect(wrongMethod.headers.get("allow") === "GET", `POST ${base}/get: Allow is not GET`);
      }
      const option = { ...withoutMeta(first(state, "/api/memberships")), membershipType: "Smoke test membership" };
      const created = await site.send("POST", "/api/memberships/create", { token: state.token, body: option });
      expectJson(created, 201, "POST /api/memberships/create");
      const details = withoutMeta(first(state, "/api/payment-details"));
      const createdDetails = await site.send("POST", "/api/payment-details/create", {
        token: state.token,
        body: details,
      });
      expectJson(createdDetails, 201, "POST /api/payment-details/create");
    },
  },
  {
    name: "admin writes: every collection takes an update of a record, the stored copy changes",
    async run(site, state) {
      await mapConcurrently(
        EDITABLE,
        async ({ path }) => {
          const record = first(state, path);
          const updated = expectJson(
            await site.send("PUT", `${path}/${record._id}`, { token: state.token, body: record }),
            200,
            `PUT ${path}/{id}`,
          ) as StoredRecord;
          expect(
            updated._id === record._id && updated.updatedAt !== record.updatedAt,
            `PUT ${path}/{id} stored nothing`,
          );
        },
        4,
      );
    },
  },
  {
    name: "public writes and their admin side: a subscription, a registration accepted (its certificate drawn) and its member signed in and out with the cookie, a news item deleted",
    async run(site, state) {
      const email = `smoke.${Date.now()}@example.org`;
      expectJson(await site.send("POST", "/api/subscribers", { body: { email } }), 201, "subscribe");
      const subscribers = expectRecords(
        await site.send("GET", "/api/subscribers", { token: state.token }),
        "subscribers",
      );
      expect(
        subscribers.some((subscriber) => subscriber.email === email),
        "the new subscriber is not on the list",
      );

      const [application] = demoRegistrations;
      expect(application !== undefined, "no demo registration to copy");
      // The form's fields only: the status is the administrator's to give.
      const form = { ...application, status: undefined, email: `member.${email}` };
      const registered = expectJson(
        await site.send("POST", "/api/membership-registrations/register", { body: form }),
        201,
        "register",
      ) as StoredRecord;
      const accepted = await site.send("PUT", `/api/membership-registrations/accept/${registered._id}`, {
        token: state.token,
      });
      expect((expectJson(accepted, 200, "accept") as StoredRecord).status === "accepted", "not accepted");
      // The membership certificate, drawn by the packaged function: the drawing code it loads on use
      // (docs/decisions/function-bundles.md) is in the package.
      const certificate = await site.send("GET", `/api/membership-registrations/${registered._id}/certificate`, {
        token: state.token,
      });
      expect(
        certificate.status === 200 &&
          certificate.headers.get("content-type") === "application/pdf" &&
          certificate.bytes.subarray(0, 5).toString("latin1") === "%PDF-",
        `the membership certificate: ${certificate.status} ${certificate.headers.get("content-type") ?? ""}`,
      );

      // The new member signs in: the session cookie goes out and comes back through the platform.
      const signedIn = await site.send("POST", "/api/member/login", {
        body: { email: form.email, password: application.password },
        headers: { origin: site.baseUrl.replace(/\/$/, "") },
      });
      expectJson(signedIn, 200, "POST /api/member/login");
      const cookie = signedIn.headers.getSetCookie().find((value) => value.startsWith("member_session="));
      expect(
        cookie?.includes("HttpOnly") === true,
        `no session cookie: ${signedIn.headers.getSetCookie().join(" | ")}`,
      );
      const session = { cookie: cookie.split(";")[0] ?? "" };
      const me = expectJson(await site.send("GET", "/api/member/me", { headers: session }), 200, "GET /api/member/me");
      expect((me as StoredRecord)._id === registered._id, "the session names another member");
      const crossSite = await site.send("POST", "/api/member/logout", {
        headers: { ...session, origin: "https://evil.example" },
      });
      expectJson(crossSite, 403, "logout from another site");
      const out = await site.send("POST", "/api/member/logout", { headers: session });
      expect(out.status === 204, `logout answered ${out.status}`);
      expectJson(
        await site.send("GET", "/api/member/me", { headers: session }),
        401,
        "GET /api/member/me after logout",
      );

      const news = withoutMeta(first(state, "/api/news"));
      const created = expectJson(
        await site.send("POST", "/api/news", { token: state.token, body: { ...news, title: "Smoke test news" } }),
        201,
        "POST /api/news",
      ) as StoredRecord;
      expectJson(
        await site.send("DELETE", `/api/news-path/${created._id}`, { token: state.token }),
        200,
        "DELETE /api/news-path/{id}",
      );
    },
  },
  {
    name: "file upload and download: a PDF stored by /api/downloads is served back whole by /api/files/{id}",
    async run(site, state) {
      const pdf = simplePdf("Smoke test", ["A file uploaded by the deploy smoke test."]);
      const form = new FormData();
      form.set("title", "Smoke test download");
      form.set("pdf", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "smoke.pdf");
      const stored = expectJson(await site.send("POST", "/api/downloads", { token: state.token, form }), 201, "upload");
      const fileUrl = (stored as { pdfUrl?: unknown }).pdfUrl;
      expect(typeof fileUrl === "string" && fileUrl.startsWith("/api/files/"), "the upload answered no file URL");
      const file = await site.send("GET", fileUrl);
      expect(file.status === 200, `GET ${fileUrl} answered ${file.status}`);
      expect(file.headers.get("content-type") === "application/pdf", "the file is not served as a PDF");
      expect(file.bytes.equals(pdf), "the file served differs from the one uploaded");
    },
  },
  {
    name: `upload limit: a PDF of exactly ${UPLOAD_LIMITS.pdf.label} is stored and served back whole; one byte more gets the API's own 413 JSON`,
    async run(site, state) {
      const { maxBytes, label } = UPLOAD_LIMITS.pdf;
      const upload = (bytes: Buffer) => {
        const form = new FormData();
        form.set("title", "Smoke test at the upload limit");
        form.set("pdf", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "limit.pdf");
        return site.send("POST", "/api/downloads", { token: state.token, form });
      };
      // Random bytes after the PDF: any re-encoding on the way (base64, text) would show.
      const head = simplePdf("Upload limit", ["A file exactly as large as an upload may be."]);
      const atLimit = Buffer.concat([head, randomBytes(maxBytes - head.length)]);
      const stored = expectJson(await upload(atLimit), 201, `upload of ${maxBytes} bytes`) as StoredRecord;
      const fileUrl = stored.pdfUrl;
      expect(typeof fileUrl === "string" && fileUrl.startsWith("/api/files/"), "the upload answered no file URL");
      const file = await site.send("GET", fileUrl);
      expect(file.status === 200, `GET ${fileUrl} answered ${file.status}`);
      expect(file.bytes.equals(atLimit), `the file served (${file.bytes.length} bytes) differs from the one uploaded`);
      expectJson(await site.send("DELETE", `/api/downloads/${stored._id}`, { token: state.token }), 200, "delete");

      const over = expectJson(await upload(Buffer.concat([atLimit, Buffer.from("%")])), 413, "one byte over the limit");
      const message = `The file is too large: ${label} at most.`;
      expect(
        JSON.stringify(over) === JSON.stringify({ message }),
        `one byte over the limit answered ${JSON.stringify(over)}`,
      );
    },
  },
  {
    name: "publish status: the administrator sees the writes waiting to be published",
    async run(site, state) {
      const answer = expectJson(await site.send("GET", "/api/publish-status", { token: state.token }), 200, "status");
      const status = publishStatus.parse(answer);
      // No build hook in a local serve: the writes above stay queued.
      expect(status.pendingChanges > 0, `no pending changes after the writes (${JSON.stringify(status)})`);
    },
  },
  {
    // Last, and one call per documented path: no function names methods in its `config.path`, so the
    // platform routes by path alone, and which methods each path's function takes is proven in the
    // unit run against the same handlers (openapi.test.ts). A path the checks above already reached
    // is not called again: each call starts the function afresh under netlify-cli, about a third of
    // a second of CPU.
    name: "every path the API reference documents reaches its function",
    async run(site, state) {
      const reference = expectJson(await site.send("GET", "/api/openapi.json"), 200, "reference") as {
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
      };
      expect(reference.openapi === "3.1.0", "the reference is not OpenAPI 3.1");
      const paths = Object.entries(reference.paths).map(([template, item]) => {
        const methods = Object.keys(item).map((method) => method.toUpperCase());
        // A read where the path has one: it changes nothing even when it is let through.
        return { template, method: methods.includes("GET") ? "GET" : (methods[0] ?? "GET") };
      });
      expect(paths.length > 50, `only ${paths.length} paths documented`);
      const documentedPathOf = documentedPaths(Object.keys(reference.paths));
      const reachedBefore = new Set(
        site.sent
          .filter(({ answer }) => reachedAFunction(answer) === undefined)
          .flatMap(({ path }) => documentedPathOf(path) ?? []),
      );
      const toCall = paths.filter(({ template }) => !reachedBefore.has(template));
      console.log(
        `      ${paths.length} paths: ${paths.length - toCall.length} reached by the checks before, ${toCall.length} called now`,
      );
      // No token and no body: nothing changes. The API's JSON 404 for unknown paths must never answer.
      await mapConcurrently(
        toCall,
        async ({ method, template }) => {
          const path = concrete(template, state);
          const problem = reachedAFunction(await site.send(method, path));
          expect(problem === undefined, `${method} ${path} ${problem ?? ""}`);
        },
        4,
      );
    },
  },
  {
    name: "the pages are the build of the seeded store: the news page links the demo news",
    async run(site, state) {
      const news = first(state, "/api/news");
      const page = await site.send("GET", "/news/");
      expect(page.status === 200, `GET /news/ answered ${page.status}`);
      expect(page.bytes.toString("utf8").includes(`/news/${news._id}`), "the news page does not link the demo news");
    },
  },
];
