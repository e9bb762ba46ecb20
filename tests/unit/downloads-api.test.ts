import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sortDownloadsNewestFirst, type DownloadsRecord } from "../../src/domain/downloads";
import { adminToken, badTokens, call, list } from "../support/api";

const BASE = "/api/downloads";
const AUTH = { message: "Authentication required. Please log in." };
const REQUIRED = "Title and a PDF file are required.";
const FILE_URL = /^\/api\/files\/[a-f0-9]{24}$/;

let token = "";

const pdf = () => Buffer.from(`%PDF-1.4\n% ${randomUUID()}\n1 0 obj << >> endobj\n%%EOF\n`);

interface Upload {
  bytes: Buffer;
  type?: string;
  name?: string;
}

function form(title: string | undefined, file?: Upload, field = "pdf"): FormData {
  const data = new FormData();
  if (title !== undefined) data.append("title", title);
  if (file)
    data.append(
      field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }),
      file.name ?? "file.pdf",
    );
  return data;
}

async function upload(title = `Form ${randomUUID()}`, bytes = pdf()): Promise<DownloadsRecord> {
  const response = await call("POST", BASE, { token, form: form(title, { bytes }) });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as unknown as DownloadsRecord;
}

const stored = async (title: string) => (await list<DownloadsRecord>(BASE)).filter((item) => item.title === title);

beforeAll(async () => {
  token = await adminToken();
});

describe("download order", () => {
  it("puts the latest upload first", () => {
    const record = (id: string, uploadedAt: string): DownloadsRecord => ({
      _id: id,
      title: id,
      pdfUrl: "",
      uploadedAt,
      createdAt: uploadedAt,
      updatedAt: uploadedAt,
    });
    expect(
      sortDownloadsNewestFirst([
        record("a", "2024-01-01T00:00:00.000Z"),
        record("b", "2026-01-01T00:00:00.000Z"),
        record("c", "2025-01-01T00:00:00.000Z"),
      ]).map((d) => d._id),
    ).toEqual(["b", "c", "a"]);
  });
});

describe("downloads API", () => {
  it("adds a PDF (201) and lists it publicly; the file downloads as '{title}.pdf'", async () => {
    const title = `Annual report ${randomUUID()}`;
    const bytes = pdf();
    const before = Date.now();
    const created = await upload(title, bytes);
    expect(Object.keys(created).sort()).toEqual(["_id", "createdAt", "pdfUrl", "title", "updatedAt", "uploadedAt"]);
    expect(created.title).toBe(title);
    expect(created.pdfUrl).toMatch(FILE_URL);
    expect(new Date(created.uploadedAt).toISOString()).toBe(created.uploadedAt);
    expect(Date.parse(created.uploadedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await list<DownloadsRecord>(BASE)).find((item) => item._id === created._id)).toEqual(created);

    const file = await call("GET", created.pdfUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="${title}.pdf"; filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`,
    );
    expect(file.bytes.equals(bytes)).toBe(true);
  });

  it("names the download after a title in any script, with an ASCII fallback", async () => {
    const title = `वार्षिक "report" ${randomUUID()}`;
    const created = await upload(title);
    const disposition = (await call("GET", created.pdfUrl)).headers.get("content-disposition") ?? "";
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf";/);
    expect(disposition).not.toContain('"report"');
  });

  it("lists the latest upload first", async () => {
    const first = await upload();
    const second = await upload();
    const listed = await list<DownloadsRecord>(BASE);
    const ids = listed.map((item) => item._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    const times = listed.map((item) => item.uploadedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("needs a title and a PDF file, naming what is missing (400), and stores nothing", async () => {
    const title = `Missing ${randomUUID()}`;
    const cases: [FormData | Record<string, unknown>, string[]][] = [
      [form(title), ["pdf"]],
      [form(title, { bytes: pdf() }, "file"), ["pdf"]],
      [form(undefined, { bytes: pdf() }), ["title"]],
      [form("  ", { bytes: pdf() }), ["title"]],
      [form(undefined), ["title", "pdf"]],
      [{ title }, ["pdf"]],
      [{}, ["title", "pdf"]],
    ];
    for (const [body, fields] of cases) {
      const response = await call("POST", BASE, { token, ...(body instanceof FormData ? { form: body } : { body }) });
      expect(response.status, fields.join()).toBe(400);
      expect(response.json.message).toBe(REQUIRED);
      expect((response.json.issues as { field: string }[]).map((issue) => issue.field)).toEqual(fields);
    }
    const long = await call("POST", BASE, { token, form: form("x".repeat(301), { bytes: pdf() }) });
    expect(long.status).toBe(400);
    expect(long.json).toEqual({
      message: "Title is too long (300 characters at most).",
      issues: [{ field: "title", message: "Title is too long (300 characters at most)." }],
    });
    expect(await stored(title)).toEqual([]);
  });

  it("checks the file by its bytes (415), refuses an empty one (400) and one over 4 MB (413)", async () => {
    const title = `Refused ${randomUUID()}`;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("IHDR")]);
    const notPdf = await call("POST", BASE, {
      token,
      form: form(title, { bytes: png, type: "application/pdf", name: "report.pdf" }),
    });
    expect(notPdf.status).toBe(415);
    expect(notPdf.json).toEqual({ message: "The file is not a PDF document." });

    const empty = await call("POST", BASE, { token, form: form(title, { bytes: Buffer.alloc(0), name: "empty.pdf" }) });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ message: "The file is empty." });

    // Just over the limit is cut off while reading; far over it, by the declared length.
    for (const extra of [4 * 1024 * 1024, 7 * 1024 * 1024]) {
      const big = await call("POST", BASE, {
        token,
        form: form(title, { bytes: Buffer.concat([pdf(), Buffer.alloc(extra)]) }),
      });
      expect(big.status, String(extra)).toBe(413);
      expect(big.json.message).toContain("4 MB");
    }
    expect(await stored(title)).toEqual([]);
  });

  it("deletes a download and its file", async () => {
    const created = await upload();
    const removed = await call("DELETE", `${BASE}/${created._id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: "Download deleted successfully!" });
    expect((await list<DownloadsRecord>(BASE)).some((item) => item._id === created._id)).toBe(false);
    const file = await call("GET", created.pdfUrl);
    expect(file.status).toBe(404);
    expect(file.json).toEqual({ message: "File not found." });
    const again = await call("DELETE", `${BASE}/${created._id}`, { token });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: "Download not found." });
  });

  it("refuses a JSON add without a valid admin token too (DECISIONS 9)", async () => {
    const title = `Refused ${randomUUID()}`;
    for (const bad of await badTokens()) {
      const response = await call("POST", BASE, { ...(bad ? { token: bad } : {}), body: { title } });
      expect(response.status).toBe(401);
      expect(response.json).toEqual(AUTH);
    }
    expect(await stored(title)).toEqual([]);
  });

  it("answers 405 for a PUT or DELETE of the list", async () => {
    for (const method of ["PUT", "DELETE"]) {
      const response = await call(method, BASE, { token, ...(method === "PUT" ? { body: { title: "x" } } : {}) });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, POST");
    }
  });
});
