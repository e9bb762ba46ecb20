import { describe, expect, it } from "vitest";
import { requiredPdfFile, optionalImageFile } from "../../src/islands/admin/ui/uploads";
import { FILE_LIMITS } from "../../src/server/content/files";

/**
 * The upload limits fit Netlify: a synchronous function gets at most 6 MB of request, and a binary
 * body reaches it base64-encoded (docs/decisions/request-body-limits.md). The admin forms refuse
 * exactly what the API refuses, with the API's words.
 */

/** Netlify's 6 MB read as the smaller 6,000,000 bytes: the rest of 6 MiB is left to headers and the event. */
const NETLIFY_REQUEST_BYTES = 6_000_000;
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** The downloads form as the admin panel sends it: the longest title it takes and the largest PDF. */
async function largestDownloadRequest(): Promise<number> {
  const form = new FormData();
  form.set("title", "T".repeat(300));
  const pdf = Buffer.alloc(FILE_LIMITS.pdf.maxBytes, 0x20);
  pdf.write("%PDF-1.4\n");
  form.set("pdf", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), `${"n".repeat(200)}.pdf`);
  const request = new Request("http://localhost/api/downloads", { method: "POST", body: form });
  return (await request.arrayBuffer()).byteLength;
}

describe("upload limits", () => {
  it("keeps the largest PDF upload under Netlify's request limit once base64-encoded", async () => {
    const sent = await largestDownloadRequest();
    expect(sent).toBeGreaterThan(FILE_LIMITS.pdf.maxBytes);
    expect(base64Length(sent)).toBeLessThan(NETLIFY_REQUEST_BYTES);
  });

  it("has the admin forms refuse a file one byte over the API's limit, in the API's words", () => {
    const pdfField = requiredPdfFile("A PDF is required.");
    const pdf = (size: number) => new File([new Uint8Array(size)], "report.pdf", { type: "application/pdf" });
    expect(pdfField.safeParse(pdf(FILE_LIMITS.pdf.maxBytes)).success).toBe(true);
    expect(pdfField.safeParse(pdf(FILE_LIMITS.pdf.maxBytes + 1)).error?.issues.map((issue) => issue.message)).toEqual([
      `The file is too large: ${FILE_LIMITS.pdf.label} at most.`,
    ]);

    const photoField = optionalImageFile("Photo");
    const photo = (size: number) => new File([new Uint8Array(size)], "face.png", { type: "image/png" });
    expect(photoField.safeParse(photo(FILE_LIMITS.image.maxBytes)).success).toBe(true);
    expect(
      photoField.safeParse(photo(FILE_LIMITS.image.maxBytes + 1)).error?.issues.map((issue) => issue.message),
    ).toEqual([`Photo is too large: ${FILE_LIMITS.image.label} at most.`]);
  });
});
