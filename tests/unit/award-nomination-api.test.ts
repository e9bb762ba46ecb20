import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applyLink,
  awardNominationInput,
  currentNomination,
  type AwardNominationRecord,
} from "../../src/domain/award-nomination";
import { cleanInstruction } from "../../src/server/resources/award-nomination";
import { adminToken, call, list } from "../support/api";

const BASE = "/api/award-nomination";
const LINK = "Link must be a web address starting with http:// or https://.";

let token = "";
const nomination = (overrides: Record<string, unknown> = {}) => ({
  mainContent: `<p>Nominations ${randomUUID()} are invited for the society's awards.</p>`,
  instructions: "Send two copies.\n\n  Attach a CV.  \r\nSign each page.",
  links: ["https://example.org/apply"],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AwardNominationRecord> {
  const response = await call("POST", BASE, { token, body: nomination(overrides) });
  expect(response.status).toBe(201);
  return response.json as unknown as AwardNominationRecord;
}

beforeAll(async () => {
  token = await adminToken();
});

describe("nomination schema and helpers", () => {
  it("takes instructions one per line or as an array, dropping blank ones", () => {
    expect(awardNominationInput.parse(nomination()).instructions).toEqual([
      "Send two copies.",
      "Attach a CV.",
      "Sign each page.",
    ]);
    expect(awardNominationInput.parse(nomination({ instructions: [" A ", "", "B"] })).instructions).toEqual(["A", "B"]);
  });

  it("takes links as an array or the form's single text, dropping blank ones", () => {
    expect(awardNominationInput.parse(nomination({ links: " https://example.org/x " })).links).toEqual([
      "https://example.org/x",
    ]);
    expect(awardNominationInput.parse(nomination({ links: ["", "  ", "/downloads"] })).links).toEqual(["/downloads"]);
    expect(awardNominationInput.parse(nomination({ links: "" })).links).toEqual([]);
    expect(awardNominationInput.parse(nomination({ links: undefined })).links).toEqual([]);
  });

  it("cleans one instruction without wrapping it in a paragraph", () => {
    expect(cleanInstruction("Plain & simple")).toBe("Plain &amp; simple");
    expect(cleanInstruction("Send <b>two</b> copies <script>x()</script>")).toBe("Send <b>two</b> copies");
    expect(cleanInstruction("<i onmouseover='x()'>Italic</i>")).toBe("<i>Italic</i>");
    expect(cleanInstruction("<p>One</p><p>Two</p>")).toBe("<p>One</p><p>Two</p>");
  });

  it("uses the first record and its first link", () => {
    const record = (id: string, links: string[]): AwardNominationRecord => ({
      _id: id,
      mainContent: "x",
      instructions: ["y"],
      links,
      createdAt: "1",
      updatedAt: "1",
    });
    const first = record("first", ["https://a.org", "https://b.org"]);
    expect(currentNomination([first, record("second", [])])).toBe(first);
    expect(currentNomination([])).toBeUndefined();
    expect(applyLink(first)).toBe("https://a.org");
    expect(applyLink(record("none", []))).toBeUndefined();
  });
});

describe("award nomination API", () => {
  it("creates nomination info (201), and serves it publicly in the list and by id", async () => {
    const body = nomination({ links: ["", "https://example.org/apply", " "] });
    const response = await call("POST", BASE, { token, body });
    expect(response.status).toBe(201);
    const created = response.json as unknown as AwardNominationRecord;
    expect(created).toMatchObject({
      mainContent: body.mainContent,
      instructions: ["Send two copies.", "Attach a CV.", "Sign each page."],
      links: ["https://example.org/apply"],
    });
    expect(typeof created._id).toBe("string");
    expect((await list<AwardNominationRecord>(BASE)).find((item) => item._id === created._id)).toEqual(created);
    const read = await call("GET", `${BASE}/${created._id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created);
  });

  it("stores rich text without scripts, event handlers or javascript: links", async () => {
    const created = await create({
      mainContent:
        `<p onclick="steal()">Apply <a href="javascript:alert(1)">here</a> or <a href="https://example.org/f" onmouseover="x()">here</a></p>` +
        `<script>alert(1)</script><img src=x onerror=alert(1)>`,
      instructions: ["Send <b>two</b> copies <script>x()</script>", "<a href='javascript:x()'>Form</a>", "A & B"],
      links: [],
    });
    expect(created.mainContent).toBe(
      '<p>Apply <a rel="noopener noreferrer">here</a> or <a href="https://example.org/f" rel="noopener noreferrer">here</a></p>',
    );
    expect(created.instructions).toEqual([
      "Send <b>two</b> copies",
      '<a rel="noopener noreferrer">Form</a>',
      "A &amp; B",
    ]);
    expect(created.links).toEqual([]);
    const stored = JSON.stringify((await call("GET", `${BASE}/${created._id}`)).json);
    for (const unsafe of ["<script", "onclick", "onmouseover", "onerror", "javascript:", "<img"]) {
      expect(stored).not.toContain(unsafe);
    }
  });

  it("keeps plain-text main content's paragraphs", async () => {
    const created = await create({ mainContent: "First paragraph.\n\nSecond & last." });
    expect(created.mainContent).toBe("<p>First paragraph.</p>\n<p>Second &amp; last.</p>");
  });

  it("lists records in stored order, so the page's first element stays the first one created", async () => {
    const first = await create();
    const second = await create();
    const ids = (await list<AwardNominationRecord>(BASE)).map((item) => item._id);
    expect(ids.indexOf(first._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
  });

  it("refuses each invalid field with 400 naming it, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mainContent: "" }, "mainContent", "Main content is required."],
      [{ mainContent: undefined }, "mainContent", "Main content is required."],
      [{ mainContent: "<script>alert(1)</script>" }, "mainContent", "Main content is required."],
      [{ mainContent: "<p> </p><p onclick='x()'></p>" }, "mainContent", "Main content is required."],
      [{ instructions: "\n \n" }, "instructions", "At least one instruction is required."],
      [{ instructions: [] }, "instructions", "At least one instruction is required."],
      [{ instructions: undefined }, "instructions", "At least one instruction is required."],
      [{ instructions: ["<script>x()</script>"] }, "instructions", "At least one instruction is required."],
      [{ instructions: [7] }, "instructions.0", "Instructions must be text."],
      [{ links: ["javascript:alert(1)"] }, "links.0", LINK],
      [{ links: "ftp://example.org/file" }, "links.0", LINK],
      [{ links: ["https://example.org/ok", "not a url"] }, "links.1", LINK],
      [{ links: [42] }, "links.0", LINK],
      [{ links: { href: "https://example.org" } }, "links", "Links must be a list of web addresses."],
    ];
    const before = await list<AwardNominationRecord>(BASE);
    const attempted: string[] = [];
    for (const [overrides, field, text] of cases) {
      const marker = `Refused ${randomUUID()}`;
      const body = nomination({ mainContent: marker, instructions: [marker], ...overrides });
      attempted.push(marker);
      const response = await call("POST", BASE, { token, body });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.json.message).toContain(text);
      expect(response.json.issues).toEqual(expect.arrayContaining([{ field, message: text }]));
    }
    const after = await list<AwardNominationRecord>(BASE);
    expect(
      after.filter((item) =>
        attempted.some(
          (marker) => item.mainContent.includes(marker) || item.instructions.some((line) => line.includes(marker)),
        ),
      ),
    ).toEqual([]);
    expect(after.filter((item) => item.mainContent === "" || item.instructions.length === 0)).toEqual(
      before.filter((item) => item.mainContent === "" || item.instructions.length === 0),
    );
  });
});
