import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { awardeesOfAward, sortAwardeesBySno, type AwardeesRecord } from "../../src/domain/awardees";
import { adminToken, call, list } from "../support/api";

const BASE = "/api/awardees";

let token = "";
const awardee = (overrides: Record<string, unknown> = {}) => ({
  awardName: "Dr. R. S. Paroda Award",
  sno: 3,
  year: 2019,
  awardeeName: `Dr. ${randomUUID()}`,
  lectureTopic: "Climate-resilient farming",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AwardeesRecord> {
  const response = await call("POST", BASE, { token, body: awardee(overrides) });
  expect(response.status).toBe(201);
  return response.json as unknown as AwardeesRecord;
}

const record = (id: string, awardName: string, sno: number, year: number, createdAt = "1"): AwardeesRecord => ({
  _id: id,
  awardName,
  sno,
  year,
  awardeeName: id,
  lectureTopic: "",
  createdAt,
  updatedAt: createdAt,
});

beforeAll(async () => {
  token = await adminToken();
});

describe("awardee order and the public page's filter", () => {
  it("sorts by S.No., then year, then creation (the admin table)", () => {
    const sorted = sortAwardeesBySno([
      record("d", "A", 5, 2000),
      record("c", "A", 1, 2010, "2"),
      record("b", "A", 1, 2010, "1"),
      record("a", "A", 1, 2005),
    ]);
    expect(sorted.map((item) => item._id)).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps one award's awardees, matching the name without regard to case or spacing, oldest year first", () => {
    const items = [
      record("late", "Gold  Medal", 1, 2020),
      record("other", "Silver Medal", 2, 2001),
      record("early", "gold medal", 3, 1999),
      record("same-year-high-sno", "Gold Medal ", 9, 2010),
      record("same-year-low-sno", "Gold Medal", 4, 2010),
    ];
    expect(awardeesOfAward(items, "Gold Medal").map((item) => item._id)).toEqual([
      "early",
      "same-year-low-sno",
      "same-year-high-sno",
      "late",
    ]);
    expect(awardeesOfAward(items, "Bronze Medal")).toEqual([]);
    expect(items[0]?._id).toBe("late");
  });
});

describe("awardees API", () => {
  it("creates an awardee (201) from form text, and serves it publicly in the list and by id", async () => {
    const body = awardee({ sno: "2", year: "2021", lectureTopic: "  Soil health  " });
    const response = await call("POST", BASE, { token, body });
    expect(response.status).toBe(201);
    const created = response.json as unknown as AwardeesRecord;
    expect(created).toMatchObject({ ...body, sno: 2, year: 2021, lectureTopic: "Soil health" });
    expect(typeof created._id).toBe("string");
    expect((await list<AwardeesRecord>(BASE)).find((item) => item._id === created._id)).toEqual(created);
    const read = await call("GET", `${BASE}/${created._id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created);
  });

  it("allows an awardee without a lecture topic", async () => {
    expect((await create({ lectureTopic: undefined })).lectureTopic).toBe("");
    expect((await create({ lectureTopic: "" })).lectureTopic).toBe("");
  });

  it("lists awardees by S.No. ascending, and the public filter finds one award's awardees", async () => {
    const base = 100_000 + Math.floor(Math.random() * 1_000_000);
    const awardName = `Award ${randomUUID()}`;
    const made: AwardeesRecord[] = [];
    for (const [offset, year] of [
      [3, 2001],
      [1, 2015],
      [2, 1995],
    ] as const) {
      made.push(await create({ sno: base + offset, year, awardName }));
    }
    const listed = await list<AwardeesRecord>(BASE);
    expect(listed.filter((item) => made.some((m) => m._id === item._id)).map((item) => item.sno)).toEqual([
      base + 1,
      base + 2,
      base + 3,
    ]);
    const numbers = listed.map((item) => item.sno);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(awardeesOfAward(listed, awardName).map((item) => item.year)).toEqual([1995, 2001, 2015]);
  });

  it("refuses each invalid field with 400 naming it, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ awardName: "" }, "awardName", "Award name is required."],
      [{ awardName: undefined }, "awardName", "Award name is required."],
      [{ sno: undefined }, "sno", "S.No. is required."],
      [{ sno: 0 }, "sno", "S.No. must be at least 1."],
      [{ sno: 1.25 }, "sno", "S.No. must be a whole number."],
      [{ year: 1800 }, "year", "Year must be between 1900 and 2099."],
      [{ year: "2100" }, "year", "Year must be between 1900 and 2099."],
      [{ year: undefined }, "year", "Year is required."],
      [{ lectureTopic: "x".repeat(1_001) }, "lectureTopic", "Lecture topic is too long (1000 characters at most)."],
    ];
    const attempted: string[] = [];
    for (const [overrides, field, text] of cases) {
      const body = awardee(overrides);
      attempted.push(body.awardeeName);
      const response = await call("POST", BASE, { token, body });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.json.message).toContain(text);
      expect(response.json.issues).toEqual(expect.arrayContaining([{ field, message: text }]));
    }
    const nameless = await call("POST", BASE, {
      token,
      body: awardee({ awardeeName: " ", awardName: `Refused ${randomUUID()}` }),
    });
    expect(nameless.status).toBe(400);
    expect(nameless.json.issues).toEqual([{ field: "awardeeName", message: "Awardee name is required." }]);
    const stored = await list<AwardeesRecord>(BASE);
    expect(
      stored.filter((item) => attempted.includes(item.awardeeName) || item.awardName.startsWith("Refused ")),
    ).toEqual([]);
  });
});
