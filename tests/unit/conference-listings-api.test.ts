import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ROLE_NOT_ALLOWED } from "../../src/domain/admin-roles";
import {
  listingsOfKind,
  listingTitle,
  sortConferenceListings,
  type ConferenceListingRecord,
} from "../../src/domain/conference-listings";
import { adminToken, badTokens, call, list, roleToken } from "../support/api";

/**
 * The conference listings (docs/rules/public-site.md §2): the rows of the National Symposia and International
 * Conferences tables for conferences without an event page. What every content resource keeps (stale edits, 404,
 * 405) is in crud-contract.test.ts; the pages that list them in built-demo-static-pages.test.ts.
 */

const BASE = "/api/conference-listings";
const AUTH = { message: "Authentication required. Please log in." };

let token = "";
const listing = (overrides: Record<string, unknown> = {}) => ({
  kind: "conference",
  year: 2024,
  theme: `Conference on ${randomUUID()}`,
  venue: "NBRI, Lucknow",
  dates: "12–14 February 2024",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<ConferenceListingRecord> {
  const response = await call("POST", BASE, { token, body: listing(overrides) });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as unknown as ConferenceListingRecord;
}

const storedWithTheme = async (theme: string) =>
  (await list<ConferenceListingRecord>(BASE)).filter((item) => item.theme === theme);

beforeAll(async () => {
  token = await adminToken();
});

describe("conference listing rules", () => {
  const record = (id: string, year: number, createdAt: string, kind: "symposium" | "conference" = "conference") =>
    ({ _id: id, kind, year, theme: "", venue: "", dates: "", createdAt, updatedAt: createdAt }) as const;

  it("sorts newest year first, equal years in the order they were added", () => {
    const sorted = sortConferenceListings([
      record("a", 2019, "1"),
      record("b", 2023, "3"),
      record("c", 2023, "2"),
      record("d", 2021, "4"),
    ]);
    expect(sorted.map((item) => item._id)).toEqual(["c", "b", "d", "a"]);
  });

  it("gives each page the rows of its kind only", () => {
    const rows = [record("s", 2020, "1", "symposium"), record("c", 2022, "2"), record("s2", 2024, "3", "symposium")];
    expect(listingsOfKind(rows, "symposium").map((item) => item._id)).toEqual(["s2", "s"]);
    expect(listingsOfKind(rows, "conference").map((item) => item._id)).toEqual(["c"]);
  });

  it("names a row by its kind and year, and its theme once given", () => {
    expect(listingTitle({ kind: "conference", year: 2023, theme: "" })).toBe("International conference 2023");
    expect(listingTitle({ kind: "symposium", year: 2021, theme: " Soil health " })).toBe(
      "National symposium 2021: Soil health",
    );
  });
});

describe("conference listings API", () => {
  it("creates a listing (201) from form text, and serves it publicly in the list and by id", async () => {
    const body = listing({ kind: "symposium", year: " 2021 ", theme: `  Soil health ${randomUUID()}  ` });
    const response = await call("POST", BASE, { token, body });
    expect(response.status).toBe(201);
    const created = response.json as unknown as ConferenceListingRecord;
    expect(created).toMatchObject({
      kind: "symposium",
      year: 2021,
      theme: body.theme.trim(),
      venue: "NBRI, Lucknow",
      dates: "12–14 February 2024",
    });
    expect(typeof created._id).toBe("string");
    expect((await list<ConferenceListingRecord>(BASE)).find((item) => item._id === created._id)).toEqual(created);
    const read = await call("GET", `${BASE}/${created._id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created);
  });

  it("takes a year alone: the theme, venue and dates are stored empty until they are known", async () => {
    const response = await call("POST", BASE, { token, body: { kind: "conference", year: 1951 } });
    expect(response.status).toBe(201);
    const created = response.json as unknown as ConferenceListingRecord;
    expect(created).toMatchObject({ kind: "conference", year: 1951, theme: "", venue: "", dates: "" });
    expect((await call("DELETE", `${BASE}/${created._id}`, { token })).status).toBe(200);
  });

  it("lists newest year first, equal years in the order they were added", async () => {
    const run = randomUUID();
    const made: ConferenceListingRecord[] = [];
    for (const [year, label] of [
      [1961, "a"],
      [1975, "b"],
      [1961, "c"],
      [1968, "d"],
    ] as const) {
      made.push(await create({ year, theme: `${run} ${label}` }));
    }
    const listed = await list<ConferenceListingRecord>(BASE);
    const ours = listed.filter((item) => made.some((m) => m._id === item._id)).map((item) => item.theme);
    expect(ours).toEqual([`${run} b`, `${run} d`, `${run} a`, `${run} c`]);
    const years = listed.map((item) => item.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it("refuses each invalid field with 400 naming it, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: undefined }, "kind", "Kind is required."],
      [{ kind: "" }, "kind", "Kind is required."],
      [{ kind: "workshop" }, "kind", "Kind must be symposium or conference."],
      [{ kind: "Conference" }, "kind", "Kind must be symposium or conference."],
      [{ year: undefined }, "year", "Year is required."],
      [{ year: 1899 }, "year", "Year must be between 1900 and 2099."],
      [{ year: "2100" }, "year", "Year must be between 1900 and 2099."],
      [{ year: 2023.5 }, "year", "Year must be a whole number."],
      [{ year: "next year" }, "year", "Year must be a whole number."],
      [{ venue: "v".repeat(501) }, "venue", "Venue is too long (500 characters at most)."],
      [{ dates: "d".repeat(201) }, "dates", "Dates is too long (200 characters at most)."],
      [{ venue: 12 }, "venue", "Venue must be text."],
    ];
    const attempted: string[] = [];
    for (const [overrides, field, text] of cases) {
      const body = listing(overrides);
      attempted.push(body.theme);
      const response = await call("POST", BASE, { token, body });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.json.message).toContain(text);
      expect(response.json.issues).toEqual(expect.arrayContaining([{ field, message: text }]));
    }
    const longTheme = await call("POST", BASE, { token, body: listing({ theme: "t".repeat(1_001) }) });
    expect(longTheme.status).toBe(400);
    expect(longTheme.json.issues).toEqual(
      expect.arrayContaining([{ field: "theme", message: "Theme is too long (1000 characters at most)." }]),
    );
    const stored = await list<ConferenceListingRecord>(BASE);
    expect(stored.filter((item) => attempted.includes(item.theme) || item.theme.startsWith("ttttt"))).toEqual([]);
  });

  it("updates a listing as the office learns its details, keeping its id and creation time", async () => {
    const created = await create({ year: 2027, theme: "", venue: "", dates: "" });
    const theme = `Announced ${randomUUID()}`;
    const response = await call("PUT", `${BASE}/${created._id}`, {
      token,
      body: { kind: "conference", year: 2027, theme, venue: "Lucknow", dates: "3–5 March 2027" },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      _id: created._id,
      createdAt: created.createdAt,
      theme,
      venue: "Lucknow",
      dates: "3–5 March 2027",
    });
    const invalid = await call("PUT", `${BASE}/${created._id}`, { token, body: { kind: "conference", year: 1850 } });
    expect(invalid.status).toBe(400);
    expect((await call("GET", `${BASE}/${created._id}`)).json).toEqual(response.json);
  });

  it("deletes a listing with its message; it is gone from the list and answers 404", async () => {
    const created = await create();
    const removed = await call("DELETE", `${BASE}/${created._id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: "Conference listing deleted successfully!" });
    expect(await storedWithTheme(created.theme)).toEqual([]);
    const again = await call("DELETE", `${BASE}/${created._id}`, { token });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: "Conference listing not found." });
  });

  it("lets editors and owners write; the membership office gets 403 and no token 401, changing nothing", async () => {
    const editor = await roleToken("editor");
    const byEditor = await call("POST", BASE, { token: editor, body: listing() });
    expect(byEditor.status).toBe(201);
    const editorId = String(byEditor.json._id);
    expect((await call("PUT", `${BASE}/${editorId}`, { token: editor, body: listing() })).status).toBe(200);
    expect((await call("DELETE", `${BASE}/${editorId}`, { token: editor })).status).toBe(200);

    const target = await create();
    const office = await roleToken("membership");
    const refusedBody = listing();
    for (const [method, path] of [
      ["POST", BASE],
      ["PUT", `${BASE}/${target._id}`],
      ["DELETE", `${BASE}/${target._id}`],
    ] as const) {
      const answer = await call(method, path, { token: office, ...(method === "DELETE" ? {} : { body: refusedBody }) });
      expect(answer.status, method).toBe(403);
      expect(answer.json).toEqual({ message: ROLE_NOT_ALLOWED });
      for (const bad of await badTokens()) {
        const auth = bad ? { token: bad } : {};
        const refused = await call(method, path, { ...auth, ...(method === "DELETE" ? {} : { body: refusedBody }) });
        expect(refused.status, `${method} ${bad ?? "no token"}`).toBe(401);
        expect(refused.json).toEqual(AUTH);
      }
    }
    expect(await storedWithTheme(refusedBody.theme)).toEqual([]);
    expect(await storedWithTheme(target.theme)).toEqual([target]);
  });
});
