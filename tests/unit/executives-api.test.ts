import { randomUUID } from "node:crypto";
import { getStore } from "@netlify/blobs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  EXECUTIVE_CATEGORIES,
  executiveCategory,
  executivesInput,
  parseBiodata,
  type ExecutivesRecord,
} from "../../src/domain/executives";
import { adminToken, badTokens, call, list } from "../support/api";
import { expectImage, type Upload } from "../support/uploads";

const BASE = "/api/executives";
const STALE = "This item was changed elsewhere. Reload to see the latest version.";
const AUTH = { message: "Authentication required. Please log in." };
const NOT_AN_IMAGE = "The image must be a JPEG, PNG or WebP picture.";
const FILE_URL = /^\/api\/files\/[a-f0-9]{24}$/;

let token = "";

const biodata = JSON.stringify({
  birth: "12 March 1955, Lucknow",
  education: { "B.Sc. (Ag.)": "Allahabad University, 1975", "Ph.D.": "IARI, New Delhi, 1982" },
  positions: ["Director, Research Institute", "Dean, College of Agriculture"],
});

const executive = (overrides: Record<string, unknown> = {}) => ({
  name: `Dr. Executive ${randomUUID()}`,
  designation: "Treasurer",
  postalAddress: "12 Station Road\nLucknow 226001",
  email: "treasurer@example.org",
  mobile: "+91 98390 12345",
  biodata,
  ...overrides,
});

/** Correct first bytes are all the sniffer needs; the rest makes each file unique. */
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(randomUUID())]);
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`JFIF ${randomUUID()}`)]);
const webp = () =>
  Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from(`WEBPVP8 ${randomUUID()}`)]);

/** Multipart with list fields as JSON text, as the council form sends them. */
function form(fields: Record<string, unknown>, files: Record<string, Upload> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) data.append(name, typeof value === "string" ? value : JSON.stringify(value));
  for (const [name, file] of Object.entries(files))
    data.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}

async function create(overrides: Record<string, unknown> = {}, image?: Upload): Promise<ExecutivesRecord> {
  const response = image
    ? await call("POST", BASE, { token, form: form(executive(overrides), { image }) })
    : await call("POST", BASE, { token, body: executive(overrides) });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as unknown as ExecutivesRecord;
}

/** Download names of every stored file (the photo's is the member's name), read from the store itself. */
async function storedFileNames(): Promise<Set<string>> {
  const store = getStore({ name: "society", consistency: "strong" });
  const { blobs } = await store.list();
  const names = await Promise.all(
    blobs
      .filter((blob) => blob.key.startsWith("files/"))
      .map(async (blob) => (await store.getMetadata(blob.key))?.metadata.name),
  );
  return new Set(names.filter((name): name is string => typeof name === "string"));
}

const stored = async (name: string) => (await list<ExecutivesRecord>(BASE)).filter((item) => item.name === name);

beforeAll(async () => {
  token = await adminToken();
});

describe("executive category", () => {
  it("derives each category from the designation, whatever its case", () => {
    const cases: [string, (typeof EXECUTIVE_CATEGORIES)[number]][] = [
      ["President", "President"],
      ["PRESIDENT", "President"],
      ["Vice President", "President"],
      ["Vice-President", "President"],
      ["Past President", "President"],
      ["President-elect", "President"],
      ["Secretary", "Secretary"],
      ["general secretary", "Secretary"],
      ["Joint Secretary", "Joint Secretary"],
      ["joint secretary", "Joint Secretary"],
      ["Joint-Secretary", "Joint Secretary"],
      ["Jt. Secretary", "Joint Secretary"],
      ["Treasurer", "Treasurer"],
      ["Chief Editor", "Chief Editor"],
      ["chief-editor", "Chief Editor"],
      ["Editor-in-Chief", "Chief Editor"],
      ["Editor", "Member"],
      ["Councillor", "Member"],
      ["Member", "Member"],
      ["", "Member"],
      ["Secretarial Assistant", "Member"],
    ];
    for (const [designation, category] of cases) expect(executiveCategory(designation), designation).toBe(category);
  });

  it("counts a joint secretary as Joint Secretary, never as Secretary (DECISIONS 10)", () => {
    expect(executiveCategory("Joint Secretary")).not.toBe("Secretary");
    expect(EXECUTIVE_CATEGORIES).toEqual([
      "President",
      "Secretary",
      "Joint Secretary",
      "Treasurer",
      "Chief Editor",
      "Member",
    ]);
  });
});

