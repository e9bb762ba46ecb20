import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadFunctions, type FunctionRouter } from "../../scripts/lib/function-router";
import { issueAdminToken } from "../../src/server/auth";
import { LOCAL_DEFAULTS } from "../../src/server/core/config";
import { resetStoreClient } from "../../src/server/store";
import { builtSite, type BuiltSite } from "../support/built-sites";
import { callFunction } from "../support/function-client";
import {
  applicant,
  digitsMarker,
  digitsOf,
  HASH_SHAPES,
  textMarker,
  tokenMarker,
  type Applicant,
  type Marker,
} from "../support/privacy-markers";

/**
 * Nothing private reaches the public: every file of the built site (every page, the sitemap, the
 * admin shells, every asset) and every public GET of the API (enumerated from the OpenAPI
 * reference, so a new public route is scanned without editing this file) are searched for password
 * hashes, the pending and the rejected applications, the contact fields of a member who did not
 * agree to list them, and passwords. The fixtures store holds four such applicants
 * (tests/support/site-fixtures.ts), registered and decided through the API. Positive controls prove
 * the scan reads the right data: the accepted members and the consenting member's contact details
 * are found in the directory's data and page by the very same markers.
 */

interface Scanned {
  label: string;
  kind: "file" | "api";
  text: string;
  lower: string;
}

interface Registration {
  _id: string;
  name: string;
  email: string;
  contact: string;
  address: string;
  designation: string;
  areaOfSpecialization: string;
  membershipType: string;
  nationality: string;
  status: string;
  showContactInDirectory: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Partial<Record<string, { security?: Record<string, unknown>[]; responses?: Record<string, { content?: object }> }>>
  >;
}

/** What the public directory may say of a member who did not agree to list contact details. */
const PUBLIC_ENTRY_FIELDS = ["_id", "areaOfSpecialization", "designation", "membershipType", "name", "nationality"];

let site: BuiltSite;
let router: FunctionRouter;
const workerContext = process.env.NETLIFY_BLOBS_CONTEXT;

// test-isolation: shared. The functions read the fixtures' store while this file runs, and the
// worker's own store again after it.
beforeAll(async () => {
  site = await builtSite("fixtures");
  process.env.NETLIFY_BLOBS_CONTEXT = site.context;
  resetStoreClient();
  router = await loadFunctions(path.resolve(import.meta.dirname, "../../netlify/functions"));
}, 300_000);
afterAll(() => {
  process.env.NETLIFY_BLOBS_CONTEXT = workerContext;
  resetStoreClient();
});

/** Every file under `dir`, as paths relative to it. */
async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

