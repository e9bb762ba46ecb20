import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ANNUAL_REPORT_MESSAGES } from "../../src/domain/annual-reports";
import { adminToken, badTokens, call, list, type CallOptions } from "../support/api";

/**
 * The contract every content resource of docs/rules/public-site.md §7 keeps, one table row per resource: list,
 * read, create (201), update and delete with the spec's messages; 401 for every write without a
 * valid admin token, changing nothing; 404 for an unknown id; 400 naming the field for a refused
 * body, storing nothing; 405 with Allow for a method a path does not take; 409 for a stale edit
 * (If-Match, quoted, weak, or the body's updatedAt). What is particular to a resource (its fields'
 * rules, order, files, aliases) stays in its own tests/unit/<resource>-api.test.ts.
 */

const STALE = "This item was changed elsewhere. Reload to see the latest version.";
const AUTH = { message: "Authentication required. Please log in." };
const LONG_AGO = "2000-01-01T00:00:00.000Z";

type Body = Record<string, unknown>;
type Stored = Body & { _id: string; createdAt: string; updatedAt: string };

interface Resource {
  name: string;
  /** Item paths are `${base}/{id}`. */
  base: string;
  /** Where new records are POSTed (the spec's path, where it names one). */
  create: string;
  /** Every path that lists the records publicly. */
  lists: string[];
  /** The spec's noun: "<noun> not found.", "<noun> deleted successfully!". */
  noun: string;
  /** A valid body, different on each call (`label` is its unique text). */
  body: (label: string) => Body;
  /** Where the stored record keeps the label. */
  labelOf: (record: Body) => string;
  /** A change to a valid body that is refused, with the field and the spec's message. */
  invalid: { change: Body; field: string; message: string };
  /** Sent as a form (with its file) instead of JSON. */
  asForm?: (body: Body) => FormData;
  /** No update and no read by id (downloads: add and delete only). */
  addAndDeleteOnly?: boolean;
  /** What PATCH answers on the list path and an item path, as Allow. */
  allow: { list: RegExp; item: RegExp };
}

const pdf = () => Buffer.from(`%PDF-1.4\n% ${randomUUID()}\n1 0 obj << >> endobj\n%%EOF\n`);
const CRUD_ALLOW = { list: /^GET, POST$/, item: /^GET, PUT, DELETE$/ };

/**
 * A year no other annual report has, on each call (one report per year): from 1901-02 on, clear of
 * the seed's 2014-15 to 2019-20 and annual-reports-api.test.ts's years, in the worker's shared store.
 */
let annualReportStart = 1901;
const freshReportYear = () => {
  const start = annualReportStart++;
  return `${String(start)}-${String((start + 1) % 100).padStart(2, "0")}`;
};

