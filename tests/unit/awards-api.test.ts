import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { awardsInput, PERIODICITIES, sortAwardsBySno, type AwardsRecord } from "../../src/domain/awards";
import { adminToken, call, list } from "../support/api";

const BASE = "/api/awards";
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
});
