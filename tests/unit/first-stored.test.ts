import { describe, expect, it } from "vitest";
import { firstStored } from "../../src/domain/first-stored";

describe("firstStored", () => {
  const record = (_id: string, createdAt: string) => ({ _id, createdAt });

  it("picks the earliest createdAt whatever the order of the list", () => {
    const oldest = record("b", "2026-01-01T00:00:00.000Z");
    const newer = record("a", "2026-03-01T00:00:00.000Z");
    expect(firstStored([newer, oldest])).toBe(oldest);
    expect(firstStored([oldest, newer])).toBe(oldest);
  });

  it("breaks a tie by _id and gives undefined for an empty list", () => {
    const x = record("x", "2026-01-01T00:00:00.000Z");
    const y = record("y", "2026-01-01T00:00:00.000Z");
    expect(firstStored([y, x])).toBe(x);
    const none: { _id: string; createdAt: string }[] = [];
    expect(firstStored(none)).toBeUndefined();
  });
});
