import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { awardsInput, PERIODICITIES, sortAwardsBySno, type AwardsRecord } from "../../src/domain/awards";
import { adminToken, badTokens, call, list } from "../support/api";

const BASE = "/api/awards";
const STALE = "This item was changed elsewhere. Reload to see the latest version.";
const AUTH = { message: "Authentication required. Please log in." };
const PERIODICITY = "Periodicity must be one of Annual, Biennial, Triennial or One-time.";

let token = "";
const award = (overrides: Record<string, unknown> = {}) => ({
  sno: 4,
  name: `Award ${randomUUID()}`,
  year: 2005,
  value: "Citation, medal and Rs. 10,000",
  periodicity: "Biennial",
  eligibility: "Members below 40 years of age.",
  administration: "Administered by the Executive Council.",
  procedure: "Nominations by two Fellows.",
  presentation: "At the annual general meeting.",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AwardsRecord> {
  const response = await call("POST", BASE, { token, body: award(overrides) });
  expect(response.status).toBe(201);
  return response.json as unknown as AwardsRecord;
}

beforeAll(async () => {
  token = await adminToken();
});

describe("award schema and order", () => {
  it("accepts each periodicity, forgiving case and spacing, and nothing else", () => {
    for (const periodicity of PERIODICITIES)
      expect(awardsInput.parse(award({ periodicity })).periodicity).toBe(periodicity);
    expect(awardsInput.parse(award({ periodicity: " annual " })).periodicity).toBe("Annual");
    expect(awardsInput.parse(award({ periodicity: "one time" })).periodicity).toBe("One-time");
    expect(awardsInput.parse(award({ periodicity: "ONETIME" })).periodicity).toBe("One-time");
    for (const periodicity of ["Weekly", "Annually", 1]) {
      const result = awardsInput.safeParse(award({ periodicity }));
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([PERIODICITY]);
    }
  });

  it("sorts by S.No., then creation", () => {
    const record = (id: string, sno: number, createdAt: string) =>
      ({
        ...award(),
        _id: id,
        sno,
        year: 2000,
        periodicity: "Annual",
        createdAt,
        updatedAt: createdAt,
      }) as AwardsRecord;
    expect(sortAwardsBySno([record("c", 9, "1"), record("b", 2, "2"), record("a", 2, "1")]).map((a) => a._id)).toEqual([
      "a",
      "b",
      "c",
    ]);
  });
});

describe("awards API", () => {
  it("creates an award (201) from form text, and serves it publicly in the list and by id", async () => {
    const body = award({ sno: "5", year: " 1998 ", periodicity: "triennial" });
    const response = await call("POST", BASE, { token, body });
    expect(response.status).toBe(201);
    const created = response.json as unknown as AwardsRecord;
    expect(created).toMatchObject({ ...body, sno: 5, year: 1998, periodicity: "Triennial" });
    expect(typeof created._id).toBe("string");
    expect((await list<AwardsRecord>(BASE)).find((item) => item._id === created._id)).toEqual(created);
    const read = await call("GET", `${BASE}/${created._id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created);
  });

  it("lists awards by S.No. ascending", async () => {
    const base = 100_000 + Math.floor(Math.random() * 1_000_000);
    const made: AwardsRecord[] = [];
    for (const offset of [2, 3, 1]) made.push(await create({ sno: base + offset }));
    const listed = await list<AwardsRecord>(BASE);
    expect(listed.filter((item) => made.some((m) => m._id === item._id)).map((item) => item.sno)).toEqual([
      base + 1,
      base + 2,
      base + 3,
    ]);
    const numbers = listed.map((item) => item.sno);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it("refuses each invalid field with 400 naming it, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sno: undefined }, "sno", "S.No. is required."],
      [{ sno: 0 }, "sno", "S.No. must be at least 1."],
      [{ sno: "2.5" }, "sno", "S.No. must be a whole number."],
      [{ name: "" }, "name", "Award name is required."],
      [{ year: 1899 }, "year", "Year of institution must be between 1900 and 2099."],
      [{ year: 2100 }, "year", "Year of institution must be between 1900 and 2099."],
      [{ year: undefined }, "year", "Year of institution is required."],
      [{ value: "" }, "value", "Value is required."],
      [{ periodicity: "Monthly" }, "periodicity", PERIODICITY],
      [{ periodicity: "" }, "periodicity", "Periodicity is required."],
      [{ periodicity: undefined }, "periodicity", "Periodicity is required."],
      [{ eligibility: " " }, "eligibility", "Eligibility is required."],
      [{ administration: undefined }, "administration", "Administration is required."],
      [{ procedure: "" }, "procedure", "Procedure is required."],
      [{ presentation: "" }, "presentation", "Presentation is required."],
    ];
    const attempted: string[] = [];
    for (const [overrides, field, text] of cases) {
      const body = award(overrides);
      attempted.push(body.name);
      const response = await call("POST", BASE, { token, body });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.json.message).toContain(text);
      expect(response.json.issues).toEqual(expect.arrayContaining([{ field, message: text }]));
    }
    const stored = await list<AwardsRecord>(BASE);
    expect(stored.filter((item) => attempted.includes(item.name))).toEqual([]);
  });

  it("updates an award, refusing a stale edit and an invalid body without changing it", async () => {
    const created = await create();
    const body = award({ sno: 9, periodicity: "One-time", value: "Gold medal" });

    const stale = await call("PUT", `${BASE}/${created._id}`, {
      token,
      body,
      headers: { "if-match": "2000-01-01T00:00:00.000Z" },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ message: STALE });
    const invalid = await call("PUT", `${BASE}/${created._id}`, { token, body: { ...body, periodicity: "Daily" } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.issues).toEqual([{ field: "periodicity", message: PERIODICITY }]);
    expect((await call("GET", `${BASE}/${created._id}`)).json).toEqual(created);

    const current = await call("PUT", `${BASE}/${created._id}`, {
      token,
      body: { ...body, updatedAt: created.updatedAt },
    });
    expect(current.status).toBe(200);
    expect(current.json).toMatchObject({
      _id: created._id,
      createdAt: created.createdAt,
      sno: 9,
      periodicity: "One-time",
      value: "Gold medal",
    });
    expect(current.json).not.toHaveProperty("updatedAt", created.updatedAt);

    const unconditional = await call("PUT", `${BASE}/${created._id}`, { token, body: { ...body, year: 2010 } });
    expect(unconditional.status).toBe(200);
    expect((await call("GET", `${BASE}/${created._id}`)).json).toMatchObject({ year: 2010, value: "Gold medal" });
  });

  it("deletes an award", async () => {
    const created = await create();
    const removed = await call("DELETE", `${BASE}/${created._id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: "Award deleted successfully!" });
    expect((await list<AwardsRecord>(BASE)).some((item) => item._id === created._id)).toBe(false);
    expect((await call("GET", `${BASE}/${created._id}`)).status).toBe(404);
  });

  it("refuses every write without a valid admin token and changes nothing", async () => {
    const created = await create();
    const refused = award();
    for (const bad of await badTokens()) {
      const auth = bad ? { token: bad } : {};
      const responses = await Promise.all([
        call("POST", BASE, { ...auth, body: refused }),
        call("PUT", `${BASE}/${created._id}`, { ...auth, body: refused }),
        call("DELETE", `${BASE}/${created._id}`, auth),
      ]);
      for (const response of responses) {
        expect(response.status).toBe(401);
        expect(response.json).toEqual(AUTH);
      }
    }
    expect((await call("GET", `${BASE}/${created._id}`)).json).toEqual(created);
    expect((await list<AwardsRecord>(BASE)).some((item) => item.name === refused.name)).toBe(false);
  });

  it("answers 404 for an unknown id and 405 for a method it lacks", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await call(method, `${BASE}/no-such-id`, {
        token,
        ...(method === "PUT" ? { body: award() } : {}),
      });
      expect(response.status, method).toBe(404);
      expect(response.json).toEqual({ message: "Award not found." });
    }
    // The Allow header lists what the path's form takes: the list path, or one record's path.
    for (const [path, allow] of [
      [BASE, "GET, POST"],
      [`${BASE}/some-id`, "GET, PUT, DELETE"],
    ] as const) {
      const response = await call("PATCH", path, { token });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
    }
  });
});
