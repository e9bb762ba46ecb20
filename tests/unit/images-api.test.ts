import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ROLE_NOT_ALLOWED } from "../../src/domain/admin-roles";
import { UPLOADED_IMAGE_MESSAGES, uploadedImageUrl, uploadedImageUrlOf } from "../../src/domain/uploaded-image";
import { adminToken, badTokens, call, roleToken } from "../support/api";
import { useOwnSandbox } from "../support/own-sandbox";
import { expectImage, form, type Upload } from "../support/uploads";

/**
 * POST /api/images: a picture for a document that keeps it by its address (the site details' logo,
 * a page section's picture), checked and limited as every upload, answered as its /api/files/{id}
 * address; and `uploadedImageUrl`, the rule such a document keeps it by. Its own store, so that a
 * refused upload can be seen to store nothing.
 */
const own = useOwnSandbox("images");

const BASE = "/api/images";
const FILE_URL = /^\/api\/files\/[a-f0-9]{24}$/;
const AUTH = { message: "Authentication required. Please log in." };
const NOT_AN_IMAGE = "The image must be a JPEG, PNG or WebP picture.";
const MB = 1024 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Correct first bytes are all the sniffer needs; the rest makes each file unique. */
const png = () => Buffer.concat([PNG_SIGNATURE, Buffer.from(randomUUID())]);
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`JFIF ${randomUUID()}`)]);
const webp = () =>
  Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from(`WEBPVP8 ${randomUUID()}`)]);
const filled = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);

let token = "";
beforeAll(async () => {
  token = await adminToken();
});

/** Sends the form with the site owner's token, or with `auth` when given (undefined in it: no token). */
const send = (image: Upload | undefined, fields: Record<string, unknown> = {}, auth: { token?: string } = { token }) =>
  call("POST", BASE, { ...auth, form: form(fields, image ? { image } : {}) });

const storedFiles = async () => (await own.otherInstance.list({ prefix: "files/" })).blobs.length;