it("no password hash, pending or rejected application, or unconsented contact detail is public", async () => {
  const privacy = site.fixtures?.privacy;
  if (!privacy) throw new Error("The fixtures site has no privacy applicants.");
  const token = await issueAdminToken();
  const get = (address: string, headers?: Record<string, string>) =>
    callFunction(router, "GET", address, headers ? { headers } : {});
  const people = privacy.applicants.map((seed) => ({ ...applicant(privacy.stamp, seed), id: seed.id }));
  const person = (role: Applicant["role"]) => {
    const found = people.find((candidate) => candidate.role === role);
    if (!found) throw new Error(`no ${role} applicant`);
    return found;
  };
  const [pending, rejected, hidden, shown] = (["pending", "rejected", "hidden", "shown"] as const).map(person);
  if (!pending || !rejected || !hidden || !shown) throw new Error("unreachable");

  // What the store holds (the administrator's view is the ground truth for the scan).
  const all = JSON.parse(
    (await get("/api/membership-registrations", { authorization: `Bearer ${token}` })).bytes.toString("utf8"),
  ) as Registration[];
  const byId = (someone: { id: string }) => all.find((record) => record._id === someone.id);
  expect(byId(pending)?.status).toBe("pending");
  expect(byId(rejected)).toBeUndefined();
  expect(byId(hidden)).toMatchObject({ status: "accepted", showContactInDirectory: false, email: hidden.body.email });
  expect(byId(shown)).toMatchObject({ status: "accepted", showContactInDirectory: true });
  const subscribers = site.records.subscribers as unknown as { email: string }[];
  expect(subscribers.map((s) => s.email)).toContain(`${privacy.subscriberToken}@example.org`);

  // The real password hashes, read from the store on disk: no piece of one may appear anywhere.
  const entries = path.join(site.storeDir, "entries");
  const hashes = new Set<string>();
  let storedHashes = 0;
  for (const file of await walk(entries)) {
    const text = await readFile(path.join(entries, file), "utf8");
    for (const [hash] of text.matchAll(/scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+/g)) {
      hashes.add(hash);
      storedHashes += 1;
    }
  }
  // Demo members share one password, so one hash: count the stored ones rather than distinct ones.
  expect(storedHashes, "one stored scrypt hash per application").toBeGreaterThanOrEqual(all.length);
  const hashPieces = [...hashes].flatMap((hash) =>
    hash
      .split("$")
      .slice(4)
      .filter((piece) => piece.length >= 16),
  );

  // What must never be public.
  const forbidden: Marker[] = [
    ...HASH_SHAPES,
    ...hashPieces.map((piece) => tokenMarker(`a stored hash's salt or key (${piece.slice(0, 8)}...)`, piece)),
    ...Object.values(pending.markers),
    ...Object.values(rejected.markers),
    hidden.markers.email,
    hidden.markers.contact,
    hidden.markers.address,
    hidden.markers.password,
    shown.markers.password,
    tokenMarker("a subscriber's e-mail (marker)", privacy.subscriberToken),
    textMarker("the local administrator password", LOCAL_DEFAULTS.ADMIN_PASSWORD),
    textMarker("the local token-signing secret", LOCAL_DEFAULTS.JWT_SECRET),
  ];
  // Everybody else's private fields too (demo content, the stored-script member), leaving out any
  // value that is public for another reason: a listed member with the same designation, or the
  // site's own content (the demo executives have the demo members' phone numbers), see below.
  const others: Marker[] = [];
  const mine = new Set(people.map((someone) => someone.id));
  const accepted = all.filter((record) => record.status === "accepted");
  const publicValues = new Set(
    accepted.flatMap((record) => [
      record.name,
      record.designation,
      record.areaOfSpecialization,
      record.membershipType,
      record.nationality,
      ...(record.showContactInDirectory ? [record.email, record.address] : []),
    ]),
  );
  const isPublic = (value: string) => [...publicValues].some((v) => v.toLowerCase() === value.toLowerCase());
  const publicDigits = new Set(
    accepted.filter((record) => record.showContactInDirectory).map((record) => digitsOf(record.contact)),
  );
  for (const record of all.filter((r) => !mine.has(r._id))) {
    const who = `${record.status} ${record.name}`;
    const privateText =
      record.status !== "accepted"
        ? { name: record.name, email: record.email, address: record.address, designation: record.designation }
        : record.showContactInDirectory
          ? {}
          : { email: record.email, address: record.address };
    for (const [field, value] of Object.entries(privateText)) {
      if (value.trim().length >= 8 && !isPublic(value)) others.push(textMarker(`${who}: ${field}`, value));
    }
    const digits = digitsOf(record.contact);
    if ((record.status !== "accepted" || !record.showContactInDirectory) && !publicDigits.has(digits)) {
      others.push(digitsMarker(`${who}: contact`, digits));
    }
  }
  for (const { email } of subscribers) {
    if (!email.startsWith(privacy.subscriberToken) && !isPublic(email))
      others.push(textMarker(`subscriber ${email}`, email));
  }

  // What the directory data must show: proof that the scan reads the right data.
  const expectedInDirectory: Marker[] = [
    hidden.markers.name,
    hidden.markers.designation,
    hidden.markers.area,
    shown.markers.name,
    shown.markers.email,
    shown.markers.contact,
    shown.markers.address,
    shown.markers.designation,
    shown.markers.area,
  ];
  const scanned: Scanned[] = [];
  const add = (label: string, kind: Scanned["kind"], body: Buffer | string) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    const entry = { label, kind, text, lower: text.toLowerCase() };
    scanned.push(entry);
    return entry;
  };
  const missingIn = (entry: Scanned | undefined) =>
    entry
      ? expectedInDirectory.filter((m) => !m.found(entry.text, entry.lower)).map((m) => m.label)
      : ["(not scanned)"];
  const failures: string[] = [];

  // 1. Every file of the built site: pages, admin shells, the sitemap, scripts, styles, data.
  const files = await walk(site.outDir);
  for (const file of files) add(`dist/${file}`, "file", await readFile(path.join(site.outDir, file)));
  expect(files).toContain(path.join("membership", "directory", "index.html"));
  expect(files).toContain(path.join("admin", "index.html"));
  // The member pages are scanned too: their built HTML is the same for everyone, so holds nobody's data.
  expect(files).toContain(path.join("account", "index.html"));
  expect(files).toContain(path.join("login", "index.html"));

  // 2. The API: every GET in the served reference; public ones with no token (and, when a token
  // would change the answer, with a bad one), admin-only ones must refuse.
  const reference = await get("/api/openapi.json");
  expect(reference.status).toBe(200);
  const gets = Object.entries((reference.json as unknown as OpenApiDocument).paths).flatMap(([route, methods]) => {
    const security = methods.get?.security;
    if (!methods.get) return [];
    const open = security === undefined || security.some((requirement) => Object.keys(requirement).length === 0);
    // A list of records answers JSON; a file (the members' CSV) has no ids to follow.
    const json = Object.keys(methods.get.responses?.["200"]?.content ?? {}).includes("application/json");
    // Refused with 401, or, for what belongs to one member or the office, with 404 (no probing).
    const refusal: 401 | 404 = methods.get.responses?.["401"] ? 401 : 404;
    return [{ route, open, optional: open && security !== undefined, json, refusal }];
  });
  expect(gets.map((g) => g.route)).toContain("/api/membership-registrations");
  const apiBodies = new Map<string, Scanned>();
  const apiGet = async (
    address: string,
    open: boolean,
    headers?: Record<string, string>,
    note = "",
    refusal: 401 | 404 = 401,
  ) => {
    const response = await get(address, headers);
    const entry = add(`GET ${address}${note}`, "api", response.bytes);
    apiBodies.set(`${address}${note}`, entry);
    if (open ? response.status !== 200 : response.status !== refusal)
      failures.push(`GET ${address}${note} answered ${response.status}`);
    // No field of any answer may be named like a secret (the reference describes fields: not data).
    if ((response.headers.get("content-type") ?? "").includes("json") && address !== "/api/openapi.json") {
      const keys: string[] = [];
      const visit = (value: unknown) => {
        if (Array.isArray(value)) value.forEach(visit);
        else if (value !== null && typeof value === "object") {
          for (const [key, inner] of Object.entries(value)) {
            if (/^(?:password|passwordHash|confirmPassword|hash|salt)$/i.test(key)) keys.push(key);
            visit(inner);
          }
        }
      };
      visit(JSON.parse(entry.text) as unknown);
      for (const key of keys) failures.push(`GET ${address}${note}: a field named "${key}"`);
    }
  };
  for (const { route, open, optional } of gets.filter((g) => !g.route.includes("{"))) {
    await apiGet(route, open);
    if (optional) await apiGet(route, open, { authorization: "Bearer not-a-valid-token" }, " (bad token)");
  }
  // Receipts are listed nowhere but on the records the office sees: their numbers, "/" as "-".
  const receiptSlugs = (
    JSON.parse(
      (await get("/api/membership-registrations", { authorization: `Bearer ${token}` })).bytes.toString("utf8"),
    ) as { payments?: { receiptNumber?: string }[] }[]
  )
    .flatMap((record) => record.payments ?? [])
    .flatMap((payment) => (payment.receiptNumber ? [payment.receiptNumber.replace("/", "-")] : []));
  for (const { route, open, refusal } of gets.filter((g) => g.route.includes("{"))) {
    // Real ids: the records of the route's own lists, or ids other answers and pages link to.
    const base = route.slice(0, route.indexOf("/{"));
    const family = gets.filter(
      (g) => g.json && !g.route.includes("{") && (g.route === base || g.route.startsWith(`${base}/`)),
    );
    const ids = new Set<string>();
    for (const list of family) {
      // An admin-only list refused the scan above (401): its ids are read with the admin's token.
      const text = list.open
        ? (apiBodies.get(list.route)?.text ?? "[]")
        : (await get(list.route, { authorization: `Bearer ${token}` })).bytes.toString("utf8");
      const records = JSON.parse(text) as unknown;
      if (Array.isArray(records)) {
        for (const record of records as { _id?: unknown }[]) if (typeof record._id === "string") ids.add(record._id);
      }
    }
    if (route === "/api/receipts/{id}") receiptSlugs.forEach((slug) => ids.add(slug));
    else if (family.length === 0) {
      const linked = new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/([\\w-]+)`, "g");
      for (const entry of [...scanned]) for (const [, id] of entry.text.matchAll(linked)) ids.add(id ?? "");
    }
    expect(ids.size, `real ids for GET ${route}`).toBeGreaterThan(0);
    // The route's one parameter, whatever it is called ({id}, an article's {slug}).
    for (const id of ids) await apiGet(route.replace(/\{\w+\}/, encodeURIComponent(id)), open, undefined, "", refusal);
  }
  for (const { label, body } of privacy.registerAnswers) {
    // The applicant's own answer carries their details, but never a hash or the password.
    const lower = body.toLowerCase();
    for (const marker of [...HASH_SHAPES, ...people.map((someone) => someone.markers.password)]) {
      if (marker.found(body, lower)) failures.push(`${label}: ${marker.label}`);
    }
  }

  // The activity log (owner only): members' details are in it by design (SECURITY.md), but never
  // a password, a hash or a piece of one, in any entry. Every page is read, newest first.
  const secrets: Marker[] = [
    ...HASH_SHAPES,
    ...hashPieces.map((piece) => tokenMarker(`a stored hash's salt or key (${piece.slice(0, 8)}...)`, piece)),
    ...people.map((someone) => someone.markers.password),
    textMarker("the local administrator password", LOCAL_DEFAULTS.ADMIN_PASSWORD),
    textMarker("the local token-signing secret", LOCAL_DEFAULTS.JWT_SECRET),
  ];
  const logged: Scanned[] = [];
  for (let cursor: string | null = "", pages = 0; cursor !== null && pages < 100; pages++) {
    const answer = await get(`/api/admin/activity?limit=200${cursor ? `&cursor=${cursor}` : ""}`, {
      authorization: `Bearer ${token}`,
    });
    expect(answer.status).toBe(200);
    const text = answer.bytes.toString("utf8");
    logged.push({ label: `GET /api/admin/activity (page ${pages + 1})`, kind: "api", text, lower: text.toLowerCase() });
    cursor = (JSON.parse(text) as { nextCursor: string | null }).nextCursor;
  }
  for (const entry of logged)
    for (const marker of secrets)
      if (marker.found(entry.text, entry.lower)) failures.push(`${entry.label}: ${marker.label}`);
  // Positive control: the log holds the applicants' registrations, their names among them.
  const logText = logged.map((entry) => entry.text).join("\n");
  const registeredInLog = people.filter((someone) => logText.includes(`"recordId":"${someone.id}"`));
  expect(registeredInLog.length, "applicants whose registration is in the activity log").toBe(people.length);
  expect(pending.markers.name.found(logText, logText.toLowerCase()), "the pending applicant's name in the log").toBe(
    true,
  );

  // 3. All findings at once. Others' values found in the API's answers about other content
  // (executives, news...) are public there in their own right, so not searched for.
  const elsewhere = scanned.filter(
    (entry) => entry.kind === "api" && !entry.label.startsWith("GET /api/membership-registrations"),
  );
  const othersChecked = others.filter((marker) => !elsewhere.some((entry) => marker.found(entry.text, entry.lower)));
  expect(othersChecked.length, "other people's private fields left to search for").toBeGreaterThan(0);
  forbidden.push(...othersChecked);
  for (const entry of scanned) {
    for (const marker of forbidden)
      if (marker.found(entry.text, entry.lower)) failures.push(`${entry.label}: ${marker.label}`);
  }
  const directoryApi = apiBodies.get("/api/membership-registrations");
  const controls = {
    "API /api/membership-registrations": missingIn(directoryApi),
    "dist/membership/directory/index.html": missingIn(
      scanned.find((entry) => entry.label === `dist/${path.join("membership", "directory", "index.html")}`),
    ),
  };
  // The directory answer holds the two members, the one without consent with no contact fields.
  const directory = JSON.parse(directoryApi?.text ?? "[]") as Record<string, unknown>[];
  const entryOf = (someone: { id: string }) => directory.find((entry) => entry._id === someone.id);
  expect(entryOf(pending)).toBeUndefined();
  const hiddenFields = Object.keys(entryOf(hidden) ?? {});
  expect(hiddenFields).toEqual(expect.arrayContaining(PUBLIC_ENTRY_FIELDS));
  // Nothing else, but the member's status (always "accepted" in the public list).
  expect(hiddenFields.filter((field) => !PUBLIC_ENTRY_FIELDS.includes(field) && field !== "status")).toEqual([]);
  expect(entryOf(shown)).toMatchObject({
    email: shown.body.email,
    contact: shown.body.contact,
    address: shown.body.address,
  });

  const count = (kind: Scanned["kind"]) => scanned.filter((entry) => entry.kind === kind).length;
  console.log(
    `Privacy scan: ${count("file")} files of the built site, ${count("api")} API responses ` +
      `(${gets.length} GET routes in the reference); ${forbidden.length} forbidden markers ` +
      `(${hashes.size} distinct stored hashes; ${othersChecked.length} of ${others.length} for other people's ` +
      `records, the rest public in other content).`,
  );
  expect(controls).toEqual({ "API /api/membership-registrations": [], "dist/membership/directory/index.html": [] });
  expect(failures).toEqual([]);
});