const RESOURCES: Resource[] = [
  {
    name: "news",
    base: "/api/news",
    create: "/api/news",
    lists: ["/api/news"],
    noun: "News",
    body: (label) => ({ title: label, date: "2026-03-01", bigContent: "Body text.", links: [] }),
    labelOf: (record) => String(record.title),
    invalid: { change: { title: "" }, field: "title", message: "Title is required." },
    allow: CRUD_ALLOW,
  },
  {
    name: "workshops",
    base: "/api/workshops",
    create: "/api/workshops",
    lists: ["/api/workshops"],
    noun: "Workshop",
    body: (label) => ({ serialNumber: 7, year: 2024, topic: label, venue: "NBRI, Lucknow", date: "2024-09-14" }),
    labelOf: (record) => String(record.topic),
    invalid: { change: { serialNumber: 0 }, field: "serialNumber", message: "Serial number must be at least 1." },
    allow: CRUD_ALLOW,
  },
  {
    name: "conference-listings",
    base: "/api/conference-listings",
    create: "/api/conference-listings",
    lists: ["/api/conference-listings"],
    noun: "Conference listing",
    body: (label) => ({ kind: "conference", year: 2023, theme: label, venue: "Lucknow", dates: "" }),
    labelOf: (record) => String(record.theme),
    invalid: { change: { kind: "workshop" }, field: "kind", message: "Kind must be symposium or conference." },
    allow: CRUD_ALLOW,
  },
  {
    name: "awards",
    base: "/api/awards",
    create: "/api/awards",
    lists: ["/api/awards"],
    noun: "Award",
    body: (label) => ({
      sno: 4,
      name: label,
      year: 2005,
      value: "Citation and medal",
      periodicity: "Biennial",
      eligibility: "Members below 40 years of age.",
      administration: "The Executive Council.",
      procedure: "Nominations by two Fellows.",
      presentation: "At the annual general meeting.",
    }),
    labelOf: (record) => String(record.name),
    invalid: { change: { sno: 0 }, field: "sno", message: "S.No. must be at least 1." },
    allow: CRUD_ALLOW,
  },
  {
    name: "awardees",
    base: "/api/awardees",
    create: "/api/awardees",
    lists: ["/api/awardees"],
    noun: "Awardee",
    body: (label) => ({
      awardName: "Dr. R. S. Paroda Award",
      sno: 3,
      year: 2019,
      awardeeName: label,
      lectureTopic: "Climate-resilient farming",
    }),
    labelOf: (record) => String(record.awardeeName),
    invalid: { change: { year: 1800 }, field: "year", message: "Year must be between 1900 and 2099." },
    allow: CRUD_ALLOW,
  },
  {
    name: "editorials",
    base: "/api/editorials",
    create: "/api/editorials",
    lists: ["/api/editorials"],
    noun: "Editorial entry",
    body: (label) => ({ category: "Associate Editors", content: label, areasOfSpecialization: ["Agronomy"] }),
    labelOf: (record) => String(record.content),
    invalid: { change: { category: "" }, field: "category", message: "Category is required." },
    allow: CRUD_ALLOW,
  },
  {
    name: "award-nomination",
    base: "/api/award-nomination",
    create: "/api/award-nomination",
    lists: ["/api/award-nomination"],
    noun: "Nomination info",
    body: (label) => ({ mainContent: label, instructions: ["Send two copies."], links: ["https://example.org/apply"] }),
    labelOf: (record) => String(record.mainContent),
    invalid: { change: { mainContent: "" }, field: "mainContent", message: "Main content is required." },
    allow: CRUD_ALLOW,
  },
  {
    name: "books",
    base: "/api/books",
    create: "/api/books",
    lists: ["/api/books"],
    noun: "Book",
    body: (label) => ({
      name: label,
      editors: ["A. Kumar"],
      year: 2019,
      pages: 240,
      isbn: "978-81-930485-2-4",
      price: 1500,
      about: "<p>Proceedings.</p>",
      contents: "1. Soil health",
    }),
    labelOf: (record) => String(record.name),
    invalid: { change: { pages: 0 }, field: "pages", message: "Pages must be at least 1." },
    allow: CRUD_ALLOW,
  },
  {
    name: "executives",
    base: "/api/executives",
    create: "/api/executives",
    lists: ["/api/executives", "/api/executives/get"],
    noun: "Executive",
    body: (label) => ({
      name: label,
      designation: "Treasurer",
      postalAddress: "12 Station Road\nLucknow 226001",
      email: "treasurer@example.org",
      mobile: "+91 98390 12345",
      biodata: "Plain-text biodata.",
    }),
    labelOf: (record) => String(record.name),
    invalid: { change: { email: "not-an-email" }, field: "email", message: "E-mail must be a valid e-mail address." },
    allow: CRUD_ALLOW,
  },
  {
    name: "memberships",
    base: "/api/memberships",
    create: "/api/memberships/create",
    lists: ["/api/memberships/get", "/api/memberships"],
    noun: "Membership",
    body: (label) => ({
      membershipInfo: "Life membership",
      nationality: "Indian",
      membershipType: label,
      membershipFee: 1000,
    }),
    labelOf: (record) => String(record.membershipType),
    invalid: { change: { membershipType: "" }, field: "membershipType", message: "Membership type is required." },
    allow: CRUD_ALLOW,
  },
  {
    name: "payment-details",
    base: "/api/payment-details",
    create: "/api/payment-details/create",
    lists: ["/api/payment-details/get", "/api/payment-details"],
    noun: "Payment details",
    body: (label) => ({
      accountHolderName: label,
      bankAndBranch: "State Bank of India, Main Branch, Lucknow",
      accountNumber: "123456789012",
      ifscCode: "SBIN0001234",
      micrCode: "226002001",
      upiId: "society.lko@sbi",
    }),
    labelOf: (record) => String(record.accountHolderName),
    invalid: {
      change: { upiId: "society at sbi" },
      field: "upiId",
      message:
        "UPI ID must be a UPI address like society@sbi: letters, digits, dots, hyphens or underscores, then @ and the bank's handle.",
    },
    allow: CRUD_ALLOW,
  },
  {
    name: "downloads",
    base: "/api/downloads",
    create: "/api/downloads",
    lists: ["/api/downloads"],
    noun: "Download",
    body: (label) => ({ title: label }),
    labelOf: (record) => String(record.title),
    asForm: (body) => {
      const form = new FormData();
      if (typeof body.title === "string") form.append("title", body.title);
      if (!body.noFile) form.append("pdf", new Blob([new Uint8Array(pdf())], { type: "application/pdf" }), "f.pdf");
      return form;
    },
    invalid: { change: { noFile: true }, field: "pdf", message: "Title and a PDF file are required." },
    addAndDeleteOnly: true,
    allow: { list: /^GET, POST$/, item: /^DELETE$/ },
  },
  {
    name: "annual-reports",
    base: "/api/annual-reports",
    create: "/api/annual-reports",
    lists: ["/api/annual-reports"],
    noun: "Annual report",
    body: (label) => ({ year: freshReportYear(), title: label }),
    labelOf: (record) => String(record.title),
    asForm: (body) => {
      const form = new FormData();
      for (const field of ["year", "title"]) if (typeof body[field] === "string") form.append(field, body[field]);
      form.append("pdf", new Blob([new Uint8Array(pdf())], { type: "application/pdf" }), "report.pdf");
      return form;
    },
    invalid: { change: { year: "2024-26" }, field: "year", message: ANNUAL_REPORT_MESSAGES.yearFormat },
    addAndDeleteOnly: true,
    allow: { list: /^GET, POST$/, item: /^DELETE$/ },
  },
];

