import { describe, expect, it } from "vitest";
import { acceptsGzip, isCompressible, varyWith } from "../../src/server/http/compression";

describe("when an answer goes out gzip-compressed", () => {
  it("follows the client's Accept-Encoding: gzip's own entry decides, else *", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("GZIP")).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("*;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=nonsense")).toBe(false);
  });

  it("compresses text formats only", () => {
    for (const type of [
      "text/html; charset=utf-8",
      "text/css",
      "application/json",
      "application/javascript",
      "image/svg+xml",
    ])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ["image/png", "image/jpeg", "application/pdf", "font/woff2", undefined])
      expect(isCompressible(type), String(type)).toBe(false);
  });

  it("adds Accept-Encoding to Vary once", () => {
    expect(varyWith(undefined, "Accept-Encoding")).toBe("Accept-Encoding");
    expect(varyWith("Authorization", "Accept-Encoding")).toBe("Authorization, Accept-Encoding");
    expect(varyWith("accept-encoding", "Accept-Encoding")).toBe("accept-encoding");
  });
});
