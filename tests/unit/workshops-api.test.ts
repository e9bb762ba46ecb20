import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { isCalendarDate } from "../../src/domain/fields";
import { sortWorkshopsBySerialNumber, type WorkshopsRecord } from "../../src/domain/workshops";
import { adminToken, badTokens, call, list } from "../support/api";

const BASE = "/api/workshops";
const STALE = "This item was changed elsewhere. Reload to see the latest version.";
const AUTH = { message: "Authentication required. Please log in." };

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

  it("updates a workshop, refusing a stale edit and an invalid body without changing it", async () => {
    const created = await create();
    const body = workshop({ serialNumber: 8, venue: "CIMAP, Lucknow", date: "2024-10-01" });

    const stale = await call("PUT", `${BASE}/${created._id}`, {
      token,
      body,
      headers: { "if-match": "2000-01-01T00:00:00.000Z" },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ message: STALE });
    const invalid = await call("PUT", `${BASE}/${created._id}`, { token, body: { ...body, year: 3000 } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.issues).toEqual(expect.arrayContaining([expect.objectContaining({ field: "year" })]));
    expect((await call("GET", `${BASE}/${created._id}`)).json).toEqual(created);

    const current = await call("PUT", `${BASE}/${created._id}`, {
      token,
      body,
      headers: { "if-match": created.updatedAt },
    });
    expect(current.status).toBe(200);
    expect(current.json).toMatchObject({
      _id: created._id,
      createdAt: created.createdAt,
      serialNumber: 8,
      venue: "CIMAP, Lucknow",
    });

    const unconditional = await call("PUT", `${BASE}/${created._id}`, { token, body: { ...body, year: 2025 } });
    expect(unconditional.status).toBe(200);
    expect((await call("GET", `${BASE}/${created._id}`)).json).toMatchObject({ year: 2025, date: "2024-10-01" });
  });

  it("deletes a workshop", async () => {
    const created = await create();
    const removed = await call("DELETE", `${BASE}/${created._id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: "Workshop deleted successfully!" });
    expect((await list<WorkshopsRecord>(BASE)).some((item) => item._id === created._id)).toBe(false);
    expect((await call("GET", `${BASE}/${created._id}`)).status).toBe(404);
  });

  it("refuses every write without a valid admin token and changes nothing", async () => {
    const created = await create();
    const refused = workshop();
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
    expect((await list<WorkshopsRecord>(BASE)).some((item) => item.topic === refused.topic)).toBe(false);
  });

  it("answers 404 for an unknown id and 405 for a method it lacks", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await call(method, `${BASE}/no-such-id`, {
        token,
        ...(method === "PUT" ? { body: workshop() } : {}),
      });
      expect(response.status, method).toBe(404);
      expect(response.json).toEqual({ message: "Workshop not found." });
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
