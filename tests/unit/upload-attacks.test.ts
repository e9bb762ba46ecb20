import { randomUUID } from "node:crypto";
import { getStore } from "@netlify/blobs";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../src/server/http/errors";
import { attachment, safeFileName, serveFile } from "../../src/server/content/files";
import { slugFromTitle } from "../../src/domain/journal";
import { adminToken, call, router, type CallResult } from "../support/api";

/**
 * Uploads used as a weapon: files that are really HTML/JS/SVG, polyglots, oversize bodies, hostile
 * file names and titles, and file ids that try to reach other blobs. A refused upload stores
 * nothing; an accepted one is served only under its sniffed type, `nosniff`, a sandboxing CSP and
 * (PDFs) as an attachment with a one-line, path-free name.
 */

const FILE_URL = /^\/api\/files\/[a-f0-9]{24}$/;
const FILE_KEY = /^files\/[a-f0-9]{24}$/;
const SAFE_TYPES = ["image/png", "image/jpeg", "image/webp", "application/pdf"];
const CSP = "default-src 'none'; sandbox";
const NOT_AN_IMAGE = "The image must be a JPEG, PNG or WebP picture.";
const NOT_A_PDF = "The file is not a PDF document.";
const MB = 1024 * 1024;

let token = "";

type Kind = "image" | "pdf";

interface Endpoint {
  base: string;
  kind: Kind;
  /** The text field the stored file is named after, which also makes a record findable. */
  label: "name" | "title";
  /** The record's field that keeps the stored file's address. */
  stored: "image" | "pdfUrl" | "pdf";
  fields(label: string): Record<string, string>;
}

/** The issue this suite's journal articles go in (made in beforeAll). */
let journalIssueId = "";

const ENDPOINTS: Record<"executives" | "books" | "downloads" | "journal-articles", Endpoint> = {
  executives: {
    base: "/api/executives",
    kind: "image",
    label: "name",
    stored: "image",
    fields: (name) => ({
      name,
      designation: "Member",
      postalAddress: "1 Station Road, Lucknow",
      email: "member@example.org",
      mobile: "+91 98390 12345",
      biodata: "Plain words.",
    }),
  },
  books: {
    base: "/api/books",
    kind: "image",
    label: "name",
    stored: "image",
    fields: (name) => ({
      name,
      editors: "A. Kumar",
      year: "2019",
      pages: "10",
      isbn: "1",
      price: "100",
      about: "<p>About.</p>",
      contents: "1. One",
    }),
  },
  downloads: { base: "/api/downloads", kind: "pdf", label: "title", stored: "pdfUrl", fields: (title) => ({ title }) },
  // A draft article: its PDF is the upload; its address comes from its title, so each is new.
  "journal-articles": {
    base: "/api/journal/articles",
    kind: "pdf",
    label: "title",
    stored: "pdf",
    fields: (title) => ({
      issueId: journalIssueId,
      title,
      type: "Research article",
      authors: JSON.stringify({ name: "A. Kumar", email: "a.kumar@example.org", corresponding: true }),
      abstract: "Plain words.",
      firstPage: "1",
      lastPage: "2",
      received: "2026-01-01",
      accepted: "2026-02-01",
      published: "2026-03-01",
      slug: slugFromTitle(title).slice(0, 60).replace(/-+$/, "") || `article-${randomUUID()}`,
    }),
  },
};
const ALL = Object.entries(ENDPOINTS);
const IMAGE_ENDPOINTS = ALL.filter(([, endpoint]) => endpoint.kind === "image");

const refusal = (kind: Kind) => (kind === "pdf" ? NOT_A_PDF : NOT_AN_IMAGE);

// Payloads a browser would run if it ever rendered them as a document.
const HTML = Buffer.from("<!DOCTYPE html><html><body><script>fetch('/api/admin/login')</script></body></html>");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const ZIP_ENTRY = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("META-INF/MANIFEST.MF")]);
const unique = () => Buffer.from(`\n<!-- ${randomUUID()} -->\n`);

/** Files that are not what their name and declared type claim: all must be refused. */
const DISGUISED: Record<string, () => Buffer> = {
  html: () => Buffer.concat([HTML, unique()]),
  "html after a BOM and spaces": () => Buffer.concat([Buffer.from("\ufeff  \n"), HTML, unique()]),
  javascript: () => Buffer.from(`alert(document.cookie); // ${randomUUID()}`),
  "svg with a script": () =>
    Buffer.from(
      `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script><!-- ${randomUUID()} --></svg>`,
    ),
  // GIF is not an accepted picture, so the classic GIF + JAR polyglot is refused outright.
  gifar: () => Buffer.concat([Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), HTML, ZIP_ENTRY, unique()]),
  // "%PDF-" only counts in the first 1 KB: HTML padded past it is not a PDF.
  "html with %PDF- after 1 KB": () =>
    Buffer.concat([HTML, Buffer.alloc(1024, " "), Buffer.from("%PDF-1.4\n"), unique()]),
};

