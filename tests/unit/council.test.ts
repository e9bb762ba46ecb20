import { describe, expect, it } from "vitest";
import { councilRank, nameInitials, sortCouncil } from "../../src/domain/council";
import type { ExecutivesRecord } from "../../src/domain/executives";

const member = (designation: string, createdAt: string, name = designation): ExecutivesRecord => ({
  _id: `${designation}-${createdAt}`.replace(/\W+/g, "-"),
  createdAt,
  updatedAt: createdAt,
  name,
  designation,
  image: "",
  postalAddress: "",
  email: "",
  mobile: "",
  biodata: "",
});

describe("council order", () => {
  it("puts the office-bearers first, in the society's order, then members as added", () => {
    const stored = [
      member("Executive Member", "2026-01-01T00:00:01Z", "First member"),
      member("Treasurer", "2026-01-01T00:00:02Z"),
      member("Joint Secretary", "2026-01-01T00:00:03Z"),
      member("Co-opted Member", "2026-01-01T00:00:04Z", "Second member"),
      member("Vice President", "2026-01-01T00:00:05Z"),
      member("Chief Editor", "2026-01-01T00:00:06Z"),
      member("Secretary", "2026-01-01T00:00:07Z"),
      member("Past President", "2026-01-01T00:00:08Z"),
      member("President", "2026-01-01T00:00:09Z"),
      member("President-elect", "2026-01-01T00:00:10Z"),
    ];
    expect(sortCouncil(stored).map((record) => record.name)).toEqual([
      "President",
      "President-elect",
      "Vice President",
      "Past President",
      "Secretary",
      "Joint Secretary",
      "Treasurer",
      "Chief Editor",
      "First member",
      "Second member",
    ]);
  });

  it("keeps the stored order within one office", () => {
    const stored = [
      member("Vice President", "2026-01-01T00:00:02Z", "B"),
      member("Vice President", "2026-01-01T00:00:01Z", "A"),
    ];
    expect(sortCouncil(stored).map((record) => record.name)).toEqual(["A", "B"]);
    expect(councilRank("Joint Secretary")).toBeGreaterThan(councilRank("Secretary"));
  });
});

describe("nameInitials", () => {
  it("takes the first and last names after titles", () => {
    expect(nameInitials("Dr. Anil Kumar Singh")).toBe("AS");
    expect(nameInitials("Prof. Meera")).toBe("M");
    expect(nameInitials("Dr. Mohd. Irfan Qureshi")).toBe("MQ");
    expect(nameInitials("  ")).toBe("?");
  });
});
