import { expect } from "vitest";
import { call } from "./api";

/** A file as a browser form sends it. */
export interface Upload {
  bytes: Buffer;
  type: string;
  name: string;
}

/** Multipart as a browser form sends it: text fields (arrays as repeated fields) and files. */
export function form(fields: Record<string, unknown>, files: Record<string, Upload> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, String(item));
  }
  for (const [name, file] of Object.entries(files))
    data.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}

/** The uploaded image at `url` is served inline with its type, exactly its bytes, and cached for good. */
export async function expectImage(url: string, type: string, bytes: Buffer) {
  const response = await call("GET", url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe(type);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-disposition")).toBeNull();
  expect(response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
  expect(response.bytes.equals(bytes)).toBe(true);
}