const DISGUISES = [
  { name: "report.pdf", type: "application/pdf" },
  { name: "photo.png", type: "image/png" },
  { name: "photo.jpg", type: "image/jpeg" },
];

interface Upload {
  field: string;
  bytes: Buffer;
  type: string;
  name: string;
}

function form(fields: Record<string, string>, files: Upload[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files)
    data.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}

const fieldOf = (endpoint: Endpoint) => (endpoint.kind === "pdf" ? "pdf" : "image");

function post(endpoint: Endpoint, label: string, file?: Omit<Upload, "field">): Promise<CallResult> {
  return call("POST", endpoint.base, {
    token,
    form: form(endpoint.fields(label), file ? [{ field: fieldOf(endpoint), ...file }] : []),
  });
}

/** Sends bytes exactly as given (call() would rebuild the multipart body and its length). */
async function sendRaw(path: string, body: Buffer, headers: Record<string, string>): Promise<Response> {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: new Uint8Array(body),
  });
  const match = router.match(request);
  if (!match) throw new Error(`No function serves ${path}`);
  return match.run();
}

const MALFORMED = { message: "The form could not be read (malformed multipart body)." };

const blobs = () => getStore({ name: "society", consistency: "strong" });
const fileName = async (key: string) => {
  const name = (await blobs().getMetadata(key))?.metadata.name;
  return typeof name === "string" ? name : "";
};
const fileKeys = async () => new Set((await blobs().list({ prefix: "files/" })).blobs.map((blob) => blob.key));

/**
 * What a refused upload might have left behind: stored files named after `marker`, added since
 * `before`, and records carrying it. (Other suites may store files meanwhile, so only this suite's
 * marker counts.)
 */
async function leftovers(before: Set<string>, marker: string): Promise<string[]> {
  const added = [...(await fileKeys())].filter((key) => !before.has(key));
  const names = await Promise.all(added.map(fileName));
  const records: string[] = [];
  for (const endpoint of Object.values(ENDPOINTS)) {
    // With the token: a draft article is listed only to the editors.
    const answer = await call("GET", endpoint.base, { token });
    const all = JSON.parse(answer.bytes.toString("utf8")) as Record<string, string>[];
    records.push(...all.map((record) => record[endpoint.label] ?? "").filter((label) => label.includes(marker)));
  }
  return [...names.filter((name) => name.includes(marker)), ...records];
}

/** The headers every served upload must carry, whatever its bytes. */
function expectServedSafely(response: CallResult, type: string) {
  expect(response.status).toBe(200);
  expect(SAFE_TYPES).toContain(type);
  expect(response.headers.get("content-type")).toBe(type);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-security-policy")).toBe(CSP);
  const disposition = response.headers.get("content-disposition");
  if (type === "application/pdf") expect(disposition).toMatch(/^attachment; /);
  else expect(disposition).toBeNull();
}

/** Every file this suite had accepted, with its sniffed type, for the closing sweep. */
const accepted = new Map<string, string>();

async function expectStoredAs(url: unknown, type: string, bytes: Buffer): Promise<CallResult> {
  expect(url).toMatch(FILE_URL);
  accepted.set(String(url), type);
  const served = await call("GET", String(url));
  expectServedSafely(served, type);
  expect(served.bytes.equals(bytes)).toBe(true);
  return served;
}

