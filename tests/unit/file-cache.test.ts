import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry } from "../../src/domain/activity";
import { logged } from "../support/activity";
import { adminToken, call } from "../support/api";
import { useOwnSandbox } from "../support/own-sandbox";
import { recordPurges } from "../support/purge-recorder";
import { form } from "../support/uploads";

/**
 * Files are cached by the CDN under a tag of their own and purged when they leave the site
 * (docs/decisions/file-caching.md): the answer's headers, the purge on delete and replace (sent
 * to the local purge endpoint npm start uses, as CACHE_PURGE_URL), and a restored file served again.
 * Each write also purges the public answers of the collection it changed, after the file's tag
 * (docs/decisions/public-read-caching.md).
 */

useOwnSandbox("file-cache");
const purged = recordPurges();

let token = "";

const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(randomUUID())]);
const photo = () => ({ image: { bytes: png(), type: "image/png", name: "photo.png" } });
const executive = () => ({
  name: `Dr. Cached ${randomUUID().slice(0, 8)}`,
  designation: "Member",
  postalAddress: "12 Station Road, Lucknow",
  email: "member@example.org",
  mobile: "+91 98390 12345",
  biodata: "Plain words.",
});
const idOf = (url: string) => url.slice("/api/files/".length);

beforeAll(async () => {
  token = await adminToken();
});

describe("a file's answer", () => {
  it("may be kept by Netlify's CDN for good, under its own tag, and by browsers but no other cache", async () => {
    const created = await call("POST", "/api/executives", { token, form: form(executive(), photo()) });
    const image = String(created.json.image);
    const served = await call("GET", image);
    expect(served.status).toBe(200);
    expect(served.headers.get("netlify-cdn-cache-control")).toBe("public, durable, max-age=31536000, immutable");
    expect(served.headers.get("netlify-cache-tag")).toBe(`file-${idOf(image)}`);
    expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    // The create purged its collection's answers, and no file.
    expect(purged.tags).toEqual(["collection-executives"]);
  });

  it("of a missing file is not kept by the CDN", async () => {
    const missing = await call("GET", "/api/files/0123456789abcdef01234567");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("netlify-cdn-cache-control")).toBeNull();
    expect(missing.headers.get("netlify-cache-tag")).toBeNull();
  });
});

describe("purging", () => {
  it("purges a deleted council member's photo", async () => {
    const created = await call("POST", "/api/executives", { token, form: form(executive(), photo()) });
    const { _id: id, image } = created.json as { _id: string; image: string };
    expect((await call("DELETE", `/api/executives/${id}`, { token })).status).toBe(200);
    expect(purged.tags).toEqual(["collection-executives", `file-${idOf(image)}`, "collection-executives"]);
    expect((await call("GET", image)).status).toBe(404);
  });

  it("purges a replaced photo, not the new one", async () => {
    const created = await call("POST", "/api/executives", { token, form: form(executive(), photo()) });
    const { _id: id, image: first } = created.json as { _id: string; image: string };
    const replaced = await call("PUT", `/api/executives/${id}`, { token, form: form(executive(), photo()) });
    expect(replaced.status, JSON.stringify(replaced.json)).toBe(200);
    const second = String(replaced.json.image);
    expect(second).not.toBe(first);
    expect(purged.tags).toEqual(["collection-executives", `file-${idOf(first)}`, "collection-executives"]);
    expect((await call("GET", second)).status).toBe(200);
  });

  it("purges a deleted download's PDF", async () => {
    const pdf = Buffer.from(`%PDF-1.4\n% ${randomUUID()}\n%%EOF\n`);
    const created = await call("POST", "/api/downloads", {
      token,
      form: form({ title: "Cached report" }, { pdf: { bytes: pdf, type: "application/pdf", name: "r.pdf" } }),
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { _id: id, pdfUrl } = created.json as { _id: string; pdfUrl: string };
    expect((await call("DELETE", `/api/downloads/${id}`, { token })).status).toBe(200);
    expect(purged.tags).toEqual(["collection-downloads", `file-${idOf(pdfUrl)}`, "collection-downloads"]);
  });

  it("serves a restored record's photo again (and purges its tag once more)", async () => {
    const created = await call("POST", "/api/executives", { token, form: form(executive(), photo()) });
    const { _id: id, image } = created.json as { _id: string; image: string };
    const { entries } = await logged(() => call("DELETE", `/api/executives/${id}`, { token }));
    const [deletion] = entries as [ActivityEntry];
    expect((await call("GET", image)).status).toBe(404);
    purged.clear();
    const restored = await call("POST", `/api/admin/activity/${deletion._id}/restore`, { token });
    expect(restored.status, JSON.stringify(restored.json)).toBe(200);
    expect(purged.tags).toEqual([`file-${idOf(image)}`, "collection-executives"]);
    const served = await call("GET", image);
    expect(served.status).toBe(200);
    expect(served.headers.get("netlify-cache-tag")).toBe(`file-${idOf(image)}`);
  });
});
