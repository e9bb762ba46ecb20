import { readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { LOCAL_DEFAULTS } from "../../src/server/config";
import { adminToken, publishState, waitForPublish } from "./support/common";

/**
 * Nothing private reaches the public: every built page (the sitemap, the pages left out of it, the
 * admin shells without a token, every asset they link to), every static response the directory page
 * loads in a browser, every public GET of the API (enumerated from the served OpenAPI reference, so
 * a new public route is scanned without editing this file), and every file of the live build on
 * disk are searched for password hashes, the pending and the rejected applications, the contact
 * fields of a member who did not agree to list them, and passwords. Positive controls prove the
 * scan looks at the right data: the accepted members and the consenting member's contact details
 * are found in the directory data by the very same matchers.
 */

/** Lower-case letters and digits: HTML, JSON and URL encoding leave such a token as it is. */
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const randomDigits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10).toString()).join("");

type Role = "pending" | "rejected" | "hidden" | "shown";
const FIELDS = ["name", "email", "contact", "address", "designation", "area", "password"] as const;
type Field = (typeof FIELDS)[number];

interface Applicant {
  role: Role;
  /** What identifies each field in a body: a unique token, or the phone number's digits. */
  markers: Record<Field, Marker>;
  body: Record<string, unknown>;
  id?: string;
}

/** Something to look for in a body (already decoded as text; `lower` is its lower-case copy). */
interface Marker {
  label: string;
  found: (text: string, lower: string) => boolean;
}

const tokenMarker = (label: string, token: string): Marker => {
  const wanted = token.toLowerCase();
  return { label, found: (_, lower) => lower.includes(wanted) };
};

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Free text (other people's records): as it is, or HTML-escaped. */
const textMarker = (label: string, text: string): Marker => {
  const variants = [...new Set([text.toLowerCase(), escapeHtml(text).toLowerCase()])];
  return { label, found: (_, lower) => variants.some((variant) => lower.includes(variant)) };
};

/** A phone number however it is written: its digits, with any separators between them. */
const digitsMarker = (label: string, digits: string): Marker => {
  const pattern = new RegExp(digits.split("").join("(?:[\\s().+-]|%20|&nbsp;|&#160;)*"));
  return { label, found: (text) => pattern.test(text) };
};

const regexMarker = (label: string, pattern: RegExp): Marker => ({ label, found: (text) => pattern.test(text) });

/** Password hash shapes: scrypt (ours), bcrypt, argon2, PBKDF2 and sha-crypt. */
const HASH_SHAPES: Marker[] = [
  regexMarker("scrypt hash", /scrypt\$/i),
  regexMarker("bcrypt hash", /\$2[abxy]?\$\d\d\$/),
  regexMarker("argon2 hash", /\$argon2(?:id|i|d)\$/i),
  regexMarker("PBKDF2 hash", /\$pbkdf2(?:-sha\d+)?\$/i),
  regexMarker("sha-crypt hash", /\$[56]\$(?:rounds=\d+\$)?[./0-9A-Za-z]{8,16}\$[./0-9A-Za-z]{40,}/),
];

function applicant(role: Role, digit: number, showContactInDirectory: boolean): Applicant {
  const token = (field: Field) => `pv${stamp}${role}${field}`;
  // A 10-digit Indian mobile number, unique to this run and role.
  const national = `7${digit}${randomDigits(8)}`;
  const markers = Object.fromEntries(
    FIELDS.map((field) => [
      field,
      field === "contact"
        ? digitsMarker(`${role} applicant's contact`, national)
        : tokenMarker(`${role} applicant's ${field}`, token(field)),
    ]),
  ) as Record<Field, Marker>;
  return {
    role,
    markers,
    body: {
      name: `Privacy Check ${token("name")}`,
      email: `${token("email")}@example.org`,
      contact: `+91 ${national.slice(0, 5)} ${national.slice(5)}`,
      password: `${token("password")}-Secret!`,
      designation: `Designation ${token("designation")}`,
      address: `${token("address")} Example Marg, Lucknow 226001`,
      areaOfSpecialization: `Area ${token("area")}`,
      showContactInDirectory,
    },
  };
}

interface Scanned {
  label: string;
  kind: "page" | "asset" | "api" | "browser" | "disk";
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
  paths: Record<string, Partial<Record<string, { security?: Record<string, unknown>[] }>>>;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** Every file under `dir` (following the links the build uses), as paths relative to `root`. */
async function walk(dir: string, root = dir): Promise<string[]> {
  const files: string[] = [];
  for (const name of await readdir(dir)) {
    const full = path.join(dir, name);
    const info = await stat(full);
    if (info.isDirectory()) files.push(...(await walk(full, root)));
    else if (info.isFile()) files.push(path.relative(root, full));
  }
  return files;
}

/** Same-origin addresses a page, style sheet or script refers to. */
function referencedUrls(text: string, base: string, contentType: string): string[] {
  const found: string[] = [];
  if (contentType.includes("html")) {
    for (const [, raw] of text.matchAll(
      /\s(?:href|src|component-url|renderer-url|before-hydration-url|action|poster|data-src)="([^"]*)"/g,
    )) {
      found.push(raw ?? "");
    }
    for (const [, raw] of text.matchAll(/\ssrcset="([^"]*)"/g)) {
      for (const candidate of (raw ?? "").split(",")) found.push(candidate.trim().split(/\s+/)[0] ?? "");
    }
  }
  if (contentType.includes("css") || contentType.includes("html")) {
    for (const [, raw] of text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) found.push(raw ?? "");
  }
  if (contentType.includes("javascript")) {
    for (const [, raw] of text.matchAll(/(?:from|import)\s*\(?\s*["']((?:\.{1,2}\/|\/_astro\/)[^"']+)["']/g)) {
      found.push(raw ?? "");
    }
  }
  const origin = new URL(base).origin;
  return found
    .map((raw) => raw.replace(/&amp;/g, "&"))
    .filter((raw) => raw !== "" && !/^(?:mailto|tel|javascript|data):/i.test(raw) && !raw.startsWith("#"))
    .map((raw) => new URL(raw, base))
    .filter((url) => url.origin === origin && !url.pathname.startsWith("/api/"))
    .map((url) => url.pathname + url.search);
}

