import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY_MESSAGES } from "../../src/domain/activity";
import { ROLE_NOT_ALLOWED } from "../../src/domain/admin-roles";
import {
  ANNUAL_REPORT_MESSAGES,
  annualReportsInput,
  annualReportTitle,
  type AnnualReportsRecord,
} from "../../src/domain/annual-reports";
import { logged } from "../support/activity";
import { adminToken, badTokens, call, list, roleToken } from "../support/api";
import { form, type Upload } from "../support/uploads";

/**
 * The annual reports (docs/rules/public-site.md §2): what is particular to them beside the CRUD
 * contract's row (crud-contract.test.ts): the year's rule and its messages, one report per year,
 * the PDF's download name and size, the roles, the order, and a deleted report put back only while
 * its year is free.
 */

const BASE = "/api/annual-reports";
const AUTH = { message: "Authentication required. Please log in." };
const FILE_URL = /^\/api\/files\/[a-f0-9]{24}$/;

let token = "";

// Years of this file's own (the seed has 2014-15 to 2019-20, the CRUD contract 1901 on): the worker's
// store is shared with the files run before and after this one.
let nextStart = 1950;
function freshYear(): string {
  const start = nextStart++;
  return `${String(start)}-${String((start + 1) % 100).padStart(2, "0")}`;
}

const pdf = () => Buffer.from(`%PDF-1.4\n% ${randomUUID()}\n1 0 obj << >> endobj\n%%EOF\n`);
const pdfFile = (bytes = pdf()): Record<string, Upload> => ({
  pdf: { bytes, type: "application/pdf", name: "report.pdf" },
});

const send = (fields: Record<string, unknown>, files = pdfFile(), auth = token) =>
  call("POST", BASE, { token: auth, form: form(fields, files) });

async function upload(year = freshYear(), title = ""): Promise<AnnualReportsRecord> {
  const response = await send({ year, title });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as unknown as AnnualReportsRecord;
}

const storedFor = async (year: string) =>
  (await list<AnnualReportsRecord>(BASE)).filter((report) => report.year === year);

beforeAll(async () => {
  token = await adminToken();
});

describe("an annual report's year", () => {
  it("is two years written like 2024-25, the second the next year, from 1900-01 to 2098-99", () => {
    for (const year of ["2024-25", "1999-00", "1900-01", "2098-99", " 2019-20 "]) {
      expect(annualReportsInput.safeParse({ year }).success, year).toBe(true);
    }
    const problem = (year: unknown) => annualReportsInput.safeParse({ year }).error?.issues.map((i) => i.message);
    for (const year of ["2024-26", "2024-24", "2024", "24-25", "2024/25", "2024-2025", "FY 2024-25"]) {
      expect(problem(year), year).toEqual([ANNUAL_REPORT_MESSAGES.yearFormat]);
    }
    expect(problem("1899-00")).toEqual([ANNUAL_REPORT_MESSAGES.yearRange]);
    expect(problem("2099-00")).toEqual([ANNUAL_REPORT_MESSAGES.yearRange]);
    expect(problem("  ")).toEqual([ANNUAL_REPORT_MESSAGES.yearRequired]);
    expect(problem(undefined)).toEqual([ANNUAL_REPORT_MESSAGES.yearRequired]);
  });

  it("names the report when it has no title", () => {
    expect(annualReportTitle({ year: "2024-25", title: "" })).toBe("Annual Report 2024-25");
    expect(annualReportTitle({ year: "2024-25", title: "Golden jubilee report" })).toBe("Golden jubilee report");
  });
});