/** A Content-Disposition a browser reads as one attachment named only by us. */
function expectSafeDisposition(header: string | null, expectedName: string) {
  expect(header).not.toBeNull();
  const value = header ?? "";
  expect(value).not.toMatch(/[\r\n\0]/);
  const match = /^attachment; filename="([^"]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]+)$/.exec(value);
  expect(match, value).not.toBeNull();
  const [, ascii = "", encoded = ""] = match ?? [];
  expect(ascii).toMatch(/^[\x20-\x7e]+$/);
  expect(ascii).not.toMatch(/[/\\"]/);
  const decoded = decodeURIComponent(encoded);
  expect(decoded).toBe(expectedName);
  expect(decoded).not.toMatch(/[/\\\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
}

beforeAll(async () => {
  token = await adminToken();
  const issue = await call("POST", "/api/journal/issues", {
    token,
    body: { volume: 88, number: Number(randomUUID().replace(/\D/g, "").slice(0, 6)) + 1, year: 2026, month: 3 },
  });
  journalIssueId = String(issue.json._id);
});

describe("safeFileName and attachment (the download name)", () => {
  it("turns path separators, control characters and bidi overrides into '_'", () => {
    expect(safeFileName("../../etc/passwd")).toBe(".._.._etc_passwd");
    expect(safeFileName("..\\..\\x")).toBe(".._.._x");
    expect(safeFileName("a\r\nb\0c\tz\u007f\u0085")).toBe("a__b_c_z__");
    expect(safeFileName("invoice\u202Eexe")).toBe("invoice_exe");
    expect(safeFileName("\u200e\u200f\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\u061c")).toBe("___________");
    expect(safeFileName("line\u2028para\u2029")).toBe("line_para_");
    // An unpaired surrogate would make encodeURIComponent throw while serving the file.
    expect(safeFileName("a\ud800b\udc00")).toBe("a_b_");
    // Everything else is kept: scripts, joiners inside words, emoji, quotes and punctuation.
    expect(safeFileName('वार्षिक रिपोर्ट 👩‍🌾 "Q1"; (draft) 50% it\'s')).toBe('वार्षिक रिपोर्ट 👩‍🌾 "Q1"; (draft) 50% it\'s');
  });

  it("writes one header line with a printable ASCII fallback and a strict RFC 5987 filename*", () => {
    expect(attachment("../x\u202Efdp.exe.pdf")).toBe(
      `attachment; filename=".._x_fdp.exe.pdf"; filename*=UTF-8''.._x_fdp.exe.pdf`,
    );
    expect(attachment(`it's (draft) *1*.pdf`)).toBe(
      `attachment; filename="it's (draft) *1*.pdf"; filename*=UTF-8''it%27s%20%28draft%29%20%2A1%2A.pdf`,
    );
    expect(attachment('a"b;c\\d.pdf')).toBe(`attachment; filename="a_b;c_d.pdf"; filename*=UTF-8''a%22b%3Bc_d.pdf`);
    expect(() => attachment("\ud800.pdf")).not.toThrow();
  });

  it("never yields a header value that Headers refuses or that splits, for any name", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 80 }), (name) => {
        const value = attachment(`${name}.pdf`);
        expect(() => new Headers({ "content-disposition": value })).not.toThrow();
        expectSafeDisposition(value, `${safeFileName(name)}.pdf`);
      }),
      { numRuns: 200 },
    );
  });
});

describe("files disguised by name and declared type", () => {
  it("refuses HTML, JavaScript, SVG and GIFAR posing as PNG, JPEG or PDF (415) and stores nothing", async () => {
    const marker = `disguised ${randomUUID()}`;
    const before = await fileKeys();
    let tried = 0;
    for (const [endpointName, endpoint] of ALL) {
      for (const [payloadName, bytes] of Object.entries(DISGUISED)) {
        for (const disguise of DISGUISES) {
          const response = await post(endpoint, `${marker} ${payloadName}`, { bytes: bytes(), ...disguise });
          const what = `${endpointName}: ${payloadName} as ${disguise.name}`;
          expect(response.status, what).toBe(415);
          expect(response.json, what).toEqual({ message: refusal(endpoint.kind) });
          expect(response.headers.get("x-content-type-options")).toBe("nosniff");
          tried++;
        }
      }
    }
    expect(tried).toBe(ALL.length * Object.keys(DISGUISED).length * DISGUISES.length);
    expect(await leftovers(before, marker)).toEqual([]);
  });

  it("refuses a real file of the other kind: a PDF as a photo, a picture as a PDF (415)", async () => {
    const marker = `other kind ${randomUUID()}`;
    const before = await fileKeys();
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), unique()]);
    const png = Buffer.concat([PNG_SIGNATURE, unique()]);
    for (const [, endpoint] of IMAGE_ENDPOINTS) {
      const response = await post(endpoint, marker, { bytes: pdf, type: "image/png", name: "photo.png" });
      expect(response.status).toBe(415);
      expect(response.json).toEqual({ message: NOT_AN_IMAGE });
    }
    const response = await post(ENDPOINTS.downloads, marker, { bytes: png, type: "application/pdf", name: "a.pdf" });
    expect(response.status).toBe(415);
    expect(response.json).toEqual({ message: NOT_A_PDF });
    expect(await leftovers(before, marker)).toEqual([]);
  });

  it("ignores an `image` text field: a record's picture URL only ever comes from an upload", async () => {
    for (const [, endpoint] of IMAGE_ENDPOINTS) {
      for (const image of ["javascript:alert(1)", "/api/files/../collections/news", "https://evil.example/x.svg"]) {
        const response = await call("POST", endpoint.base, {
          token,
          form: form({ ...endpoint.fields(`Field ${randomUUID()}`), image }),
        });
        expect(response.status).toBe(201);
        expect(response.json.image).toBe("");
      }
    }
  });
});