describe("POST /api/images", () => {
  it("stores a JPEG, PNG or WebP (201, { url }) served by GET /api/files/{id} under its sniffed type", async () => {
    for (const [bytes, type, name] of [
      [png(), "image/png", "logo.png"],
      [jpeg(), "image/jpeg", "logo.jpg"],
      [webp(), "image/webp", "logo.webp"],
    ] as const) {
      // The declared type is ignored: the bytes decide.
      const response = await send({ bytes, type: "application/octet-stream", name });
      expect(response.status, JSON.stringify(response.json)).toBe(201);
      expect(Object.keys(response.json)).toEqual(["url"]);
      expect(response.json.url).toMatch(FILE_URL);
      expect(uploadedImageUrl.safeParse(response.json.url).success).toBe(true);
      await expectImage(String(response.json.url), type, bytes);
    }
  });

  it("takes a picture of exactly the 2 MB limit, and gives each upload its own address", async () => {
    const exact = filled(Buffer.concat([PNG_SIGNATURE, Buffer.from(randomUUID())]), 2 * MB);
    const first = await send({ bytes: exact, type: "image/png", name: "big.png" });
    expect(first.status).toBe(201);
    await expectImage(String(first.json.url), "image/png", exact);
    const again = await send({ bytes: exact, type: "image/png", name: "big.png" });
    expect(again.status).toBe(201);
    expect(again.json.url).not.toBe(first.json.url);
  });

  it("refuses a form without a picture (400), naming the field, and stores nothing", async () => {
    const before = await storedFiles();
    for (const [what, response] of [
      ["no file", await send(undefined, { title: "Logo" })],
      ["an empty file input", await call("POST", BASE, { token, form: emptyInput() })],
      ["JSON", await call("POST", BASE, { token, body: {} })],
    ] as const) {
      expect({ what, status: response.status, body: response.json }).toEqual({
        what,
        status: 400,
        body: {
          message: UPLOADED_IMAGE_MESSAGES.missing,
          issues: [{ field: "image", message: UPLOADED_IMAGE_MESSAGES.missing }],
        },
      });
    }
    const empty = await send({ bytes: Buffer.alloc(0), type: "image/png", name: "empty.png" });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ message: "The file is empty." });
    const text = await call("POST", BASE, { token, body: "image=x", headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    expect(await storedFiles()).toBe(before);
  });

  it("refuses what is not a JPEG, PNG or WebP as the other uploads do (415), whatever its name and type", async () => {
    const before = await storedFiles();
    const disguised: Upload[] = [
      {
        bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"),
        type: "image/svg+xml",
        name: "logo.svg",
      },
      { bytes: Buffer.from("<!DOCTYPE html><script>alert(1)</script>"), type: "image/png", name: "logo.png" },
      { bytes: Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), type: "image/gif", name: "logo.gif" },
      { bytes: Buffer.from("%PDF-1.4\n%%EOF\n"), type: "image/jpeg", name: "logo.jpg" },
    ];
    for (const image of disguised) {
      const response = await send(image);
      expect({ name: image.name, status: response.status, body: response.json }).toEqual({
        name: image.name,
        status: 415,
        body: { message: NOT_AN_IMAGE },
      });
    }
    expect(await storedFiles()).toBe(before);
  });

  it("refuses a picture over 2 MB as the other uploads do (413), storing nothing", async () => {
    const before = await storedFiles();
    const over = await send({ bytes: filled(PNG_SIGNATURE, 2 * MB + 1), type: "image/png", name: "big.png" });
    expect(over.status).toBe(413);
    expect(over.json).toEqual({ message: "The file is too large: 2 MB at most." });
    // A body far past the limit is refused by its declared length, before it is read.
    const huge = await send({ bytes: filled(PNG_SIGNATURE, 4 * MB), type: "image/png", name: "huge.png" });
    expect(huge.status).toBe(413);
    expect(huge.json.message).toContain("2 MB");
    expect(await storedFiles()).toBe(before);
  });

  it("lets editors and owners upload; the membership office gets 403 and no or a bad token 401", async () => {
    for (const role of ["editor", "owner"] as const) {
      const response = await send(
        { bytes: png(), type: "image/png", name: "logo.png" },
        {},
        { token: await roleToken(role) },
      );
      expect(response.status, role).toBe(201);
    }
    const before = await storedFiles();
    const membership = await send(
      { bytes: png(), type: "image/png", name: "logo.png" },
      {},
      { token: await roleToken("membership") },
    );
    expect(membership.status).toBe(403);
    expect(membership.json).toEqual({ message: ROLE_NOT_ALLOWED });
    for (const bad of await badTokens()) {
      const response = await send({ bytes: png(), type: "image/png", name: "logo.png" }, {}, bad ? { token: bad } : {});
      expect(response.status, bad ?? "no token").toBe(401);
      expect(response.json).toEqual(AUTH);
    }
    expect(await storedFiles()).toBe(before);
  });

  it("answers only POST", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await call(method, BASE, { token });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });
});

describe("uploadedImageUrl", () => {
  it('takes "" or an address the upload answers, and nothing else, with a clear message', () => {
    for (const value of ["", "/api/files/0123456789abcdef01234567", " /api/files/0123456789abcdef01234567 "]) {
      expect(uploadedImageUrl.safeParse(value).success, value).toBe(true);
    }
    const message = UPLOADED_IMAGE_MESSAGES.notUploaded("The picture");
    expect(message).toBe(
      "The picture must be a picture uploaded to this site (an address /api/files/... as the upload answers it), or empty.",
    );
    for (const value of [
      "https://example.org/logo.png",
      "/logo.svg",
      "/api/files/0123456789ABCDEF01234567",
      "/api/files/0123456789abcdef0123456",
      "/api/files/../collections/news",
      "javascript:alert(1)",
      "//evil.example/api/files/0123456789abcdef01234567",
      42,
      null,
    ]) {
      expect(
        uploadedImageUrl.safeParse(value).error?.issues.map((issue) => issue.message),
        String(value),
      ).toEqual([message]);
    }
    expect(uploadedImageUrlOf("Logo").safeParse("/logo.svg").error?.issues[0]?.message).toBe(
      UPLOADED_IMAGE_MESSAGES.notUploaded("Logo"),
    );
  });
});

/** A form whose file input was left empty: a part with no name and no bytes. */
function emptyInput(): FormData {
  const data = new FormData();
  data.append("image", new Blob([]), "");
  return data;
}