describe("annual reports API", () => {
  it("adds a year's PDF (201), lists it publicly, and serves it as annual-report-{year}.pdf", async () => {
    const year = freshYear();
    const bytes = pdf();
    const response = await send({ year, title: "  Report of the year  " }, pdfFile(bytes));
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    const created = response.json as unknown as AnnualReportsRecord;
    expect(Object.keys(created).sort()).toEqual(
      ["_id", "createdAt", "pdfBytes", "pdfUrl", "title", "updatedAt", "uploadedAt", "year"].sort(),
    );
    expect(created).toMatchObject({ year, title: "Report of the year", pdfBytes: bytes.length });
    expect(created.pdfUrl).toMatch(FILE_URL);
    expect(await storedFor(year)).toEqual([created]);

    const file = await call("GET", created.pdfUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="annual-report-${year}.pdf"; filename*=UTF-8''annual-report-${year}.pdf`,
    );
    expect(file.bytes.equals(bytes)).toBe(true);
  });

  it("needs a year and a PDF, and refuses a bad year (with its message) or a non-PDF, storing nothing", async () => {
    const year = freshYear();
    const missing: [Record<string, unknown>, Record<string, Upload>, string[]][] = [
      [{ year }, {}, ["pdf"]],
      [{ title: "No year" }, pdfFile(), ["year"]],
      [{ year: " " }, {}, ["year", "pdf"]],
    ];
    for (const [fields, files, named] of missing) {
      const response = await send(fields, files);
      expect(response.status, named.join()).toBe(400);
      expect(response.json.message).toBe(ANNUAL_REPORT_MESSAGES.required);
      expect((response.json.issues as { field: string }[]).map((issue) => issue.field)).toEqual(named);
    }

    const badYear = await send({ year: "2024-26" });
    expect(badYear.status).toBe(400);
    expect(badYear.json).toEqual({
      message: ANNUAL_REPORT_MESSAGES.yearFormat,
      issues: [{ field: "year", message: ANNUAL_REPORT_MESSAGES.yearFormat }],
    });

    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("IHDR")]);
    const notPdf = await send({ year }, { pdf: { bytes: png, type: "application/pdf", name: "report.pdf" } });
    expect(notPdf.status).toBe(415);
    expect(notPdf.json).toEqual({ message: "The file is not a PDF document." });
    expect(await storedFor(year)).toEqual([]);
  });

  it("keeps one report per year: a second one for the year is refused (409) and stores nothing", async () => {
    const first = await upload();
    const again = await send({ year: first.year, title: "Another" });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: ANNUAL_REPORT_MESSAGES.duplicate });
    expect(await storedFor(first.year)).toEqual([first]);
  });

  it("lists the newest year first, whatever the order they were added in", async () => {
    const [older, middle, newer] = [freshYear(), freshYear(), freshYear()];
    for (const year of [middle, newer, older]) await upload(year);
    const years = (await list<AnnualReportsRecord>(BASE)).map((report) => report.year);
    expect(years).toEqual([...years].sort().reverse());
    expect(years.filter((year) => [older, middle, newer].includes(year))).toEqual([newer, middle, older]);
  });

  it("lets editors and owners add and delete; the membership office gets 403 and no token 401", async () => {
    const editor = await roleToken("editor");
    const byEditor = await send({ year: freshYear() }, pdfFile(), editor);
    expect(byEditor.status).toBe(201);
    expect((await call("DELETE", `${BASE}/${String(byEditor.json._id)}`, { token: editor })).status).toBe(200);

    const target = await upload();
    const office = await roleToken("membership");
    const year = freshYear();
    const added = await send({ year }, pdfFile(), office);
    expect(added.status).toBe(403);
    expect(added.json).toEqual({ message: ROLE_NOT_ALLOWED });
    const removed = await call("DELETE", `${BASE}/${target._id}`, { token: office });
    expect(removed.status).toBe(403);
    expect(removed.json).toEqual({ message: ROLE_NOT_ALLOWED });
    for (const bad of await badTokens()) {
      const auth = bad ? { token: bad } : {};
      const refused = await call("POST", BASE, { ...auth, form: form({ year }, pdfFile()) });
      expect(refused.status).toBe(401);
      expect(refused.json).toEqual(AUTH);
      expect((await call("DELETE", `${BASE}/${target._id}`, auth)).status).toBe(401);
    }
    expect(await storedFor(year)).toEqual([]);
    expect(await storedFor(target.year)).toEqual([target]);
  });

  it("deletes a report and takes its file off the site", async () => {
    const created = await upload();
    const removed = await call("DELETE", `${BASE}/${created._id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: "Annual report deleted successfully!" });
    expect(await storedFor(created.year)).toEqual([]);
    expect((await call("GET", created.pdfUrl)).status).toBe(404);
    const again = await call("DELETE", `${BASE}/${created._id}`, { token });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: "Annual report not found." });
  });

  it("puts a deleted report back from the activity log, unless its year has been published again (409)", async () => {
    const created = await upload();
    const { entries } = await logged(() => call("DELETE", `${BASE}/${created._id}`, { token }));
    const deletion = entries.find((entry) => entry.collection === "annual-reports" && entry.recordId === created._id);
    if (!deletion) throw new Error("The deletion was not logged.");
    expect(deletion.summary).toBe(`Annual report deleted: ${created.year}`);
    const restore = () => call("POST", `/api/admin/activity/${deletion._id}/restore`, { token });

    const replacement = await upload(created.year);
    const refused = await restore();
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: ANNUAL_REPORT_MESSAGES.duplicate });

    expect((await call("DELETE", `${BASE}/${replacement._id}`, { token })).status).toBe(200);
    const restored = await restore();
    expect(restored.status, JSON.stringify(restored.json)).toBe(200);
    expect(restored.json.message).toBe(ACTIVITY_MESSAGES.restored);
    expect((await storedFor(created.year)).map((report) => report._id)).toEqual([created._id]);
    expect((await call("GET", created.pdfUrl)).status).toBe(200);
  });
});
