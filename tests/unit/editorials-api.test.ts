import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { editorialsInput, groupEditorialsByCategory, type EditorialsRecord } from "../../src/domain/editorials";
import { adminToken, badTokens, call, list } from "../support/api";

const BASE = "/api/editorials";
const STALE = "This item was changed elsewhere. Reload to see the latest version.";
const AUTH = { message: "Authentication required. Please log in." };

let token = "";
const entry = (overrides: Record<string, unknown> = {}) => ({
  category: "Associate Editors",
  content: `Dr. ${randomUUID().slice(0, 8)}\nDepartment of Agronomy\nLucknow`,
  areasOfSpecialization: "Agronomy,  Soil Science , ",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<EditorialsRecord> {
  const response = await call("POST", BASE, { token, body: entry(overrides) });
  expect(response.status).toBe(201);
  return response.json as unknown as EditorialsRecord;
}

beforeAll(async () => {
  token = await adminToken();
});

describe("editorial entry schema", () => {
  it("trims each area of specialization from comma-separated text or an array, dropping blanks", () => {
    const fromText = editorialsInput.parse(entry({ areasOfSpecialization: " A , B,, C " }));
    expect(fromText.areasOfSpecialization).toEqual(["A", "B", "C"]);
    const fromArray = editorialsInput.parse(entry({ areasOfSpecialization: [" A ", "", "B"] }));
    expect(fromArray.areasOfSpecialization).toEqual(["A", "B"]);
  });

  it("keeps the content's lines, with Windows line ends made plain", () => {
    expect(editorialsInput.parse(entry({ content: "  Dr. A\r\nLucknow  " })).content).toBe("Dr. A\nLucknow");
  });

  it("groups entries by category in the order categories first appear", () => {
    const record = (id: string, category: string): EditorialsRecord => ({
      _id: id,
      category,
      content: id,
      areasOfSpecialization: ["x"],
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    const groups = groupEditorialsByCategory([
      record("a", "Chief Editor"),
      record("b", "Members"),
      record("c", "Chief Editor"),
    ]);
    expect(groups.map((group) => [group.category, group.entries.map((e) => e._id)])).toEqual([
      ["Chief Editor", ["a", "c"]],
      ["Members", ["b"]],
    ]);
  });
});

describe("editorials API", () => {
  it("creates an entry (201), then serves it publicly in the list and by id", async () => {
    const body = entry();
    const response = await call("POST", BASE, { token, body });
    expect(response.status).toBe(201);
    const created = response.json as unknown as EditorialsRecord;
    expect(created).toMatchObject({
      category: "Associate Editors",
      content: body.content,
      areasOfSpecialization: ["Agronomy", "Soil Science"],
    });
    expect(created._id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await list<EditorialsRecord>(BASE)).find((item) => item._id === created._id)).toEqual(created);
    const read = await call("GET", `${BASE}/${created._id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created);
  });

  it("refuses each invalid field with 400 naming it, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category: "" }, "category", "Category is required."],
      [{ category: undefined }, "category", "Category is required."],
      [{ category: "x".repeat(201) }, "category", "Category is too long (200 characters at most)."],
      [{ content: "   " }, "content", "Content is required."],
      [{ content: 42 }, "content", "Content is required."],
      [{ areasOfSpecialization: " , ," }, "areasOfSpecialization", "At least one area of specialization is required."],
      [{ areasOfSpecialization: [] }, "areasOfSpecialization", "At least one area of specialization is required."],
      [
        { areasOfSpecialization: undefined },
        "areasOfSpecialization",
        "At least one area of specialization is required.",
      ],
      [{ areasOfSpecialization: [3] }, "areasOfSpecialization.0", "Areas of specialization must be text."],
    ];
    const attempted: string[] = [];
    for (const [overrides, field, text] of cases) {
      const body = entry({ category: `Refused ${randomUUID()}`, ...overrides });
      attempted.push(body.category, body.content);
      const response = await call("POST", BASE, { token, body });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.json.message).toContain(text);
      expect(response.json.issues).toEqual(expect.arrayContaining([{ field, message: text }]));
    }
    const stored = await list<EditorialsRecord>(BASE);
    expect(stored.filter((item) => attempted.includes(item.category) || attempted.includes(item.content))).toEqual([]);
  });

  it("updates an entry, refusing a stale edit and an invalid body without changing it", async () => {
    const created = await create();
    const body = entry({ category: "Members", areasOfSpecialization: ["Horticulture"] });

    const stale = await call("PUT", `${BASE}/${created._id}`, {
      token,
      body,
      headers: { "if-match": `"2000-01-01T00:00:00.000Z"` },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ message: STALE });
    const staleBody = await call("PUT", `${BASE}/${created._id}`, {
      token,
      body: { ...body, updatedAt: "2000-01-01T00:00:00.000Z" },
    });
    expect(staleBody.status).toBe(409);

    const invalid = await call("PUT", `${BASE}/${created._id}`, { token, body: { ...body, category: "" } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.issues).toEqual(expect.arrayContaining([expect.objectContaining({ field: "category" })]));
    expect((await call("GET", `${BASE}/${created._id}`)).json).toEqual(created);

    const current = await call("PUT", `${BASE}/${created._id}`, {
      token,
      body,
      headers: { "if-match": `"${created.updatedAt}"` },
    });
    expect(current.status).toBe(200);
    expect(current.json).toMatchObject({
      _id: created._id,
      createdAt: created.createdAt,
      category: "Members",
      areasOfSpecialization: ["Horticulture"],
    });

    const unconditional = await call("PUT", `${BASE}/${created._id}`, {
      token,
      body: { ...body, category: "Advisors" },
    });
    expect(unconditional.status).toBe(200);
    expect((await call("GET", `${BASE}/${created._id}`)).json).toMatchObject({ category: "Advisors" });
  });

  it("deletes an entry", async () => {
    const created = await create();
    const removed = await call("DELETE", `${BASE}/${created._id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: "Editorial entry deleted successfully!" });
    expect((await list<EditorialsRecord>(BASE)).some((item) => item._id === created._id)).toBe(false);
    expect((await call("GET", `${BASE}/${created._id}`)).status).toBe(404);
  });

  it("refuses every write without a valid admin token and changes nothing", async () => {
    const created = await create();
    const refused = entry();
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
    expect((await list<EditorialsRecord>(BASE)).some((item) => item.content === refused.content)).toBe(false);
  });

  it("answers 404 for an unknown id and 405 for a method it lacks", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await call(method, `${BASE}/no-such-id`, {
        token,
        ...(method === "PUT" ? { body: entry() } : {}),
      });
      expect(response.status, method).toBe(404);
      expect(response.json).toEqual({ message: "Editorial entry not found." });
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