describe("polyglots", () => {
  const pictures: Record<string, { type: string; bytes: () => Buffer }> = {
    "PNG signature then HTML": { type: "image/png", bytes: () => Buffer.concat([PNG_SIGNATURE, HTML, unique()]) },
    "JPEG signature then HTML": { type: "image/jpeg", bytes: () => Buffer.concat([JPEG_SIGNATURE, HTML, unique()]) },
    "WebP header then HTML": {
      type: "image/webp",
      bytes: () => Buffer.concat([Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 ", "latin1"), HTML, unique()]),
    },
    "PNG with a ZIP appended (GIFAR-style)": {
      type: "image/png",
      bytes: () => Buffer.concat([PNG_SIGNATURE, Buffer.from("IHDR"), ZIP_ENTRY, unique()]),
    },
  };

  it("serves a picture polyglot only under its sniffed type, nosniff and a sandbox CSP, never as declared", async () => {
    for (const [endpointName, endpoint] of IMAGE_ENDPOINTS) {
      for (const [name, { type, bytes }] of Object.entries(pictures)) {
        const data = bytes();
        // Declared as HTML: the declared type and name never reach the served headers.
        const response = await post(endpoint, `Polyglot ${randomUUID()}`, {
          bytes: data,
          type: "text/html",
          name: "page.html",
        });
        expect(response.status, `${endpointName}: ${name}`).toBe(201);
        await expectStoredAs(response.json.image, type, data);
      }
    }
  });

  const pdfs: Record<string, () => Buffer> = {
    "PDF with JavaScript and HTML after %%EOF": () =>
      Buffer.concat([
        Buffer.from("%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n"),
        HTML,
        unique(),
      ]),
    "PDF with a ZIP appended": () => Buffer.concat([Buffer.from("%PDF-1.4\n%%EOF\n"), ZIP_ENTRY, unique()]),
    // isPdf allows up to 1 KB before "%PDF-"; here that junk is a whole HTML page a browser would
    // sniff as HTML. nosniff, the attachment disposition and the sandbox CSP each stop it rendering.
    "HTML page (under 1 KB) before %PDF-": () => {
      const page = Buffer.concat([HTML, unique()]);
      return Buffer.concat([page, Buffer.alloc(1000 - page.length, " "), Buffer.from("%PDF-1.4\n%%EOF\n")]);
    },
  };

  it("serves every accepted PDF polyglot as an application/pdf attachment with nosniff and a sandbox CSP", async () => {
    for (const [name, bytes] of Object.entries(pdfs)) {
      const data = bytes();
      const title = `Polyglot ${randomUUID()}`;
      const response = await post(ENDPOINTS.downloads, title, { bytes: data, type: "text/html", name: "page.html" });
      expect(response.status, name).toBe(201);
      const served = await expectStoredAs(response.json.pdfUrl, "application/pdf", data);
      expectSafeDisposition(served.headers.get("content-disposition"), `${title}.pdf`);
    }
  });
});

describe("oversize uploads", () => {
  const filled = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);

  it("takes a picture of exactly 2 MB and refuses 2 MB + 1 byte (413), storing nothing", async () => {
    const marker = `big picture ${randomUUID()}`;
    const before = await fileKeys();
    for (const [endpointName, endpoint] of IMAGE_ENDPOINTS) {
      const over = await post(endpoint, marker, {
        bytes: filled(PNG_SIGNATURE, 2 * MB + 1),
        type: "image/png",
        name: "big.png",
      });
      expect(over.status, endpointName).toBe(413);
      expect(over.json).toEqual({ message: "The file is too large: 2 MB at most." });

      const exact = filled(Buffer.concat([PNG_SIGNATURE, unique()]), 2 * MB);
      const fits = await post(endpoint, `Fits ${randomUUID()}`, { bytes: exact, type: "image/png", name: "ok.png" });
      expect(fits.status, endpointName).toBe(201);
      await expectStoredAs(fits.json.image, "image/png", exact);
      expect((await call("DELETE", `${endpoint.base}/${String(fits.json._id)}`, { token })).status).toBe(200);
      accepted.delete(String(fits.json.image));
    }
    expect(await leftovers(before, marker)).toEqual([]);
  });

  it("takes a PDF of exactly 4 MB and refuses 4 MB + 1 byte (413), storing nothing", async () => {
    const marker = `big pdf ${randomUUID()}`;
    const before = await fileKeys();
    const pdfHead = Buffer.from("%PDF-1.4\n");
    const over = await post(ENDPOINTS.downloads, marker, {
      bytes: filled(pdfHead, 4 * MB + 1),
      type: "application/pdf",
      name: "big.pdf",
    });
    expect(over.status).toBe(413);
    expect(over.json).toEqual({ message: "The file is too large: 4 MB at most." });

    const exact = filled(Buffer.concat([pdfHead, unique()]), 4 * MB);
    const fits = await post(ENDPOINTS.downloads, `Fits ${randomUUID()}`, {
      bytes: exact,
      type: "application/pdf",
      name: "ok.pdf",
    });
    expect(fits.status).toBe(201);
    await expectStoredAs(fits.json.pdfUrl, "application/pdf", exact);
    expect((await call("DELETE", `/api/downloads/${String(fits.json._id)}`, { token })).status).toBe(200);
    accepted.delete(String(fits.json.pdfUrl));
    expect(await leftovers(before, marker)).toEqual([]);
  });

  it("refuses extra files, too many fields, a huge text field and a huge declared body, storing nothing", async () => {
    const marker = `crowded ${randomUUID()}`;
    const before = await fileKeys();
    const png = () => ({ bytes: Buffer.concat([PNG_SIGNATURE, unique()]), type: "image/png", name: "a.png" });
    const pdf = () => ({ bytes: Buffer.concat([Buffer.from("%PDF-1.4\n"), unique()]), type: "application/pdf" });
    for (const [endpointName, endpoint] of ALL) {
      const field = fieldOf(endpoint);
      const file = () => (endpoint.kind === "pdf" ? { ...pdf(), name: "a.pdf" } : png());
      const fields = endpoint.fields(marker);
      const cases: [string, FormData, number, string][] = [
        [
          "the file twice",
          form(fields, [
            { field, ...file() },
            { field, ...file() },
          ]),
          400,
          "Too many files in one form.",
        ],
        [
          "an unknown file field too",
          form(fields, [
            { field: "extra", ...file() },
            { field, ...file() },
          ]),
          400,
          "Too many files in one form.",
        ],
        [
          "101 fields",
          form({ ...fields, ...Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, "x"])) }, [
            { field, ...file() },
          ]),
          400,
          "Too many fields in one form.",
        ],
        [
          "a 200 KB + 1 byte field",
          form({ ...fields, [endpoint.label]: `${marker} ${"x".repeat(200 * 1024)}` }, [{ field, ...file() }]),
          413,
          `The field "${endpoint.label}" is too long.`,
        ],
      ];
      for (const [what, body, status, message] of cases) {
        const response = await call("POST", endpoint.base, { token, form: body });
        expect(response.status, `${endpointName}: ${what}`).toBe(status);
        expect(response.json).toEqual({ message });
      }
      // A declared length far over the limit is refused before the body is read.
      const encoded = new Request("http://localhost/", { method: "POST", body: form(fields, [{ field, ...file() }]) });
      const declared = await sendRaw(endpoint.base, Buffer.from(await encoded.arrayBuffer()), {
        "content-type": encoded.headers.get("content-type") ?? "",
        "content-length": String(50 * MB),
      });
      expect(declared.status, `${endpointName}: declared 50 MB`).toBe(413);
      expect(await declared.json()).toEqual({
        message: `The upload is too large: ${endpoint.kind === "pdf" ? "4 MB" : "2 MB"} at most.`,
      });
    }
    expect(await leftovers(before, marker)).toEqual([]);
  });
});

