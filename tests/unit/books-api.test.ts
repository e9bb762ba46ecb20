import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { booksInput, sortBooks, type BooksRecord } from "../../src/domain/books";
import { adminToken, badTokens, call, list } from "../support/api";
import { expectImage, form, type Upload } from "../support/uploads";

const BASE = "/api/books";
const STALE = "This item was changed elsewhere. Reload to see the latest version.";
const AUTH = { message: "Authentication required. Please log in." };
const FILE_URL = /^\/api\/files\/[a-f0-9]{24}$/;

let token = "";

const book = (overrides: Record<string, unknown> = {}) => ({
  name: `Book ${randomUUID()}`,
  editors: ["A. Kumar", "B. Singh"],
  year: 2019,
  pages: 240,
  isbn: "978-81-930485-2-4",
  price: 1500,
  about: "<p>Proceedings of the <strong>national symposium</strong>.</p>",
  contents: "1. Soil health\n2. Water use",
  ...overrides,
});

const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(randomUUID())]);
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), Buffer.from(`JPEG ${randomUUID()}`)]);

async function create(overrides: Record<string, unknown> = {}, image?: Upload): Promise<BooksRecord> {
  const response = image
    ? await call("POST", BASE, { token, form: form(book(overrides), { image }) })
    : await call("POST", BASE, { token, body: book(overrides) });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as unknown as BooksRecord;
}

const stored = async (name: string) => (await list<BooksRecord>(BASE)).filter((item) => item.name === name);

beforeAll(async () => {
  token = await adminToken();
});

describe("book schema and order", () => {
  it("reads form text: editors split on commas, numbers and a price written with ₹ and grouping", () => {
    const parsed = booksInput.parse(
      book({ editors: " A. Kumar ,B. Singh,, ", year: " 2019 ", pages: "240", price: "₹1,18,000.00" }),
    );
    expect(parsed).toMatchObject({ editors: ["A. Kumar", "B. Singh"], year: 2019, pages: 240, price: 118000 });
    expect(booksInput.parse(book({ price: "Rs. 499.50" })).price).toBe(499.5);
    expect(booksInput.parse(book({ price: 0 })).price).toBe(0);
    expect(booksInput.parse(book({ contents: "a\r\nb" })).contents).toBe("a\nb");
  });

  it("sorts newest year first, then by name", () => {
    const record = (id: string, year: number, name: string): BooksRecord => ({
      ...book(),
      _id: id,
      year,
      name,
      image: "",
      createdAt: "1",
      updatedAt: "1",
    });
    expect(
      sortBooks([record("a", 2001, "B"), record("b", 2020, "Z"), record("c", 2001, "A")]).map((b) => b._id),
    ).toEqual(["b", "c", "a"]);
  });
});

