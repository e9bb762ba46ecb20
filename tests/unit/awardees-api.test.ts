import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { awardeesOfAward, sortAwardeesBySno, type AwardeesRecord } from "../../src/domain/awardees";
import { adminToken, badTokens, call, list } from "../support/api";

const BASE = "/api/awardees";
const STALE = "This item was changed elsewhere. Reload to see the latest version.";
const AUTH = { message: "Authentication required. Please log in." };

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

  it("updates an awardee, refusing a stale edit and an invalid body without changing it", async () => {
    const created = await create();
    const body = awardee({ sno: 11, year: 2022, lectureTopic: "Water-wise farming" });

    const stale = await call("PUT", `${BASE}/${created._id}`, {
      token,
      body,
      headers: { "if-match": "2000-01-01T00:00:00.000Z" },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ message: STALE });
    const invalid = await call("PUT", `${BASE}/${created._id}`, { token, body: { ...body, sno: -1 } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.issues).toEqual([{ field: "sno", message: "S.No. must be at least 1." }]);
    expect((await call("GET", `${BASE}/${created._id}`)).json).toEqual(created);

    const current = await call("PUT", `${BASE}/${created._id}`, {
      token,
      body,
      headers: { "if-match": `W/"${created.updatedAt}"` },
    });
    expect(current.status).toBe(200);
    expect(current.json).toMatchObject({ _id: created._id, createdAt: created.createdAt, sno: 11, year: 2022 });

    const unconditional = await call("PUT", `${BASE}/${created._id}`, { token, body: { ...body, lectureTopic: "" } });
    expect(unconditional.status).toBe(200);
    expect((await call("GET", `${BASE}/${created._id}`)).json).toMatchObject({ lectureTopic: "", sno: 11 });
  });

  it("deletes an awardee", async () => {
    const created = await create();
    const removed = await call("DELETE", `${BASE}/${created._id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: "Awardee deleted successfully!" });
    expect((await list<AwardeesRecord>(BASE)).some((item) => item._id === created._id)).toBe(false);
    expect((await call("GET", `${BASE}/${created._id}`)).status).toBe(404);
  });

  it("refuses every write without a valid admin token and changes nothing", async () => {
    const created = await create();
    const refused = awardee();
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
    expect((await list<AwardeesRecord>(BASE)).some((item) => item.awardeeName === refused.awardeeName)).toBe(false);
  });

  it("answers 404 for an unknown id and 405 for a method it lacks", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await call(method, `${BASE}/no-such-id`, {
        token,
        ...(method === "PUT" ? { body: awardee() } : {}),
      });
      expect(response.status, method).toBe(404);
      expect(response.json).toEqual({ message: "Awardee not found." });
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