let token = "";
beforeAll(async () => {
  token = await adminToken();
});

describe.each(RESOURCES)("$name", (resource) => {
  const label = () => `${resource.name} contract ${randomUUID()}`;
  const send = (method: string, path: string, body: Body, options: CallOptions = {}) =>
    call(method, path, { ...options, ...(resource.asForm ? { form: resource.asForm(body) } : { body }) });
  const item = (id: string) => `${resource.base}/${id}`;
  const storedWith = async (text: string) =>
    (await list<Body>(resource.lists[0] ?? resource.base)).filter((record) => resource.labelOf(record).includes(text));

  async function create(): Promise<Stored> {
    const response = await send("POST", resource.create, resource.body(label()), { token });
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    return response.json as Stored;
  }

  it("creates a record (201) with its id and times, listed on every list path and readable by id", async () => {
    const text = label();
    const response = await send("POST", resource.create, resource.body(text), { token });
    expect(response.status).toBe(201);
    const created = response.json as Stored;
    expect(resource.labelOf(created)).toContain(text);
    expect(created._id).toMatch(/^[\w-]+$/);
    expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false);
    expect(created.updatedAt).toBe(created.createdAt);
    for (const path of resource.lists) {
      expect(
        (await list<Stored>(path)).find((record) => record._id === created._id),
        path,
      ).toEqual(created);
    }
    if (!resource.addAndDeleteOnly) {
      const read = await call("GET", item(created._id));
      expect(read.status).toBe(200);
      expect(read.json).toEqual(created);
    }
  });

  // Downloads are added and deleted only: an update is a 405 (below).
  if (!resource.addAndDeleteOnly)
    it("updates a record, keeping its id and creation time; a stale or invalid edit is refused and changes nothing", async () => {
      const created = await create();
      const path = item(created._id);
      const text = label();
      const change = resource.body(text);

      const staleHeader = await send("PUT", path, change, { token, headers: { "if-match": LONG_AGO } });
      expect(staleHeader.status).toBe(409);
      expect(staleHeader.json).toEqual({ message: STALE });
      const staleBody = await send("PUT", path, { ...change, updatedAt: LONG_AGO }, { token });
      expect(staleBody.status).toBe(409);
      expect(staleBody.json).toEqual({ message: STALE });
      const invalid = await send("PUT", path, { ...change, ...resource.invalid.change }, { token });
      expect(invalid.status).toBe(400);
      expect((invalid.json.issues as { field: string }[]).map((issue) => issue.field)).toContain(
        resource.invalid.field,
      );
      expect((await call("GET", path)).json).toEqual(created);

      const quoted = await send("PUT", path, change, { token, headers: { "if-match": `"${created.updatedAt}"` } });
      expect(quoted.status).toBe(200);
      const updated = quoted.json as Stored;
      expect(updated).toMatchObject({ _id: created._id, createdAt: created.createdAt });
      expect(resource.labelOf(updated)).toContain(text);
      expect(updated.updatedAt).not.toBe(created.updatedAt);
      // The version just replaced is stale now; the current one, in any form, is not.
      expect((await send("PUT", path, change, { token, headers: { "if-match": created.updatedAt } })).status).toBe(409);
      const weak = await send("PUT", path, change, { token, headers: { "if-match": `W/"${updated.updatedAt}"` } });
      expect(weak.status).toBe(200);
      const inBody = await send("PUT", path, { ...change, updatedAt: (weak.json as Stored).updatedAt }, { token });
      expect(inBody.status).toBe(200);
      // Without a version, the last write wins.
      const blind = await send("PUT", path, resource.body(text), { token });
      expect(blind.status).toBe(200);
      expect((await call("GET", path)).json).toEqual(blind.json);
    });

  it("deletes a record with the spec's message; it is gone from the lists and answers 404", async () => {
    const created = await create();
    const removed = await call("DELETE", item(created._id), { token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: `${resource.noun} deleted successfully!` });
    for (const path of resource.lists) {
      expect(
        (await list<Stored>(path)).some((record) => record._id === created._id),
        path,
      ).toBe(false);
    }
    const again = await call("DELETE", item(created._id), { token });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: `${resource.noun} not found.` });
  });

  it("refuses every write without a valid admin token (401) and changes nothing", async () => {
    const created = await create();
    const text = label();
    for (const bad of await badTokens()) {
      const auth = bad ? { token: bad } : {};
      const responses = await Promise.all([
        send("POST", resource.create, resource.body(text), auth),
        ...(resource.addAndDeleteOnly ? [] : [send("PUT", item(created._id), resource.body(text), auth)]),
        call("DELETE", item(created._id), auth),
      ]);
      for (const response of responses) {
        expect(response.status).toBe(401);
        expect(response.json).toEqual(AUTH);
      }
    }
    expect((await list<Stored>(resource.lists[0] ?? resource.base)).find((r) => r._id === created._id)).toEqual(
      created,
    );
    expect(await storedWith(text)).toEqual([]);
  });

  it("answers 404 with the spec's message for an unknown id", async () => {
    const methods = resource.addAndDeleteOnly ? ["DELETE"] : ["GET", "PUT", "DELETE"];
    for (const method of methods) {
      const path = item("0123456789abcdef01234567");
      const response =
        method === "PUT"
          ? await send(method, path, resource.body(label()), { token })
          : await call(method, path, { token });
      expect(response.status, method).toBe(404);
      expect(response.json).toEqual({ message: `${resource.noun} not found.` });
    }
  });

  it("refuses an invalid body with 400 naming the field, and stores nothing", async () => {
    const text = label();
    const response = await send(
      "POST",
      resource.create,
      { ...resource.body(text), ...resource.invalid.change },
      {
        token,
      },
    );
    expect(response.status).toBe(400);
    expect(response.json.message).toContain(resource.invalid.message);
    expect((response.json.issues as { field: string }[]).map((issue) => issue.field)).toContain(resource.invalid.field);
    if (!resource.asForm) {
      expect(response.json.issues).toEqual(
        expect.arrayContaining([{ field: resource.invalid.field, message: resource.invalid.message }]),
      );
      const broken = await call("POST", resource.create, { token, body: "{not json" });
      expect(broken.status).toBe(400);
    }
    expect(await storedWith(text)).toEqual([]);
  });

  it("answers 405 with Allow for a method a path does not take", async () => {
    for (const [method, path, allow] of [
      ["PATCH", resource.base, resource.allow.list],
      ["PATCH", item("some-id"), resource.allow.item],
      ...(resource.addAndDeleteOnly
        ? ([
            ["PUT", item("some-id"), resource.allow.item],
            ["GET", item("some-id"), resource.allow.item],
          ] as const)
        : []),
    ] as const) {
      const response = await call(method, path, { token });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${path}`).toMatch(allow);
    }
  });
});
