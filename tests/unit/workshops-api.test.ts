import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { isCalendarDate } from "../../src/domain/fields";
import { sortWorkshopsBySerialNumber, type WorkshopsRecord } from "../../src/domain/workshops";
import { adminToken, call, list } from "../support/api";

const BASE = "/api/workshops";

let token = "";
const workshop = (overrides: Record<string, unknown> = {}) => ({
  serialNumber: 7,
  year: 2024,
  topic: `Brain storming on ${randomUUID()}`,
  venue: "NBRI, Lucknow",
  date: "2024-09-14",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<WorkshopsRecord> {
  const response = await call("POST", BASE, { token, body: workshop(overrides) });
  expect(response.status).toBe(201);
  return response.json as unknown as WorkshopsRecord;
}

beforeAll(async () => {
  token = await adminToken();
});

describe("workshop rules", () => {
  it("tells real calendar dates from overflowing ones", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-04-31")).toBe(false);
    expect(isCalendarDate("not a date")).toBe(false);
  });

  it("sorts by serial number, then date, then creation", () => {
    const record = (id: string, serialNumber: number, date: string, createdAt = "1"): WorkshopsRecord => ({
      _id: id,
      serialNumber,
      date,
      year: 2020,
      topic: id,
      venue: "v",
      createdAt,
      updatedAt: createdAt,
    });
    const sorted = sortWorkshopsBySerialNumber([
      record("c", 10, "2020-01-01"),
      record("b", 2, "2021-01-01", "2"),
      record("a", 2, "2021-01-01", "1"),
      record("d", 2, "2019-01-01"),
    ]);
    expect(sorted.map((item) => item._id)).toEqual(["d", "a", "b", "c"]);
  });
});

describe("workshops API", () => {
  it("creates a workshop (201) from form text, and serves it publicly in the list and by id", async () => {
    const body = workshop({ serialNumber: " 12 ", year: "2023", date: "2023-11-05" });
    const response = await call("POST", BASE, { token, body });
    expect(response.status).toBe(201);
    const created = response.json as unknown as WorkshopsRecord;
    expect(created).toMatchObject({ serialNumber: 12, year: 2023, topic: body.topic, venue: "NBRI, Lucknow" });
    expect(created.date).toBe("2023-11-05");
    expect(typeof created._id).toBe("string");
    expect((await list<WorkshopsRecord>(BASE)).find((item) => item._id === created._id)).toEqual(created);
    const read = await call("GET", `${BASE}/${created._id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created);
  });

  it("lists workshops by serial number ascending", async () => {
    const base = 100_000 + Math.floor(Math.random() * 1_000_000);
    const made: WorkshopsRecord[] = [];
    for (const offset of [3, 1, 2]) made.push(await create({ serialNumber: base + offset }));
    const listed = await list<WorkshopsRecord>(BASE);
    const ours = listed.filter((item) => made.some((m) => m._id === item._id)).map((item) => item.serialNumber);
    expect(ours).toEqual([base + 1, base + 2, base + 3]);
    const numbers = listed.map((item) => item.serialNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it("refuses each invalid field with 400 naming it, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ serialNumber: undefined }, "serialNumber", "Serial number is required."],
      [{ serialNumber: 0 }, "serialNumber", "Serial number must be at least 1."],
      [{ serialNumber: "-3" }, "serialNumber", "Serial number must be at least 1."],
      [{ serialNumber: 1.5 }, "serialNumber", "Serial number must be a whole number."],
      [{ year: 1899 }, "year", "Year must be between 1900 and 2099."],
      [{ year: "2100" }, "year", "Year must be between 1900 and 2099."],
      [{ year: undefined }, "year", "Year is required."],
      [{ venue: " " }, "venue", "Venue is required."],
      [{ venue: undefined }, "venue", "Venue is required."],
      [{ date: "" }, "date", "Date is required."],
      [{ date: undefined }, "date", "Date is required."],
      [{ date: "14/09/2024" }, "date", "Date must be a date (YYYY-MM-DD)."],
      [{ date: "2026-02-31" }, "date", "Date must be a real date."],
    ];
    const attempted: string[] = [];
    for (const [overrides, field, text] of cases) {
      const body = workshop(overrides);
      attempted.push(body.topic);
      const response = await call("POST", BASE, { token, body });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.json.message).toContain(text);
      expect(response.json.issues).toEqual(expect.arrayContaining([{ field, message: text }]));
    }
    const topicless = await call("POST", BASE, {
      token,
      body: workshop({ topic: "", venue: `Refused ${randomUUID()}` }),
    });
    expect(topicless.status).toBe(400);
    expect(topicless.json.issues).toEqual(expect.arrayContaining([{ field: "topic", message: "Topic is required." }]));
    const stored = await list<WorkshopsRecord>(BASE);
    expect(stored.filter((item) => attempted.includes(item.topic) || item.venue.startsWith("Refused "))).toEqual([]);
  });
});