describe("executive biodata", () => {
  it("reads JSON with birth, an education object and a positions list", () => {
    expect(parseBiodata(biodata)).toEqual({
      kind: "structured",
      birth: "12 March 1955, Lucknow",
      education: [
        { label: "B.Sc. (Ag.)", text: "Allahabad University, 1975" },
        { label: "Ph.D.", text: "IARI, New Delhi, 1982" },
      ],
      positions: ["Director, Research Institute", "Dean, College of Agriculture"],
    });
    expect(parseBiodata(JSON.stringify({ education: ["M.Sc.", " "], positions: "Professor" }))).toEqual({
      kind: "structured",
      birth: "",
      education: [{ label: "", text: "M.Sc." }],
      positions: ["Professor"],
    });
  });

  it("falls back to plain text for text that is not such JSON, or JSON's plainText", () => {
    expect(parseBiodata("  Born in 1950. Agronomist.  ")).toEqual({ kind: "plain", text: "Born in 1950. Agronomist." });
    expect(parseBiodata("{ not json")).toEqual({ kind: "plain", text: "{ not json" });
    expect(parseBiodata('"quoted"')).toEqual({ kind: "plain", text: '"quoted"' });
    expect(parseBiodata(JSON.stringify({ plainText: "Soil scientist." }))).toEqual({
      kind: "plain",
      text: "Soil scientist.",
    });
  });

  it("accepts any text, and stores a JSON object sent by the API as its JSON text", () => {
    expect(executivesInput.parse(executive({ biodata: "Plain words." })).biodata).toBe("Plain words.");
    expect(executivesInput.parse(executive({ biodata: "{ broken" })).biodata).toBe("{ broken");
    const object = { birth: "1960", positions: ["Professor"] };
    expect(JSON.parse(executivesInput.parse(executive({ biodata: object })).biodata)).toEqual(object);
  });
});