describe("books API", () => {
  it("creates a book from JSON (201), sanitising About, and serves it in the list and by id", async () => {
    const body = book({
      editors: "C. Verma, D. Rao",
      year: "2021",
      pages: "12",
      price: "₹1,18,000.00",
      about: '<p onclick="x()">Good <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
    });
    const response = await call("POST", BASE, { token, body });
    expect(response.status).toBe(201);
    const created = response.json as unknown as BooksRecord;
    expect(created).toMatchObject({
      name: body.name,
      editors: ["C. Verma", "D. Rao"],
      year: 2021,
      pages: 12,
      price: 118000,
      isbn: body.isbn,
      contents: body.contents,
      image: "",
    });
    expect(created.about).toBe('<p>Good <a rel="noopener noreferrer">link</a></p>');
    expect((await list<BooksRecord>(BASE)).find((item) => item._id === created._id)).toEqual(created);
    const read = await call("GET", `${BASE}/${created._id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created);
  });

  it("lists books newest year first", async () => {
    const made = [await create({ year: 1990 }), await create({ year: 2090 }), await create({ year: 2040 })];
    const listed = await list<BooksRecord>(BASE);
    expect(listed.filter((item) => made.some((m) => m._id === item._id)).map((item) => item.year)).toEqual([
      2090, 2040, 1990,
    ]);
    const years = listed.map((item) => item.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it("creates a book from the multipart form with a cover, editors as repeated fields", async () => {
    const bytes = jpeg();
    const fields = book({ editors: ["E. Das", " F. Khan "], year: "2018", pages: "300", price: "Rs. 750" });
    const response = await call("POST", BASE, {
      token,
      form: form(fields, { image: { bytes, type: "image/jpeg", name: "cover.jpg" } }),
    });
    expect(response.status).toBe(201);
    const created = response.json as unknown as BooksRecord;
    expect(created).toMatchObject({ editors: ["E. Das", "F. Khan"], year: 2018, pages: 300, price: 750 });
    expect(created.image).toMatch(FILE_URL);
    await expectImage(created.image, "image/jpeg", bytes);

    const commaForm = await call("POST", BASE, { token, form: form(book({ editors: "G. Roy, H. Sen" })) });
    expect(commaForm.status).toBe(201);
    expect(commaForm.json).toMatchObject({ editors: ["G. Roy", "H. Sen"], image: "" });
  });

  it("refuses a cover that is not an image (415) and one over 2 MB (413), storing nothing", async () => {
    const fake = book();
    const notImage = await call("POST", BASE, {
      token,
      form: form(fake, { image: { bytes: Buffer.from("%PDF-1.4 not a picture"), type: "image/png", name: "x.png" } }),
    });
    expect(notImage.status).toBe(415);
    expect(notImage.json).toEqual({ message: "The image must be a JPEG, PNG or WebP picture." });
    const big = book();
    const tooLarge = await call("POST", BASE, {
      token,
      form: form(big, {
        image: { bytes: Buffer.concat([jpeg(), Buffer.alloc(2 * 1024 * 1024)]), type: "image/jpeg", name: "b.jpg" },
      }),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.message).toContain("2 MB");
    expect(await stored(fake.name)).toEqual([]);
    expect(await stored(big.name)).toEqual([]);
  });

  it("refuses each invalid field with 400 naming it, as JSON and as a form, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "Name is required."],
      [{ editors: "" }, "editors", "Editors is required."],
      [{ editors: " , ," }, "editors", "Editors is required."],
      [{ editors: undefined }, "editors", "Editors is required."],
      [{ year: 1899 }, "year", "Year must be between 1900 and 2099."],
      [{ year: "2100" }, "year", "Year must be between 1900 and 2099."],
      [{ year: "soon" }, "year", "Year must be a whole number."],
      [{ year: undefined }, "year", "Year is required."],
      [{ pages: 0 }, "pages", "Pages must be at least 1."],
      [{ pages: "12.5" }, "pages", "Pages must be a whole number."],
      [{ pages: undefined }, "pages", "Pages is required."],
      [{ isbn: " " }, "isbn", "ISBN is required."],
      [{ price: undefined }, "price", "Price is required."],
      [{ price: "" }, "price", "Price is required."],
      [{ price: "free" }, "price", "Price must be an amount, for example 1,180.00."],
      [{ about: "" }, "about", "About is required."],
      [{ contents: undefined }, "contents", "Contents is required."],
    ];
    const attempted: string[] = [];
    for (const [overrides, field, text] of cases) {
      for (const asForm of [false, true]) {
        const body = book(overrides);
        attempted.push(body.name);
        const response = asForm
          ? await call("POST", BASE, {
              token,
              form: form(body, { image: { bytes: png(), type: "image/png", name: "c.png" } }),
            })
          : await call("POST", BASE, { token, body });
        expect(response.status, `${JSON.stringify(overrides)} form=${asForm}`).toBe(400);
        expect(response.json.message).toContain(text);
        expect(response.json.issues).toEqual(expect.arrayContaining([{ field, message: text }]));
      }
    }
    const names = new Set((await list<BooksRecord>(BASE)).map((item) => item.name));
    expect(attempted.filter((name) => names.has(name))).toEqual([]);
  });

  it("updates a book: keeps the cover without a new file, replaces it (removing the old file) with one", async () => {
    const oldBytes = png();
    const created = await create({}, { bytes: oldBytes, type: "image/png", name: "c.png" });
    const path = `${BASE}/${created._id}`;

    const asJson = await call("PUT", path, { token, body: book({ name: created.name, price: "₹2,000", image: "" }) });
    expect(asJson.status).toBe(200);
    expect(asJson.json).toMatchObject({
      _id: created._id,
      price: 2000,
      image: created.image,
      createdAt: created.createdAt,
    });
    await expectImage(created.image, "image/png", oldBytes);

    const newBytes = jpeg();
    const replaced = await call("PUT", path, {
      token,
      form: form(book({ name: created.name, pages: "99" }), {
        image: { bytes: newBytes, type: "image/jpeg", name: "n.jpg" },
      }),
    });
    expect(replaced.status).toBe(200);
    const updated = replaced.json as unknown as BooksRecord;
    expect(updated).toMatchObject({ pages: 99 });
    expect(updated.image).toMatch(FILE_URL);
    expect(updated.image).not.toBe(created.image);
    await expectImage(updated.image, "image/jpeg", newBytes);
    expect((await call("GET", created.image)).status).toBe(404);
  });

  it("refuses a stale edit sent as a form with a new cover (409), keeping the book and its cover", async () => {
    const created = await create({}, { bytes: png(), type: "image/png", name: "c.png" });
    const path = `${BASE}/${created._id}`;
    const staleForm = await call("PUT", path, {
      token,
      form: form(book({ name: "Stale form" }), { image: { bytes: jpeg(), type: "image/jpeg", name: "n.jpg" } }),
      headers: { "if-match": "2000-01-01T00:00:00.000Z" },
    });
    expect(staleForm.status).toBe(409);
    expect(staleForm.json).toEqual({ message: STALE });
    expect((await call("GET", path)).json).toEqual(created);
    expect((await call("GET", created.image)).status).toBe(200);
  });

  it("deletes a book and its cover", async () => {
    const created = await create({}, { bytes: png(), type: "image/png", name: "c.png" });
    const removed = await call("DELETE", `${BASE}/${created._id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: "Book deleted successfully!" });
    expect((await call("GET", `${BASE}/${created._id}`)).status).toBe(404);
    expect((await call("GET", created.image)).status).toBe(404);
    expect((await list<BooksRecord>(BASE)).some((item) => item._id === created._id)).toBe(false);
  });

  it("refuses a cover upload without a valid admin token, storing nothing", async () => {
    const refused = book();
    for (const bad of await badTokens()) {
      const response = await call("POST", BASE, {
        ...(bad ? { token: bad } : {}),
        form: form(refused, { image: { bytes: png(), type: "image/png", name: "c.png" } }),
      });
      expect(response.status).toBe(401);
      expect(response.json).toEqual(AUTH);
    }
    expect(await stored(refused.name)).toEqual([]);
  });
});