test("no password hash, pending or rejected application, or unconsented contact detail is public", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const started = performance.now();
  const origin = baseURL ?? "http://localhost";
  const port = new URL(origin).port;
  const storeDir = path.resolve(import.meta.dirname, "../..", ".netlify", `e2e-store-${port}`);
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };

  const pending = applicant("pending", 1, false);
  const rejected = applicant("rejected", 2, true);
  const hidden = applicant("hidden", 3, false);
  const shown = applicant("shown", 4, true);
  const applicants = [pending, rejected, hidden, shown];
  const subscriberToken = `pv${stamp}subscriber`;
  let created: Applicant[] = [];

  try {
    // 1. The four applications, with a marker in every field; one rejected, two accepted.
    const options = (await (await request.get("/api/memberships/get")).json()) as {
      nationality: string;
      membershipType: string;
    }[];
    const option = options.find((o) => o.nationality === "Indian");
    expect(option, "an Indian membership option in the demo content").toBeDefined();
    const before = await publishState(request, token);
    const registerAnswers: { label: string; body: string }[] = [];
    for (const person of applicants) {
      const response = await request.post("/api/membership-registrations/register", {
        data: { nationality: option?.nationality, membershipType: option?.membershipType, ...person.body },
      });
      expect(response.status(), `register the ${person.role} applicant`).toBe(201);
      const answer = (await response.json()) as { _id: string };
      person.id = answer._id;
      created = [...created, person];
      registerAnswers.push({ label: `POST register (${person.role})`, body: await response.text() });
    }
    const subscribed = await request.post("/api/subscribers", {
      data: { email: `${subscriberToken}@example.org` },
    });
    expect(subscribed.status()).toBe(201);

    const act = async (method: "put" | "delete", action: string, person: Applicant) => {
      const response = await request.fetch(`/api/membership-registrations/${action}/${person.id ?? ""}`, {
        method,
        headers: auth,
      });
      expect(response.status(), `${action} the ${person.role} applicant`).toBe(200);
    };
    await act("delete", "reject", rejected);
    created = created.filter((person) => person !== rejected);
    await act("put", "accept", hidden);
    await act("put", "accept", shown);
    await waitForPublish(request, token, before);

    // What the store holds (the administrator's view is the ground truth for the scan).
    const all = (await (
      await request.get("/api/membership-registrations/", { headers: auth })
    ).json()) as Registration[];
    const byId = (person: Applicant) => all.find((record) => record._id === person.id);
    expect(byId(pending)?.status).toBe("pending");
    expect(byId(rejected)).toBeUndefined();
    expect(byId(hidden)).toMatchObject({ status: "accepted", showContactInDirectory: false });
    expect(byId(hidden)?.email).toBe(hidden.body.email);
    expect(byId(shown)).toMatchObject({ status: "accepted", showContactInDirectory: true });
    const subscribers = (await (await request.get("/api/subscribers", { headers: auth })).json()) as {
      email: string;
    }[];
    expect(subscribers.map((s) => s.email)).toContain(`${subscriberToken}@example.org`);

    // The real password hashes, read from the store on disk: no piece of one may appear anywhere.
    const storeFiles = await walk(path.join(storeDir, "entries"));
    // Demo members share one password, so one hash; count the stored ones rather than distinct ones.
    const hashes = new Set<string>();
    let storedHashes = 0;
    for (const file of storeFiles) {
      const text = await readFile(path.join(storeDir, "entries", file), "utf8");
      for (const [hash] of text.matchAll(/scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+/g)) {
        hashes.add(hash);
        storedHashes += 1;
      }
    }
    expect(storedHashes, "one stored scrypt hash per application").toBeGreaterThanOrEqual(all.length);
    const hashPieces = [...hashes].flatMap((hash) =>
      hash
        .split("$")
        .slice(4)
        .filter((piece) => piece.length >= 16),
    );

    // 2. What must never be public.
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
      tokenMarker("a subscriber's e-mail (marker)", subscriberToken),
      textMarker("the local administrator password", LOCAL_DEFAULTS.ADMIN_PASSWORD),
      textMarker("the local token-signing secret", LOCAL_DEFAULTS.JWT_SECRET),
    ];
    // Everybody else's private fields too (demo content, other specs' leftovers), leaving out any
    // value that is public for another reason: a listed member with the same designation, or the
    // site's own content (the demo executives have the demo members' phone numbers), see step 7.
    const others: Marker[] = [];
    const mine = new Set(applicants.map((person) => person.id));
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
      if (!email.startsWith(subscriberToken) && !isPublic(email)) others.push(textMarker(`subscriber ${email}`, email));
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

    // 3. Pages over HTTP: the sitemap, the pages it leaves out, the admin shells, all they link to.
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const sitemapPaths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL((loc ?? "").replace(/&amp;/g, "&")).pathname,
    );
    expect(sitemapPaths).toContain("/membership/directory/");
    const queue = [
      "/sitemap.xml",
      "/robots.txt",
      ...sitemapPaths,
      `/no-such-page-${stamp}/`,
      "/404",
      "/500",
      "/join",
      "/register",
      "/membership/directory",
      "/admin",
      "/admin/",
      "/admin/membership",
      "/admin/subscribers",
      "/admin-login",
    ];
    const seen = new Set(queue);
    const httpBodies = new Map<string, Scanned>();
    while (queue.length > 0) {
      const address = queue.shift() ?? "/";
      const response = await request.get(address);
      const contentType = response.headers()["content-type"] ?? "";
      const isPage = contentType.includes("html");
      const entry = add(`GET ${address}`, isPage ? "page" : "asset", await response.body());
      httpBodies.set(address, entry);
      const expectedStatus = address.startsWith("/no-such-page-") || address === "/500" ? [404, 200] : [200];
      if (!expectedStatus.includes(response.status())) failures.push(`GET ${address} answered ${response.status()}`);
      for (const next of referencedUrls(entry.text, response.url(), contentType)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }

    // 4. The directory page in a browser with no token: every response it loads.
    const browserBodies: Promise<void>[] = [];
    page.on("response", (response) => {
      browserBodies.push(
        response.body().then(
          (body) => {
            add(`browser ${new URL(response.url()).pathname}`, "browser", body);
          },
          () => undefined,
        ),
      );
    });
    await page.goto("/membership/directory/");
    await expect(page.getByRole("table", { name: "Members of the society" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: String(shown.body.name) })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await Promise.all(browserBodies);
    const browserScanned = scanned.filter((entry) => entry.kind === "browser");
    expect(browserScanned.length, "the directory page's responses").toBeGreaterThanOrEqual(2);

    // 5. The API: every GET in the served reference; public ones with no token (and, when a token
    // would change the answer, with a bad one), admin-only ones must refuse.
    const referenceResponse = await request.get("/api/openapi.json");
    expect(referenceResponse.status()).toBe(200);
    const reference = (await referenceResponse.json()) as OpenApiDocument;
    const gets = Object.entries(reference.paths).flatMap(([route, methods]) => {
      const security = methods.get?.security;
      if (!methods.get) return [];
      const open = security === undefined || security.some((requirement) => Object.keys(requirement).length === 0);
      return [{ route, open, optional: open && security !== undefined }];
    });
    expect(gets.map((g) => g.route)).toContain("/api/membership-registrations");
    const apiBodies = new Map<string, Scanned>();
    const apiGet = async (address: string, open: boolean, headers?: Record<string, string>, note = "") => {
      const response = await request.get(address, headers ? { headers } : {});
      const entry = add(`GET ${address}${note}`, "api", await response.body());
      apiBodies.set(`${address}${note}`, entry);
      const status = response.status();
      if (open ? status !== 200 : status !== 401) failures.push(`GET ${address}${note} answered ${status}`);
      // No field of any answer may be named like a secret (the reference describes fields: not data).
      if ((response.headers()["content-type"] ?? "").includes("json") && address !== "/api/openapi.json") {
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
      return entry;
    };
    for (const { route, open, optional } of gets.filter((g) => !g.route.includes("{"))) {
      await apiGet(route, open);
      if (optional) await apiGet(route, open, { authorization: "Bearer not-a-valid-token" }, " (bad token)");
    }
    for (const { route, open } of gets.filter((g) => g.route.includes("{"))) {
      // Real ids: the records of the route's own lists, or ids other answers and pages link to.
      const base = route.slice(0, route.indexOf("/{"));
      const family = gets.filter((g) => !g.route.includes("{") && (g.route === base || g.route.startsWith(`${base}/`)));
      const ids = new Set<string>();
      for (const list of family) {
        const records = JSON.parse(apiBodies.get(list.route)?.text ?? "[]") as unknown;
        if (Array.isArray(records)) {
          for (const record of records as { _id?: unknown }[]) {
            if (typeof record._id === "string") ids.add(record._id);
          }
        }
      }
      if (family.length === 0) {
        const linked = new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/([\\w-]+)`, "g");
        for (const entry of [...scanned]) {
          for (const [, id] of entry.text.matchAll(linked)) ids.add(id ?? "");
        }
      }
      expect(ids.size, `real ids for GET ${route}`).toBeGreaterThan(0);
      for (const id of ids) await apiGet(route.replace("{id}", encodeURIComponent(id)), open);
    }
    for (const { label, body } of registerAnswers) {
      // The applicant's own answer carries their details, but never a hash or the password.
      const entry = { label, kind: "api" as const, text: body, lower: body.toLowerCase() };
      for (const marker of [...HASH_SHAPES, ...applicants.map((person) => person.markers.password)]) {
        if (marker.found(entry.text, entry.lower)) failures.push(`${label}: ${marker.label}`);
      }
    }

    // 6. Every file of the live build on disk, linked from anywhere or not.
    const dist = await realpath(
      path.resolve(import.meta.dirname, "../..", ".netlify", `e2e-store-${port}-site`, "dist"),
    );
    const distFiles = await walk(dist);
    for (const file of distFiles) add(`dist/${file}`, "disk", await readFile(path.join(dist, file)));

    // 7. The assertions, all findings at once. Others' values found in the API's answers about
    // other content (executives, news...) are public there in their own right, so not searched for.
    const elsewhere = scanned.filter(
      (entry) => entry.kind === "api" && !entry.label.startsWith("GET /api/membership-registrations"),
    );
    const othersChecked = others.filter((marker) => !elsewhere.some((entry) => marker.found(entry.text, entry.lower)));
    expect(othersChecked.length, "other people's private fields left to search for").toBeGreaterThan(0);
    forbidden.push(...othersChecked);
    for (const entry of scanned) {
      for (const marker of forbidden) {
        if (marker.found(entry.text, entry.lower)) failures.push(`${entry.label}: ${marker.label}`);
      }
    }
    const directoryApi = apiBodies.get("/api/membership-registrations");
    const controls = {
      "API /api/membership-registrations": missingIn(directoryApi),
      "HTTP /membership/directory/": missingIn(httpBodies.get("/membership/directory/")),
      "browser /membership/directory/": missingIn(
        browserScanned.find((entry) => entry.label === "browser /membership/directory/"),
      ),
      "disk membership/directory/index.html": missingIn(
        scanned.find((entry) => entry.label === path.join("dist", "membership", "directory", "index.html")),
      ),
    };
    // The directory answer holds the two members, the one without consent with no contact fields.
    const entries = JSON.parse(directoryApi?.text ?? "[]") as Record<string, unknown>[];
    const entryOf = (person: Applicant) => entries.find((entry) => entry._id === person.id);
    expect(entryOf(pending)).toBeUndefined();
    expect(Object.keys(entryOf(hidden) ?? {}).sort()).toEqual(
      ["_id", "areaOfSpecialization", "designation", "membershipType", "name", "nationality"].sort(),
    );
    expect(entryOf(shown)).toMatchObject({
      email: shown.body.email,
      contact: shown.body.contact,
      address: shown.body.address,
    });

    const count = (kind: Scanned["kind"]) => scanned.filter((entry) => entry.kind === kind).length;
    const summary =
      `Privacy scan: ${count("page")} pages and ${count("asset")} other files over HTTP, ` +
      `${count("browser")} responses of the directory page in a browser, ${count("api")} API responses ` +
      `(${gets.length} GET routes in the reference), ${count("disk")} files of the live build on disk; ` +
      `${forbidden.length} forbidden markers (${hashes.size} distinct stored hashes; ` +
      `${othersChecked.length} of ${others.length} for other people's records, the rest public in other content), ` +
      `${Math.round((performance.now() - started) / 1000)} s.`;
    console.log(summary);
    test.info().annotations.push({ type: "scanned", description: summary });

    expect(controls).toEqual({
      "API /api/membership-registrations": [],
      "HTTP /membership/directory/": [],
      "browser /membership/directory/": [],
      "disk membership/directory/index.html": [],
    });
    expect(failures).toEqual([]);
  } finally {
    // 8. Clean up: the applications still stored are removed (the reject call), then published.
    if (created.length > 0) await removeAll(request, token, created);
  }
});

async function removeAll(request: APIRequestContext, token: string, people: Applicant[]) {
  const before = await publishState(request, token);
  for (const person of people) {
    const response = await request.delete(`/api/membership-registrations/reject/${person.id ?? ""}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect([200, 404]).toContain(response.status());
  }
  await waitForPublish(request, token, before);
}
