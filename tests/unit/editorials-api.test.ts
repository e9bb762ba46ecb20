import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { editorialsInput, groupEditorialsByCategory, type EditorialsRecord } from "../../src/domain/editorials";
import { adminToken, call, list } from "../support/api";

const BASE = "/api/editorials";

let token = "";
const entry = (overrides: Record<string, unknown> = {}) => ({
  category: "Associate Editors",
  content: `Dr. ${randomUUID().slice(0, 8)}\nDepartment of Agronomy\nLucknow`,
  areasOfSpecialization: "Agronomy,  Soil Science , ",
  ...overrides,
});

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
});
