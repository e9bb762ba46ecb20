import { describe, expect, it } from "vitest";
import { formatFileSize } from "../../src/domain/file-size";

describe("formatFileSize", () => {
  it("names small files in bytes, then KB and MB", () => {
    expect(formatFileSize(912)).toBe("912 bytes");
    expect(formatFileSize(1072)).toBe("1 KB");
    expect(formatFileSize(245_760)).toBe("240 KB");
    expect(formatFileSize(2_516_582)).toBe("2.4 MB");
    expect(formatFileSize(31_457_280)).toBe("30 MB");
  });
});