describe("hostile file names and download titles", () => {
  const pdf = () => Buffer.concat([Buffer.from("%PDF-1.4\n"), unique()]);
  // FormData sends \r, \n and " in a file name percent-encoded, as browsers do; raw ones are below.
  const FILE_NAMES = [
    "../../etc/passwd.pdf",
    "..\\..\\x.pdf",
    "/etc/passwd",
    "C:\\Windows\\win.ini",
    "a\r\nContent-Type: text/html\r\n\r\n<script>.pdf",
    'q"uote;.pdf',
    "x\u202Efdp.exe",
    `${"n".repeat(5000)}.pdf`,
  ];

  it("refuses a part whose file name holds a NUL as a malformed form (400), storing nothing", async () => {
    const marker = `nul ${randomUUID()}`;
    const before = await fileKeys();
    for (const [endpointName, endpoint] of ALL) {
      const bytes = endpoint.kind === "pdf" ? pdf() : Buffer.concat([PNG_SIGNATURE, unique()]);
      const type = endpoint.kind === "pdf" ? "application/pdf" : "image/png";
      const response = await post(endpoint, marker, { bytes, type, name: "nul\0byte.pdf" });
      expect(response.status, endpointName).toBe(400);
      expect(response.json).toEqual(MALFORMED);
    }
    expect(await leftovers(before, marker)).toEqual([]);
  });

  it("stores every upload under a random key, whatever its file name", async () => {
    for (const [endpointName, endpoint] of ALL) {
      for (const name of FILE_NAMES) {
        const before = await fileKeys();
        const bytes = endpoint.kind === "pdf" ? pdf() : Buffer.concat([PNG_SIGNATURE, unique()]);
        const label = `Named ${randomUUID()}`;
        const type = endpoint.kind === "pdf" ? "application/pdf" : "image/png";
        const response = await post(endpoint, label, { bytes, type, name });
        expect(response.status, `${endpointName}: ${JSON.stringify(name)}`).toBe(201);
        const url = String(response.json[endpoint.stored]);
        await expectStoredAs(url, type, bytes);
        const key = `files/${url.slice("/api/files/".length)}`;
        expect(before.has(key)).toBe(false);
        expect(key).toMatch(FILE_KEY);
        // Named after the record, never after the uploaded file.
        expect(await fileName(key)).toBe(label);
      }
    }
    for (const key of await fileKeys()) expect(key).toMatch(FILE_KEY);
  });

  it("reads raw multipart with hostile part headers without a 500 and without using the name", async () => {
    const boundary = `----attack${randomUUID()}`;
    const title = `Raw ${randomUUID()}`;
    const part = (headers: string, body: Buffer | string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`, "latin1"),
        Buffer.from(body),
        Buffer.from("\r\n"),
      ]);
    const contentType = { "content-type": `multipart/form-data; boundary=${boundary}` };
    const send = (...parts: Buffer[]) =>
      sendRaw("/api/downloads", Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType);
    const before = await fileKeys();
    // Each part header as sent, and what becomes of it: a stored file (its name unused) or a
    // malformed form.
    const names: [string, "stored" | Record<string, unknown>][] = [
      [`filename="..\\..\\x.pdf"`, "stored"],
      [`filename="../../etc/passwd.pdf"; filename*=UTF-8''..%2F..%2Fcollections%2Fnews`, "stored"],
      [`filename="x.pdf"; filename="../../y.pdf"`, "stored"],
      // A folded header line (obsolete CRLF + space) inside the name.
      [`filename="a\r\n b.pdf"`, "stored"],
      [`filename="a\0b.pdf"`, MALFORMED],
      // busboy drops these parts; the reader sees fewer parts than the form sent and refuses it.
      [`filename="a"b".pdf"`, MALFORMED],
      [`filename="a\r\nContent-Type: text/html"`, MALFORMED],
    ];
    for (const [name, expected] of names) {
      const bytes = pdf();
      const response = await send(
        part(`Content-Disposition: form-data; name="title"`, title),
        part(`Content-Disposition: form-data; name="pdf"; ${name}\r\nContent-Type: text/html`, bytes),
      );
      const answer = (await response.json()) as { pdfUrl?: string };
      expect(response.status, name).toBe(expected === "stored" ? 201 : 400);
      if (expected === "stored") await expectStoredAs(answer.pdfUrl, "application/pdf", bytes);
      else expect(answer).toEqual(expected);
    }
    // A body cut off mid-part is a malformed form, not a crash.
    const cut = await sendRaw(
      "/api/downloads",
      part(`Content-Disposition: form-data; name="pdf"; filename="x.pdf"`, pdf()).subarray(0, 80),
      contentType,
    );
    expect(cut.status).toBe(400);
    for (const key of await fileKeys()) if (!before.has(key)) expect(key).toMatch(FILE_KEY);
  });

  const TITLES = [
    "../../etc/passwd",
    "..\\..\\x",
    "/etc/passwd",
    "C:\\Windows\\win.ini",
    "report\r\nSet-Cookie: session=stolen",
    "report\r\n\r\n<script>alert(1)</script>",
    "nul\0byte",
    'quote" ; filename="evil.exe',
    "semi;colon; filename=evil.exe",
    "invoice\u202Eexe",
    "\u2066isolate\u2069 and \u200fmark",
    "line\u2028separator",
    "tab\there",
    "%2e%2e%2fetc%2fpasswd",
    "t".repeat(300),
    // 300 control characters: JSON-escaped six bytes each, they overflow the store's 2 KB metadata.
    `c${"\u0001".repeat(298)}c`,
    `वार्षिक ${"रिपोर्ट ".repeat(37)}`.slice(0, 300),
  ];

  it("keeps each title as typed and downloads it under a single safe header line", async () => {
    for (const raw of TITLES) {
      const title = raw.trim();
      const response = await post(ENDPOINTS.downloads, raw, { bytes: pdf(), type: "application/pdf", name: "x.pdf" });
      expect(response.status, JSON.stringify(raw)).toBe(201);
      expect(response.json.title).toBe(title);
      const served = await call("GET", String(response.json.pdfUrl));
      expectServedSafely(served, "application/pdf");
      expect(served.headers.get("set-cookie")).toBeNull();
      expectSafeDisposition(served.headers.get("content-disposition"), `${safeFileName(title)}.pdf`);
      // The listing keeps the title exactly as typed.
      const listed = JSON.parse((await call("GET", "/api/downloads")).bytes.toString("utf8")) as { _id: string }[];
      expect(listed.find((item) => item._id === response.json._id)).toMatchObject({ title });
    }
  });

  it("stores a picture for a name made of control characters without a 500", async () => {
    const name = `c${"\u0001".repeat(298)}c`;
    const bytes = Buffer.concat([PNG_SIGNATURE, unique()]);
    const response = await post(ENDPOINTS.books, name, { bytes, type: "image/png", name: "c.png" });
    expect(response.status).toBe(201);
    expect(response.json.name).toBe(name);
    await expectStoredAs(response.json.image, "image/png", bytes);
  });
});

describe("POST /api/images (a picture kept by its address)", () => {
  const IMAGES = "/api/images";
  /** The picture alone, named `name` (the stored file's only name: `leftovers` finds it by it). */
  const upload = (name: string, bytes: Buffer, type = "image/png", extra: Upload[] = [], fields = {}) =>
    call("POST", IMAGES, { token, form: form(fields, [{ field: "image", bytes, type, name }, ...extra]) });

  it("refuses HTML, JavaScript, SVG, GIFAR and PDFs posing as pictures (415) and stores nothing", async () => {
    const marker = `images disguised ${randomUUID()}`;
    const before = await fileKeys();
    const payloads = { ...DISGUISED, pdf: () => Buffer.concat([Buffer.from("%PDF-1.4\n"), unique()]) };
    for (const [payloadName, bytes] of Object.entries(payloads)) {
      for (const disguise of DISGUISES) {
        const response = await upload(`${marker} ${disguise.name}`, bytes(), disguise.type);
        expect(response.status, `${payloadName} as ${disguise.name}`).toBe(415);
        expect(response.json).toEqual({ message: NOT_AN_IMAGE });
      }
    }
    expect(await leftovers(before, marker)).toEqual([]);
  });

  it("serves a picture polyglot declared as HTML only under its sniffed type, nosniff and a sandbox CSP", async () => {
    const polyglots: [string, Buffer][] = [
      ["image/png", Buffer.concat([PNG_SIGNATURE, HTML, unique()])],
      ["image/jpeg", Buffer.concat([JPEG_SIGNATURE, HTML, unique()])],
      ["image/webp", Buffer.concat([Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 ", "latin1"), HTML, unique()])],
    ];
    for (const [type, bytes] of polyglots) {
      const response = await upload("page.html", bytes, "text/html");
      expect(response.status, type).toBe(201);
      await expectStoredAs(response.json.url, type, bytes);
    }
  });

  it("takes exactly 2 MB, and refuses 2 MB + 1 byte, extra files, too many fields and a huge declared body", async () => {
    const marker = `images crowded ${randomUUID()}`;
    const before = await fileKeys();
    const png = () => Buffer.concat([PNG_SIGNATURE, unique()]);
    const filled = (size: number) => Buffer.concat([PNG_SIGNATURE, unique(), Buffer.alloc(size)]).subarray(0, size);
    const exact = filled(2 * MB);
    const fits = await upload(`fits ${randomUUID()}`, exact);
    expect(fits.status).toBe(201);
    await expectStoredAs(fits.json.url, "image/png", exact);
    const second = { field: "image", bytes: png(), type: "image/png", name: `${marker} 2.png` };
    const cases: [string, Promise<CallResult>, number, string][] = [
      ["2 MB + 1 byte", upload(marker, filled(2 * MB + 1)), 413, "The file is too large: 2 MB at most."],
      ["the file twice", upload(marker, png(), "image/png", [second]), 400, "Too many files in one form."],
      [
        "an unknown file field too",
        upload(marker, png(), "image/png", [{ ...second, field: "extra" }]),
        400,
        "Too many files in one form.",
      ],
      [
        "101 fields",
        upload(
          marker,
          png(),
          "image/png",
          [],
          Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, "x"])),
        ),
        400,
        "Too many fields in one form.",
      ],
    ];
    for (const [what, answer, status, message] of cases) {
      const response = await answer;
      expect(response.status, what).toBe(status);
      expect(response.json, what).toEqual({ message });
    }
    const encoded = new Request("http://localhost/", {
      method: "POST",
      body: form({}, [{ field: "image", bytes: png(), type: "image/png", name: `${marker}.png` }]),
    });
    const declared = await sendRaw(IMAGES, Buffer.from(await encoded.arrayBuffer()), {
      "content-type": encoded.headers.get("content-type") ?? "",
      "content-length": String(50 * MB),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: "The upload is too large: 2 MB at most." });
    expect(await leftovers(before, marker)).toEqual([]);
  });

  it("stores every picture under a random key, whatever its file name, with a short safe name", async () => {
    const names = ["../../etc/passwd", "C:\\Windows\\win.ini", "x\u202Egnp.exe", `${"n".repeat(5000)}.png`];
    for (const name of names) {
      const bytes = Buffer.concat([PNG_SIGNATURE, unique()]);
      const response = await upload(name, bytes);
      expect(response.status, JSON.stringify(name.slice(0, 40))).toBe(201);
      await expectStoredAs(response.json.url, "image/png", bytes);
      const key = `files/${String(response.json.url).slice("/api/files/".length)}`;
      expect(key).toMatch(FILE_KEY);
      const stored = await fileName(key);
      expect(stored.length).toBeLessThanOrEqual(120);
      // busboy keeps only the name after the last path separator; the rest is made safe.
      expect(stored).not.toMatch(/[/\\\p{Cc}\u202a-\u202e]/u);
      expect(stored).toBe(safeFileName(stored));
    }
  });
});

describe("GET /api/files/{id}", () => {
  let id = "";
  let title = "";

  beforeAll(async () => {
    title = `Target ${randomUUID()}`;
    const response = await post(ENDPOINTS.downloads, title, {
      bytes: Buffer.concat([Buffer.from("%PDF-1.4\n"), unique()]),
      type: "application/pdf",
      name: "x.pdf",
    });
    expect(response.status).toBe(201);
    id = String(response.json.pdfUrl).slice("/api/files/".length);
  });

  it("answers a JSON 404 for ids that are not exactly 24 lowercase hex digits, never another blob", async () => {
    // The downloads collection is the JSON blob "collections/downloads" in the same store.
    const collection = await blobs().get("collections/downloads", { type: "text" });
    expect(collection).toContain(title);
    const ids = [
      "../collections/downloads",
      "..%2fcollections%2fdownloads",
      "%2e%2e%2fcollections%2fdownloads",
      "%2E%2E%2Fcollections%2Fdownloads",
      "%2e%2e/collections/downloads",
      "..%5ccollections%5cdownloads",
      "collections%2fdownloads",
      `files%2f${id}`,
      `..%2ffiles%2f${id}`,
      id.toUpperCase(),
      id.slice(0, 23),
      `${id}0`,
      `${id}%00`,
      `${id}%0d%0a`,
      `${id}.pdf`,
      `${id}/..`,
      "..",
      "%2e%2e",
      ".",
    ];
    for (const bad of ids) {
      const response = await call("GET", `/api/files/${bad}`);
      expect(response.status, bad).toBe(404);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Object.keys(response.json), bad).toEqual(["message"]);
      expect(response.bytes.toString("utf8")).not.toContain(title);
    }
    // The right id, for contrast; as on Netlify, a trailing slash is not part of the id.
    expectServedSafely(await call("GET", `/api/files/${id}`), "application/pdf");
    expectServedSafely(await call("GET", `/api/files/${id}/`), "application/pdf");
  });

  it("checks the id itself, not only the router: raw traversal strings never reach the store", async () => {
    for (const bad of ["../collections/downloads", "../../society/collections/downloads", `${id}\0`, ` ${id}`]) {
      await expect(serveFile(bad), bad).rejects.toEqual(new HttpError(404, "File not found."));
    }
  });
});

describe("every accepted upload", () => {
  it("is served with nosniff, the sandbox CSP and one of the four safe types, PDFs never inline", async () => {
    expect(new Set(accepted.values())).toEqual(new Set(SAFE_TYPES));
    for (const [url, type] of accepted) expectServedSafely(await call("GET", url), type);
  });
});