describe("executives API", () => {
  it("creates a member from JSON (201, no image) and lists it at /api/executives, /api/executives/get and by id", async () => {
    const body = executive({ designation: "Joint Secretary", email: " js@example.org " });
    const response = await call("POST", BASE, { token, body });
    expect(response.status).toBe(201);
    const created = response.json as unknown as ExecutivesRecord;
    expect(created).toMatchObject({ ...body, email: "js@example.org", image: "" });
    expect(Object.keys(created).sort()).toEqual(
      [
        "_id",
        "createdAt",
        "updatedAt",
        "name",
        "designation",
        "image",
        "postalAddress",
        "email",
        "mobile",
        "biodata",
      ].sort(),
    );
    for (const path of [BASE, `${BASE}/get`]) {
      const listed = await list<ExecutivesRecord>(path);
      expect(
        listed.find((item) => item._id === created._id),
        path,
      ).toEqual(created);
    }
    const read = await call("GET", `${BASE}/${created._id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created);
  });

  it("keeps members in the order they were added", async () => {
    const first = await create();
    const second = await create();
    const ids = (await list<ExecutivesRecord>(BASE)).map((item) => item._id);
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
  });

  it("creates a member from the multipart form with a photo, served with its checked type", async () => {
    for (const [bytes, type, name] of [
      [png(), "image/png", "photo.png"],
      [jpeg(), "image/jpeg", "photo.jpg"],
      [webp(), "image/webp", "photo.webp"],
    ] as const) {
      // The declared type is ignored: the bytes decide.
      const created = await create({}, { bytes, type: "application/octet-stream", name });
      expect(created.image).toMatch(FILE_URL);
      await expectImage(created.image, type, bytes);
      expect((await call("GET", `${BASE}/${created._id}`)).json).toEqual(created);
    }
  });

  it("takes the multipart form without a photo, or with an empty file input", async () => {
    const fields = executive();
    const plain = await call("POST", BASE, { token, form: form(fields) });
    expect(plain.status).toBe(201);
    expect(plain.json).toMatchObject({ ...fields, image: "" });
    const emptyInput = form(executive());
    emptyInput.append("image", new Blob([]), "");
    const empty = await call("POST", BASE, { token, form: emptyInput });
    expect(empty.status).toBe(201);
    expect(empty.json.image).toBe("");
  });

  it("refuses a file that is not an image (415) and one over 2 MB (413), storing nothing", async () => {
    const fake = executive();
    const notImage = await call("POST", BASE, {
      token,
      form: form(fake, { image: { bytes: Buffer.from("just text, not a picture"), type: "image/png", name: "x.png" } }),
    });
    expect(notImage.status).toBe(415);
    expect(notImage.json).toEqual({ message: NOT_AN_IMAGE });

    const big = executive();
    const justOver = await call("POST", BASE, {
      token,
      form: form(big, {
        image: { bytes: Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024)]), type: "image/png", name: "big.png" },
      }),
    });
    expect(justOver.status).toBe(413);
    expect(justOver.json.message).toContain("2 MB");
    const huge = await call("POST", BASE, {
      token,
      form: form(big, {
        image: { bytes: Buffer.concat([png(), Buffer.alloc(4 * 1024 * 1024)]), type: "image/png", name: "huge.png" },
      }),
    });
    expect(huge.status).toBe(413);
    expect(huge.json.message).toContain("2 MB");
    expect(await stored(fake.name)).toEqual([]);
    expect(await stored(big.name)).toEqual([]);
  });

  it("refuses each invalid field with 400 naming it, as JSON and as a form, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "Name is required."],
      [{ name: undefined }, "name", "Name is required."],
      [{ designation: " " }, "designation", "Designation is required."],
      [{ postalAddress: "" }, "postalAddress", "Postal address is required."],
      [{ email: "" }, "email", "E-mail is required."],
      [{ email: undefined }, "email", "E-mail is required."],
      [{ email: "not-an-email" }, "email", "E-mail must be a valid e-mail address."],
      [{ email: "a@b" }, "email", "E-mail must be a valid e-mail address."],
      [{ mobile: "" }, "mobile", "Mobile is required."],
      [{ biodata: "" }, "biodata", "Biodata is required."],
      [{ biodata: undefined }, "biodata", "Biodata is required."],
      [{ biodata: "x".repeat(20_001) }, "biodata", "Biodata is too long (20000 characters at most)."],
    ];
    const attempted: string[] = [];
    for (const [overrides, field, text] of cases) {
      for (const asForm of [false, true]) {
        const body = executive(overrides);
        attempted.push(body.name);
        const response = asForm
          ? await call("POST", BASE, {
              token,
              form: form(body, { image: { bytes: png(), type: "image/png", name: "p.png" } }),
            })
          : await call("POST", BASE, { token, body });
        expect(response.status, `${JSON.stringify(overrides).slice(0, 80)} form=${asForm}`).toBe(400);
        expect(response.json.message).toContain(text);
        expect(response.json.issues).toEqual(expect.arrayContaining([{ field, message: text }]));
      }
    }
    const names = new Set((await list<ExecutivesRecord>(BASE)).map((item) => item.name));
    expect(attempted.filter((name) => names.has(name))).toEqual([]);
  });

  it("updates a member, keeping the photo when no new file comes, as a form or as JSON", async () => {
    const bytes = png();
    const created = await create({}, { bytes, type: "image/png", name: "p.png" });

    const asForm = await call("PUT", `${BASE}/${created._id}`, {
      token,
      form: form(executive({ name: created.name, designation: "Secretary" })),
    });
    expect(asForm.status).toBe(200);
    expect(asForm.json).toMatchObject({ _id: created._id, designation: "Secretary", image: created.image });

    const asJson = await call("PUT", `${BASE}/${created._id}`, {
      token,
      body: executive({ name: created.name, designation: "President", image: "https://elsewhere.example/x.png" }),
    });
    expect(asJson.status).toBe(200);
    expect(asJson.json).toMatchObject({ designation: "President", image: created.image, createdAt: created.createdAt });
    await expectImage(created.image, "image/png", bytes);
  });

  it("replaces a photo, removing the old file; deleting the member removes its photo", async () => {
    const created = await create({}, { bytes: png(), type: "image/png", name: "old.png" });
    const newBytes = jpeg();
    const replaced = await call("PUT", `${BASE}/${created._id}`, {
      token,
      form: form(executive({ name: created.name }), {
        image: { bytes: newBytes, type: "image/jpeg", name: "new.jpg" },
      }),
    });
    expect(replaced.status).toBe(200);
    const updated = replaced.json as unknown as ExecutivesRecord;
    expect(updated.image).toMatch(FILE_URL);
    expect(updated.image).not.toBe(created.image);
    await expectImage(updated.image, "image/jpeg", newBytes);
    const old = await call("GET", created.image);
    expect(old.status).toBe(404);
    expect(old.json).toEqual({ message: "File not found." });

    const removed = await call("DELETE", `${BASE}/${created._id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: "Executive deleted successfully!" });
    expect((await call("GET", updated.image)).status).toBe(404);
    expect((await call("GET", `${BASE}/${created._id}`)).status).toBe(404);
    expect((await list<ExecutivesRecord>(BASE)).some((item) => item._id === created._id)).toBe(false);
  });

  it("refuses a stale edit sent as a form with a new photo (409), keeping the member and the photo", async () => {
    const bytes = png();
    const created = await create({}, { bytes, type: "image/png", name: "p.png" });
    const path = `${BASE}/${created._id}`;
    const staleForm = await call("PUT", path, {
      token,
      form: form(executive({ name: "Stale form", updatedAt: "2000-01-01T00:00:00.000Z" }), {
        image: { bytes: jpeg(), type: "image/jpeg", name: "n.jpg" },
      }),
    });
    expect(staleForm.status).toBe(409);
    expect(staleForm.json).toEqual({ message: STALE });
    expect((await call("GET", path)).json).toEqual(created);
    await expectImage(created.image, "image/png", bytes);

    const current = await call("PUT", path, {
      token,
      form: form(executive({ name: created.name, mobile: "0522 2740000", updatedAt: created.updatedAt })),
    });
    expect(current.status).toBe(200);
    expect(current.json).toMatchObject({ mobile: "0522 2740000", image: created.image });
  });

  it("removes the photo of an edit refused after storing it (a stale edit)", async () => {
    const created = await create();
    const path = `${BASE}/${created._id}`;
    const kept = `Kept ${randomUUID()}`;
    const stale = `Stale ${randomUUID()}`;
    const photo = () => ({ image: { bytes: png(), type: "image/png", name: "p.png" } });
    const old = { "if-match": "2000-01-01T00:00:00.000Z" };
    expect(
      (await call("PUT", path, { token, form: form(executive({ name: stale }), photo()), headers: old })).status,
    ).toBe(409);
    // The same scan finds the photo of an edit that went through.
    expect((await call("PUT", path, { token, form: form(executive({ name: kept }), photo()) })).status).toBe(200);
    const names = await storedFileNames();
    expect(names.has(kept)).toBe(true);
    expect(names.has(stale)).toBe(false);
  });

  it("refuses forms without a valid admin token, storing nothing and keeping the photo", async () => {
    const created = await create({}, { bytes: png(), type: "image/png", name: "p.png" });
    const refused = executive();
    for (const bad of await badTokens()) {
      const auth = bad ? { token: bad } : {};
      const responses = await Promise.all([
        call("POST", BASE, {
          ...auth,
          form: form(refused, { image: { bytes: png(), type: "image/png", name: "p.png" } }),
        }),
        call("PUT", `${BASE}/${created._id}`, { ...auth, form: form(refused) }),
      ]);
      for (const response of responses) {
        expect(response.status).toBe(401);
        expect(response.json).toEqual(AUTH);
      }
    }
    expect((await call("GET", `${BASE}/${created._id}`)).json).toEqual(created);
    expect((await call("GET", created.image)).status).toBe(200);
    expect(await stored(refused.name)).toEqual([]);
  });

  it("answers 405 for writes to the spec's /api/executives/get", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await call(method, `${BASE}/get`, { token, body: executive() });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET");
    }
  });
});
